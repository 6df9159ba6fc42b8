#!/usr/bin/env bash
# run.sh - the bench-gpu bundle's entry point (docs/bench-gpu.md). Copied
# into build/bench-gpu/ by scripts/bench-gpu/build-bundle.sh; runs on a
# machine with an NVIDIA driver and a GPU, needs nothing else (bash, awk,
# coreutils): the CUDA runtime comes in lib/, cuBLAS is used if present.
#
#   build/bench-gpu/run.sh          (from the repository root, or anywhere)
#
# 1. probe: the device, the driver, and whether this driver loads the
#    bundle's first tile cubins (tileiras 13.4 output) with cuModuleLoadData;
# 2. correctness: every program as built, no shim: exit 0 and a PASS line;
# 3. timing: every program again with the shim preloaded (bin/
#    libbenchshim.so): each tile kernel launch is timed from our cubin and
#    from nvcc's on the program's arguments, rows into timings.tsv;
# 4. anchors: copy bandwidth, cuBLAS f16/bf16 GEMM;
# 5. results.md: all of it, with the geometric mean of ours/nvcc.
# Results go to $OUT when set (the device tool brings $OUT back), else to
# results/ in the bundle. Without a driver or a GPU it says so and exits 2.
#
# Environment: CUTILE_BENCH_ONLY=<regex> (programs to run),
# CUTILE_BENCH_NO_ANCHORS=1, CUTILE_BENCH_RUN_TIMEOUT (60 s a program),
# CUTILE_BENCH_TIMEOUT (120 s a program under the shim),
# CUTILE_BENCH_DEADLINE (480 s: later programs are skipped), CUTILE_BENCH_REPS / _WARMUP / _MAX /
# _BUDGET_MS / _FLUSH_MB (bin/libbenchshim.so), CUTILE_SEED (1).
set -uo pipefail

B="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
R="${OUT:-$B/results}"
mkdir -p "$R/logs" || { echo "bench-gpu: cannot write $R" >&2; exit 2; }
R="$(cd "$R" && pwd)"
MD="$R/results.md"
TSV="$R/timings.tsv"
CSV="$R/timings.csv"
CORRECT="$R/correctness.tsv"
ANCHORS="$R/anchors.tsv"
PROBE="$R/probe.txt"
rm -f "$MD" "$TSV" "$CSV" "$CORRECT" "$ANCHORS" "$PROBE" "$R/bench-pass.txt" "$R/work.txt"
export CUTILE_SEED="${CUTILE_SEED:-1}"
# The bundled runtime, before any other on the library path.
export LD_LIBRARY_PATH="$B/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
ONLY="${CUTILE_BENCH_ONLY:-}"
RUN_TIMEOUT="${CUTILE_BENCH_RUN_TIMEOUT:-60}"     # seconds per program, plain run
BENCH_TIMEOUT="${CUTILE_BENCH_TIMEOUT:-120}"      # seconds per program, under the shim
# The device tool stops a command at 600 s: programs still waiting at this
# many seconds into the run are skipped, so that the anchors and the report
# still come.
DEADLINE="${CUTILE_BENCH_DEADLINE:-480}"
SECONDS=0

say() { echo "bench-gpu: $*"; }
# In case a copy lost the executable bits.
chmod +x "$B"/bin/* "$B"/programs/*/prog 2>/dev/null
[[ -f "$B/manifest.tsv" && -x "$B/bin/probe" ]] ||
  { say "not a bundle: no manifest.tsv or bin/probe in $B (make bench-gpu)" >&2; exit 2; }

# The programs, from the manifest: name source prog ours nvcc note.
mapfile -t entries < <(grep -v '^#' "$B/manifest.tsv" |
                       awk -F'\t' -v only="$ONLY" 'only == "" || $1 ~ only')

info() {
  echo "- run: $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(hostname 2>/dev/null || echo '?')"
  sed 's/^/- bundle /' "$B/build-info.txt" 2>/dev/null
}

# 1. Probe.
first_ours="" first_nvcc=""
for e in "${entries[@]}"; do
  IFS=$'\t' read -r name src prog ours nvcc note <<<"$e"
  if [[ $ours == yes && $nvcc == yes ]]; then
    first_ours="programs/$name/ours.cubin" first_nvcc="programs/$name/nvcc.cubin"
    break
  fi
done
(cd "$B" && bin/probe ${first_ours:+"$first_ours"} ${first_nvcc:+"$first_nvcc"}) >"$PROBE" 2>&1
probe_rc=$?
cat "$PROBE"
if [[ $probe_rc -ne 0 ]]; then
  msg="$(grep -m1 'no CUDA driver/GPU' "$PROBE" || echo "the probe failed (rc=$probe_rc)")"
  { echo "# bench-gpu results"; echo; info; echo; echo "**Not run: $msg**"; } >"$MD"
  say "$msg"
  say "nothing was run; this needs a machine with an NVIDIA driver and GPU"
  exit 2
fi
driver="$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)"
[[ -n "$driver" ]] || driver="$(sed -n 's/.*Kernel Module *\([0-9.]*\).*/\1/p' /proc/driver/nvidia/version 2>/dev/null | head -1)"
smi="$(nvidia-smi --query-gpu=name,clocks.max.sm,clocks.max.mem,power.limit --format=csv,noheader 2>/dev/null | head -1)"
say "driver ${driver:-?}"

# 2. Correctness, no shim.
printf 'program\tresult\tdetail\n' >"$CORRECT"
for e in "${entries[@]}"; do
  IFS=$'\t' read -r name src prog ours nvcc note <<<"$e"
  d="$B/programs/$name"
  if [[ $prog != yes ]]; then
    printf '%s\tNOT BUILT\t%s\n' "$name" "$note" >>"$CORRECT"
    continue
  fi
  if (( SECONDS > DEADLINE )); then
    printf '%s\tSKIPPED\tout of time (CUTILE_BENCH_DEADLINE=%s s)\n' "$name" "$DEADLINE" >>"$CORRECT"
    continue
  fi
  log="$R/logs/$name.run.txt"
  (cd "$d" && timeout "$RUN_TIMEOUT" ./prog) >"$log" 2>&1
  rc=$?
  if [[ $rc -eq 0 ]] && grep -q '^PASS' "$log"; then
    result=PASS detail="$(grep -m1 '^PASS' "$log")"
  else
    result="FAIL" detail="rc=$rc: $(grep -m1 -E '^FAIL|error|Error' "$log" || tail -1 "$log")"
    [[ $rc -eq 124 ]] && result=TIMEOUT
  fi
  detail="${detail//$'\t'/ }"
  printf '%s\t%s\t%s\n' "$name" "$result" "${detail:0:200}" >>"$CORRECT"
  say "run   $(printf '%-40s' "$name") $result"
done

# 3. Timing, with the shim.
for e in "${entries[@]}"; do
  IFS=$'\t' read -r name src prog ours nvcc note <<<"$e"
  d="$B/programs/$name"
  [[ $prog == yes && $ours == yes ]] || continue
  if (( SECONDS > DEADLINE )); then
    echo "$name 0 skipped:out-of-time -" >>"$R/bench-pass.txt"
    say "time  $(printf '%-40s' "$name") skipped: out of time (CUTILE_BENCH_DEADLINE=$DEADLINE s)"
    continue
  fi
  log="$R/logs/$name.bench.txt"
  before=$(cat "$TSV" 2>/dev/null | wc -l)
  (cd "$d" && LD_PRELOAD="$B/bin/libbenchshim.so" CUTILE_BENCH_OUT="$TSV" \
     CUTILE_BENCH_PROGRAM="$name" CUTILE_BENCH_OURS="$d/ours.cubin" \
     CUTILE_BENCH_NVCC="$d/nvcc.cubin" timeout "$BENCH_TIMEOUT" ./prog) >"$log" 2>&1
  rc=$?
  rows=$(( $(cat "$TSV" 2>/dev/null | wc -l) - before ))
  pass=no
  [[ $rc -eq 0 ]] && grep -q '^PASS' "$log" && pass=yes
  echo "$name $rows $pass $rc" >>"$R/bench-pass.txt"
  say "time  $(printf '%-40s' "$name") $rows kernel launches timed, program PASS under the shim: $pass"
done

# 4. Anchors.
if [[ -z "${CUTILE_BENCH_NO_ANCHORS:-}" ]]; then
  say "anchors (copy bandwidth, cuBLAS GEMM)"
  timeout 180 "$B/bin/anchors" >"$ANCHORS" 2>"$R/logs/anchors.stderr.txt"
  cat "$ANCHORS"
fi

# 5. The report.
[[ -f "$TSV" ]] || : >"$TSV"
[[ -f "$ANCHORS" ]] || : >"$ANCHORS"
# timings.csv: the same rows, quoted.
awk -F'\t' 'BEGIN { OFS = ","; print "program,kernel,demangled,grid,block,ours_us,nvcc_us,ratio,reps,restore,status" }
  function q(s) { gsub(/"/, "\"\"", s); return "\"" s "\"" }
  { print q($1), q($2), q($3), q($4), q($5), $6, $7, $8, $9, $10, q($11) }' "$TSV" >"$CSV"

{
  echo "# bench-gpu results"
  echo
  info
  echo "- device: $(sed -n 's/^device: //p' "$PROBE")${smi:+ (nvidia-smi: $smi)}"
  echo "- driver: ${driver:-?} ($(sed -n 's/^driver API version: //p' "$PROBE"))"
  echo "- CUDA runtime: $B/lib/libcudart.so.13 (bundled, from the CUDA 13.4 toolkit in .deps)"
  echo
  echo "## Does this driver load tileiras 13.4 cubins?"
  echo
  grep -E '^cu(Module|Library)LoadData' "$PROBE" | sed "s|^|- |"
  echo
  echo "## Correctness: our executables on the GPU"
  echo
  awk -F'\t' 'NR > 1 { n++; if ($2 == "PASS") p++ }
    END { printf "%d of %d programs PASS.\n\n", p, n }' "$CORRECT"
  echo "| program | result | detail |"
  echo "|---|---|---|"
  awk -F'\t' 'NR > 1 { d = $3; gsub(/\|/, "\\|", d); printf "| %s | %s | %s |\n", $1, $2, d }' "$CORRECT"
  echo
  echo "## Tile kernels: our cubin against nvcc's"
  echo
  echo "Each kernel launch (first ${CUTILE_BENCH_MAX:-12} distinct kernel+grid per program) re-run"
  echo "from both cubins on the program's arguments, median of up to ${CUTILE_BENCH_REPS:-20} runs"
  echo "each, L2 flushed (${CUTILE_BENCH_FLUSH_MB:-256} MiB memset) before every run."
  echo
  awk -F'\t' '$11 == "ok" && $8 != "-" && $8 > 0 { n++; s += log($8); if ($8 <= 1.0) w++ }
    END {
      if (n == 0) { print "**No kernel was timed** (see the status column and logs/*.bench.txt)."; exit }
      g = exp(s / n)
      printf "**Geometric mean of ours/nvcc time over %d kernel launches: %.3f** (target <= 1.00: %s); ours as fast or faster in %d of %d.\n", n, g, (g <= 1.0 ? "met" : "NOT met"), w, n
    }' "$TSV"
  echo
  echo "| program | kernel | grid | ours us | nvcc us | ours/nvcc | reps | outputs restored | status |"
  echo "|---|---|---|---|---|---|---|---|---|"
  awk -F'\t' '{ k = $3; gsub(/\|/, "\\|", k); if (length(k) > 70) k = substr(k, 1, 67) "...";
    printf "| %s | `%s` | %s | %s | %s | %s | %s | %s | %s |\n", $1, k, $4, $6, $7, $8, $9, $10, $11 }' "$TSV"
  echo
  echo "Programs under the shim (rows written, the program still PASSes with the timing runs in it, exit status):"
  echo
  awk '{ printf "- %s: %s rows, PASS %s, rc %s\n", $1, $2, $3, $4 }' "$R/bench-pass.txt" 2>/dev/null
  echo
  echo "## Against the anchors"
  echo
  echo "Kernels whose work per launch their program states (BENCH-WORK lines), as a rate"
  echo "and as a share of the matching anchor below (targets: GEMM >= 90% of cuBLAS,"
  echo "memory-bound >= 90% of the copy bandwidth)."
  echo
  for e in "${entries[@]}"; do
    p="${e%%$'\t'*}"
    w="$B/programs/$p/work.txt"
    [[ -f "$w" ]] && sed "s/^/$p /" "$w"
  done >"$R/work.txt"
  if [[ -s "$R/work.txt" ]]; then
    echo "| program | kernel | grid | ours | nvcc | anchor | ours / anchor | target 90% |"
    echo "|---|---|---|---|---|---|---|---|"
    awk -F'\t' '
      FILENAME == ARGV[1] { if ($2 != "-") anchor[$1] = $2; unit[$1] = $3; next }
      FILENAME == ARGV[2] { if ($11 == "ok") { key = $1 SUBSEP $4; n[key]++; name[key, n[key]] = $3; o[key, n[key]] = $6; v[key, n[key]] = $7 }; next }
      {
        nf = split($0, f, " "); prog = f[1]; kern = ""; grid = ""; amount = 0; kind = ""; an = ""
        for (i = 2; i <= nf; i++) {
          split(f[i], kv, "=")
          if (kv[1] == "kernel") kern = kv[2]; else if (kv[1] == "grid") grid = kv[2]
          else if (kv[1] == "flops" || kv[1] == "bytes") { kind = kv[1]; amount = kv[2] + 0 }
          else if (kv[1] == "anchor") an = kv[2]
        }
        key = prog SUBSEP grid; found = 0
        for (j = 1; j <= n[key]; j++) if (index(name[key, j], kern) > 0) { found = j; break }
        if (!found) { printf "| %s | `%s` | %s | not timed | | %s | | |\n", prog, kern, grid, an; next }
        scale = kind == "flops" ? 1e12 : 1e9; u = kind == "flops" ? "TFLOP/s" : "GB/s"
        ro = amount / (o[key, found] * 1e-6) / scale; rn = amount / (v[key, found] * 1e-6) / scale
        if (an in anchor && anchor[an] > 0) {
          pct = 100 * ro / anchor[an]
          printf "| %s | `%s` | %s | %.1f %s | %.1f %s | %s %s %s | %.0f%% | %s |\n", prog, kern, grid, ro, u, rn, u, an, anchor[an], unit[an], pct, (pct >= 90 ? "met" : "NOT met")
        } else {
          # No such anchor (no cuBLAS): the paper peak, for orientation only.
          alt = an ~ /^cublas_/ ? "peak_f16_dense" : (an == "memcpy_d2d" ? "peak_dram" : "")
          if (alt in anchor && anchor[alt] > 0)
            printf "| %s | `%s` | %s | %.1f %s | %.1f %s | %s: not measured; %s %s %s | %.0f%% of the paper peak | n/a |\n", prog, kern, grid, ro, u, rn, u, an, alt, anchor[alt], unit[alt], 100 * ro / anchor[alt]
          else
            printf "| %s | `%s` | %s | %.1f %s | %.1f %s | %s: not measured | | |\n", prog, kern, grid, ro, u, rn, u, an
        }
      }' "$ANCHORS" "$TSV" "$R/work.txt"
  else
    echo "(no program in the bundle states its work)"
  fi
  echo
  echo "## Anchors"
  echo
  if [[ -s "$ANCHORS" ]]; then
    echo "| anchor | value | unit | note |"
    echo "|---|---|---|---|"
    awk -F'\t' 'NF >= 3 { printf "| %s | %s | %s | %s |\n", $1, $2, $3, $4 }' "$ANCHORS"
  else
    echo "(not run)"
  fi
  echo
  echo "Targets (docs/bench-gpu.md): ours/nvcc geometric mean <= 1.00; GEMM kernels >= 90% of"
  echo "the cuBLAS TFLOP/s above at the same size and type; memory-bound kernels >= 90% of the"
  echo "copy bandwidth above."
} >"$MD"

echo
cat "$MD"
# The device tool returns the end of the output: the gist last.
echo
echo "== bench-gpu summary"
sed -n 's/^device: /device: /p' "$PROBE"
echo "driver: ${driver:-?}"
grep -E '^cu(Module|Library)LoadData' "$PROBE"
awk -F'\t' 'NR > 1 { n++; if ($2 == "PASS") p++; else bad = bad " " $1 "(" $2 ")" }
  END { printf "correctness: %d of %d PASS%s\n", p, n, (bad != "" ? "; not:" bad : "") }' "$CORRECT"
grep -m1 '^\*\*Geometric mean\|^\*\*No kernel' "$MD"
awk -F'\t' 'NF >= 3 { printf "anchor %s: %s %s\n", $1, $2, $3 }' "$ANCHORS"
grep -E '^\| bench\.' "$MD" | grep -v '^| program'
say "results in $R (results.md, timings.tsv/.csv, correctness.tsv, anchors.tsv, logs/)"
