//===- DialectBridge.h - What the bytecode needs from cuda_tile -*- C++ -*-===//
//
// The writer and reader handle ops generically (by name, attribute name and
// the layout table), so they only need the dialect for what has no generic
// MLIR handle: its types, its enum attributes and its few structured
// attributes. That knowledge is kept in DialectBridge.cpp, the one file that
// includes the dialect's C++ headers.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_BYTECODE_DIALECTBRIDGE_H
#define CUTILE_LIB_BYTECODE_DIALECTBRIDGE_H

#include "Format.h"
#include "cutile/Bytecode/OpTable.h"
#include "cutile/Bytecode/Encoding.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Types.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace cutile::bytecode::bridge {

inline constexpr llvm::StringLiteral kDialectNamespace = "cuda_tile";

/// Makes sure the dialect is loaded in `context`.
void loadDialect(mlir::MLIRContext &context);

//===--- Enums -------------------------------------------------------------===//

/// The integer value of an enum attribute of the given kind, or nullopt if
/// `attr` is not such an attribute.
std::optional<uint64_t> getEnumValue(EnumKind kind, mlir::Attribute attr);
/// The enum attribute for `value`, or null if the value is not a case.
mlir::Attribute buildEnumAttr(mlir::MLIRContext *context, EnumKind kind,
                              uint64_t value);

//===--- Types -------------------------------------------------------------===//

/// For a cuda_tile type: its tag, the version that introduced it (taking its
/// parameters into account is the caller's job, via forEachComponentType).
/// Returns false for types that are not cuda_tile types.
bool classifyDialectType(mlir::Type type, TypeTag &tag, Version &since);

/// Calls `fn` for each type a cuda_tile type refers to, in the order NVIDIA's
/// writer registers them (declaration order of the type's parameters).
void forEachComponentType(mlir::Type type,
                          llvm::function_ref<void(mlir::Type)> fn);

/// Writes the payload (after the tag) of a cuda_tile type. `typeIndex` gives
/// the table index of a component type (already registered).
mlir::LogicalResult
writeDialectType(mlir::Type type, Version version, EncodingWriter &writer,
                 llvm::function_ref<uint64_t(mlir::Type)> typeIndex);

/// Reads the payload of a cuda_tile type with the given tag. `getType`
/// resolves a component type index and reports its own errors (null on
/// failure).
mlir::LogicalResult
readDialectType(TypeTag tag, Version version, EncodingReader &reader,
                llvm::function_ref<mlir::Type(uint64_t)> getType,
                mlir::Type &result);

/// `!cuda_tile.token`, for results a newer version added (print_tko).
mlir::Type getTokenType(mlir::MLIRContext *context);

//===--- Structured attributes ----------------------------------------------===//

/// If `attr` is one of the dialect's self-contained attributes (assume
/// predicates), writes tag and payload and returns true.
enum class WriteStatus { NotHandled, Written, Failed };
WriteStatus writeDialectAttr(mlir::Attribute attr, EncodingWriter &writer,
                             llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

/// Reads the payload of a dialect attribute with the given tag (DivBy,
/// SameElements, Bounded).
mlir::LogicalResult readDialectAttr(AttrTag tag, EncodingReader &reader,
                                    mlir::MLIRContext *context,
                                    mlir::Attribute &result);

/// Optimization hints: the dictionary inside the attribute, and back.
mlir::DictionaryAttr getHintsDictionary(mlir::Attribute hints);
mlir::Attribute buildHints(mlir::DictionaryAttr dict,
                           llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

} // namespace cutile::bytecode::bridge

#endif // CUTILE_LIB_BYTECODE_DIALECTBRIDGE_H
