#!/usr/bin/env bash
# `make bench-gpu`: builds, on a machine without a GPU, the self-contained
# bundle that scripts/bench-gpu/run.sh later runs on an H100/H200 with only
# the NVIDIA driver present (docs/bench-gpu.md).
#
#   scripts/bench-gpu/build-bundle.sh [build-dir] [program.cu ...]
#
# Without programs: the bench programs (scripts/bench-gpu/programs/*.cu:
# GEMM and streaming kernels at sizes the anchors compare with, their work
# per launch in BENCH-WORK lines), every seed (test/CodeGen/Inputs/seeds/*.cu) and every
# test/Compat program with a main that is not `COMPAT: expect-error` or
# `COMPAT: no-run` (and whose COMPAT-ARCH, if any, names sm_90). For each:
#   programs/<name>/prog        our clang++ for sm_90, linked with libcudart.so.13
#   programs/<name>/ours.cubin  our tile cubin (CUTILE_DUMP_DIR of that build)
#   programs/<name>/nvcc.cubin  scripts/nvcc-ref -tilecubin -arch=sm_90
#   programs/<name>/build.log
#   programs/<name>/work.txt    its BENCH-WORK lines, if any
# and bin/ (the timing shim, probe, anchors), lib/libcudart.so.13, run.sh,
# manifest.tsv. A program that does not build is listed in the manifest with
# what failed; the bundle is still made. One compile at a time.
# BENCH_GPU_OUT=<dir> puts the bundle there instead of <build-dir>/bench-gpu.
set -uo pipefail
# All in a function, so that bash has read the whole script before it runs
# (an edit of this file during a build does not derail that build).
main() {

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
shift || true
OUT="${BENCH_GPU_OUT:-$BUILD/bench-gpu}"
CU13="$ROOT/.deps/tileiras/nvidia/cu13"
ARCH=sm_90
SRC="$ROOT/scripts/bench-gpu"
CLANGXX="$BUILD/bin/clang++"
NVCC_REF="$ROOT/scripts/nvcc-ref"
INCLUDES=(-I"$ROOT/test/Compat/Inputs" -I"$ROOT/test/CodeGen/Inputs/seeds")

die() { echo "bench-gpu: $*" >&2; exit 2; }
[[ -x "$CLANGXX" ]] || die "no $CLANGXX; run make build first"
[[ -x "$CU13/bin/nvcc" && -f "$CU13/lib/libcudart.so.13" ]] ||
  die "no CUDA 13 toolkit in $CU13; run scripts/setup-deps.sh"
HOSTCXX="${HOSTCXX:-}"
if [[ -z "$HOSTCXX" ]]; then
  for c in g++ /usr/lib/llvm-22/bin/clang++ clang++; do
    if command -v "$c" >/dev/null 2>&1; then HOSTCXX="$c"; break; fi
  done
fi
[[ -n "$HOSTCXX" ]] || die "no host C++ compiler (g++ or clang++) for the tools"

LOCK="${CUTILE_BUILD_LOCK:-/tmp/cutile-build.lock}"
LOCKCMD=()
command -v flock >/dev/null 2>&1 && LOCKCMD=(flock -s "$LOCK")

rm -rf "$OUT"
mkdir -p "$OUT/bin" "$OUT/lib" "$OUT/programs"

# The tools: plain C++, the driver dlopen'ed, nothing else linked.
echo "bench-gpu: tools ($HOSTCXX)"
TOOLFLAGS=(-std=c++17 -O2 -Wall -Wextra)
"$HOSTCXX" "${TOOLFLAGS[@]}" -fPIC -shared "$SRC/shim.cpp" -o "$OUT/bin/libbenchshim.so" -ldl &&
  "$HOSTCXX" "${TOOLFLAGS[@]}" "$SRC/probe.cpp" -o "$OUT/bin/probe" -ldl &&
  "$HOSTCXX" "${TOOLFLAGS[@]}" "$SRC/anchors.cpp" -o "$OUT/bin/anchors" -ldl ||
  die "the tools did not build"
cp "$CU13/lib/libcudart.so.13" "$OUT/lib/"
cp "$SRC/run.sh" "$OUT/run.sh"
chmod +x "$OUT/run.sh"

# The corpus.
if [[ $# -gt 0 ]]; then
  files=("$@")
else
  mapfile -t files < <(ls "$ROOT"/scripts/bench-gpu/programs/*.cu;
                       ls "$ROOT"/test/CodeGen/Inputs/seeds/*.cu;
                       find "$ROOT/test/Compat" -name '*.cu' -not -path '*/Inputs/*' | sort)
fi

# seeds/vec_add.cu -> seeds.vec_add; test/Compat/gemm/x.cu -> gemm.x
name_of() {
  local rel="${1#$ROOT/}"
  case "$rel" in
    test/CodeGen/Inputs/seeds/*) rel="seeds/${rel#test/CodeGen/Inputs/seeds/}" ;;
    test/Compat/*) rel="${rel#test/Compat/}" ;;
    scripts/bench-gpu/programs/*) rel="bench/${rel#scripts/bench-gpu/programs/}" ;;
  esac
  rel="${rel%.cu}"
  echo "${rel//\//.}"
}

manifest="$OUT/manifest.tsv"
printf '# name\tsource\tprog\tours.cubin\tnvcc.cubin\tnote\n' > "$manifest"
n=0 skipped=0
for f in "${files[@]}"; do
  f="$(cd "$(dirname "$f")" && pwd)/$(basename "$f")"
  text="$(cat "$f")"
  grep -Eq '^\s*int\s+main\s*\(' <<<"$text" || { skipped=$((skipped + 1)); continue; }
  if grep -Eq 'COMPAT:\s*(expect-error|no-run)' <<<"$text"; then
    skipped=$((skipped + 1)); continue
  fi
  archs="$(sed -n 's/.*COMPAT-ARCH:\s*//p' <<<"$text" | tr '\n' ' ')"
  if [[ -n "${archs// /}" && " $archs " != *" $ARCH "* ]]; then
    skipped=$((skipped + 1)); continue
  fi
  read -r -a flags <<<"$(sed -n 's/.*COMPAT-FLAGS:\s*//p' <<<"$text" | tr '\n' ' ')"
  name="$(name_of "$f")"
  d="$OUT/programs/$name"
  mkdir -p "$d/dump"
  log="$d/build.log"
  n=$((n + 1))
  prog=no ours=no nvcc=no note=""
  start=$SECONDS
  # Others may rebuild the compiler meanwhile: each compile holds the build
  # lock shared (a `flock $LOCK ninja ...` waits for it, and it for that),
  # and a compile that found the plugin half-written is tried again.
  : >"$log"
  for attempt in 1 2 3 4; do
    {
      echo "== ours: $CLANGXX ... $f"
      CUTILE_DUMP_DIR="$d/dump" "${LOCKCMD[@]}" timeout 900 "$CLANGXX" -x cuda -std=c++20 \
        --cuda-path="$CU13" --cuda-gpu-arch=$ARCH -O2 "${INCLUDES[@]}" "${flags[@]}" \
        "$f" -o "$d/prog" -L"$CU13/lib" -l:libcudart.so.13 \
        -Wl,-rpath,'$ORIGIN/../../lib'
      echo "rc=$?"
    } >"$log.try" 2>&1
    cat "$log.try" >>"$log"
    grep -q "unable to load plugin\|failed to run command" "$log.try" || break
    [[ $attempt -lt 4 ]] && { echo "== the compiler is being rebuilt; again in 30 s" >>"$log"; sleep 30; }
    rm -f "$d/prog"; rm -rf "$d/dump"; mkdir -p "$d/dump"
  done
  rm -f "$log.try"
  [[ -x "$d/prog" ]] && prog=yes
  cubin="$d/dump/$(basename "$f").$ARCH.cubin"
  [[ -f "$cubin" ]] && mv "$cubin" "$d/ours.cubin" && ours=yes
  rm -rf "$d/dump"
  {
    echo "== nvcc: $NVCC_REF -std=c++20 -arch=$ARCH -tilecubin ... $f"
    (cd "$d" && timeout 900 "$NVCC_REF" -std=c++20 -arch=$ARCH -tilecubin \
       "${INCLUDES[@]}" "${flags[@]}" "$f" -o "$d/nvcc.cubin")
    echo "rc=$?"
  } >>"$log" 2>&1
  [[ -f "$d/nvcc.cubin" ]] && nvcc=yes
  # BENCH-WORK: kernel=<demangled prefix> grid=x,y,z flops=N|bytes=N anchor=<name>
  sed -n 's/.*BENCH-WORK:\s*//p' <<<"$text" >"$d/work.txt"
  [[ -s "$d/work.txt" ]] || rm -f "$d/work.txt"
  [[ $prog == no ]] && note="our build failed (build.log)"
  [[ $prog == yes && $ours == no ]] && note="our build left no tile cubin"
  [[ $nvcc == no ]] && note="${note:+$note; }nvcc failed (build.log)"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "${f#$ROOT/}" "$prog" "$ours" "$nvcc" "$note" >>"$manifest"
  printf 'bench-gpu: %-40s prog=%-3s ours.cubin=%-3s nvcc.cubin=%-3s %3ds %s\n' \
    "$name" "$prog" "$ours" "$nvcc" $((SECONDS - start)) "$note"
done

{
  echo "built_at=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)$(git -C "$ROOT" diff --quiet HEAD 2>/dev/null || echo '+dirty')"
  echo "tileiras=$("$CU13/bin/tileiras" --version 2>/dev/null | grep -o 'release [0-9.]*' | head -1)"
  echo "nvcc=$("$CU13/bin/nvcc" --version 2>/dev/null | grep -o 'release [0-9.]*' | head -1)"
  echo "arch=$ARCH"
} >"$OUT/build-info.txt"

size="$(du -sm "$OUT" | cut -f1)"
echo "bench-gpu: $n programs ($skipped files skipped: no main, expect-error, no-run or not $ARCH) in ${OUT#$ROOT/}, ${size} MiB"
if [[ "$size" -ge 64 ]]; then
  die "the bundle is ${size} MiB: over the 64 MiB the device tool carries"
fi
echo "bench-gpu: run it on a GPU machine with: ${OUT#$ROOT/}/run.sh  (device tool: carry=[\"${OUT#$ROOT/}\"])"
}
main "$@"
