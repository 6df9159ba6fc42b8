//===- CudaTileAttrs.td - cuda_tile attributes and enums -------*- tablegen -*-===//

#ifndef CUTILE_CUDATILE_ATTRS_TD
#define CUTILE_CUDATILE_ATTRS_TD

include "cutile/Dialect/CudaTile/CudaTileBase.td"

class CT_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<CudaTile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

// Per-architecture tuning knobs. Printed as
// `<sm_100 = {num_cta_in_cga = 2}, default = {occupancy = 2}>`; keys and
// values are checked by the verifier.
def CudaTile_OptimizationHintsAttr : CT_Attr<"OptimizationHints", "optimization_hints"> {
  let summary = "architecture-specific optimization hints";
  let parameters = (ins "::mlir::DictionaryAttr":$value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

include "cutile/Dialect/CudaTile/CudaTileEnums.td"

#endif // CUTILE_CUDATILE_ATTRS_TD
