//===- CudaTileViewTypes.td - tensor and partition views -------*- tablegen -*-===//
//
// Owned by the memory/views family. Placeholder until the view types land.
//
//===----------------------------------------------------------------------===//
