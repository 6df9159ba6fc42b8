//===- Ops.cpp - generated op definitions ---------------------------------===//
//
// Only the TableGen output lives here; hand-written verifiers and parsers are
// in Ops<Family>.cpp so each family compiles and reads on its own.
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace cutile::ir;

#define GET_OP_CLASSES
#include "cutile/Dialect/CudaTile/CudaTileOps.cpp.inc"

void CudaTileDialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "cutile/Dialect/CudaTile/CudaTileOps.cpp.inc"
      >();
}
