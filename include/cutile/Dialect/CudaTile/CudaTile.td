//===- CudaTile.td - root of the cuda_tile ODS ------------------*- tablegen -*-===//
//
// A single TableGen root keeps type, attribute and op records visible to each
// other; op families are split into Ops/*.td so each stays readable.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_CUDATILE_TD
#define CUTILE_CUDATILE_TD

include "cutile/Dialect/CudaTile/CudaTileBase.td"
include "cutile/Dialect/CudaTile/CudaTileAttrs.td"
include "cutile/Dialect/CudaTile/CudaTileTypes.td"
include "cutile/Dialect/CudaTile/CudaTileOps.td"

#endif // CUTILE_CUDATILE_TD
