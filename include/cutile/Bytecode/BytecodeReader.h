//===- BytecodeReader.h - Tile IR bytecode to a cuda_tile module -*- C++ -*-===//
//
// Reads Tile IR bytecode (ours or NVIDIA's) back into a `cuda_tile.module`.
// Every read is bounds-checked and every index validated, so corrupt or
// truncated input yields an error diagnostic, never a crash. The module name
// is not part of the format; the result is named @kernels.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_BYTECODE_BYTECODEREADER_H
#define CUTILE_BYTECODE_BYTECODEREADER_H

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/Support/MemoryBufferRef.h"

namespace cutile::bytecode {

/// True if the buffer starts with the Tile IR magic number.
bool isTileIRBytecode(llvm::MemoryBufferRef buffer);

/// Returns the `cuda_tile.module`, or null after emitting diagnostics.
mlir::OwningOpRef<mlir::Operation *> readBytecode(llvm::MemoryBufferRef buffer,
                                                  mlir::MLIRContext &context);

} // namespace cutile::bytecode

#endif // CUTILE_BYTECODE_BYTECODEREADER_H
