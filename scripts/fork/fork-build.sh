#!/usr/bin/env bash
# make fork: builds the patched Clang (build-fork/src, from make fork-src)
# standalone against Debian's installed LLVM 22, into build-fork/build, with
# build-fork/bin pointing at its bin/ (clang, clang++, and clangd once
# FORK_CLANGD=1 builds it). Debian's configuration values that reach
# clang/Config/config.h are repeated here, so that the driver behaves as
# Debian's clang-22 does (the study found --build-id missing without them).
#
# Cost from scratch: about 85-95 CPU minutes for clang (docs/fork.md), so it
# runs at nice 19; JOBS sets ninja's -j. ccache is used when installed.
# --configure-only stops after CMake.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=/dev/null
source "$ROOT/clang-patches/PIN"
OUT="${CUTILE_FORK_DIR:-$ROOT/build-fork}"
SRC="$OUT/src"
BLD="$OUT/build"
JOBS="${JOBS:-1}"
CACHE="${CUTILE_FORK_CACHE:-$HOME/.cache/cutile/clang-fork}"
LLVM="$LLVM_PREFIX"

[[ -d "$SRC/clang" ]] || { echo "fork: no $SRC; run make fork-src" >&2; exit 1; }

# zstd: Debian's LLVMExports.cmake names zstd::libzstd_shared.
for pkg in libzstd-dev; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
    { echo "fork: needs the Debian package $pkg (apt-get install $pkg)" >&2; exit 1; }
done

extra=()
if [[ "${FORK_CLANGD:-0}" == 1 ]]; then
  # clangd comes from clang-tools-extra, with Debian's hunks for it.
  if [[ ! -d "$SRC/clang-tools-extra" ]]; then
    tar -xJf "$CACHE/$ORIG" -C "$SRC" --strip-components=1 "$TOPDIR/clang-tools-extra"
    tmp="$(mktemp -d)"
    tar -xJf "$CACHE/$DEBIAN" -C "$tmp" debian/patches
    for p in $(python3 "$ROOT/scripts/fork/debian-clang-hunks.py" "$tmp/debian/patches" \
                 "$tmp/hunks" clang-tools-extra); do
      patch -d "$SRC" -p1 -s -N --fuzz=0 --no-backup-if-mismatch -i "$tmp/hunks/$p"
    done
    rm -rf "$tmp"
  fi
  extra+=(-DLLVM_EXTERNAL_CLANG_TOOLS_EXTRA_SOURCE_DIR="$SRC/clang-tools-extra"
          -DLLVM_TOOL_CLANG_TOOLS_EXTRA_BUILD=ON -DCLANGD_BUILD_XPC=OFF
          -DCLANGD_ENABLE_REMOTE=OFF)
fi

launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi

if [[ ! -f "$BLD/build.ninja" || "${FORK_RECONFIGURE:-0}" == 1 ]]; then
  cmake -G Ninja -S "$SRC/clang" -B "$BLD" \
    -DLLVM_DIR="$LLVM/lib/cmake/llvm" \
    -DCMAKE_BUILD_TYPE=Release -DLLVM_ENABLE_ASSERTIONS=OFF \
    -DCMAKE_C_COMPILER="$LLVM/bin/clang" -DCMAKE_CXX_COMPILER="$LLVM/bin/clang++" \
    -DLLVM_USE_LINKER=lld "${launcher[@]}" \
    -DCLANG_LINK_CLANG_DYLIB=OFF \
    -DCLANG_INCLUDE_TESTS=OFF -DCLANG_INCLUDE_DOCS=OFF -DLLVM_INCLUDE_TESTS=OFF \
    -DENABLE_LINKER_BUILD_ID=ON -DCLANG_DEFAULT_LINKER=ld \
    -DCLANG_DEFAULT_RTLIB=libgcc -DCLANG_DEFAULT_UNWINDLIB=libgcc \
    -DCLANG_SYSTEMZ_DEFAULT_ARCH=z196 -DCLANG_REPOSITORY_STRING="${VERSION#*-}" \
    "${extra[@]}"
fi

[[ "${1:-}" == --configure-only ]] && exit 0

targets=(clang)
[[ "${FORK_CLANGD:-0}" == 1 ]] && targets+=(clangd)
nice -n 19 ninja -C "$BLD" -j "$JOBS" "${targets[@]}"
ln -sfn build/bin "$OUT/bin"
echo "fork: $OUT/bin/clang ($("$OUT/bin/clang" --version | head -1))"
