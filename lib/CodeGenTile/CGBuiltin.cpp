//===- CGBuiltin.cpp - Tile builtins to cuda_tile ops ---------------------===//
//
// A builtin (cuda_tile.h's __ir functions, see docs/builtins.md) names its op
// in an annotation; its template parameters named like the op's attributes
// carry those attributes, its parameters are the operands. Most ops follow
// that rule generically; memory ops also get their tokens (CGMemory.cpp),
// and a few ops need their regions or special attributes built here.
//
//===----------------------------------------------------------------------===//

#include "CodeGenFunction.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "mlir/IR/OperationSupport.h"

using namespace clang;

namespace cutile::codegen {

namespace {
constexpr llvm::StringLiteral kOpPrefix = "cutile.op:";
constexpr llvm::StringLiteral kIdentity = "cutile.identity";

/// Template arguments of a builtin by parameter name; packs keep all values.
struct TemplateValues {
  llvm::StringMap<llvm::SmallVector<int64_t, 4>> ints;
  bool has(llvm::StringRef n) const { return ints.count(n); }
  int64_t get(llvm::StringRef n) const {
    auto it = ints.find(n);
    return it == ints.end() || it->second.empty() ? 0 : it->second.front();
  }
};

void addArg(TemplateValues &tv, llvm::StringRef name, const TemplateArgument &a) {
  switch (a.getKind()) {
  case TemplateArgument::Integral:
    tv.ints[name].push_back(a.getAsIntegral().getExtValue());
    break;
  case TemplateArgument::Pack:
    tv.ints[name];
    for (const TemplateArgument &e : a.pack_elements())
      addArg(tv, name, e);
    break;
  default:
    break;
  }
}

TemplateValues templateValues(const FunctionDecl *fd) {
  TemplateValues tv;
  const TemplateArgumentList *args = fd->getTemplateSpecializationArgs();
  const FunctionTemplateDecl *ftd = fd->getPrimaryTemplate();
  if (!args || !ftd)
    return tv;
  const TemplateParameterList *params = ftd->getTemplateParameters();
  for (unsigned i = 0; i < params->size() && i < args->size(); ++i)
    addArg(tv, params->getParam(i)->getName(), args->get(i));
  return tv;
}

mlir::Type tileElem(mlir::Type t) {
  if (auto tt = llvm::dyn_cast<ir::TileType>(t))
    return tt.getElementType();
  return {};
}

/// A view with a padding value is what the masked members build.
bool viewHasPadding(mlir::Type view) {
  if (auto v = llvm::dyn_cast<ir::PartitionViewType>(view))
    return bool(v.getPaddingValue());
  if (auto v = llvm::dyn_cast<ir::StridedViewType>(view))
    return bool(v.getPaddingValue());
  if (auto v = llvm::dyn_cast<ir::GatherScatterViewType>(view))
    return bool(v.getPaddingValue());
  return true;
}

/// nvcc 13.5 marks every index of a load or store through a view without
/// padding (load, store, atomic_load, atomic_store of any view kind) as in
/// bounds, which C++ requires of those members; the masked members and
/// atomic_red_view_tko get nothing (probed with tileirdisasm). tileiras
/// drops the bounds handling for such accesses: nvcc 13.5's GEMM probe is
/// 2288 SASS instructions on sm_90 with it, 7016 without.
mlir::DenseBoolArrayAttr unpaddedInbounds(mlir::MLIRContext *ctx, int32_t numIndices) {
  llvm::SmallVector<bool, 4> all(numIndices, true);
  return mlir::DenseBoolArrayAttr::get(ctx, all);
}
} // namespace

bool CodeGenFunction::isBuiltin(const FunctionDecl *fd, llvm::StringRef &mnemonic,
                                bool &identity) {
  auto scan = [&](const FunctionDecl *d) {
    for (const auto *a : d->specific_attrs<AnnotateAttr>()) {
      llvm::StringRef s = a->getAnnotation();
      if (s.consume_front(kOpPrefix)) {
        mnemonic = s;
        return true;
      }
      if (s == kIdentity) {
        identity = true;
        return true;
      }
    }
    return false;
  };
  if (scan(fd))
    return true;
  if (const FunctionDecl *pattern = fd->getTemplateInstantiationPattern())
    return scan(pattern);
  return false;
}

mlir::Attribute CodeGenFunction::attrFor(llvm::StringRef name, int64_t v) {
  mlir::MLIRContext *ctx = &cgm.mctx;
  using namespace ir;
  if (name == "rounding_mode" || name == "rounding")
    return RoundingModeAttr::get(ctx, RoundingMode(v));
  if (name == "signedness" || name == "signedness_lhs" || name == "signedness_rhs")
    return SignednessAttr::get(ctx, Signedness(v));
  if (name == "overflow")
    return IntegerOverflowAttr::get(ctx, IntegerOverflow(v));
  if (name == "comparison_predicate")
    return ComparisonPredicateAttr::get(ctx, ComparisonPredicate(v));
  if (name == "comparison_ordering")
    return ComparisonOrderingAttr::get(ctx, ComparisonOrdering(v));
  if (name == "memory_ordering_semantics")
    return MemoryOrderingSemanticsAttr::get(ctx, MemoryOrderingSemantics(v));
  if (name == "memory_scope")
    return v < 0 ? mlir::Attribute() : MemoryScopeAttr::get(ctx, MemoryScope(v));
  if (name == "mode")
    return AtomicRMWModeAttr::get(ctx, AtomicRMWMode(v));
  if (name == "flush_to_zero" || name == "propagate_nan" || name == "fast_acc" ||
      name == "saturating")
    return v ? mlir::UnitAttr::get(ctx) : mlir::Attribute();
  if (name == "reverse")
    return mlir::BoolAttr::get(ctx, v != 0);
  if (name == "dim")
    return mlir::IntegerAttr::get(mlir::IntegerType::get(ctx, 32), v);
  return mlir::IntegerAttr::get(mlir::IntegerType::get(ctx, 64), v);
}

mlir::Operation *CodeGenFunction::createOp(llvm::StringRef mnemonic,
                                           mlir::ValueRange operands,
                                           mlir::TypeRange results,
                                           llvm::ArrayRef<mlir::NamedAttribute> attrs,
                                           SourceLocation l) {
  std::string name = ("cuda_tile." + mnemonic).str();
  mlir::OperationState st(loc(l), name);
  st.addOperands(operands);
  st.addTypes(results);
  mlir::Operation *op = b.create(st);
  // Inherent attributes go through setAttr so they land in the properties.
  for (const mlir::NamedAttribute &a : attrs)
    if (a.getValue())
      op->setAttr(a.getName(), a.getValue());
  return op;
}

/// The identity element of a reduction combiner for element type `e`.
static mlir::Attribute identityFor(int combiner, mlir::Type e, bool isSigned) {
  // combiner order: addf addi mulf muli maxf minf maxi mini andi ori xori
  if (auto ft = llvm::dyn_cast<mlir::FloatType>(e)) {
    const llvm::fltSemantics &s = ft.getFloatSemantics();
    llvm::APFloat v = llvm::APFloat::getZero(s);
    if (combiner == 2)
      v = llvm::APFloat::getOne(s);
    else if (combiner == 4)
      v = llvm::APFloat::getInf(s, /*Negative=*/true);
    else if (combiner == 5)
      v = llvm::APFloat::getInf(s, /*Negative=*/false);
    return mlir::FloatAttr::get(e, v);
  }
  unsigned w = e.getIntOrFloatBitWidth();
  llvm::APInt v(w, 0);
  switch (combiner) {
  case 3: v = llvm::APInt(w, 1); break;
  case 6: v = isSigned ? llvm::APInt::getSignedMinValue(w) : llvm::APInt::getMinValue(w); break;
  case 7: v = isSigned ? llvm::APInt::getSignedMaxValue(w) : llvm::APInt::getMaxValue(w); break;
  case 8: v = llvm::APInt::getAllOnes(w); break;
  default: break;
  }
  return mlir::IntegerAttr::get(e, v);
}

static llvm::StringRef combinerOp(int c) {
  static const char *names[] = {"addf", "addi", "mulf", "muli", "maxf", "minf",
                                "maxi", "mini", "andi", "ori",  "xori"};
  return c >= 0 && c < 11 ? names[c] : "";
}

// max_element/min_element as nvcc 13.4 lowers them (read from its Tile IR):
// one reduce over the values and their positions; the body keeps the pair
// whose value compares greater (less), or the lower position when the
// values are equal. The identities are the value reduction's and 0.
Value CodeGenFunction::emitReducePosition(const FunctionDecl *fd, bool isMax,
                                          int dim, mlir::Value values,
                                          mlir::Value positions,
                                          SourceLocation l) {
  mlir::MLIRContext *ctx = &cgm.mctx;
  auto named = [&](llvm::StringRef n, mlir::Attribute a) {
    return mlir::NamedAttribute(mlir::StringAttr::get(ctx, n), a);
  };
  mlir::Type e = tileElem(values.getType());
  bool isFloat = llvm::isa<mlir::FloatType>(e);
  bool isSigned = true;
  if (const TemplateArgumentList *ta = fd->getTemplateSpecializationArgs())
    if (const auto *spec =
            cgm.specializationOf(ta->get(ta->size() - 2).getAsType(), "tile"))
      isSigned = cgm.isSigned(spec->getTemplateArgs()[0].getAsType());
  // The identities of maxf/minf (combiners 4, 5) and maxi/mini (6, 7).
  int comb = isFloat ? (isMax ? 4 : 5) : (isMax ? 6 : 7);
  mlir::Type pe = tileElem(positions.getType());
  mlir::ArrayAttr ids = mlir::ArrayAttr::get(
      ctx, {identityFor(comb, e, isSigned), mlir::IntegerAttr::get(pe, 0)});
  auto op = ir::ReduceOp::create(b, loc(l), mlir::ValueRange{values, positions},
                                 dim, ids);
  mlir::Block &body = op->getRegion(0).front();
  mlir::OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToEnd(&body);
  mlir::Value v0 = body.getArgument(0), v1 = body.getArgument(1);
  mlir::Value p0 = body.getArgument(2), p1 = body.getArgument(3);
  mlir::Type i1 = ir::TileType::get(ctx, {}, b.getI1Type());
  auto pred = [&](ir::ComparisonPredicate p) {
    return named("comparison_predicate", attrFor("comparison_predicate", int64_t(p)));
  };
  auto compare = [&](ir::ComparisonPredicate p, mlir::Value x, mlir::Value y,
                     bool fp, bool sgn) {
    if (fp)
      return createOp("cmpf", {x, y}, i1,
                      {pred(p), named("comparison_ordering",
                                      attrFor("comparison_ordering", 1))},
                      l)
          ->getResult(0);
    return createOp("cmpi", {x, y}, i1,
                    {pred(p), named("signedness", attrFor("signedness", sgn))}, l)
        ->getResult(0);
  };
  mlir::Value earlier =
      compare(ir::ComparisonPredicate::LESS_THAN, p0, p1, false, false);
  mlir::Value better =
      compare(isMax ? ir::ComparisonPredicate::GREATER_THAN
                    : ir::ComparisonPredicate::LESS_THAN,
              v0, v1, isFloat, isSigned);
  mlir::Value same = compare(ir::ComparisonPredicate::EQUAL, v0, v1, isFloat, isSigned);
  mlir::Value tie = createOp("andi", {same, earlier}, i1, {}, l)->getResult(0);
  mlir::Value keep = createOp("ori", {tie, better}, i1, {}, l)->getResult(0);
  mlir::Value v = createOp("select", {keep, v0, v1}, v0.getType(), {}, l)->getResult(0);
  mlir::Value p = createOp("select", {keep, p0, p1}, p0.getType(), {}, l)->getResult(0);
  ir::YieldOp::create(b, loc(l), mlir::ValueRange{v, p});
  return Value::ssa(op->getResult(1));
}

Value CodeGenFunction::emitBuiltin(const FunctionDecl *fd, llvm::StringRef m,
                                   llvm::ArrayRef<Value> args, QualType resultType,
                                   SourceLocation l) {
  TemplateValues tv = templateValues(fd);
  mlir::MLIRContext *ctx = &cgm.mctx;
  // A tile of one fp4 is its byte (CodeGenTypes): the header moves it with
  // reshape and select and converts it itself; an op that would read it as
  // f4E2M1FN would get a byte instead.
  auto oneFp4 = [&](QualType t) {
    const auto *spec = cgm.specializationOf(t.getNonReferenceType(), "tile");
    if (!spec || !cgm.isFp4(spec->getTemplateArgs()[0].getAsType()))
      return false;
    mlir::Type vt = cgm.valueType(t.getNonReferenceType(), l);
    return vt && llvm::cast<ir::TileType>(vt).getElementType().isInteger(8);
  };
  if (m != "reshape" && m != "select") {
    bool one = !resultType->isVoidType() && oneFp4(resultType);
    for (const ParmVarDecl *p : fd->parameters())
      one = one || oneFp4(p->getType());
    if (one)
      nyi(l, "'" + m.str() + "' of a tile of one __nv_fp4_e2m1 (convert or broadcast it first)");
  }
  auto named = [&](llvm::StringRef n, mlir::Attribute a) {
    return mlir::NamedAttribute(mlir::StringAttr::get(ctx, n), a);
  };
  auto operand = [&](size_t i) -> mlir::Value {
    if (i >= args.size())
      error(l, "internal error: builtin '" + fd->getNameAsString() +
                   "' is missing an operand");
    return materialize(args[i], l);
  };

  // Result types: void, one leaf, or results<T, N>.
  llvm::SmallVector<mlir::Type> resultTypes;
  bool multi = false;
  resultType = resultType.getNonReferenceType();
  if (!resultType->isVoidType()) {
    if (const auto *spec = cgm.specializationOf(resultType, "results")) {
      multi = true;
      mlir::Type t = cgm.valueType(spec->getTemplateArgs()[0].getAsType(), l);
      if (!t)
        fail();
      for (int64_t i = 0, n = spec->getTemplateArgs()[1].getAsIntegral().getExtValue();
           i < n; ++i)
        resultTypes.push_back(t);
    } else {
      mlir::Type t = cgm.valueType(resultType, l);
      if (!t)
        fail();
      resultTypes.push_back(t);
    }
  }
  auto wrap = [&](mlir::Operation *op) -> Value {
    if (multi) {
      std::vector<Value> rs;
      for (unsigned i = 0; i < resultTypes.size(); ++i)
        rs.push_back(Value::ssa(op->getResult(i)));
      // results<T, N> is a struct with one array member.
      return Value::aggregate({Value::aggregate(std::move(rs))});
    }
    if (resultTypes.empty())
      return Value::undef();
    return Value::ssa(op->getResult(0));
  };

  // Bool tiles that choose (memory-op masks, select conditions) go through
  // i8 and back (exti, cmpi ne 0), as nvcc 13.4 spells them: a C++ bool is a
  // byte. tileiras schedules the op better for it (measured by editing our
  // IR, sm_90 SASS instructions: masks, a persistent rmsnorm 1463 -> 1229;
  // select conditions, an int clamp/leaky/sign kernel 74 -> 67, nvcc's 67).
  auto viaBytes = [&](mlir::Value cond) -> mlir::Value {
    auto mt = llvm::cast<ir::TileType>(cond.getType());
    if (!mt.getElementType().isInteger(1))
      return cond;
    // Already a byte compared with zero (a constant bool tile): as is.
    if (mlir::Operation *d = cond.getDefiningOp();
        d && d->getName().getStringRef() == "cuda_tile.cmpi" &&
        llvm::cast<ir::TileType>(d->getOperand(0).getType()).getElementType().isInteger(8) &&
        d->getAttrOfType<ir::ComparisonPredicateAttr>("comparison_predicate").getValue() ==
            ir::ComparisonPredicate::NOT_EQUAL)
      return cond;
    mlir::Type i8 = mlir::IntegerType::get(ctx, 8);
    mlir::Type bytes = ir::TileType::get(ctx, mt.getShape(), i8);
    mlir::Value wide =
        createOp("exti", cond, bytes, {named("signedness", attrFor("signedness", 0))}, l)
            ->getResult(0);
    mlir::Value zero = materializeAs(
        Value::integer(llvm::APSInt(llvm::APInt(8, 0), false), i8), bytes, l);
    return createOp("cmpi", {wide, zero}, mt,
                    {named("comparison_predicate",
                           attrFor("comparison_predicate",
                                   int64_t(ir::ComparisonPredicate::NOT_EQUAL))),
                     named("signedness", attrFor("signedness", 1))},
                    l)
        ->getResult(0);
  };
  // A select condition broadcast from a smaller bool tile makes the round
  // trip at its own shape and is broadcast after it, as nvcc orders them: at
  // the full shape tileiras emitted fewer tensor-core ops for a masked
  // flash-attention score tile (sm_100: 48 HMMA-class instructions, nvcc and
  // this order 64).
  auto selectCondition = [&](mlir::Value cond) -> mlir::Value {
    mlir::Operation *def = cond.getDefiningOp();
    if (!def || def->getName().getStringRef() != "cuda_tile.broadcast")
      return viaBytes(cond);
    mlir::Value narrow = viaBytes(def->getOperand(0));
    // The first broadcast stays for any other use; unused, cleanup drops it.
    return createOp("broadcast", narrow, cond.getType(), {}, l)->getResult(0);
  };

  if (m == "constant") {
    auto tt = llvm::cast<ir::TileType>(resultTypes[0]);
    int64_t v = tv.get("value");
    mlir::Type e = tt.getElementType();
    Value c;
    if (auto ft = llvm::dyn_cast<mlir::FloatType>(e)) {
      llvm::APFloat f(ft.getFloatSemantics());
      f.convertFromAPInt(llvm::APInt(64, uint64_t(v), true), true,
                         llvm::APFloat::rmNearestTiesToEven);
      c = Value::floating(f, e);
    } else if (e.isIntOrFloat()) {
      c = Value::integer(llvm::APSInt(llvm::APInt(e.getIntOrFloatBitWidth(), uint64_t(v), true)), e);
    } else {
      // The header makes no such constant; a misuse of __ir must not crash.
      error(l, "internal error: __ir::constant of " +
                   llvm::Twine(mlirTypeString(tt)) + " (only numbers)");
    }
    return Value::ssa(materializeAs(c, tt, l));
  }

  if (m == "reduce" && fd->getName() == "reduce_position")
    return emitReducePosition(fd, tv.get("is_max") != 0, int(tv.get("dim")),
                              operand(0), operand(1), l);

  if (m == "reduce" || m == "scan") {
    mlir::Value src = operand(0);
    int dim = int(tv.get("dim"));
    int comb = int(tv.get("body"));
    mlir::Type e = tileElem(src.getType());
    QualType srcElemTy;
    bool isSigned = true;
    if (const TemplateArgumentList *ta = fd->getTemplateSpecializationArgs()) {
      QualType T = ta->get(ta->size() - 1).getAsType();
      if (const auto *spec = cgm.specializationOf(T, "tile"))
        isSigned = cgm.isSigned(spec->getTemplateArgs()[0].getAsType());
      else
        isSigned = cgm.isSigned(T);
    }
    mlir::ArrayAttr ids = mlir::ArrayAttr::get(ctx, {identityFor(comb, e, isSigned)});
    mlir::Operation *op;
    if (m == "reduce")
      op = ir::ReduceOp::create(b, loc(l), mlir::ValueRange{src}, dim, ids);
    else
      op = ir::ScanOp::create(b, loc(l), mlir::ValueRange{src}, dim,
                              tv.get("reverse") != 0, ids);
    mlir::Block &body = op->getRegion(0).front();
    mlir::OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToEnd(&body);
    llvm::SmallVector<mlir::NamedAttribute, 3> attrs;
    llvm::StringRef cop = combinerOp(comb);
    if (cop == "addf" || cop == "mulf") {
      attrs.push_back(named("rounding_mode", attrFor("rounding_mode", tv.get("rounding_mode"))));
      attrs.push_back(named("flush_to_zero", attrFor("flush_to_zero", tv.get("flush_to_zero"))));
    } else if (cop == "maxf" || cop == "minf") {
      attrs.push_back(named("propagate_nan", attrFor("propagate_nan", tv.get("propagate_nan"))));
      attrs.push_back(named("flush_to_zero", attrFor("flush_to_zero", tv.get("flush_to_zero"))));
    } else if (cop == "maxi" || cop == "mini") {
      attrs.push_back(named("signedness", attrFor("signedness", isSigned)));
    }
    mlir::Value x = body.getArgument(0), acc = body.getArgument(1);
    mlir::Value r = createOp(cop, {x, acc}, x.getType(), attrs, l)->getResult(0);
    ir::YieldOp::create(b, loc(l), mlir::ValueRange{r});
    return Value::ssa(op->getResult(0));
  }

  if (m == "assume") {
    mlir::Value v = operand(0);
    mlir::Attribute pred;
    llvm::StringRef name = fd->getName();
    if (name.ends_with("div_by"))
      pred = ir::DivByAttr::get(ctx, uint64_t(tv.get("divisor")), std::nullopt,
                                std::nullopt);
    else if (name.ends_with("bounded"))
      pred = ir::BoundedAttr::get(
          ctx, tv.get("has_lb") ? std::optional<int64_t>(tv.get("lb")) : std::nullopt,
          tv.get("has_ub") ? std::optional<int64_t>(tv.get("ub")) : std::nullopt);
    else
      pred = ir::SameElementsAttr::get(
          ctx, mlir::DenseI64ArrayAttr::get(ctx, tv.ints["values"]));
    return Value::ssa(ir::AssumeOp::create(b, loc(l), v, pred).getResult());
  }

  if (m == "make_tensor_view") {
    auto tvt = llvm::cast<ir::TensorViewType>(resultTypes[0]);
    unsigned nShape = llvm::count(tvt.getShape(), ir::TensorViewType::kDynamic);
    llvm::SmallVector<mlir::Value> ops{operand(0)};
    for (size_t i = 1; i < args.size(); ++i)
      ops.push_back(operand(i));
    mlir::Operation *op = createOp(m, ops, resultTypes, {}, l);
    int32_t n = int32_t(ops.size()) - 1;
    op->setAttr("operandSegmentSizes",
                mlir::DenseI32ArrayAttr::get(ctx, {1, int32_t(nShape), n - int32_t(nShape)}));
    return wrap(op);
  }

  // Memory ops: tokens by alias class, hints from the statement.
  bool isLoadPtr = m == "load_ptr_tko", isStorePtr = m == "store_ptr_tko";
  bool isLoadView = m == "load_view_tko", isStoreView = m == "store_view_tko";
  bool isRmw = m == "atomic_rmw_tko", isCas = m == "atomic_cas_tko";
  bool isRed = m == "atomic_red_view_tko", isPrint = m == "print_tko";
  if (isLoadPtr || isStorePtr || isLoadView || isStoreView || isRmw || isCas ||
      isRed || isPrint) {
    llvm::SmallVector<mlir::Value> ops;
    llvm::SmallVector<int32_t> segs;
    mlir::Value memRef;
    bool write = !(isLoadPtr || isLoadView);
    bool masked = fd->getName().ends_with("__masked");
    llvm::SmallVector<mlir::NamedAttribute> attrs;
    if (!isPrint) {
      attrs.push_back(named("memory_ordering_semantics",
                            attrFor("memory_ordering_semantics",
                                    tv.get("memory_ordering_semantics"))));
      attrs.push_back(named("memory_scope", attrFor("memory_scope",
                                                    tv.has("memory_scope") ? tv.get("memory_scope") : -1)));
    }
    auto maskOperand = [&](size_t i) { return viaBytes(operand(i)); };
    if (isLoadPtr) {
      memRef = operand(0);
      ops.push_back(memRef);
      // The masked form's paddingValue is optional (absent when the call
      // has no third argument).
      bool padded = masked && args.size() > 2;
      segs = {1, masked ? 1 : 0, padded ? 1 : 0};
      if (masked)
        ops.push_back(maskOperand(1));
      if (padded)
        ops.push_back(operand(2));
    } else if (isStorePtr) {
      memRef = operand(0);
      ops = {memRef, operand(1)};
      segs = {1, 1, masked ? 1 : 0};
      if (masked)
        ops.push_back(maskOperand(2));
    } else if (isLoadView) {
      memRef = operand(0);
      ops.push_back(memRef);
      for (size_t i = 1; i < args.size(); ++i)
        ops.push_back(operand(i));
      segs = {1, int32_t(args.size() - 1)};
    } else if (isStoreView) {
      memRef = operand(1);
      ops = {operand(0), memRef};
      for (size_t i = 2; i < args.size(); ++i)
        ops.push_back(operand(i));
      segs = {1, 1, int32_t(args.size() - 2)};
    } else if (isRmw) {
      memRef = operand(0);
      ops = {memRef, operand(1)};
      segs = {1, 1, masked ? 1 : 0};
      if (masked)
        ops.push_back(maskOperand(2));
      attrs.push_back(named("mode", attrFor("mode", tv.get("mode"))));
    } else if (isCas) {
      memRef = operand(0);
      ops = {memRef, operand(1), operand(2)};
      segs = {1, 1, 1, masked ? 1 : 0};
      if (masked)
        ops.push_back(maskOperand(3));
    } else if (isRed) {
      // C++ passes (view, value, index...); the op wants (view, index..., value).
      memRef = operand(0);
      ops.push_back(memRef);
      for (size_t i = 2; i < args.size(); ++i)
        ops.push_back(operand(i));
      ops.push_back(operand(1));
      segs = {1, int32_t(args.size() - 2), 1};
      attrs.push_back(named("mode", attrFor("mode", tv.get("mode"))));
    } else {
      // print_tko: (str, args...)
      if (args.empty() || args[0].kind() != Value::Kind::String)
        error(l, "ct::print needs a string literal as its format");
      attrs.push_back(named("str", mlir::StringAttr::get(ctx, args[0].getString())));
      for (size_t i = 1; i < args.size(); ++i)
        ops.push_back(operand(i));
      segs = {int32_t(args.size() - 1)};
    }
    // View indices must share one integer type; C++ lets them differ
    // (an int block index with a size_t loop counter): widen to the widest.
    // A gather/scatter view's row tile keeps its shape.
    if (isLoadView || isStoreView || isRed) {
      size_t first = isStoreView ? 2 : 1;
      size_t last = isRed ? ops.size() - 1 : ops.size();
      unsigned width = 0;
      for (size_t i = first; i < last; ++i)
        width = std::max(width, tileElem(ops[i].getType()).getIntOrFloatBitWidth());
      mlir::Type wideElem = mlir::IntegerType::get(ctx, width);
      for (size_t i = first; i < last; ++i) {
        if (tileElem(ops[i].getType()) == wideElem)
          continue;
        auto shape = llvm::cast<ir::TileType>(ops[i].getType()).getShape();
        ops[i] = createOp("exti", ops[i], ir::TileType::get(ctx, shape, wideElem),
                          {named("signedness", attrFor("signedness", 1))}, l)
                     ->getResult(0);
      }
    }
    // acquire (2), release (3), acq_rel (4): ordered against every class;
    // relaxed (1, an atomic): a write to its class that every later access
    // waits for (CGMemory.cpp).
    int64_t order = isPrint ? 0 : tv.get("memory_ordering_semantics");
    bool fence = order >= 2, relaxed = order == 1;
    unsigned cls = isPrint ? printClass : fence ? allClasses : aliasClass(memRef);
    write = write || fence || relaxed;
    mlir::Value tok = relaxed ? relaxedTokenBefore(cls, l) : tokenBefore(cls, write, l);
    if (tok)
      ops.push_back(tok);
    segs.push_back(tok ? 1 : 0);
    llvm::SmallVector<mlir::Type> types(resultTypes);
    if (isStorePtr || isStoreView || isRed || isPrint)
      types.clear();
    types.push_back(ir::TokenType::get(ctx));
    mlir::Operation *op = createOp(m, ops, types, attrs, l);
    op->setAttr("operandSegmentSizes", mlir::DenseI32ArrayAttr::get(ctx, segs));
    if (mlir::Attribute h = isLoadView || isStoreView ? currentOpHints
                            : isLoadPtr || isStorePtr ? pointerOpHints()
                                                      : mlir::Attribute())
      op->setAttr("optimization_hints", h);
    if ((isLoadView || isStoreView) && !viewHasPadding(memRef.getType()))
      op->setAttr("inbounds", unpaddedInbounds(ctx, segs[isStoreView ? 2 : 1]));
    if (relaxed)
      relaxedTokenAfter(cls, op->getResults().back(), l);
    else
      tokenAfter(cls, write, op->getResults().back(), l);
    if (types.size() == 1)
      return Value::undef();
    return Value::ssa(op->getResult(0));
  }

  // A reshape or broadcast to the type it already has is no op at all (a
  // 0-d tile's conversion to its scalar).
  if ((m == "reshape" || m == "broadcast") && args.size() == 1 &&
      resultTypes.size() == 1 && operand(0).getType() == resultTypes[0])
    return Value::ssa(operand(0));

  // Bitwise ops of bool tiles work on bytes, and a bool tile's conversion
  // widens those bytes, as nvcc's (CGBoolTile.cpp).
  if ((m == "andi" || m == "ori" || m == "xori") && args.size() == 2) {
    mlir::Value a = operand(0), c = operand(1);
    auto t = llvm::cast<ir::TileType>(a.getType());
    // `!m` is `m ^ true` in the header: nvcc's `!` stays on i1.
    auto isConst = [](mlir::Value v) { return v.getDefiningOp<ir::ConstantOp>(); };
    if (t.getElementType().isInteger(1) && !t.getShape().empty() && c.getType() == t &&
        !isConst(a) && !isConst(c))
      return emitBoolTileBitwise(m, a, c, l);
  }
  if (m == "exti" && args.size() == 1 && resultTypes.size() == 1 &&
      tv.has("signedness") && tv.get("signedness") == 0)
    if (mlir::Value x = boolBytesOf(operand(0))) {
      if (x.getType() == resultTypes[0])
        return Value::ssa(x);
      return Value::ssa(createOp("exti", x, resultTypes[0],
                                 {named("signedness", attrFor("signedness", 0))}, l)
                            ->getResult(0));
    }

  // Everything else: operands in order, attributes by name.
  llvm::SmallVector<mlir::Value> ops;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].kind() == Value::Kind::String)
      continue;
    ops.push_back(m == "select" && i == 0 ? selectCondition(operand(i)) : operand(i));
  }
  llvm::SmallVector<mlir::NamedAttribute> attrs;
  std::optional<mlir::RegisteredOperationName> info =
      mlir::RegisteredOperationName::lookup(("cuda_tile." + m).str(), ctx);
  if (!info)
    error(l, "internal error: builtin '" + fd->getNameAsString() +
                 "' names the unknown op 'cuda_tile." + m + "'");
  for (mlir::StringAttr an : info->getAttributeNames()) {
    llvm::StringRef n = an.getValue();
    if (n == "permutation") {
      llvm::SmallVector<int32_t> perm;
      for (int64_t v : tv.ints["permutation"])
        perm.push_back(int32_t(v));
      attrs.push_back(named(n, mlir::DenseI32ArrayAttr::get(ctx, perm)));
      continue;
    }
    if (n == "dim" && m == "cat") {
      attrs.push_back(named(n, mlir::IntegerAttr::get(mlir::IntegerType::get(ctx, 64),
                                                      tv.get("dim"))));
      continue;
    }
    if (n == "message" && m == "assert") {
      if (args.size() < 2 || args[1].kind() != Value::Kind::String)
        error(l, "ct::assert needs a string literal as its message");
      attrs.push_back(named(n, mlir::StringAttr::get(ctx, args[1].getString())));
      continue;
    }
    if (tv.has(n))
      attrs.push_back(named(n, attrFor(n, tv.get(n))));
  }
  mlir::Operation *op = createOp(m, ops, resultTypes, attrs, l);
  return wrap(op);
}

std::optional<Value> CodeGenFunction::emitLibcCall(const CallExpr *ce,
                                                   const FunctionDecl *fd) {
  if (!fd->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
      !fd->isExternC())
    return std::nullopt;
  llvm::StringRef name = fd->getName();
  SourceLocation l = ce->getExprLoc();
  if (name == "printf" || name == "vprintf") {
    if (name == "vprintf")
      nyi(l, "vprintf");
    const Expr *fmt = ce->getArg(0)->IgnoreParenImpCasts();
    const auto *sl = dyn_cast<StringLiteral>(fmt);
    if (!sl)
      error(l, "printf in tile code needs a string literal format");
    // The same op ct::print makes: the format and the arguments as tiles.
    std::vector<Value> vals{Value::string(sl->getString())};
    for (unsigned i = 1; i < ce->getNumArgs(); ++i) {
      Value v = emitRValue(ce->getArg(i));
      if (v.kind() == Value::Kind::String)
        nyi(ce->getArg(i)->getExprLoc(), "printing a string argument");
      vals.push_back(v);
    }
    emitBuiltin(fd, "print_tko", vals, cgm.ast.VoidTy, l);
    // printf returns the number of characters; tile code cannot know it.
    return constInt(0, cgm.ast.IntTy, l);
  }
  return emitToolkitScalarCall(ce, fd);
}

// CUDA 13.5's device_functions.h and common_functions.h make __trap and the
// high-half multiplies tile builtins (lib/Sema allows them from 13.5 on);
// these are the ops nvcc 13.5 emits for them (probed).
std::optional<Value> CodeGenFunction::emitToolkitScalarCall(const CallExpr *ce,
                                                            const FunctionDecl *fd) {
  llvm::StringRef name = fd->getName();
  SourceLocation l = ce->getExprLoc();
  mlir::MLIRContext *ctx = &cgm.mctx;
  if (name == "__trap" && ce->getNumArgs() == 0) {
    // An assert that always fails, naming where the trap is.
    const SourceManager &sm = cgm.ast.getSourceManager();
    PresumedLoc p = sm.getPresumedLoc(sm.getFileLoc(l));
    std::string msg = (p.isValid() ? std::string(p.getFilename()) + ":" +
                                         std::to_string(p.getLine()) + ": "
                                   : std::string()) +
                      "__trap() encountered";
    createOp("assert", materialize(falseValue(), l), {},
             {mlir::NamedAttribute(mlir::StringAttr::get(ctx, "message"),
                                   mlir::StringAttr::get(ctx, msg))},
             l);
    return Value::undef();
  }
  bool umulhi = name == "__umulhi", umul64hi = name == "__umul64hi";
  if ((umulhi || umul64hi || name == "__mulhi") && ce->getNumArgs() == 2) {
    QualType t = fd->getParamDecl(0)->getType();
    std::vector<Value> vals = emitArgs(fd, llvm::ArrayRef(ce->getArgs(), 2));
    for (Value &v : vals)
      if (v.isRef())
        v = loadLValue(LValue::of(v), l);
    if (umulhi || umul64hi) {
      mlir::Type tt = ir::TileType::get(ctx, {}, mlir::IntegerType::get(ctx, umulhi ? 32 : 64));
      mlir::Value a = materializeAs(vals[0], tt, l);
      mlir::Value b = materializeAs(vals[1], tt, l);
      return Value::ssa(createOp("mulhii", {a, b}, {tt}, {}, l)->getResult(0));
    }
    // __mulhi: nvcc widens to 64 bits, multiplies (without overflow flags:
    // the product of two 32-bit values fits) and shifts arithmetically (no
    // signed mulhii); an argument used twice is widened once.
    QualType wide = cgm.ast.LongLongTy, uwide = cgm.ast.UnsignedLongLongTy;
    Value a = convertScalar(vals[0], t, wide, l);
    Value b = vals[1].sameAs(vals[0]) ? a : convertScalar(vals[1], t, wide, l);
    Value prod = binaryScalar(BO_Mul, convertScalar(a, wide, uwide, l),
                              convertScalar(b, wide, uwide, l), uwide, uwide, l);
    Value hi = binaryScalar(BO_Shr, convertScalar(prod, uwide, wide, l),
                            constInt(32, wide, l), wide, wide, l);
    return convertScalar(hi, wide, fd->getReturnType(), l);
  }
  return std::nullopt;
}


} // namespace cutile::codegen
