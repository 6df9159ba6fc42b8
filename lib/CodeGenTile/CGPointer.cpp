//===- CGPointer.cpp - Scalars in memory: *p, p[i], p->x ------------------===//
//
// A C++ pointer to memory is a 0-d pointer tile. Dereferencing it gives an
// lvalue in memory (LValue::mem) rather than an object: reading it is a
// `load_ptr_tko` and writing it a `store_ptr_tko` of a 0-d tile, both weak,
// as nvcc makes them. They join the token chains of the pointer's alias class
// (CGMemory.cpp) like ct::load/ct::store, so `p[i] += 1` stores after its
// load, and a scalar read after a tile store through the same class waits
// for it.
//
//===----------------------------------------------------------------------===//

#include "CGLocalArray.h"
#include "CGMemoryObject.h"
#include "CGStaticLocal.h"
#include "clang/AST/ASTContext.h"

using namespace clang;

namespace cutile::codegen {

static mlir::Type tile0(mlir::Type elem) {
  return ir::TileType::get(elem.getContext(), {}, elem);
}

/// The element type a scalar access through `ptr` reads or writes; null when
/// `ptr` is not a 0-d pointer tile to a numeric scalar.
static mlir::Type pointeeOf(mlir::Value ptr) {
  auto tt = llvm::dyn_cast<ir::TileType>(ptr.getType());
  if (!tt || !tt.getShape().empty())
    return {};
  auto pt = llvm::dyn_cast<ir::PointerType>(tt.getElementType());
  if (!pt)
    return {};
  mlir::Type e = pt.getPointeeType();
  if (llvm::isa<ir::PointerType>(e))
    return {};
  return e;
}

LValue CodeGenFunction::memoryLValue(mlir::Value ptr, SourceLocation l) {
  mlir::Type e = pointeeOf(ptr);
  if (!e)
    nyi(l, "reading or writing a pointer through a pointer to it (" +
               llvm::Twine(mlirTypeString(ptr.getType())) + ")");
  // A bool in memory is reached through ptr<i1> here, as ct::load and
  // ct::store of bool pointers do (nvcc spells it ptr<i8> and converts).
  LValue lv;
  lv.mem = ptr;
  return lv;
}

mlir::Value CodeGenFunction::emitScalarAccess(mlir::Value ptr, mlir::Value stored,
                                              SourceLocation l) {
  mlir::MLIRContext *ctx = &cgm.mctx;
  bool write = bool(stored);
  llvm::SmallVector<mlir::Value, 3> ops{ptr};
  // Operand segments: load (source, mask, padding, token), store
  // (destination, value, mask, token).
  llvm::SmallVector<int32_t, 4> segs{1};
  if (write) {
    ops.push_back(stored);
    segs.append({1, 0});
  } else {
    segs.append({0, 0});
  }
  unsigned cls = aliasClass(ptr);
  mlir::Value tok = tokenBefore(cls, write, l);
  if (tok)
    ops.push_back(tok);
  segs.push_back(tok ? 1 : 0);
  llvm::SmallVector<mlir::Type, 2> types;
  if (!write)
    types.push_back(tile0(pointeeOf(ptr)));
  types.push_back(ir::TokenType::get(ctx));
  mlir::NamedAttribute weak(mlir::StringAttr::get(ctx, "memory_ordering_semantics"),
                            attrFor("memory_ordering_semantics", 0));
  mlir::Operation *op = createOp(write ? "store_ptr_tko" : "load_ptr_tko", ops,
                                 types, {weak}, l);
  op->setAttr("operandSegmentSizes", mlir::DenseI32ArrayAttr::get(ctx, segs));
  if (mlir::Attribute h = pointerOpHints())
    op->setAttr("optimization_hints", h);
  tokenAfter(cls, write, op->getResults().back(), l);
  return write ? mlir::Value() : op->getResult(0);
}

Value CodeGenFunction::loadLValue(const LValue &lv, SourceLocation l) {
  if (lv.isDynamic())
    return loadDynamic(*this, lv, l);
  if (isStaticTile(*this, lv))
    return loadStaticTile(*this, lv, l);
  if (lv.isMemory() && !lv.memType.isNull())
    return loadMemoryObject(*this, lv.mem, lv.memType, l);
  if (!lv.isMemory())
    return lv.get();
  return Value::ssa(emitScalarAccess(lv.mem, {}, l));
}

void CodeGenFunction::storeLValue(const LValue &lv, const Value &v, SourceLocation l) {
  if (lv.isDynamic()) {
    storeDynamic(*this, lv, v, l);
    return;
  }
  if (isStaticTile(*this, lv)) {
    storeStaticTile(*this, lv, v, l);
    return;
  }
  if (lv.isMemory() && !lv.memType.isNull()) {
    storeMemoryObject(*this, lv.mem, lv.memType, v, l);
    return;
  }
  if (!lv.isMemory()) {
    lv.get() = v;
    return;
  }
  mlir::Value s = materializeAs(v, tile0(pointeeOf(lv.mem)), l);
  emitScalarAccess(lv.mem, s, l);
}

} // namespace cutile::codegen
