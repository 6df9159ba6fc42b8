//===- ViewTypes.cpp - tensor, partition, strided and gather views ----------===//
//
// Placeholder until the view types land: no view mnemonic is known yet.
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

using namespace mlir;

Type cutile::ir::parseViewTypeAfterMnemonic(AsmParser &, StringRef) {
  return {};
}
