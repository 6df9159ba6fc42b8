//===- CudaTileOps.td - all cuda_tile ops -----------------------*- tablegen -*-===//

#ifndef CUTILE_CUDATILE_OPS_TD
#define CUTILE_CUDATILE_OPS_TD

include "cutile/Dialect/CudaTile/CudaTileTypes.td"

include "cutile/Dialect/CudaTile/Ops/Structure.td"
include "cutile/Dialect/CudaTile/Ops/Arith.td"
include "cutile/Dialect/CudaTile/Ops/Conversion.td"
include "cutile/Dialect/CudaTile/Ops/Core.td"
include "cutile/Dialect/CudaTile/Ops/ControlFlow.td"
include "cutile/Dialect/CudaTile/Ops/Misc.td"
include "cutile/Dialect/CudaTile/Ops/Memory.td"
include "cutile/Dialect/CudaTile/Ops/Multimem.td"
include "cutile/Dialect/CudaTile/Ops/Preview.td"

#endif // CUTILE_CUDATILE_OPS_TD
