//===- CudaTileAsm.h - shared custom<> directives ---------------*- C++ -*-===//
//
// Tile IR text writes dialect types without the `!cuda_tile.` prefix inside
// ops (`tile<4xf32>`, `token`). These directives read both spellings and
// print the short one, which is what NVIDIA's parser expects.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_DIALECT_CUDATILE_CUDATILEASM_H
#define CUTILE_DIALECT_CUDATILE_CUDATILEASM_H

#include "mlir/IR/OpImplementation.h"

namespace cutile::ir {

/// Parses the rest of a cuda_tile type whose mnemonic was already read.
mlir::Type parseCudaTileTypeAfterMnemonic(mlir::AsmParser &parser,
                                          llvm::StringRef mnemonic);
/// The view types' part of the above; returns null for other mnemonics
/// without reporting an error. Defined with the view types.
mlir::Type parseViewTypeAfterMnemonic(mlir::AsmParser &parser,
                                      llvm::StringRef mnemonic);

/// True for the scalar types Tile IR computes on and stores: signless i1,
/// i8, i16, i32, i64 and the float formats (f16 .. f4E2M1FN). Tiles, pointers
/// and views are built over these.
bool isNumberType(mlir::Type type);

/// `(%a: tile<i32>, %b: tile<f32>)`: block arguments whose types use the
/// short syntax, which OpAsmParser's own argument parsing does not know.
mlir::ParseResult
parseShortTypedArguments(mlir::OpAsmParser &parser,
                         llvm::SmallVectorImpl<mlir::OpAsmParser::Argument> &args);

/// Parses a type in short (`tile<...>`) or long (`!cuda_tile.tile<...>`)
/// form, or any builtin type.
mlir::ParseResult parseCudaTileType(mlir::AsmParser &parser, mlir::Type &type);
void printCudaTileType(mlir::AsmPrinter &printer, mlir::Type type);

// Overloads with the signatures ODS' custom<> directive generates.
inline mlir::ParseResult parseCudaTileType(mlir::OpAsmParser &parser,
                                           mlir::Type &type) {
  return parseCudaTileType(static_cast<mlir::AsmParser &>(parser), type);
}
inline void printCudaTileType(mlir::OpAsmPrinter &printer, mlir::Operation *,
                              mlir::Type type) {
  printCudaTileType(static_cast<mlir::AsmPrinter &>(printer), type);
}
mlir::ParseResult parseCudaTileTypes(mlir::OpAsmParser &parser,
                                     llvm::SmallVectorImpl<mlir::Type> &types);
void printCudaTileTypes(mlir::OpAsmPrinter &printer, mlir::Operation *,
                        mlir::TypeRange types);

/// A pointer kind inside a type: `<multicast>` or
/// `#cuda_tile.ptr_attr<multicast>`.
mlir::ParseResult parsePointerKind(mlir::AsmParser &parser,
                                   PointerKindAttr &kind);

/// Unlike the others, these are used from type and attribute parameter
/// assembly formats, which pass no Operation.
inline mlir::ParseResult parseCudaTileTypeParam(mlir::AsmParser &parser,
                                                mlir::Type &type) {
  return parseCudaTileType(parser, type);
}

} // namespace cutile::ir

#endif // CUTILE_DIALECT_CUDATILE_CUDATILEASM_H
