//===- CGLocalArray.h - Local arrays subscripted at run time ---*- C++ -*-===//
#ifndef CUTILE_LIB_CODEGENTILE_CGLOCALARRAY_H
#define CUTILE_LIB_CODEGENTILE_CGLOCALARRAY_H

#include "CodeGenFunction.h"

namespace cutile::codegen {

/// Whether path step `pos` of `lv` is a run-time subscript.
bool isDynamicStep(const LValue &lv, unsigned pos);
/// `place` names an element of a local array (its last path step); the
/// element `idx` further on, idx a run-time integer of C++ type `idxType`.
LValue dynamicElement(CodeGenFunction &cgf, LValue place, const Value &idx,
                      clang::QualType idxType, clang::SourceLocation l);
/// Reads and writes of a place with run-time subscripts.
Value loadDynamic(CodeGenFunction &cgf, const LValue &lv, clang::SourceLocation l);
void storeDynamic(CodeGenFunction &cgf, const LValue &lv, const Value &v,
                  clang::SourceLocation l);

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_CGLOCALARRAY_H
