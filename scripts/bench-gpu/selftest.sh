#!/usr/bin/env bash
# Checks the bench-gpu bundle's machinery on a machine without a GPU, with
# stand-ins for libcudart (test/Embed/Inputs/fake_cudart.cpp) and libcuda
# (selftest/fake_libcuda.cpp): a three-program bundle is built, run.sh is run
# on it, and the shim must have intercepted each tile kernel launch, timed
# it from both cubins (the stand-in driver makes ours 10 us and nvcc's
# 12.5 us: ratio 0.8), put back the buffers the timing runs scribbled over
# (the program prints the same with and without the shim) and run.sh must
# have written results.md. Also: run.sh without any driver exits 2 with
# "no CUDA driver/GPU". Usage: scripts/bench-gpu/selftest.sh [build-dir]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
T="$(mktemp -d "${TMPDIR:-/tmp}/bench-gpu-selftest.XXXXXX")"
[[ -n "${KEEP:-}" ]] && echo "selftest: keeping $T" || trap 'rm -rf "$T"' EXIT
fail() { echo "selftest: FAIL: $*" >&2; exit 1; }
CXX=/usr/lib/llvm-22/bin/clang++
command -v "$CXX" >/dev/null || CXX=g++

BENCH_GPU_OUT="$T/bundle" "$ROOT/scripts/bench-gpu/build-bundle.sh" "$BUILD" \
  "$ROOT/test/CodeGen/Inputs/seeds/vec_add.cu" "$ROOT/test/CodeGen/Inputs/seeds/elementwise.cu" \
  "$ROOT/test/CodeGen/Inputs/seeds/block_sum.cu" >"$T/build.txt" 2>&1 ||
  { cat "$T/build.txt"; fail "build-bundle.sh"; }

# Without a driver (only where there is none): a clean refusal.
if ! ldconfig -p 2>/dev/null | grep -q 'libcuda\.so\.1 '; then
  set +e
  OUT="$T/nodriver" "$T/bundle/run.sh" >"$T/nodriver.txt" 2>&1
  rc=$?
  set -e
  [[ $rc -eq 2 ]] || { cat "$T/nodriver.txt"; fail "run.sh without a driver: rc=$rc, not 2"; }
  grep -q 'no CUDA driver/GPU' "$T/nodriver.txt" || fail "run.sh without a driver: no message"
  grep -q 'Not run: no CUDA driver/GPU' "$T/nodriver/results.md" || fail "no results.md saying so"
  echo "selftest: without a driver: rc 2, 'no CUDA driver/GPU'"
fi

# The stand-ins replace the bundled runtime and provide the driver.
[[ -f /usr/local/cuda/include/cuda_runtime_api.h ]] || { echo "selftest: no CUDA headers for the stand-in runtime; skipped the rest"; exit 0; }
"$CXX" -shared -fPIC -I/usr/local/cuda/include "$ROOT/test/Embed/Inputs/fake_cudart.cpp" \
  -Wl,-soname,libcudart.so.13 -o "$T/bundle/lib/libcudart.so.13"
"$CXX" -shared -fPIC "$ROOT/scripts/bench-gpu/selftest/fake_libcuda.cpp" \
  -Wl,-soname,libcuda.so.1 -o "$T/bundle/lib/libcuda.so.1"
# A stated amount of work, to check the rate table: 1536 bytes in 10 us.
echo "kernel=vec_add grid=16,1,1 bytes=1536 anchor=memcpy_d2d" >"$T/bundle/programs/seeds.vec_add/work.txt"
# The anchors program would copy gigabytes through the stand-in: a fixed line instead.
printf '#!/bin/sh\nprintf "memcpy_d2d\\t0.2\\tGB/s\\tstand-in\\n"\n' >"$T/bundle/bin/anchors"
OUT="$T/results" CUTILE_BENCH_REPS=5 "$T/bundle/run.sh" >"$T/run.txt" 2>&1 ||
  { cat "$T/run.txt"; fail "run.sh with the stand-ins"; }
R="$T/results"
grep -q 'device: Stand-in GPU' "$R/probe.txt" || fail "probe: no device line"
grep -q 'cuModuleLoadData programs/seeds.vec_add/ours.cubin: CUDA_SUCCESS' "$R/probe.txt" || fail "probe: no load line"
for k in _Z7vec_addPfS_S_ ; do
  grep -P "^seeds\.vec_add\t$k\t" "$R/timings.tsv" | grep -qP '\t10\.000\t12\.500\t0\.8000\t5\tyes\tok$' ||
    { cat "$R/timings.tsv"; fail "no timing row 10/12.5/0.8, restored, for $k"; }
done
rows=$(grep -c $'\tok$' "$R/timings.tsv")
[[ $rows -ge 3 ]] || { cat "$R/timings.tsv"; fail "only $rows timing rows"; }
for p in seeds.vec_add seeds.elementwise seeds.block_sum; do
  diff <(grep -v '^\[' "$R/logs/$p.run.txt") <(grep -v '^\[' "$R/logs/$p.bench.txt") >/dev/null ||
    fail "$p prints something else under the shim: buffers not restored"
done
grep -q 'Geometric mean of ours/nvcc time over [0-9]* kernel launches: 0.800' "$R/results.md" ||
  { cat "$R/results.md"; fail "results.md: no geometric mean 0.800"; }
grep -qF '| seeds.vec_add | `vec_add` | 16,1,1 | 0.2 GB/s | 0.1 GB/s | memcpy_d2d 0.2 GB/s | 77% | NOT met |' "$R/results.md" ||
  { cat "$R/results.md"; fail "results.md: no rate row for vec_add"; }
# A driver whose cuModuleLoadData refuses the cubins: the probe says so
# and tries the library API, which the shim then uses too.
FAKE_CUDA_MODULE_LOAD_FAILS=1 OUT="$T/results2" CUTILE_BENCH_ONLY='^seeds\.vec_add$' \
  CUTILE_BENCH_REPS=3 "$T/bundle/run.sh" >"$T/run2.txt" 2>&1 || { cat "$T/run2.txt"; fail "run.sh, cuModuleLoadData failing"; }
grep -q 'cuModuleLoadData programs/seeds.vec_add/ours.cubin: FAILED CUDA_ERROR_INVALID_IMAGE' "$T/results2/probe.txt" ||
  { cat "$T/results2/probe.txt"; fail "probe: no FAILED line"; }
grep -q 'cuLibraryLoadData programs/seeds.vec_add/ours.cubin: CUDA_SUCCESS' "$T/results2/probe.txt" ||
  { cat "$T/results2/probe.txt"; fail "probe: no library API line"; }
grep -qP '^seeds\.vec_add\t.*\t0\.8000\t3\tyes\tok$' "$T/results2/timings.tsv" ||
  { cat "$T/results2/timings.tsv"; fail "no timing through the library API"; }
echo "selftest: cuModuleLoadData refused: reported, and timed through cuLibraryLoadData"
# Out of time from the start: every program skipped, the report still written.
CUTILE_BENCH_DEADLINE=-1 OUT="$T/results3" "$T/bundle/run.sh" >"$T/run3.txt" 2>&1 ||
  { cat "$T/run3.txt"; fail "run.sh past its deadline"; }
[[ $(grep -c $'\tSKIPPED\t' "$T/results3/correctness.tsv") -eq 3 ]] || fail "past the deadline: not 3 SKIPPED"
grep -q 'No kernel was timed' "$T/results3/results.md" || fail "past the deadline: no results.md"
echo "selftest: past CUTILE_BENCH_DEADLINE: programs skipped, results.md written"
echo "selftest: with stand-in runtime and driver: $rows kernel launches timed (ratio 0.800), buffers restored, results.md written"
echo "selftest: PASS"
