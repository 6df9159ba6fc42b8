//===- CGForeignCall.h - Calls to foreign (SIMT) functions ------*- C++ -*-===//
#ifndef CUTILE_LIB_CODEGENTILE_CGFOREIGNCALL_H
#define CUTILE_LIB_CODEGENTILE_CGFOREIGNCALL_H

#include "CodeGenFunction.h"

namespace cutile::codegen {

/// Declared __experimental_foreign_decl__ (CUDA 13.5 SIMT interop preview).
bool isForeignFunction(const clang::FunctionDecl *fd);
/// A call to such a function: one preview$call (CGForeignCall.cpp).
Value emitForeignCall(CodeGenFunction &cgf, const clang::FunctionDecl *fd,
                      llvm::ArrayRef<const clang::Expr *> args,
                      clang::SourceLocation loc);

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_CGFOREIGNCALL_H
