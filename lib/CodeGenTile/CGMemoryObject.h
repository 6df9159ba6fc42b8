//===- CGMemoryObject.h - Pointers and classes in memory -------*- C++ -*-===//
#ifndef CUTILE_LIB_CODEGENTILE_CGMEMORYOBJECT_H
#define CUTILE_LIB_CODEGENTILE_CGMEMORYOBJECT_H

#include "CodeGenFunction.h"

namespace cutile::codegen {

/// Whether objects of type `t` in memory are reached as bytes (ptr<i8>):
/// pointers, classes other than the numeric ones, arrays.
bool isByteObject(CodeGenModule &cgm, clang::QualType t);
/// `*p` where p points to a `pointee`.
LValue typedDeref(CodeGenFunction &cgf, const Value &p, clang::QualType pointee,
                  clang::SourceLocation l);
/// `p + idx` (`p - idx`) for p pointing to `pointee`: byte pointers step
/// by the pointee's size.
Value addToPointer(CodeGenFunction &cgf, const Value &p, const Value &idx,
                   clang::QualType idxType, clang::QualType pointee,
                   bool subtract, clang::SourceLocation l);
/// A field or a base of a class object in memory.
LValue memoryField(CodeGenFunction &cgf, const LValue &base,
                   const clang::FieldDecl *fd, clang::SourceLocation l);
LValue memoryBase(CodeGenFunction &cgf, const LValue &derived,
                  const clang::CXXRecordDecl *derivedRD,
                  const clang::CXXRecordDecl *baseRD, clang::SourceLocation l);
/// The first element of an array in memory, as a pointer value.
Value memoryArrayDecay(CodeGenFunction &cgf, const LValue &arr,
                       clang::SourceLocation l);
/// The value of a union or a class with bit-fields whose bytes are all
/// zero: the tile<Nxi8> of zeros a copy of it would read.
Value zeroBytes(CodeGenFunction &cgf, clang::QualType t, clang::SourceLocation l);
/// Whole objects of type lv.memType read and written leaf by leaf.
Value loadMemoryObject(CodeGenFunction &cgf, mlir::Value ptr, clang::QualType t,
                       clang::SourceLocation l);
void storeMemoryObject(CodeGenFunction &cgf, mlir::Value ptr, clang::QualType t,
                       const Value &v, clang::SourceLocation l);

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_CGMEMORYOBJECT_H
