#!/usr/bin/env bash
# Installs what the build needs and is missing: Debian's LLVM/Clang/MLIR 22
# packages and a project-local tileiras. Re-running it is cheap: each step
# checks first and does nothing when its part is already there.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# One pinned version for the three wheels: tileiras refuses to work with a
# ptxas/libnvvm of another major.minor. 13.4 is the first release whose
# tileiras reads every bytecode version we write (13.1..13.4) and targets sm_90.
TILEIRAS_VERSION="${CUTILE_TILEIRAS_VERSION:-13.4.92}"
PREFIX="$ROOT/.deps/tileiras-$TILEIRAS_VERSION"

DEB_PACKAGES=(clang-22 libclang-22-dev libclang-cpp22-dev llvm-22-dev llvm-22-tools
              libmlir-22-dev mlir-22-tools lld-22 cmake ninja-build python3-pip)

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
ln -sfn "tileiras-$TILEIRAS_VERSION" "$ROOT/.deps/tileiras"
"$PREFIX/nvidia/cu13/bin/tileiras" --version >/dev/null
