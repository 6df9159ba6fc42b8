//===- Dialect.cpp - cuda_tile dialect registration -------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace cutile::ir;

#include "cutile/Dialect/CudaTile/CudaTileDialect.cpp.inc"

namespace cutile::ir {
std::optional<Dialect::ParseOpHook> getRenamedOpParseHook(StringRef opName);
} // namespace cutile::ir

std::optional<Dialect::ParseOpHook>
CudaTileDialect::getParseOperationHook(StringRef opName) const {
  return getRenamedOpParseHook(opName);
}

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerOps();
}
