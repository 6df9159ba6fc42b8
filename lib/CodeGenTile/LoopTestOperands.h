//===- LoopTestOperands.h - loop tests nvcc 13.5 reads from memory -*- C++ -*-===//
//
// nvcc 13.5 promotes a counted `loop` to a `for` only where the counter and
// the bound of its test are values of their own; where its front end keeps
// either in memory, the loop stays a `loop` (LoopPromote.cpp keeps the loops
// marked so). See LoopTestOperands.cpp for the rule and its probes.
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_LIB_CODEGENTILE_LOOPTESTOPERANDS_H
#define CUTILE_LIB_CODEGENTILE_LOOPTESTOPERANDS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace clang {
class ASTContext;
class Decl;
class Expr;
class VarDecl;
} // namespace clang

namespace cutile::codegen {

/// The locals and parameters whose address escapes, per function: bound
/// to a reference, captured by reference, taken with `&`. Found once for
/// each function that declares the variable asked about.
class EscapedVars {
public:
  bool escapes(const clang::VarDecl *v);

private:
  llvm::DenseMap<const clang::Decl *, llvm::DenseSet<const clang::VarDecl *>> byFunction;
};

/// Whether nvcc 13.5 would read an operand of the comparison `cond` (a
/// loop's test) from memory, which keeps the loop from becoming a `for`.
bool loopTestReadsMemory(const clang::Expr *cond, clang::ASTContext &ast,
                         EscapedVars &escaped);

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_LOOPTESTOPERANDS_H
