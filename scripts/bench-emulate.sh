#!/usr/bin/env bash
# Emulation benchmark (not a test: timings depend on the machine and its
# load). Builds the two C++ programs in scripts/bench-emulate/ with
# --cutile-emulate and runs each a few times; docs/emulation.md records the
# numbers. Usage: scripts/bench-emulate.sh [build-dir] [runs]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
RUNS="${2:-3}"
OUT="$BUILD/bench-emulate"
mkdir -p "$OUT"

for prog in vector_add_1m gemm_f32_512; do
  src="$ROOT/scripts/bench-emulate/$prog.cu"
  start=$(date +%s.%N)
  "$BUILD/bin/clang++" -std=c++20 -x cuda --cutile-emulate -O2 "$src" -o "$OUT/$prog"
  end=$(date +%s.%N)
  printf '%s: built in %.1f s\n' "$prog" "$(echo "$end - $start" | bc)"
  for ((i = 1; i <= RUNS; ++i)); do
    "$OUT/$prog"
  done
done
