//===- CGMemoryObject.cpp - Pointers and classes in memory ----------------===//
//
// Scalars in memory are loaded and stored through a pointer tile of their
// element type (CGPointer.cpp). A pointer or a class object in memory is
// reached as bytes, as nvcc 13.4 does (read from its Tile IR): the C++
// pointer is a ptr<i8>, indexing it steps by the pointee's size, a member
// is an `offset` by its byte offset in Clang's record layout, and a leaf is
// read through `ptr_to_ptr` to its element type. A pointer is stored as an
// i64 (`ptr_to_int`, `int_to_ptr`). Whole objects (`S s = ss[b];`) are read
// and written leaf by leaf, in the order of their value's parts (bases,
// then fields).
//
//===----------------------------------------------------------------------===//

#include "CGMemoryObject.h"
#include "CGLocalMemory.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;

namespace cutile::codegen {

static mlir::Type tile0(mlir::Type elem) {
  return ir::TileType::get(elem.getContext(), {}, elem);
}

bool isByteObject(CodeGenModule &cgm, QualType t) {
  t = t.getCanonicalType();
  if (t->isPointerType() || t->isArrayType())
    return true;
  return t->isRecordType() && cgm.classify(t) == TypeKind::Other;
}

/// `p` as a pointer to `elem`.
static mlir::Value castPtr(CodeGenFunction &cgf, mlir::Value p, mlir::Type elem,
                           SourceLocation l) {
  mlir::Type t = tile0(ir::PointerType::get(elem));
  if (p.getType() == t)
    return p;
  return cgf.createOp("ptr_to_ptr", p, t, {}, l)->getResult(0);
}

static mlir::Value byteOffset(CodeGenFunction &cgf, mlir::Value p, int64_t n,
                              SourceLocation l) {
  mlir::Value b = castPtr(cgf, p, cgf.b.getI8Type(), l);
  if (!n)
    return b;
  mlir::Value off = cgf.materialize(cgf.constInt(n, cgf.cgm.ast.LongLongTy, l), l);
  return cgf.createOp("offset", {b, off}, b.getType(), {}, l)->getResult(0);
}

/// The place of an object of type `t` at `p`.
static LValue placeAt(CodeGenFunction &cgf, mlir::Value p, QualType t,
                      SourceLocation l) {
  LValue lv;
  if (isByteObject(cgf.cgm, t)) {
    lv.mem = castPtr(cgf, p, cgf.b.getI8Type(), l);
    lv.memType = t;
    return lv;
  }
  mlir::Type e = cgf.cgm.elementType(t, l);
  if (!e)
    cgf.fail();
  lv.mem = castPtr(cgf, p, e, l);
  return lv;
}

LValue typedDeref(CodeGenFunction &cgf, const Value &p, QualType pointee,
                  SourceLocation l) {
  if (!p.isSSA() || pointee.isNull() || pointee->isVoidType())
    return cgf.derefPointer(p, l);
  return placeAt(cgf, p.getSSA(), pointee, l);
}

Value addToPointer(CodeGenFunction &cgf, const Value &p, const Value &idx,
                   QualType idxType, QualType pointee, bool subtract,
                   SourceLocation l) {
  if (!p.isSSA() || pointee.isNull() || !isByteObject(cgf.cgm, pointee))
    return cgf.pointerAdd(p, idx, idxType, subtract, l);
  ASTContext &ast = cgf.cgm.ast;
  QualType i64 = ast.LongLongTy;
  int64_t size = ast.getTypeSizeInChars(pointee).getQuantity();
  Value off = cgf.convertScalar(idx, idxType, i64, l);
  off = cgf.binaryScalar(BO_Mul, off, cgf.constInt(size, i64, l), i64, i64, l);
  return cgf.pointerAdd(p, off, i64, subtract, l);
}

LValue memoryField(CodeGenFunction &cgf, const LValue &base, const FieldDecl *fd,
                   SourceLocation l) {
  if (base.memType.isNull() || !base.memType->isRecordType())
    cgf.nyi(l, "a member of an object in memory of this type");
  if (fd->isBitField())
    cgf.nyi(l, "a bit-field of an object in memory");
  const ASTRecordLayout &layout = cgf.cgm.ast.getASTRecordLayout(fd->getParent());
  int64_t off = int64_t(layout.getFieldOffset(fd->getFieldIndex()) / 8);
  mlir::Value at = byteOffset(cgf, base.mem, off, l);
  if (fd->getType()->isReferenceType()) {
    // A reference member holds its referent's address, as a pointer would
    // (nvcc 13.4: an i64 load, int_to_ptr, then the access through it).
    QualType referee = fd->getType().getNonReferenceType();
    LValue slot = placeAt(cgf, at, cgf.cgm.ast.getPointerType(referee), l);
    return typedDeref(cgf, cgf.loadLValue(slot, l), referee, l);
  }
  return placeAt(cgf, at, fd->getType(), l);
}

LValue memoryBase(CodeGenFunction &cgf, const LValue &derived,
                  const CXXRecordDecl *derivedRD, const CXXRecordDecl *baseRD,
                  SourceLocation l) {
  const ASTRecordLayout &layout = cgf.cgm.ast.getASTRecordLayout(derivedRD);
  int64_t off = layout.getBaseClassOffset(baseRD).getQuantity();
  return placeAt(cgf, byteOffset(cgf, derived.mem, off, l),
                 cgf.cgm.ast.getCanonicalTagType(baseRD), l);
}

Value memoryArrayDecay(CodeGenFunction &cgf, const LValue &arr, SourceLocation l) {
  const auto *at = arr.memType.isNull()
                       ? nullptr
                       : cgf.cgm.ast.getAsArrayType(arr.memType);
  if (!at)
    cgf.nyi(l, "an array in memory reached through a pointer");
  return Value::ssa(placeAt(cgf, arr.mem, at->getElementType(), l).mem);
}

/// Calls `leaf(offset, type)` for the parts of a `t`, in value order;
/// `open(n)` before the n parts of each class or array, `close()` after.
template <class Leaf, class Open, class Close>
static void walk(CodeGenFunction &cgf, QualType t, int64_t at, Leaf &&leaf,
                 Open &&open, Close &&close, SourceLocation l) {
  ASTContext &ast = cgf.cgm.ast;
  t = t.getCanonicalType().getUnqualifiedType();
  if (const auto *cat = ast.getAsConstantArrayType(t)) {
    uint64_t n = cat->getZExtSize();
    int64_t size = ast.getTypeSizeInChars(cat->getElementType()).getQuantity();
    open(n);
    for (uint64_t i = 0; i < n; ++i)
      walk(cgf, cat->getElementType(), at + int64_t(i) * size, leaf, open, close, l);
    close();
    return;
  }
  if (!t->isRecordType() || !isByteObject(cgf.cgm, t)) {
    leaf(at, t);
    return;
  }
  const auto *rd = t->getAsCXXRecordDecl();
  if (!rd || rd->isUnion() || rd->getNumVBases())
    cgf.nyi(l, "copying an object of type '" + t.getAsString() +
                   "' from or to memory");
  const ASTRecordLayout &layout = ast.getASTRecordLayout(rd);
  unsigned parts = rd->getNumBases();
  for (const FieldDecl *fd : rd->fields()) {
    (void)fd;
    ++parts;
  }
  open(parts);
  for (const CXXBaseSpecifier &bs : rd->bases()) {
    const CXXRecordDecl *b = bs.getType()->getAsCXXRecordDecl();
    walk(cgf, bs.getType(), at + layout.getBaseClassOffset(b).getQuantity(), leaf,
         open, close, l);
  }
  for (const FieldDecl *fd : rd->fields()) {
    if (fd->isBitField() || fd->getType()->isReferenceType())
      cgf.nyi(l, "copying an object with a bit-field or reference member "
                 "from or to memory");
    walk(cgf, fd->getType(),
         at + int64_t(layout.getFieldOffset(fd->getFieldIndex()) / 8), leaf,
         open, close, l);
  }
  close();
}

static Value loadLeaf(CodeGenFunction &cgf, mlir::Value p, QualType t,
                      SourceLocation l) {
  if (t->isPointerType()) {
    mlir::Value q = castPtr(cgf, p, cgf.b.getI64Type(), l);
    mlir::Value i = cgf.emitScalarAccess(q, {}, l);
    mlir::Type pt = cgf.cgm.elementType(t, l);
    if (!pt)
      cgf.fail();
    return Value::ssa(cgf.createOp("int_to_ptr", i, tile0(pt), {}, l)->getResult(0));
  }
  if (cgf.cgm.classify(t) != TypeKind::Scalar)
    cgf.nyi(l, "reading a '" + t.getAsString() + "' from memory");
  mlir::Type e = cgf.cgm.elementType(t, l);
  if (!e)
    cgf.fail();
  return Value::ssa(cgf.emitScalarAccess(castPtr(cgf, p, e, l), {}, l));
}

static void storeLeaf(CodeGenFunction &cgf, mlir::Value p, QualType t,
                      const Value &v, SourceLocation l) {
  mlir::Type i64 = tile0(cgf.b.getI64Type());
  if (t->isPointerType()) {
    mlir::Value i;
    if (v.isNull())
      i = cgf.materializeAs(cgf.constInt(0, cgf.cgm.ast.LongLongTy, l), i64, l);
    else if (v.isSSA())
      i = cgf.createOp("ptr_to_int", v.getSSA(), i64, {}, l)->getResult(0);
    else {
      requestMemoryFor(cgf, v);
      cgf.nyi(l, "storing a pointer to a local object in memory");
    }
    cgf.emitScalarAccess(castPtr(cgf, p, cgf.b.getI64Type(), l), i, l);
    return;
  }
  if (cgf.cgm.classify(t) != TypeKind::Scalar)
    cgf.nyi(l, "writing a '" + t.getAsString() + "' to memory");
  mlir::Type e = cgf.cgm.elementType(t, l);
  if (!e)
    cgf.fail();
  mlir::Value s = cgf.materializeAs(v, tile0(e), l);
  cgf.emitScalarAccess(castPtr(cgf, p, e, l), s, l);
}

Value loadMemoryObject(CodeGenFunction &cgf, mlir::Value ptr, QualType t,
                       SourceLocation l) {
  // A stack of the aggregates being filled.
  std::vector<std::vector<Value>> stack(1);
  walk(
      cgf, t, 0,
      [&](int64_t off, QualType lt) {
        stack.back().push_back(loadLeaf(cgf, byteOffset(cgf, ptr, off, l), lt, l));
      },
      [&](unsigned) { stack.emplace_back(); },
      [&] {
        Value agg = Value::aggregate(std::move(stack.back()));
        stack.pop_back();
        stack.back().push_back(std::move(agg));
      },
      l);
  return stack.back().front();
}

void storeMemoryObject(CodeGenFunction &cgf, mlir::Value ptr, QualType t,
                       const Value &v, SourceLocation l) {
  // The path to the leaf being written, and its value's parts.
  std::vector<std::pair<const Value *, unsigned>> stack;
  const Value *cur = &v;
  auto next = [&]() -> const Value * {
    if (stack.empty())
      return cur;
    auto &[agg, i] = stack.back();
    if (!agg || !agg->isAggregate() || i >= agg->getElems().size())
      return nullptr;
    return &agg->getElems()[i++];
  };
  walk(
      cgf, t, 0,
      [&](int64_t off, QualType lt) {
        const Value *leaf = next();
        if (!leaf || leaf->isUndef())
          return; // an unset part: memory keeps what it had
        storeLeaf(cgf, byteOffset(cgf, ptr, off, l), lt, *leaf, l);
      },
      [&](unsigned) {
        const Value *agg = next();
        stack.push_back({agg, 0});
      },
      [&] { stack.pop_back(); }, l);
}

} // namespace cutile::codegen
