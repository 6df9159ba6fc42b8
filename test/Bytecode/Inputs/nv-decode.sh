#!/bin/sh
# Decodes Tile IR bytecode with NVIDIA's tileirdisasm (installed next to
# tileiras) and prints the result as a cuda_tile.module our parser reads, so a
# test can diff NVIDIA's reading of our bytes against our own module.
# usage: nv-decode.sh <path to tileiras> <bytecode file> [tileirdisasm flags]
# (--preview=simt for preview content)
set -e
disasm="$(dirname "$1")/tileirdisasm"
file=$2
shift 2
err=$(mktemp)
trap 'rm -f "$err"' EXIT
text=$("$disasm" "$@" "$file" 2>"$err")
if grep -q "error" "$err"; then
  cat "$err" >&2
  exit 1
fi
echo "cuda_tile.module @kernels {"
# 13.4's printer spells pow `fpowf`; the bytecode op is the same.
printf '%s\n' "$text" | sed -E 's/= fpowf /= pow /'
echo "}"
