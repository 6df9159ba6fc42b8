//===- CGStaticLocal.h - Non-const static locals ----------------*- C++ -*-===//
#ifndef CUTILE_LIB_CODEGENTILE_CGSTATICLOCAL_H
#define CUTILE_LIB_CODEGENTILE_CGSTATICLOCAL_H

#include "CodeGenFunction.h"

namespace cutile::codegen {

/// The place of a static local variable that is not const: its module
/// global (made on first use), in memory.
LValue staticLocalLValue(CodeGenFunction &cgf, const clang::VarDecl *vd,
                         clang::SourceLocation l);

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_CGSTATICLOCAL_H
