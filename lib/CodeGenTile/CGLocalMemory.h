//===- CGLocalMemory.h - Local variables placed in an alloca ----*- C++ -*-===//
#ifndef CUTILE_LIB_CODEGENTILE_CGLOCALMEMORY_H
#define CUTILE_LIB_CODEGENTILE_CGLOCALMEMORY_H

#include "CodeGenFunction.h"

namespace cutile::codegen {

/// Whether an object of type `t` can live in memory: scalars, pointers, and
/// arrays and classes (no unions, bit-fields, references or virtual bases)
/// made of them.
bool canLiveInMemory(CodeGenModule &cgm, clang::QualType t);
/// Asks for the local variable that owns `obj` to live in memory. When it
/// can and does not yet, records it and fails: the kernel's code generation
/// starts over with that variable in an alloca. Returns when it cannot (not
/// a variable's object, or a type memory cannot hold).
void requestMemory(CodeGenFunction &cgf, const Object *obj);
/// Whether `obj` belongs to a local variable whose type memory cannot hold
/// (an array of tiles); false for objects no variable owns.
bool ownerCannotLiveInMemory(CodeGenFunction &cgf, const Object *obj);
/// requestMemory for the objects the references among `vs` point to.
void requestMemoryFor(CodeGenFunction &cgf, llvm::ArrayRef<Value> vs);

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_CGLOCALMEMORY_H
