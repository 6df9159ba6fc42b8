#!/usr/bin/env bash
# make fork-check: the cheap checks of clang-patches/ (docs/fork.md), without
# building Clang. On the pinned tree (scripts/fork/fork-src.sh --base):
#  1. every patch of the series applies in order, without fuzz;
#  2. Debian's clang-tblgen/llvm-tblgen regenerate every .inc of the
#     unpatched include/clang byte-identical to the installed headers (this
#     pins the source to the installed binary), and the patched .td files go
#     through the same TableGen steps without error (the changed outputs are
#     listed: a patch that changes Attrs.inc or DiagnosticGroups.inc needs a
#     full rebuild, see docs/fork.md);
#  3. every .cpp the series adds or changes under clang/lib or clang/tools
#     compiles with -fsyntax-only against the patched headers and the
#     regenerated .inc files;
#  4. every patch that changes clang/include or clang/lib adds or changes a
#     lit test under clang/test, and the tests whose RUN lines need only
#     clang-tblgen and FileCheck (no built clang) are run.
# Work files go to build-fork/check. JOBS (default 2) compiles in parallel.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PATCHES="$ROOT/clang-patches"
# shellcheck source=/dev/null
source "$PATCHES/PIN"
OUT="${CUTILE_FORK_DIR:-$ROOT/build-fork}"
CHK="$OUT/check"
JOBS="${JOBS:-2}"
LLVM="$LLVM_PREFIX"
FAILS=0
T0=$SECONDS

step() { echo "fork-check: [$((SECONDS - T0))s] $*"; }
fail() { echo "fork-check: FAIL: $*"; FAILS=$((FAILS + 1)); }

BASE="$("$ROOT/scripts/fork/fork-src.sh" --base)"
mapfile -t SERIES < <(grep -v '^\s*#' "$PATCHES/series" | awk 'NF {print $1}')
rm -rf "$CHK"
mkdir -p "$CHK/overlay" "$CHK/tree"


# Files a patch touches (its b/ side; a/ for deletions), one a line.
touched() { sed -n -e 's|^+++ b/||p' -e 's|^--- a/||p' "$1" | sort -u; }

# 0. Generated patches are up to date with the sources they come from: the
#    diagnostics of lib/Sema's checker (scripts/fork/gen-diag-shim.py).
step "0. generated patches"
gen="$(grep -m1 -o 'PATCH_NAME = "[^"]*"' "$ROOT/scripts/fork/gen-diag-shim.py" | cut -d'"' -f2)"
mkdir -p "$CHK"
python3 "$ROOT/scripts/fork/gen-diag-shim.py" --sema "$ROOT/lib/Sema" --tree "$BASE" \
  --patch "$CHK/$gen" 2>"$CHK/gen.log" || fail "gen-diag-shim: $(cat "$CHK/gen.log")"
if ! cmp -s "$CHK/$gen" "$PATCHES/$gen"; then
  fail "clang-patches/$gen is stale: lib/Sema's diagnostics changed; run make fork-patches and commit it"
fi

# 1. The series applies: on copies of just the files it touches.
step "1. applying ${#SERIES[@]} patches"
for p in "${SERIES[@]}"; do
  while read -r f; do
    if [[ -f "$BASE/$f" && ! -e "$CHK/overlay/$f" ]]; then
      mkdir -p "$(dirname "$CHK/overlay/$f")"
      cp "$BASE/$f" "$CHK/overlay/$f"
    fi
  done < <(touched "$PATCHES/$p")
  if ! patch -d "$CHK/overlay" -p1 -s -N --fuzz=0 --no-backup-if-mismatch \
      -i "$PATCHES/$p" >"$CHK/patch.log" 2>&1; then
    fail "$p does not apply: $(head -3 "$CHK/patch.log")"
  fi
done
((FAILS == 0)) || { echo "fork-check: $FAILS failure(s)"; exit 1; }

# The patched tree: a symlink farm of the base's include/ and lib/ with the
# patched files as real copies over it.
cp -as "$BASE/clang/include" "$BASE/clang/lib" "$CHK/tree/"
(cd "$CHK/overlay/clang" && find . -type f) | while read -r f; do
  mkdir -p "$(dirname "$CHK/tree/$f")"
  rm -f "$CHK/tree/$f"
  cp "$CHK/overlay/clang/$f" "$CHK/tree/$f"
done

# 2. TableGen.
step "2. tablegen: unpatched tree against $LLVM/include"
python3 "$ROOT/scripts/fork/tblgen.py" --src "$BASE/clang" --out "$CHK/gen-base" \
  --compare "$LLVM/include" --jobs "$JOBS" || fail "unpatched .inc files differ from the installed ones"
step "2. tablegen: patched tree"
python3 "$ROOT/scripts/fork/tblgen.py" --src "$CHK/tree" --out "$CHK/gen" \
  --jobs "$JOBS" || fail "tablegen fails on the patched .td files"
# The documentation Clang generates from the .td files (AttributeReference,
# DiagnosticsReference) must generate too.
"$LLVM/bin/clang-tblgen" -gen-attr-docs -I "$CHK/tree/include" \
  "$CHK/tree/include/clang/Basic/Attr.td" -o "$CHK/AttributeReference.rst" ||
  fail "clang-tblgen -gen-attr-docs fails on the patched Attr.td"
"$LLVM/bin/clang-tblgen" -gen-diag-docs -I "$CHK/tree/include/clang/Basic" \
  -I "$CHK/tree/include" "$CHK/tree/include/clang/Basic/Diagnostic.td" \
  -o "$CHK/DiagnosticsReference.rst" ||
  fail "clang-tblgen -gen-diag-docs fails on the patched diagnostics"
changed="$(cd "$CHK/gen" && find . -name '*.inc' | sort | while read -r f; do
  cmp -s "$f" "$CHK/gen-base/$f" || echo "${f#./}"; done | tr '\n' ' ')"
step "   .inc files the series changes: ${changed:-none}"

# 3. -fsyntax-only on the changed and new sources, and on the sources of lib/
#    that include a generated .inc the series changes: TableGen writes code
#    there (the spelling index, attribute implementations, serialization,
#    diagnostic tables), and a change that compiles in every file it touches
#    can break it (a new attribute scope did, in Attributes.cpp).
#    Attrs.inc and AttrList.inc are left out: declarations and X-macro lists,
#    reached through headers by every source checked anyway.
mapfile -t CPPS < <({
  for p in "${SERIES[@]}"; do touched "$PATCHES/$p"; done |
    grep -E '^clang/(lib|tools)/.*\.cpp$'
  for inc in $changed; do
    n="$(basename "$inc")"
    [[ "$n" == Attrs.inc || "$n" == AttrList.inc ]] && continue
    # (grep finds nothing for an .inc only headers include: not an error)
    { grep -rl --include='*.cpp' "#include \"clang/[A-Za-z/]*/$n\"" "$BASE/clang/lib" ||
        true; } | sed "s|^$BASE/||"
  done; } | sort -u)
step "3. -fsyntax-only: ${#CPPS[@]} sources"
printf '%s\n' "${CPPS[@]}" | xargs -r -P "$JOBS" -I{} sh -c '
  f="$1"; rel="${f#clang/}"
  if ! "$2/bin/clang++" -fsyntax-only -std=c++17 -w -D_GNU_SOURCE \
      -D__STDC_CONSTANT_MACROS -D__STDC_FORMAT_MACROS -D__STDC_LIMIT_MACROS \
      -I"$3/tree/include" -I"$3/gen" -I"$3/tree/$(dirname "$rel")" \
      -I"$2/include" "$3/tree/$rel" >"$3/syntax-$(echo "$rel" | tr / _).log" 2>&1; then
    echo "FAILED $f"; exit 1; fi' _ {} "$LLVM" "$CHK" >"$CHK/syntax.log" || true
while read -r line; do
  f="${line#FAILED }"
  fail "$f does not compile: $(grep -m3 error: "$CHK/syntax-$(echo "${f#clang/}" | tr / _).log")"
done < <(grep '^FAILED' "$CHK/syntax.log" || true)

# 4. Tests.
step "4. tests"
for p in "${SERIES[@]}"; do
  code="$(touched "$PATCHES/$p" | grep -E '^clang/(include|lib)/' | grep -v 'AttrDocs.td$' || true)"
  tests="$(touched "$PATCHES/$p" | grep -E '^clang/test/' || true)"
  if [[ -n "$code" && -z "$tests" ]]; then
    fail "$p changes $(echo "$code" | wc -l) source files and no test"
  fi
  for t in $tests; do
    f="$CHK/overlay/$t"
    [[ -f "$f" ]] || continue
    grep -q 'RUN:' "$f" || fail "$t (in $p) has no RUN line"
    # Run the tests that need no built clang: RUN lines of clang-tblgen and
    # FileCheck alone, with lit's substitutions.
    runs="$(sed -n 's|.*RUN: *||p' "$f")"
    if [[ -n "$runs" ]] && ! grep -qvE '^clang-tblgen .*\| *FileCheck' <<<"$runs"; then
      while read -r r; do
        r="${r//%src_include_dir/$CHK/tree/include}"
        r="${r//%s/$f}"
        r="${r//clang-tblgen/$LLVM/bin/clang-tblgen}"
        r="${r//FileCheck/$LLVM/bin/FileCheck}"
        if bash -o pipefail -c "$r" >"$CHK/test.log" 2>&1; then
          step "   ran $t: ok"
        else
          fail "$t: $(head -5 "$CHK/test.log")"
        fi
      done <<<"$runs"
    fi
  done
done

step "done: ${#SERIES[@]} patches, ${#CPPS[@]} sources, $FAILS failure(s)"
((FAILS == 0))
