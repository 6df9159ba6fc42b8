//===- Cleanup.h - what runs on a generated module before it is handed on -===//

#ifndef CUTILE_LIB_CODEGENTILE_CLEANUP_H
#define CUTILE_LIB_CODEGENTILE_CLEANUP_H

#include "cutile/Dialect/CudaTile/CudaTile.h"
#include "mlir/Support/LogicalResult.h"

namespace cutile::codegen {

/// Symbolic execution rebuilds views and constants at every use and leaves
/// C++'s arithmetic as written: CSE, loop-invariant code motion, hoisting
/// of views out of loops, and the multiply-add contraction nvcc does.
mlir::LogicalResult cleanUpModule(ir::ModuleOp module, bool strictAliasing);

/// Counted `loop`s become `for` ops, as nvcc 13.5 promotes them
/// (LoopPromote.cpp). First: the bound must still be made in the loop where
/// C++ computes it there.
/// Loops carrying this unit attribute stay `loop`s (nvcc 13.5 reads their
/// counter or bound from memory: LoopTestOperands.cpp); the attribute is
/// gone from every loop afterwards.
void promoteCountedLoops(ir::ModuleOp module);
inline constexpr llvm::StringLiteral kKeepLoopAttr = "cutile.keep_loop";

/// Scalar `if`s that only choose a value become `select`s, and scalar
/// selects take nvcc's widened condition, except where the comparison caps
/// a `for`'s trip count at one (ScalarSelect.cpp). After the promotion.
void spellScalarChoices(ir::ModuleOp module);

/// The value of a constant splat integer (or i1) tile, for the passes above.
std::optional<llvm::APInt> constInt(mlir::Value v);

/// Stores stop waiting for the reads of their alias class that C++'s type
/// rules keep apart from them (TokenPrune.cpp).
void pruneDisjointReads(ir::ModuleOp module);

/// After a loop that only reads a class, what follows waits for the last
/// iteration's reads rather than every iteration's, as nvcc 13.4 orders it
/// (TokenPrune.cpp).
void splitLoopReadTokens(ir::ModuleOp module);

} // namespace cutile::codegen

#endif
