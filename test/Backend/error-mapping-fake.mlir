// How tileiras's messages become diagnostics on ops, with a fake tileiras
// that prints what tileiras 13.4 prints (no location, the op's name only).
// RUN: rm -rf %t && mkdir -p %t
//
// One op of that name: the error lands on it.
// RUN: env FAKE_TILEIRAS_MODE=say FAKE_TILEIRAS_SAY="error: 'cuda_tile.tanh' op invalid rounding mode specified, expect one of [approx, full]\nerror: verification failed for deserialized cuda_tile::ModuleOp\nerror: input does not correspond to Tile IR bytecode" \
// RUN:   not cutile-compile %s --tileiras %S/Inputs/fake-tileiras -o %t/x.cubin 2>&1 | FileCheck %s --check-prefix=ONE
//
// Several: the first, with notes at the others.
// RUN: env FAKE_TILEIRAS_MODE=say FAKE_TILEIRAS_SAY="error: 'cuda_tile.addf' op some complaint" \
// RUN:   not cutile-compile %s --tileiras %S/Inputs/fake-tileiras -o %t/x.cubin 2>&1 | FileCheck %s --check-prefix=MANY
//
// A position (as tileirdisasm prints them) picks the op there, even among
// several of the same name; a trailing note goes with it.
// RUN: env FAKE_TILEIRAS_MODE=say FAKE_TILEIRAS_SAY="#cuda_tile.di_loc<loc(\"%s\":48:10) in #cuda_tile.di_subprogram<>>: error: 'cuda_tile.addf' op the second one\nnote: see this" \
// RUN:   not cutile-compile %s --tileiras %S/Inputs/fake-tileiras -o %t/x.cubin 2>&1 | FileCheck %s --check-prefix=POS
//
// An op name not in the module, and lines without one, stay with the summary.
// RUN: env FAKE_TILEIRAS_MODE=say FAKE_TILEIRAS_SAY="error: 'cuda_tile.mmaf' op not here\nerror: failed to compile Tile IR program" \
// RUN:   not cutile-compile %s --tileiras %S/Inputs/fake-tileiras -o %t/x.cubin 2>&1 | FileCheck %s --check-prefix=NONE

// ONE: error-mapping-fake.mlir:46:10: error: 'cuda_tile.tanh' op invalid rounding mode specified, expect one of [approx, full]
// ONE: note: reported by tileiras for sm_100
// ONE: error-mapping-fake.mlir:44:3: error: tileiras failed for sm_100 on kernel 'k' (exit code 3)
// ONE: note: tileiras: error: verification failed for deserialized cuda_tile::ModuleOp
// ONE: note: tileiras: error: input does not correspond to Tile IR bytecode

// MANY: error-mapping-fake.mlir:47:10: error: 'cuda_tile.addf' op some complaint
// MANY: note: reported by tileiras for sm_100
// MANY: error-mapping-fake.mlir:48:10: note: tileiras does not say which 'cuda_tile.addf' it means; it may be this one
// MANY: error-mapping-fake.mlir:44:3: error: tileiras failed for sm_100 on kernel 'k' (exit code 3){{$}}

// POS: error-mapping-fake.mlir:48:10: error: 'cuda_tile.addf' op the second one
// POS: note: reported by tileiras for sm_100
// POS: note: see this
// POS-NOT: it may be this one

// NONE-NOT: 'cuda_tile.mmaf' op not here
// NONE: error-mapping-fake.mlir:44:3: error: tileiras failed for sm_100 on kernel 'k' (exit code 3)
// NONE: note: tileiras: error: 'cuda_tile.mmaf' op not here
// NONE: note: tileiras: error: failed to compile Tile IR program

cuda_tile.module @m {
  entry @k() {
    %c = constant <f32: 1.0> : tile<4xf32>
    %t = tanh %c rounding<approx> : tile<4xf32>
    %a = addf %t, %c rounding<nearest_even> : tile<4xf32>
    %b = addf %a, %c rounding<nearest_even> : tile<4xf32>
  }
}
