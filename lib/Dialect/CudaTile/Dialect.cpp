//===- Dialect.cpp - cuda_tile dialect registration -------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace cutile::ir;

#include "cutile/Dialect/CudaTile/CudaTileDialect.cpp.inc"

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerOps();
}
