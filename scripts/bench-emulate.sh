#!/usr/bin/env bash
# Emulation benchmark (not a test: timings depend on the machine and its
# load). Builds the C++ programs in scripts/bench-emulate/ with
# --cutile-emulate -O2 and runs each a few times; docs/emulation.md records
# the numbers. Each program prints its own launch times; the whole process
# is timed too (the sample-shaped program's figure is the whole run).
#   vector_add_1m, gemm_f32_512   tile kernels
#   simt_elementwise_1m           SIMT, 1M threads
#   simt_reduce                   SIMT, shared memory and __syncthreads
#   sample_gemm                   SIMT init + tile GEMM 512^3 + host check
#   sample_gemm_host_init         the same with the inputs filled on the host
# A program that does not build or run (SIMT kernels before the emulator
# runs them) is reported and skipped.
# Usage: scripts/bench-emulate.sh [build-dir] [runs] [program...]
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
RUNS="${2:-3}"
shift $(($# > 2 ? 2 : $#))
PROGS=("$@")
if [ ${#PROGS[@]} -eq 0 ]; then
  PROGS=(vector_add_1m gemm_f32_512 simt_elementwise_1m simt_reduce sample_gemm
         sample_gemm_host_init)
fi
OUT="$BUILD/bench-emulate"
mkdir -p "$OUT"
now() { date +%s.%N; }

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for prog in "${PROGS[@]}"; do
  src="$ROOT/scripts/bench-emulate/$prog.cu"
  flags=()
  if [ "$prog" = sample_gemm_host_init ]; then
    src="$ROOT/scripts/bench-emulate/sample_gemm.cu"
    flags=(-DINIT_ON_HOST)
  fi
  start=$(now)
  if ! "$BUILD/bin/clang++" -std=c++20 -x cuda --cutile-emulate -O2 "${flags[@]}" \
      "$src" -o "$OUT/$prog" 2>"$OUT/$prog.build.log"; then
    echo "$prog: does not build (see $OUT/$prog.build.log)"
    continue
  fi
  printf '%s: built in %.1f s\n' "$prog" "$(echo "$(now) - $start" | bc)"
  for ((i = 1; i <= RUNS; ++i)); do
    start=$(now)
    "$OUT/$prog" 2>&1 | sed "s/^/  /"
    status=${PIPESTATUS[0]}
    printf '  whole run %.3f s%s\n' "$(echo "$(now) - $start" | bc)" \
      "$([ "$status" = 0 ] || echo ", exit status $status")"
  done
done
