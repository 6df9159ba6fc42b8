//===- CGLocalArray.cpp - Local arrays subscripted at run time ------------===//
//
// A local array is an aggregate of values like any object (CGValue.h), so a
// constant subscript is a path step. A run-time subscript `a[j]` in the body
// of a run-time loop puts the array's variable in an `alloca`, as nvcc 13.4
// does (CGLocalMemory.cpp): kept in registers as a select chain carried by
// the loop, tileiras unrolls the loop and selects among every element in
// each copy (906 SASS instructions against nvcc's 143 for a four-bucket
// histogram; 140 in memory, docs/codegen.md).
//
// Other run-time subscripts, and arrays that cannot live in memory (of
// tiles), keep the array where it is: the
// place records j (DynIndex), a read selects among the elements (a chain of
// `select` on j == i), and a write replaces every element i by
// `select(j == i, new, old)`. Loops and ifs carry and merge the elements as
// they do any local. The cost grows with the number of elements, so an
// access that would choose among more than kMaxChoices elements is not yet
// supported.
//
//===----------------------------------------------------------------------===//

#include "CGLocalArray.h"
#include "CGLocalMemory.h"
#include "clang/AST/ASTContext.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace clang;

namespace cutile::codegen {

static constexpr unsigned kMaxChoices = 256;

bool isDynamicStep(const LValue &lv, unsigned pos) {
  for (const DynIndex &d : lv.dyn)
    if (d.pos == pos)
      return true;
  return false;
}

LValue dynamicElement(CodeGenFunction &cgf, LValue place, const Value &idx,
                      QualType idxType, SourceLocation l) {
  ASTContext &ast = cgf.cgm.ast;
  // A run-time subscript fails a known-trip loop's trial run (the loop is
  // unrolled and the subscript becomes a constant), except a read of a
  // variable that cannot live in memory (an array of tiles): its selects
  // are not carried by the loop, and unrolled, the body is copied once per
  // element (kmeans_update's epilogue over acc[K]: 396 SASS instructions
  // unrolled, 313 as a loop, nvcc 333; docs/performance.md). Writes of such
  // an array count in storeDynamic.
  if (!ownerCannotLiveInMemory(cgf, place.obj))
    ++cgf.dynamicSubscripts;
  unsigned pos = place.path.size() - 1;
  // The array: the value one step up. Its size bounds the index.
  LValue arr = place;
  arr.path.pop_back();
  while (!arr.dyn.empty() && arr.dyn.back().pos >= arr.path.size())
    arr.dyn.pop_back();
  const Value &av = arr.anyElement();
  if (!av.isAggregate())
    cgf.nyi(l, "run-time arithmetic on a pointer to a local object that is "
               "not an array element");
  unsigned size = av.getElems().size();
  // Indices are compared as i64, as nvcc scales them to byte offsets in i64.
  QualType i64 = ast.LongLongTy;
  Value j = cgf.convertScalar(idx, idxType, i64, l);
  auto it = llvm::find_if(place.dyn, [&](const DynIndex &d) { return d.pos == pos; });
  if (it != place.dyn.end()) {
    Value base = Value::ssa(it->idx);
    j = cgf.binaryScalar(BO_Add, base, j, i64, i64, l);
    it->idx = cgf.materialize(j, l);
    return place;
  }
  if (unsigned k = place.path.back())
    j = cgf.binaryScalar(BO_Add, cgf.constInt(k, i64, l), j, i64, i64, l);
  if (j.isInt()) {
    place.path.back() = unsigned(j.getInt().getZExtValue());
    return place;
  }
  uint64_t choices = size;
  for (const DynIndex &d : place.dyn)
    choices *= d.size;
  // In the body of a run-time loop, the array's variable goes to memory
  // (restarting the kernel), as nvcc places it: a select chain carried by
  // the loop makes tileiras unroll it. Not during a trial run, which may yet
  // unroll the loop and make this subscript a constant. Outside loops
  // registers are smaller (batched_pointers_structs: 147 SASS instructions,
  // 307 in memory). Arrays that cannot live there (of tiles) keep the
  // selects.
  bool inLoop = !cgf.loops.empty() && !cgf.loops.back()->all;
  if (inLoop || choices > kMaxChoices)
    requestMemory(cgf, place.obj);
  if (choices > kMaxChoices) {
    cgf.nyi(l, "indexing a local array with a run-time index where the "
               "element is one of more than " +
                   llvm::Twine(kMaxChoices));
  }
  place.path.back() = 0;
  DynIndex d{pos, cgf.materialize(j, l), size};
  // Keep the subscripts in path order.
  auto at = llvm::find_if(place.dyn, [&](const DynIndex &e) { return e.pos > pos; });
  place.dyn.insert(at, d);
  if (place.dynLoc.isInvalid())
    place.dynLoc = l;
  return place;
}

/// j == i for the 0-d i64 index j.
static Value indexIs(CodeGenFunction &cgf, mlir::Value j, unsigned i,
                     SourceLocation l) {
  QualType i64 = cgf.cgm.ast.LongLongTy;
  return cgf.binaryScalar(BO_EQ, Value::ssa(j), cgf.constInt(i, i64, l), i64,
                          cgf.cgm.ast.BoolTy, l);
}

static Value readAt(CodeGenFunction &cgf, const LValue &lv, LValue &at,
                    unsigned k, SourceLocation l) {
  if (k == lv.dyn.size())
    return at.anyElement();
  const DynIndex &d = lv.dyn[k];
  at.path[d.pos] = d.size - 1;
  Value r = readAt(cgf, lv, at, k + 1, l);
  for (unsigned i = d.size - 1; i-- > 0;) {
    at.path[d.pos] = i;
    Value e = readAt(cgf, lv, at, k + 1, l);
    r = cgf.selectValue(indexIs(cgf, d.idx, i, l), e, r, l);
  }
  return r;
}

Value loadDynamic(CodeGenFunction &cgf, const LValue &lv, SourceLocation l) {
  LValue at = lv;
  at.dyn.clear();
  return readAt(cgf, lv, at, 0, l);
}

/// The element after a write of `v` under `cond`: an unset element takes
/// `v` (any value will do for it), others choose per leaf.
static Value merge(CodeGenFunction &cgf, const Value &cond, const Value &v,
                   const Value &old, SourceLocation l) {
  if (old.isUndef())
    return v;
  if (v.isAggregate() && old.isAggregate() &&
      v.getElems().size() == old.getElems().size()) {
    std::vector<Value> elems;
    for (size_t i = 0; i < v.getElems().size(); ++i)
      elems.push_back(merge(cgf, cond, v.getElems()[i], old.getElems()[i], l));
    return Value::aggregate(std::move(elems));
  }
  return cgf.selectValue(cond, v, old, l);
}

static void writeAt(CodeGenFunction &cgf, const LValue &lv, LValue &at,
                    unsigned k, const Value &cond, const Value &v,
                    SourceLocation l) {
  if (k == lv.dyn.size()) {
    Value &e = at.anyElement();
    e = merge(cgf, cond, v, e, l);
    return;
  }
  const DynIndex &d = lv.dyn[k];
  for (unsigned i = 0; i < d.size; ++i) {
    at.path[d.pos] = i;
    Value c = indexIs(cgf, d.idx, i, l);
    if (k)
      c = cgf.binaryScalar(BO_And, cond, c, cgf.cgm.ast.BoolTy,
                           cgf.cgm.ast.BoolTy, l);
    writeAt(cgf, lv, at, k + 1, c, v, l);
  }
}

/// Whether a and b are the same index: one value, or pure ops of one kind
/// on the same index (each subscript converts its index anew).
static bool sameIndex(mlir::Value a, mlir::Value b, unsigned depth = 4) {
  if (a == b)
    return true;
  mlir::Operation *x = a.getDefiningOp(), *y = b.getDefiningOp();
  if (!depth || !x || !y || x->getName() != y->getName() ||
      x->getAttrDictionary() != y->getAttrDictionary() ||
      x->getNumOperands() != y->getNumOperands() ||
      x->getNumResults() != 1 || !mlir::isMemoryEffectFree(x))
    return false;
  for (unsigned i = 0; i < x->getNumOperands(); ++i)
    if (!sameIndex(x->getOperand(i), y->getOperand(i), depth - 1))
      return false;
  return true;
}

/// Whether `r` is readAt's select chain over the elements of `lv` (one
/// run-time subscript) as they are now: a read of `lv`.
static bool isReadOf(const LValue &lv, mlir::Value r) {
  const DynIndex &d = lv.dyn[0];
  LValue at = lv;
  at.dyn.clear();
  auto elem = [&](unsigned i) {
    at.path[d.pos] = i;
    const Value &e = at.anyElement();
    return e.isSSA() ? e.getSSA() : mlir::Value();
  };
  for (unsigned i = 0; i + 1 < d.size; ++i) {
    auto sel = r.getDefiningOp<ir::SelectOp>();
    if (!sel || !elem(i) || sel.getValIfTrue() != elem(i))
      return false;
    mlir::Value c = sel.getCond();
    while (mlir::Operation *op = c.getDefiningOp()) {
      if (!llvm::isa<ir::BroadcastOp, ir::ReshapeOp>(op))
        break;
      c = op->getOperand(0);
    }
    auto cmp = c.getDefiningOp<ir::CmpIOp>();
    if (!cmp || cmp.getComparisonPredicate() != ir::ComparisonPredicate::EQUAL ||
        !sameIndex(cmp.getLhs(), d.idx))
      return false;
    mlir::DenseIntElementsAttr k;
    if (!mlir::matchPattern(cmp.getRhs(), mlir::m_Constant(&k)) ||
        !k.isSplat() || k.getSplatValue<llvm::APInt>() != i)
      return false;
    r = sel.getValIfFalse();
  }
  return elem(d.size - 1) && r == elem(d.size - 1);
}

/// `a[j] = a[j] + x` on an array of float tiles: every element i becomes
/// `a[i] + select(j == i, x, -0.0)` instead of `select(j == i, sum, a[i])`
/// after a select chain reads a[j]. x + -0.0 is x for every x when rounding
/// to nearest without flushing, so the others keep their values. tileiras
/// then needs no chain to read a[j]: kmeans_update<8,32> 367 -> 355 SASS
/// instructions on sm_90 (nvcc 348; docs/performance.md).
static bool storeAccumulate(CodeGenFunction &cgf, const LValue &lv,
                            const Value &v, SourceLocation l) {
  if (lv.dyn.size() != 1 || !v.isSSA())
    return false;
  auto add = v.getSSA().getDefiningOp<ir::AddFOp>();
  if (!add || add.getRoundingMode() != ir::RoundingMode::NEAREST_EVEN ||
      add.getFlushToZero())
    return false;
  mlir::Value x;
  if (isReadOf(lv, add.getLhs()))
    x = add.getRhs();
  else if (isReadOf(lv, add.getRhs()))
    x = add.getLhs();
  else
    return false;
  auto ft = llvm::cast<mlir::FloatType>(
      llvm::cast<ir::TileType>(x.getType()).getElementType());
  Value negZero = Value::floating(
      llvm::APFloat::getZero(ft.getFloatSemantics(), /*Negative=*/true), ft);
  const DynIndex &d = lv.dyn[0];
  LValue at = lv;
  at.dyn.clear();
  for (unsigned i = 0; i < d.size; ++i) {
    at.path[d.pos] = i;
    Value &e = at.anyElement();
    Value part = cgf.selectValue(indexIs(cgf, d.idx, i, l), Value::ssa(x),
                                 negZero, l);
    mlir::Value p = cgf.materialize(part, l);
    e = Value::ssa(cgf.createOp("addf", {e.getSSA(), p}, x.getType(),
                                add->getAttrs(), l)
                       ->getResult(0));
  }
  return true;
}

void storeDynamic(CodeGenFunction &cgf, const LValue &lv, const Value &v,
                  SourceLocation l) {
  // A write carries a select per element through a loop: the loop is
  // unrolled where it can be (dynamicElement).
  ++cgf.dynamicSubscripts;
  if (storeAccumulate(cgf, lv, v, l))
    return;
  LValue at = lv;
  at.dyn.clear();
  writeAt(cgf, lv, at, 0, Value(), v, l);
}

} // namespace cutile::codegen
