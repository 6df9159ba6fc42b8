// cutile-emulate-run's bits=SEED initialiser (scripts/fuzz's wide float
// inputs): every bit pattern alike, so a float buffer holds huge and tiny
// magnitudes, infinities and NaNs, which rand= never gives; the same seed
// gives the same bytes, and elements of every width are filled whole.
// RUN: cutile-emulate-run %s buf:f32:4096:bits=7 --print=0 > %t.f32
// RUN: python3 %S/Inputs/check-bits-init.py < %t.f32
// RUN: cutile-emulate-run %s buf:i8:4:bits=7 --hex --print=0 | FileCheck --check-prefix=I8 %s
// RUN: cutile-emulate-run %s buf:i64:2:bits=7 --hex --print=0 | FileCheck --check-prefix=I64 %s
// I8: arg0: [[A:[0-9a-f]+]] [[B:[0-9a-f]+]] [[C:[0-9a-f]+]] [[D:[0-9a-f]+]]{{$}}
// I64: arg0: {{[0-9a-f]{13,16} [0-9a-f]{13,16}$}}

cuda_tile.module @m {
  entry @k(%a : !cuda_tile.tile<ptr<f32>>) {
  }
}
