//===- CGStaticLocal.h - Non-const static locals ----------------*- C++ -*-===//
#ifndef CUTILE_LIB_CODEGENTILE_CGSTATICLOCAL_H
#define CUTILE_LIB_CODEGENTILE_CGSTATICLOCAL_H

#include "CodeGenFunction.h"

namespace cutile::codegen {

/// The place of a static local variable that is not const: its module
/// global (made on first use), in memory.
LValue staticLocalLValue(CodeGenFunction &cgf, const clang::VarDecl *vd,
                         clang::SourceLocation l);

/// A static tile's place (made by staticLocalLValue): the global's element
/// pointer with the tile type as memType, read and written whole through a
/// view by loadLValue/storeLValue.
bool isStaticTile(CodeGenFunction &cgf, const LValue &lv);
Value loadStaticTile(CodeGenFunction &cgf, const LValue &lv,
                     clang::SourceLocation l);
void storeStaticTile(CodeGenFunction &cgf, const LValue &lv, const Value &v,
                     clang::SourceLocation l);
LValue staticTileLValue(CodeGenFunction &cgf, const clang::VarDecl *vd,
                        clang::SourceLocation l);

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_CGSTATICLOCAL_H
