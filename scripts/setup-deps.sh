#!/usr/bin/env bash
# Installs what the build needs and is missing: Debian's LLVM/Clang/MLIR 22
# packages and a project-local tileiras. Re-running it is cheap: each step
# checks first and does nothing when its part is already there.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# One prefix per CUDA release, each with its own pinned wheels: tileiras
# refuses a ptxas/libnvvm of another major.minor. 13.5 is the default
# toolkit and the tests' reference compiler; 13.4 stays beside it for the
# tests that check what a 13.4 toolkit still gets (version gating).
DEFAULT_VERSION="${CUTILE_TILEIRAS_VERSION:-13.5.37}"
VERSIONS=("$DEFAULT_VERSION")
[[ "$DEFAULT_VERSION" == 13.4.92 ]] || VERSIONS+=(13.4.92)

DEB_PACKAGES=(clang-22 libclang-22-dev libclang-cpp22-dev llvm-22-dev llvm-22-tools
              libmlir-22-dev mlir-22-tools lld-22 cmake ninja-build python3-pip
              # build/bin/clangd links Debian's clangd archives, built with the
              # remote index (gRPC); the stock clangd-22 is tested beside it.
              libgrpc++-dev libprotobuf-dev libabsl-dev clangd-22)

missing=()
for p in "${DEB_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing Debian packages: ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

install_release() {
  local TILEIRAS_VERSION="$1"
  local PREFIX="$ROOT/.deps/tileiras-$TILEIRAS_VERSION"
  if [[ ! -x "$PREFIX/nvidia/cu13/bin/tileiras" ]]; then
    echo "setup: installing tileiras $TILEIRAS_VERSION into $PREFIX"
    rm -rf "$PREFIX.tmp"
    python3 -m pip install --quiet --disable-pip-version-check --no-deps \
      --target "$PREFIX.tmp" \
      "nvidia-cuda-tileiras==$TILEIRAS_VERSION" \
      "nvidia-cuda-nvcc==$TILEIRAS_VERSION" \
      "nvidia-nvvm==$TILEIRAS_VERSION"
    rm -rf "$PREFIX"
    mv "$PREFIX.tmp" "$PREFIX"
  fi

  # The reference compiler for test/Compat and test/Perf: nvcc --enable-tile of
  # the same release needs NVIDIA's crt/ and runtime headers beside it. pip
  # --target skips a top-level folder that already exists, so the two wheels go
  # to a side folder and are merged into the prefix. Nothing we ship runs nvcc.
  if [[ ! -f "$PREFIX/nvidia/cu13/include/crt/cuda_tile.h" ||
        ! -f "$PREFIX/nvidia/cu13/include/cuda_runtime.h" ]]; then
    echo "setup: installing nvcc's headers (crt, runtime) $TILEIRAS_VERSION into $PREFIX"
    rm -rf "$PREFIX.hdr"
    python3 -m pip install --quiet --disable-pip-version-check --no-deps \
      --target "$PREFIX.hdr" \
      "nvidia-cuda-crt==$TILEIRAS_VERSION" \
      "nvidia-cuda-runtime==$TILEIRAS_VERSION"
    cp -a "$PREFIX.hdr/nvidia/cu13/." "$PREFIX/nvidia/cu13/"
    rm -rf "$PREFIX.hdr"
  fi

  # The CUDA installation build/bin/clang++ uses when the system's is older
  # than 13.3 (docs/toolchain-setup.md): the toolkit of the same release as
  # tileiras, from the wheels above (headers, cuda.h, nvvm/libdevice, ptxas,
  # fatbinary, cudart), plus CCCL, whose <nv/target> the CUDA 13 headers
  # include. CCCL wheels are not numbered after the toolkit: the pin is the
  # newest CUDA 13 one (CCCL 3.5.0). A directory of its own, so that nvcc-ref's
  # prefix stays as it was; files of the prefix are linked, not copied.
  local CCCL_VERSION="${CUTILE_CCCL_VERSION:-13.3.5.0.6}"
  local CUDA_ROOT="$ROOT/.deps/cuda-$TILEIRAS_VERSION"
  if [[ ! -f "$CUDA_ROOT/include/nv/target" || ! -e "$CUDA_ROOT/lib/libcudart.so" ]]; then
    echo "setup: assembling CUDA $TILEIRAS_VERSION for clang++ in $CUDA_ROOT"
    rm -rf "$CUDA_ROOT.tmp"
    python3 -m pip install --quiet --disable-pip-version-check --no-deps \
      --target "$CUDA_ROOT.tmp/wheel" "nvidia-cuda-cccl==$CCCL_VERSION"
    local root="$CUDA_ROOT.tmp/root"
    mkdir -p "$root/include" "$root/lib"
    cp -a "$CUDA_ROOT.tmp/wheel/nvidia/cu13/include/." "$root/include/"
    local prefix="../../tileiras-$TILEIRAS_VERSION/nvidia/cu13"
    for dir in include lib; do
      for f in "$PREFIX/nvidia/cu13/$dir/"*; do
        ln -s "$prefix/$dir/${f##*/}" "$root/$dir/"
      done
    done
    ln -s "../tileiras-$TILEIRAS_VERSION/nvidia/cu13/bin" "$root/bin"
    ln -s "../tileiras-$TILEIRAS_VERSION/nvidia/cu13/nvvm" "$root/nvvm"
    # -lcudart needs the unversioned name; lib64 is where toolkits keep it.
    ln -s libcudart.so.13 "$root/lib/libcudart.so"
    ln -s lib "$root/lib64"
    rm -rf "$CUDA_ROOT"
    mv "$root" "$CUDA_ROOT"
    rm -rf "$CUDA_ROOT.tmp"
  fi

  # Optional, for `make demo` only: cuobjdump and the nvdisasm it runs, to show
  # the SASS in a cubin. The build and the tests do without them.
  local TOOLS="$ROOT/.deps/cudatools-$TILEIRAS_VERSION"
  if [[ ! -x "$TOOLS/nvidia/cu13/bin/cuobjdump" ]]; then
    echo "setup: installing cuobjdump and nvdisasm $TILEIRAS_VERSION into $TOOLS"
    rm -rf "$TOOLS.tmp"
    if python3 -m pip install --quiet --disable-pip-version-check --no-deps \
         --target "$TOOLS.tmp" \
         "nvidia-cuda-cuobjdump==$TILEIRAS_VERSION" \
         "nvidia-cuda-nvdisasm==$TILEIRAS_VERSION"; then
      rm -rf "$TOOLS"
      mv "$TOOLS.tmp" "$TOOLS"
    else
      rm -rf "$TOOLS.tmp"
      echo "setup: cuobjdump not installed; make demo will not show SASS" >&2
    fi
  fi

  # `--version` works even when tileiras cannot compile anything, so compile an
  # empty module. tileiras takes libnvvm and ptxas from $CUDA_HOME/$CUDA_PATH
  # when set (a CUDA 13.0 there breaks it), else from beside itself: run it the
  # way lib/Backend does, with both pointing at its own root.
  local CU13="$PREFIX/nvidia/cu13"
  local probe="$(mktemp -d)"
  printf '\177TileIR\000\015\004\000\000\202\010\010\313\000\313\313\313\313\313\313\313\201\004\004\313\000\313\313\313\000' \
    > "$probe/empty.tilebc"
  if ! CUDA_HOME="$CU13" CUDA_PATH="$CU13" TMPDIR="$probe" \
       "$CU13/bin/tileiras" --gpu-name=sm_100 "$probe/empty.tilebc" \
       -o "$probe/empty.cubin" >"$probe/log" 2>&1 ||
     [[ "$(head -c 4 "$probe/empty.cubin" 2>/dev/null)" != $'\177ELF' ]]; then
    echo "setup: tileiras $TILEIRAS_VERSION in $PREFIX cannot compile an empty module:" >&2
    cat "$probe/log" >&2
    rm -rf "$probe"
    exit 1
  fi
  rm -rf "$probe"
}

for v in "${VERSIONS[@]}"; do
  install_release "$v"
done
# The names everything else uses: the default release.
ln -sfn "tileiras-$DEFAULT_VERSION" "$ROOT/.deps/tileiras"
ln -sfn "cuda-$DEFAULT_VERSION" "$ROOT/.deps/cuda"
if [[ -d "$ROOT/.deps/cudatools-$DEFAULT_VERSION" ]]; then
  ln -sfn "cudatools-$DEFAULT_VERSION" "$ROOT/.deps/cudatools"
fi
