#!/usr/bin/env bash
# Builds our code (lib/, tools/) with ASan and UBSan in a second build
# directory and runs the whole lit suite on it: `make sanitize`.
#
# Not part of `make check`: the instrumented build takes several times as long.
#
# The front end is a plugin dlopen'ed into Debian's clang-22, which is not
# instrumented, so the ASan runtime has to be in every test process before the
# plugin is loaded. Everything is linked against the shared runtime
# (-shared-libasan) and lit.cfg.py puts that runtime into LD_PRELOAD for the
# test commands (not for lit itself) when CUTILE_SANITIZER_PRELOAD is set.
#
#   BUILD_SAN=dir  build directory (default build-san)
#   JOBS=n         ninja jobs (default 1: the machine is shared)
#   LIT_ARGS=...   extra lit arguments (default -sv)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LLVM="${LLVM:-/usr/lib/llvm-22}"
BUILD_SAN="${BUILD_SAN:-$ROOT/build-san}"
JOBS="${JOBS:-1}"
LIT_ARGS="${LIT_ARGS:--sv}"

"$ROOT/scripts/setup-deps.sh"

# The sanitizer runtimes ship in libclang-rt-22-dev, which the normal build
# does not need; install it here only.
if ! dpkg-query -W -f='${Status}' libclang-rt-22-dev 2>/dev/null | grep -q "install ok installed"; then
  echo "sanitize: installing libclang-rt-22-dev"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libclang-rt-22-dev >/dev/null
fi
# Debian: $LLVM/lib/clang/22/lib/linux/libclang_rt.asan-x86_64.so.
RT_DIR="$("$LLVM/bin/clang" -print-runtime-dir)"
ASAN_RT="$RT_DIR/libclang_rt.asan-x86_64.so"
[[ -f "$ASAN_RT" ]] || { echo "sanitize: no shared ASan runtime at $ASAN_RT" >&2; exit 1; }

SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
# -shared-libasan: one runtime for the tools, the plugin and the preload. The
# rpath lets the tools also start outside lit (they still want the preload,
# or ASAN_OPTIONS=verify_asan_link_order=0).
LINK="-fsanitize=address,undefined -shared-libasan -Wl,-rpath,$RT_DIR"

start=$(date +%s)
cmake -S "$ROOT" -B "$BUILD_SAN" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER="$LLVM/bin/clang" -DCMAKE_CXX_COMPILER="$LLVM/bin/clang++" \
  -DCMAKE_C_FLAGS="$SAN" -DCMAKE_CXX_FLAGS="$SAN" \
  -DCMAKE_EXE_LINKER_FLAGS="$LINK" -DCMAKE_SHARED_LINKER_FLAGS="$LINK" \
  -DCMAKE_MODULE_LINKER_FLAGS="$LINK" \
  -DCUTILE_TILEIRAS="$ROOT/.deps/tileiras/nvidia/cu13/bin/tileiras" >/dev/null
ninja -C "$BUILD_SAN" -j "$JOBS"
built=$(date +%s)
echo "sanitize: build took $((built - start)) s"

# The runtime is preloaded into every test command, not only ours, and most
# of the code in our processes (libLLVM, libMLIR, libclang-cpp) is not
# instrumented. Hence:
# - detect_leaks=0: clang leaks on purpose (-disable-free);
# - allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its slabs in our
#   instrumented copy of the header code, but objects that the uninstrumented
#   libMLIR carves out of the same slab are never unpoisoned, so every MLIR
#   type lookup would read "poisoned" memory;
# - handle_segv=0: a test's fake tileiras kills itself with SIGSEGV and must
#   die by that signal, not exit 1 through ASan's handler. Our tools still
#   print LLVM's stack dump when they crash.
# UBSan stops at the first report so that the test fails.
export CUTILE_SANITIZER_PRELOAD="$ASAN_RT"
export ASAN_OPTIONS="detect_leaks=0:allow_user_poisoning=0:handle_segv=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-$LLVM/bin/llvm-symbolizer}"
rc=0
# shellcheck disable=SC2086
"$LLVM/bin/lit" $LIT_ARGS "$BUILD_SAN/test" || rc=$?
echo "sanitize: lit took $(($(date +%s) - built)) s, exit $rc"
exit $rc
