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
// then fields). A union or a class with bit-fields has no parts C++ lets
// tile code copy one by one, so it is copied as its bytes, one masked
// tile<Nxi8> load and store (N its size's next power of two), as nvcc 13.4
// copies it (probed); that byte tile is its value in registers.
//
//===----------------------------------------------------------------------===//

#include "CGMemoryObject.h"
#include "CGLocalMemory.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/Support/MathExtras.h"

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

/// Whether objects of type `t` are copied as their bytes.
static bool isByteBlob(QualType t) {
  const auto *rd = t->getAsRecordDecl();
  if (!rd)
    return false;
  return rd->isUnion() || llvm::any_of(rd->fields(), [](const FieldDecl *fd) {
           return fd->isBitField();
         });
}

/// The largest object copied as one byte tile.
static constexpr int64_t kMaxByteBlob = int64_t(1) << 16;

/// One masked access to the `bytes` bytes at the ptr<i8> `p` as a
/// tile<Nxi8>: a load when `stored` is null, else a store of it.
static mlir::Value byteTileAccess(CodeGenFunction &cgf, mlir::Value p,
                                  int64_t bytes, mlir::Value stored,
                                  SourceLocation l) {
  int64_t n = int64_t(llvm::PowerOf2Ceil(uint64_t(bytes)));
  if (bytes <= 0 || n > kMaxByteBlob)
    cgf.nyi(l, "copying a union or a class with bit-fields of " +
                   llvm::Twine(bytes) + " bytes");
  mlir::OpBuilder &b = cgf.b;
  mlir::MLIRContext *ctx = &cgf.cgm.mctx;
  auto tileOf = [&](llvm::ArrayRef<int64_t> shape, mlir::Type e) {
    return ir::TileType::get(ctx, shape, e);
  };
  mlir::Type i8 = b.getI8Type(), ptr8 = ir::PointerType::get(i8);
  p = castPtr(cgf, p, i8, l);
  mlir::Value iota =
      cgf.createOp("iota", {}, tileOf({n}, b.getI64Type()), {}, l)->getResult(0);
  mlir::Value p1 = cgf.createOp("reshape", p, tileOf({1}, ptr8), {}, l)->getResult(0);
  mlir::Value pn = cgf.createOp("broadcast", p1, tileOf({n}, ptr8), {}, l)->getResult(0);
  mlir::Value ptrs = cgf.createOp("offset", {pn, iota}, pn.getType(), {}, l)->getResult(0);
  llvm::SmallVector<bool> bits(size_t(n), false);
  for (int64_t i = 0; i < bytes; ++i)
    bits[size_t(i)] = true;
  auto maskT = llvm::cast<mlir::ShapedType>(tileOf({n}, b.getI1Type()));
  mlir::Value mask = ir::ConstantOp::create(
      b, cgf.loc(l), maskT,
      llvm::cast<mlir::DenseIntOrFPElementsAttr>(
          mlir::DenseElementsAttr::get(maskT, llvm::ArrayRef<bool>(bits))));
  bool write = bool(stored);
  unsigned cls = cgf.aliasClass(p);
  mlir::Value tok = cgf.tokenBefore(cls, write, l);
  // Operand segments: load (source, mask, padding, token), store
  // (destination, value, mask, token).
  llvm::SmallVector<mlir::Value, 4> ops{ptrs};
  llvm::SmallVector<int32_t, 4> segs;
  if (write) {
    ops.append({stored, mask});
    segs = {1, 1, 1};
  } else {
    ops.push_back(mask);
    segs = {1, 1, 0};
  }
  if (tok)
    ops.push_back(tok);
  segs.push_back(tok ? 1 : 0);
  llvm::SmallVector<mlir::Type, 2> types;
  if (!write)
    types.push_back(tileOf({n}, i8));
  types.push_back(ir::TokenType::get(ctx));
  mlir::Operation *op = cgf.createOp(
      write ? "store_ptr_tko" : "load_ptr_tko", ops, types,
      {b.getNamedAttr("memory_ordering_semantics",
                      cgf.attrFor("memory_ordering_semantics", 0))},
      l);
  op->setAttr("operandSegmentSizes", mlir::DenseI32ArrayAttr::get(ctx, segs));
  cgf.tokenAfter(cls, write, op->getResults().back(), l);
  return write ? mlir::Value() : op->getResult(0);
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
  if (!t->isRecordType() || !isByteObject(cgf.cgm, t) || isByteBlob(t)) {
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
    // A reference member is its referent's address, copied as a pointer
    // (nvcc 13.4 copies the class's bytes, the same i64).
    if (fd->getType()->isReferenceType()) {
      leaf(at + int64_t(layout.getFieldOffset(fd->getFieldIndex()) / 8),
           fd->getType());
      continue;
    }
    walk(cgf, fd->getType(),
         at + int64_t(layout.getFieldOffset(fd->getFieldIndex()) / 8), leaf,
         open, close, l);
  }
  close();
}

/// Whether every leaf of `v` is a zero constant.
static bool allZeroParts(const Value &v) {
  if (v.isAggregate())
    return llvm::all_of(v.getElems(), allZeroParts);
  if (v.isInt())
    return v.getInt().isZero();
  if (v.isFloat())
    return v.getFloat().isPosZero();
  return false;
}

static Value loadLeaf(CodeGenFunction &cgf, mlir::Value p, QualType t,
                      SourceLocation l) {
  if (isByteBlob(t))
    return Value::ssa(byteTileAccess(
        cgf, p, cgf.cgm.ast.getTypeSizeInChars(t).getQuantity(), {}, l));
  if (t->isReferenceType()) {
    QualType referee = t.getNonReferenceType();
    Value at = loadLeaf(cgf, p, cgf.cgm.ast.getPointerType(referee), l);
    return typedDeref(cgf, at, referee, l).ref();
  }
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

Value zeroBytes(CodeGenFunction &cgf, QualType t, SourceLocation l) {
  int64_t bytes = cgf.cgm.ast.getTypeSizeInChars(t).getQuantity();
  auto bt = llvm::cast<mlir::ShapedType>(ir::TileType::get(
      &cgf.cgm.mctx, {int64_t(llvm::PowerOf2Ceil(uint64_t(bytes)))},
      cgf.b.getI8Type()));
  return Value::ssa(ir::ConstantOp::create(
      cgf.b, cgf.loc(l), bt,
      llvm::cast<mlir::DenseIntOrFPElementsAttr>(
          mlir::DenseElementsAttr::get(bt, llvm::APInt(8, 0)))));
}

static void storeLeaf(CodeGenFunction &cgf, mlir::Value p, QualType t,
                      const Value &v, SourceLocation l) {
  mlir::Type i64 = tile0(cgf.b.getI64Type());
  if (isByteBlob(t)) {
    // Its value is the byte tile a copy read; one built part by part in
    // registers has no bytes yet.
    int64_t bytes = cgf.cgm.ast.getTypeSizeInChars(t).getQuantity();
    mlir::Value bs;
    if (v.isSSA()) {
      bs = v.getSSA();
    } else if (allZeroParts(v)) {
      // `S s{}`: its bytes are zeros.
      bs = zeroBytes(cgf, t, l).getSSA();
    } else {
      cgf.nyi(l, "storing a union or a class with bit-fields built in "
                 "registers to memory");
    }
    byteTileAccess(cgf, p, bytes, bs, l);
    return;
  }
  // C++ deletes the assignment of a class with a reference member, and tile
  // code constructs none in memory.
  if (t->isReferenceType())
    cgf.nyi(l, "writing a reference member to memory");
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
