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

void storeDynamic(CodeGenFunction &cgf, const LValue &lv, const Value &v,
                  SourceLocation l) {
  // A write carries a select per element through a loop: the loop is
  // unrolled where it can be (dynamicElement).
  ++cgf.dynamicSubscripts;
  LValue at = lv;
  at.dyn.clear();
  writeAt(cgf, lv, at, 0, Value(), v, l);
}

} // namespace cutile::codegen
