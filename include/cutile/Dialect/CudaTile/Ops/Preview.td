//===- Preview.td - Tile IR 13.5 preview ops ---------------------*- tablegen -*-===//
//
// The one preview op CUDA 13.5's C++ reaches: a call from tile code to a
// foreign (SIMT) function, which nvcc 13.5 emits for a function declared
// __experimental_foreign_decl__ under `--tile-preview simt`. Its bytecode
// carries the header's preview tag; NVIDIA's tools read it only with
// `--preview=simt`. The callee is a bare symbol: nvcc writes no declaration
// of it (tileiras takes the implementation from a tile library, `-l`).
// Syntax, rules and encoding: OpsPreview.cpp, docs/bytecode-format.md.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_OPS_PREVIEW_TD
#define CUTILE_OPS_PREVIEW_TD

def CudaTile_PreviewCallOp : CT_Op<"preview$call", "13.5"> {
  let summary = "call a foreign (SIMT) function from tile code (preview)";
  let description = [{
    The first two operands and the first two results are tokens (memory
    before and after the call); the other operands are the arguments, then
    one tile per output the callee fills in; the other results are the
    outputs. `const_args` are the callee's template arguments: strings,
    integers (i64) and scalar types.
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, ArrayAttr:$const_args,
                       Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif // CUTILE_OPS_PREVIEW_TD
