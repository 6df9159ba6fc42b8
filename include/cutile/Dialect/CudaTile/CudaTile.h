//===- CudaTile.h - the cuda_tile dialect -----------------------*- C++ -*-===//
//
// Umbrella header: dialect, types, attributes and ops.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_DIALECT_CUDATILE_CUDATILE_H
#define CUTILE_DIALECT_CUDATILE_CUDATILE_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "cutile/Dialect/CudaTile/CudaTileDialect.h.inc"
#include "cutile/Dialect/CudaTile/CudaTileEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "cutile/Dialect/CudaTile/CudaTileAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "cutile/Dialect/CudaTile/CudaTileTypes.h.inc"

#include "cutile/Dialect/CudaTile/CudaTileAsm.h"

#define GET_OP_CLASSES
#include "cutile/Dialect/CudaTile/CudaTileOps.h.inc"

#endif // CUTILE_DIALECT_CUDATILE_CUDATILE_H
