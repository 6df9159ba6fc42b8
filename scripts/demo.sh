#!/usr/bin/env bash
# `make demo`: compile a Tile IR kernel (the spec's vector addition) to cubins
# for Hopper and Blackwell with our tileiras back end, and show what came out.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
BIN="$BUILD/bin"
SRC="$ROOT/examples/tileir/vector_add.mlir"
OUT="$BUILD/demo"
TOOLS="$ROOT/.deps/cudatools/nvidia/cu13/bin"
mkdir -p "$OUT"

section() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

section "input: ${SRC#$ROOT/}"
grep -v '^ *//' "$SRC" | sed '/^$/d'

section "tileiras"
TILEIRAS="$(grep -E '^CUTILE_TILEIRAS:' "$BUILD/CMakeCache.txt" | cut -d= -f2-)"
echo "$TILEIRAS"
"$TILEIRAS" --version | grep release

for sm in sm_90 sm_100; do
  cubin="$OUT/vector_add.$sm.cubin"
  section "$sm: cutile-compile ${SRC#$ROOT/} --gpu-name $sm -O3 --lineinfo -o ${cubin#$ROOT/}"
  # -v prints the tileiras command line the back end ran (its input and
  # output live in a private temporary directory that is gone by now).
  "$BIN/cutile-compile" "$SRC" --gpu-name "$sm" -O3 --lineinfo -v -o "$cubin"
  echo "-> $(stat -c %s "$cubin") bytes"
  "$BIN/cutile-elf-syms" "$cubin" | sed "s|$OUT/||"
  if [[ -x "$TOOLS/cuobjdump" && -x "$TOOLS/nvdisasm" ]]; then
    echo "-- SASS (cuobjdump -sass), first instructions:"
    PATH="$TOOLS:$PATH" "$TOOLS/cuobjdump" -sass "$cubin" |
      grep -E 'code for|Function :|/\*[0-9a-f]{4}\*/' | grep -v NOP | head -14
  fi
done

# A whole program: SIMT and tile kernels in one .cu, built by our clang++
# into one executable whose host object carries two fatbinaries. Run on a
# GPU; without one, show what is embedded (the emulated run follows below).
PROG_SRC="$ROOT/examples/vector_add.cu"
section "mixed SIMT + tile program: clang++ ${PROG_SRC#$ROOT/}"
mkdir -p "$OUT/dump"
cmd=("$BIN/clang++" -x cuda -std=c++20 --cuda-gpu-arch=sm_80 --cuda-gpu-arch=sm_90
     --cuda-gpu-arch=sm_100 -O2 "$PROG_SRC" -o "$OUT/vector_add" -lcudart)
echo "${cmd[*]#$ROOT/}"
if CUTILE_DUMP_DIR="$OUT/dump" "${cmd[@]}"; then
  echo "-> $(stat -c %s "$OUT/vector_add") bytes; per-target tile IR and cubins in ${OUT#$ROOT/}/dump/"
  if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
    section "run on $(nvidia-smi -L | head -1)"
    "$OUT/vector_add"
  elif [[ -x "$TOOLS/cuobjdump" ]]; then
    section "no GPU here: the embedded kernels (cuobjdump -lelf, then symbols per ELF)"
    # Two fatbinaries: the SIMT one (ptxas cubins) and the tile one (tileiras
    # cubins); each ELF is listed with the kernels it defines.
    (cd "$OUT" && rm -rf elf && mkdir elf && cd elf &&
       "$TOOLS/cuobjdump" -lelf ../vector_add && "$TOOLS/cuobjdump" -xelf all ../vector_add >/dev/null &&
       for f in *.cubin; do echo "$f:"; "$BIN/cutile-elf-syms" --kernels "$f" | sed 's/^/  /'; done)
  fi
else
  echo "(the mixed program did not build; see the errors above)"
fi

# Without a GPU the same program still runs: --cutile-emulate builds it so
# that its tile kernels execute on the CPU (docs/emulation.md).
EMU_SRC="$ROOT/examples/vector_add.cu"
if [[ -f "$EMU_SRC" ]] &&
   ! { command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; }; then
  section "no GPU here: run it emulated, clang++ --cutile-emulate ${EMU_SRC#$ROOT/}"
  emu=("$BIN/clang++" -x cuda -std=c++20 --cutile-emulate -O2 "$EMU_SRC"
       -o "$OUT/vector_add_emulated")
  echo "${emu[*]#$ROOT/}"
  if "${emu[@]}" && "$OUT/vector_add_emulated"; then
    echo "-> tile kernels ran in libcutile_emu.so, every access checked"
  else
    echo "(the emulated program did not build or run; see the errors above)"
  fi
fi

section "done"
echo "cubins in ${OUT#$ROOT/}/; load one with cuModuleLoad (CUDA 13 driver, R580+)."
