//===- cutile-opt.cpp - parse, verify and print cuda_tile modules -----------===//
//
// An mlir-opt with only the dialects a Tile IR module may contain. Passes are
// not registered: the tool exists to check and normalise text.
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<cutile::ir::CudaTileDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "cuda_tile optimizer driver\n", registry));
}
