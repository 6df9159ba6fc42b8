//===- CudaTileEnums.td - cuda_tile enum attributes ------------*- tablegen -*-===//
//
// Owned by the attributes work. Integer values are frozen by the bytecode
// format and must match NVIDIA's numbering.
//
//===----------------------------------------------------------------------===//
