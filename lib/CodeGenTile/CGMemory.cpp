//===- CGMemory.cpp - Token chains by alias class, and hints --------------===//
//
// Memory ops are ordered by alias class: accesses through one __restrict__
// kernel pointer form a class of their own, locals and globals in memory
// share one class, and a pointer whose object is not known (a plain kernel
// pointer among them, see below) is ordered against every class. Within a
// class a load waits for the last write, and a write waits for the last
// write and for the loads since (read tokens are kept only for classes that
// are ever written, which the first of the two code generation passes finds
// out). Loads of a read-only class thus carry no token at all, which leaves
// tileiras free to pipeline them.
//
// An op with acquire, release or acq_rel ordering is ordered against the
// memory ops of every class (allClasses): it waits for all of them before it
// and all after it wait for it, as nvcc 13.4 orders them (it threads one
// token through every memory op). Weak ops stay within their class.
//
// A relaxed atomic is a write to its own class, and every access after it,
// of any class, waits for it: nvcc 13.4 threads it through its one token
// chain too (probed), and tileiras keeps such a loop serial where, with the
// atomic left in its class, it pipelined the loads of later iterations
// ahead of it (a weighted histogram: 735 SASS instructions, nvcc 188). It
// also waits for the last write of every other class, so that each class's
// last write is the atomic alone afterwards: joining it to the class's own
// last write instead would carry a join that grows by one atomic every
// iteration of a loop. It does not wait for other classes' loads before it
// (nvcc's does; C++ does not ask it to), so a read-only class stays
// untracked (a split-K loop's loads before a final atomic carry no token).
//
// A pointer whose object is not known (a plain kernel pointer, carried by a
// loop, merged by an `if`, a select between two objects, read from memory,
// made from an integer) may reach any class: its writes are ordered as an
// acquire/release op's are, its reads wait for the last write of every
// class and count as reads of every class. nvcc 13.4 orders such accesses
// too (probed: `p = a` advanced in a loop, then `a[0]` read; a store through
// `float *y`, `c ? &x : &y` or a loaded pointer, then a __restrict__ read).
//
// The token state of each class lives in an object like any C++ local, so
// `if` and loops merge and carry it like everything else.
//
//===----------------------------------------------------------------------===//

#include "CodeGenFunction.h"

#include "cutile/Hints.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"

using namespace clang;

namespace cutile::codegen {

/// Ops whose result points into the object their first operand points
/// into: a pointer's class and its object are those of that operand.
static bool derivesFromOperand0(mlir::Operation *op) {
  llvm::StringRef n = op->getName().getStringRef();
  return n == "cuda_tile.offset" || n == "cuda_tile.broadcast" ||
         n == "cuda_tile.reshape" || n == "cuda_tile.assume" ||
         n == "cuda_tile.make_tensor_view" || n == "cuda_tile.make_partition_view" ||
         n == "cuda_tile.make_strided_view" ||
         n == "cuda_tile.make_gather_scatter_view" || n == "cuda_tile.permute" ||
         n == "cuda_tile.ptr_to_ptr" || n == "cuda_tile.extract";
}

/// The value a pointer is derived from by offsets, casts and views: a kernel
/// parameter, an alloca, a global, or whatever made it.
static mlir::Value pointerRoot(mlir::Value v) {
  for (unsigned steps = 0; steps < 64; ++steps) {
    mlir::Operation *op = v.getDefiningOp();
    if (!op || op->getNumOperands() == 0 || !derivesFromOperand0(op))
      return v;
    v = op->getOperand(0);
  }
  return v;
}

unsigned CodeGenFunction::aliasClass(mlir::Value v) {
  // A pointer's class is that of its root: paramClass holds kernel
  // arguments, which have no defining op.
  v = pointerRoot(v);
  if (auto it = paramClass.find(v); it != paramClass.end())
    return it->second;
  mlir::Operation *op = v.getDefiningOp();
  // A pointer carried by a loop or merged by an `if` may be based on any
  // kernel pointer, __restrict__ ones included (`p = a; ... p += 1`).
  if (!op || llvm::isa<ir::IfOp, ir::LoopOp, ir::ForOp>(op))
    return unknownClass;
  if (op->getNumOperands() == 0)
    return 0;
  llvm::StringRef n = op->getName().getStringRef();
  // A pointer read from memory or made from an integer may point
  // anywhere: nvcc 13.4 orders its accesses against every class too
  // (probed: a store through `h->p` or `(float *)addr`, then a read of a
  // __restrict__ `x`, which waits for it).
  if (n == "cuda_tile.int_to_ptr")
    return unknownClass;
  // A choice between two objects, even two locals or two plain pointers of
  // one class, is a pointer whose object is not known (nvcc 13.4 orders a
  // store through `c ? &below : &above` against every class); two places
  // in one object stay in its class.
  if (n == "cuda_tile.select" || n == "cuda_tile.cat") {
    unsigned i = n == "cuda_tile.select" ? 1 : 0;
    mlir::Value x = op->getOperand(i), y = op->getOperand(i + 1);
    unsigned a = aliasClass(x), c = aliasClass(y);
    return a == c && pointerRoot(x) == pointerRoot(y) ? a : unknownClass;
  }
  return 0;
}

Object *CodeGenFunction::tokenState(unsigned c) {
  auto it = tokenObjects.find(c);
  if (it != tokenObjects.end())
    return it->second;
  // [last write, reads since]
  Object *o = newObject(Value::aggregate({Value(), Value()}));
  tokenObjects[c] = o;
  return o;
}

/// The classes an ordering op (c == allClasses) waits for and orders: every
/// class but the print class, in a fixed order.
static llvm::SmallVector<unsigned> orderedClasses(
    const llvm::DenseMap<unsigned, Object *> &objects, unsigned printClass) {
  llvm::SmallVector<unsigned> cs;
  for (const auto &kv : objects)
    if (kv.first != printClass)
      cs.push_back(kv.first);
  llvm::sort(cs);
  return cs;
}

mlir::Value CodeGenFunction::joinTokens(llvm::ArrayRef<mlir::Value> toks,
                                        SourceLocation l) {
  if (toks.size() <= 1)
    return toks.empty() ? mlir::Value() : toks.front();
  return createOp("join_tokens", mlir::ValueRange(toks), ir::TokenType::get(&cgm.mctx),
                  {}, l)
      ->getResult(0);
}

mlir::Value CodeGenFunction::tokenBefore(unsigned c, bool isWrite, SourceLocation l) {
  if (c == unknownClass && !isWrite) {
    // A read that may be of any class waits for the last write of each.
    llvm::SetVector<mlir::Value> toks;
    for (unsigned k : orderedClasses(tokenObjects, printClass))
      if (Value &w = tokenState(k)->value.getElems()[0]; w.isSSA())
        toks.insert(w.getSSA());
    return joinTokens(toks.getArrayRef(), l);
  }
  if (c == allClasses || c == unknownClass) {
    // Everything before, in every class: the last writes and the reads since.
    llvm::SetVector<mlir::Value> toks;
    for (unsigned k : orderedClasses(tokenObjects, printClass)) {
      Object *o = tokenState(k);
      for (Value &v : o->value.getElems())
        if (v.isSSA())
          toks.insert(v.getSSA());
    }
    return joinTokens(toks.getArrayRef(), l);
  }
  Object *o = tokenState(c);
  Value &w = o->value.getElems()[0];
  Value &r = o->value.getElems()[1];
  llvm::SmallVector<mlir::Value, 2> toks;
  if (w.isSSA())
    toks.push_back(w.getSSA());
  if (isWrite && r.isSSA())
    toks.push_back(r.getSSA());
  return joinTokens(toks, l);
}

void CodeGenFunction::tokenAfter(unsigned c, bool isWrite, mlir::Value token,
                                 SourceLocation l) {
  if (c == unknownClass && !isWrite) {
    // A read of every class: each one's next write waits for it.
    for (unsigned k : orderedClasses(tokenObjects, printClass))
      tokenAfter(k, false, token, l);
    return;
  }
  if (c == allClasses || c == unknownClass) {
    // Everything after waits for it, as for a write to every class.
    for (unsigned k : orderedClasses(tokenObjects, printClass)) {
      storedClasses.insert(k);
      Object *o = tokenState(k);
      o->value.getElems()[0] = Value::ssa(token);
      o->value.getElems()[1] = Value();
    }
    return;
  }
  Object *o = tokenState(c);
  Value &w = o->value.getElems()[0];
  Value &r = o->value.getElems()[1];
  if (isWrite) {
    storedClasses.insert(c);
    w = Value::ssa(token);
    r = Value();
    return;
  }
  // The first pass tracks everything; the second only what a write reads.
  if (knownStores && !knownStores->count(c))
    return;
  r = Value::ssa(r.isSSA() ? joinTokens({r.getSSA(), token}, l) : token);
}

mlir::Value CodeGenFunction::relaxedTokenBefore(unsigned c, SourceLocation l) {
  llvm::SetVector<mlir::Value> toks;
  for (unsigned k : orderedClasses(tokenObjects, printClass)) {
    Object *o = tokenState(k);
    Value &w = o->value.getElems()[0];
    Value &r = o->value.getElems()[1];
    if (w.isSSA())
      toks.insert(w.getSSA());
    if ((k == c || c == unknownClass) && r.isSSA())
      toks.insert(r.getSSA());
  }
  return joinTokens(toks.getArrayRef(), l);
}

void CodeGenFunction::relaxedTokenAfter(unsigned c, mlir::Value token, SourceLocation l) {
  tokenAfter(c, /*isWrite=*/true, token, l);
  // The other classes keep their loads since their last write: a later
  // write there still waits for them (the atomic did not).
  for (unsigned k : orderedClasses(tokenObjects, printClass))
    if (k != c)
      tokenState(k)->value.getElems()[0] = Value::ssa(token);
}

//===----------------------------------------------------------------------===//
// Hints
//===----------------------------------------------------------------------===//

mlir::Attribute CodeGenFunction::hintsFor(llvm::ArrayRef<const AnnotateAttr *> attrs,
                                          bool onKernel) {
  // arch -> kind -> value; arch 0 applies to every target, and a hint for
  // the target itself overrides it.
  std::map<int64_t, std::map<std::string, mlir::Attribute>> byArch;
  mlir::MLIRContext *ctx = &cgm.mctx;
  for (const AnnotateAttr *a : attrs) {
    auto args = llvm::ArrayRef(a->args_begin(), a->args_end());
    if (args.empty())
      continue;
    Expr::EvalResult ar;
    if (!args[0]->EvaluateAsInt(ar, cgm.ast))
      continue;
    std::optional<int64_t> archOr = ar.Val.getInt().trySExtValue();
    if (!archOr || !hints::isKnownArch(*archOr))
      continue;
    int64_t arch = *archOr;
    for (size_t i = 1; i + 1 < args.size(); i += 2) {
      const Expr *k = args[i]->IgnoreParenImpCasts();
      if (const auto *ce = dyn_cast<ConstantExpr>(k))
        k = ce->getSubExpr()->IgnoreParenImpCasts();
      const auto *sl = dyn_cast<StringLiteral>(k);
      if (!sl)
        continue;
      Expr::EvalResult vr;
      if (args[i + 1]->isValueDependent() || !args[i + 1]->EvaluateAsInt(vr, cgm.ast))
        continue;
      // The value as written (`kind=value` converts it to int on the way).
      const Expr *w = args[i + 1]->IgnoreImpCasts();
      if (const auto *ce = dyn_cast<ConstantExpr>(w))
        w = ce->getSubExpr()->IgnoreImpCasts();
      if (w->isValueDependent() || !w->EvaluateAsInt(vr, cgm.ast))
        continue;
      std::optional<int64_t> vOr = vr.Val.getInt().trySExtValue();
      std::string kind = sl->getString().str();
      if (!vOr || !hints::invalidValueReason(kind, *vOr).empty() ||
          hints::where(kind) != (onKernel ? hints::Where::Kernel
                                          : hints::Where::Statement))
        continue;
      int64_t v = *vOr;
      mlir::Attribute val = kind == "allow_tma"
                                ? mlir::Attribute(mlir::BoolAttr::get(ctx, v != 0))
                                : mlir::Attribute(mlir::IntegerAttr::get(
                                      mlir::IntegerType::get(ctx, 64), v));
      byArch[arch][kind] = val;
    }
  }
  unsigned target = cgm.opts.smArch;
  // A module for one target gets that target's hints, merged; one for no
  // particular target (emulation) keeps them all, arch 0 as "default".
  std::map<std::string, std::map<std::string, mlir::Attribute>> keyed;
  if (target) {
    std::map<std::string, mlir::Attribute> merged = byArch[0];
    for (auto &[k, v] : byArch[int64_t(target) * 10])
      merged[k] = v;
    if (!merged.empty())
      keyed["sm_" + std::to_string(target)] = merged;
  } else {
    for (auto &[arch, kinds] : byArch)
      keyed[arch == 0 ? std::string("default") : "sm_" + std::to_string(arch / 10)] =
          kinds;
  }
  if (keyed.empty())
    return {};
  llvm::SmallVector<mlir::NamedAttribute> outer;
  for (auto &[key, kinds] : keyed) {
    llvm::SmallVector<mlir::NamedAttribute> inner;
    for (auto &[k, v] : kinds)
      inner.push_back(mlir::NamedAttribute(mlir::StringAttr::get(ctx, k), v));
    outer.push_back(mlir::NamedAttribute(mlir::StringAttr::get(ctx, key),
                                         mlir::DictionaryAttr::get(ctx, inner)));
  }
  return ir::OptimizationHintsAttr::get(ctx, mlir::DictionaryAttr::get(ctx, outer));
}

mlir::Attribute CodeGenFunction::pointerOpHints() {
  auto h = llvm::dyn_cast_or_null<ir::OptimizationHintsAttr>(currentOpHints);
  if (!h)
    return currentOpHints;
  mlir::MLIRContext *ctx = &cgm.mctx;
  llvm::SmallVector<mlir::NamedAttribute> outer;
  for (mlir::NamedAttribute perArch : h.getValue()) {
    auto kinds = llvm::dyn_cast<mlir::DictionaryAttr>(perArch.getValue());
    if (!kinds)
      continue;
    llvm::SmallVector<mlir::NamedAttribute> inner;
    for (mlir::NamedAttribute k : kinds)
      if (k.getName() != "allow_tma")
        inner.push_back(k);
    if (!inner.empty())
      outer.push_back(mlir::NamedAttribute(perArch.getName(),
                                           mlir::DictionaryAttr::get(ctx, inner)));
  }
  if (outer.empty())
    return {};
  return ir::OptimizationHintsAttr::get(ctx, mlir::DictionaryAttr::get(ctx, outer));
}

} // namespace cutile::codegen
