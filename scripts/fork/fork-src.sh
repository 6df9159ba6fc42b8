#!/usr/bin/env bash
# make fork-src: the pinned Clang source with Debian's clang patches and then
# our series (clang-patches/series) applied, in build-fork/src.
#
#   fork-src.sh            -> build-fork/src  (base + series)
#   fork-src.sh --base     -> build-fork/base (base only; prints its path)
#
# The base tree (clang/ and cmake/ of the orig tarball, Debian's hunks for
# them applied) is built once per PIN and reused: build-fork/base/.stamp holds
# the pins it was made from. Downloads go to $CUTILE_FORK_CACHE (default
# ~/.cache/cutile/clang-fork), outside the repository, and are refused unless
# their sha256 is the pinned one. Without network, put the two files named in
# clang-patches/PIN into that folder.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PATCHES="$ROOT/clang-patches"
# shellcheck source=/dev/null
source "$PATCHES/PIN"
CACHE="${CUTILE_FORK_CACHE:-$HOME/.cache/cutile/clang-fork}"
OUT="${CUTILE_FORK_DIR:-$ROOT/build-fork}"
BASE="$OUT/base"

log() { echo "fork-src: $*" >&2; }

# fetch FILE SHA256 URLS...: FILE in the cache, verified.
fetch() {
  local file="$1" sum="$2"; shift 2
  local dst="$CACHE/$file"
  mkdir -p "$CACHE"
  if [[ -f "$dst" ]] && echo "$sum  $dst" | sha256sum -c --status; then
    return 0
  fi
  local url
  for url in "$@"; do
    log "fetching $url"
    if curl -fsSL --retry 2 -o "$dst.part" "$url"; then
      if echo "$sum  $dst.part" | sha256sum -c --status; then
        mv "$dst.part" "$dst"
        return 0
      fi
      log "sha256 of $url is not the pinned $sum; refused"
    fi
    rm -f "$dst.part"
  done
  log "error: cannot get $file (sha256 $sum). Put it into $CACHE by hand."
  return 1
}

stamp() {
  echo "$ORIG_SHA256 $DEBIAN_SHA256 $(sha256sum "$ROOT/scripts/fork/debian-clang-hunks.py" | cut -d' ' -f1)"
}

make_base() {
  if [[ -f "$BASE/.stamp" && "$(cat "$BASE/.stamp")" == "$(stamp)" ]]; then
    return 0
  fi
  fetch "$ORIG" "$ORIG_SHA256" $ORIG_URLS
  fetch "$DEBIAN" "$DEBIAN_SHA256" $DEBIAN_URLS
  log "extracting clang/ and cmake/ into $BASE"
  rm -rf "$BASE" "$BASE.tmp"
  mkdir -p "$BASE.tmp"
  tar -xJf "$CACHE/$ORIG" -C "$BASE.tmp" --strip-components=1 \
    "$TOPDIR/clang" "$TOPDIR/cmake"
  tar -xJf "$CACHE/$DEBIAN" -C "$BASE.tmp" debian/patches
  # Debian's patches are for the whole monorepo; only their clang/ and
  # cmake/ parts apply here, in Debian's series order.
  local list p n=0
  list="$(python3 "$ROOT/scripts/fork/debian-clang-hunks.py" \
            "$BASE.tmp/debian/patches" "$BASE.tmp/debian/clang-hunks")"
  for p in $list; do
    patch -d "$BASE.tmp" -p1 -s -N --fuzz=0 --no-backup-if-mismatch \
      -i "debian/clang-hunks/$p" || { log "error: Debian patch $p does not apply"; return 1; }
    n=$((n + 1))
  done
  log "applied the clang/ and cmake/ parts of $n Debian patches"
  stamp >"$BASE.tmp/.stamp"
  mv "$BASE.tmp" "$BASE"
}

# series_patches: the series' patch files, in order.
series_patches() {
  grep -v '^\s*#' "$PATCHES/series" | grep -v '^\s*$' | awk '{print $1}'
}

make_base
if [[ "${1:-}" == "--base" ]]; then
  echo "$BASE"
  exit 0
fi

SRC="$OUT/src"
# The same base and series give the same tree: keep it, so that a build in
# build-fork/build sees no changed file (cp -a keeps the base's mtimes, but
# the patched files would be new each time).
want="$(stamp) $(cd "$PATCHES" && cat series $(series_patches) | sha256sum | cut -d' ' -f1)"
if [[ -f "$SRC/.stamp" && "$(cat "$SRC/.stamp")" == "$want" ]]; then
  echo "$SRC"
  exit 0
fi
log "copying the base into $SRC"
rm -rf "$SRC"
cp -a "$BASE" "$SRC"
for p in $(series_patches); do
  patch -d "$SRC" -p1 -s -N --fuzz=0 --no-backup-if-mismatch -i "$PATCHES/$p" ||
    { log "error: $p does not apply"; exit 1; }
  log "applied $p"
done
echo "$want" >"$SRC/.stamp"
echo "$SRC"
