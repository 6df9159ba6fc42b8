//===- CGNarrowFloat.cpp - __half, __nv_bfloat16 and fp8 in tile code ------===//
//
// The toolkit's narrow float classes (cuda_fp16.h, cuda_bf16.h, cuda_fp8.h)
// are scalars in tile code: f16, bf16, f8E4M3FN, f8E5M2 (CodeGenTypes). Their
// members and helpers are SIMT code (inline assembly, bit fiddling on the
// raw storage), so instead of running their bodies we recognize them by
// declaration and emit what nvcc emits for them: constructors from and
// conversions to arithmetic types are ftof/itof/ftoi (round to nearest
// even, C++ truncation to integers), the operators and __hadd & co. the
// float ops and comparisons in the narrow type.
//
//===----------------------------------------------------------------------===//

#include "CodeGenFunction.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace cutile::codegen {

bool CodeGenFunction::isNarrowFloat(QualType t) {
  t = t.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  return t->isRecordType() && cgm.classify(t) == TypeKind::Scalar;
}

/// Arithmetic scalars and narrow floats: what a conversion may go between.
static bool isNumeric(CodeGenFunction &cgf, QualType t) {
  t = t.getNonReferenceType().getCanonicalType();
  return t->isArithmeticType() || cgf.isNarrowFloat(t);
}

static bool fromToolkit(CodeGenModule &cgm, const FunctionDecl *fd) {
  return fd->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
         cgm.ast.getSourceManager().isInSystemHeader(fd->getLocation());
}

static bool isE8m0(QualType t) {
  const auto *rd = t.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl();
  return rd && rd->getName() == "__nv_fp8_e8m0" &&
         rd->getDeclContext()->getRedeclContext()->isTranslationUnit();
}

/// Scalar conversions from and to CUDA 13.5's fp4 (e2m1) and e8m0, as nvcc
/// 13.5 emits them. A scalar fp4 is a byte; since f4E2M1FN tiles must hold
/// an even number of values, nvcc converts a pair (the value and a zero)
/// and keeps the first: byte -> cat a zero byte -> unpack -> first nibble
/// of each byte -> ftof -> first element, and back the other way. e8m0
/// rounds toward +inf. Constants are converted at run time, as nvcc does.
std::optional<Value> CodeGenFunction::convertBlockScaleScalar(const Value &v,
                                                              QualType from,
                                                              QualType to,
                                                              SourceLocation l) {
  bool f4From = cgm.isFp4(from), f4To = cgm.isFp4(to);
  if (!f4From && !f4To && !isE8m0(from) && !isE8m0(to))
    return std::nullopt;
  // nvcc's front end refuses these scalars below sm_100 (its tile
  // conversions are declared for __CUDA_ARCH__ >= 1000 only); tiles of
  // them pass the front end and fail in tileiras.
  if (cgm.opts.smArch && cgm.opts.smArch < 100)
    error(l, "the '__nv_fp8_e8m0' and '__nv_fp4_e2m1' types are not supported "
             "in tile code for architectures below sm_100");
  mlir::MLIRContext *ctx = &cgm.mctx;
  mlir::OpBuilder &b = cgm.builder;
  auto tileOf = [&](llvm::ArrayRef<int64_t> shape, mlir::Type e) {
    return ir::TileType::get(ctx, shape, e);
  };
  auto op = [&](llvm::StringRef m, mlir::ValueRange ops, mlir::Type t,
                llvm::ArrayRef<mlir::NamedAttribute> attrs = {}) {
    return createOp(m, ops, t, attrs, l)->getResult(0);
  };
  auto named = [&](llvm::StringRef k, int64_t val) {
    mlir::Attribute a = k == "dim" ? mlir::Attribute(b.getI64IntegerAttr(val)) : attrFor(k, val);
    return mlir::NamedAttribute(mlir::StringAttr::get(ctx, k), a);
  };
  auto zeroOf = [&](llvm::ArrayRef<int64_t> shape, mlir::Type e) {
    Value z = llvm::isa<mlir::FloatType>(e)
                  ? Value::floating(llvm::APFloat::getZero(
                                        llvm::cast<mlir::FloatType>(e).getFloatSemantics()),
                                    e)
                  : Value::integer(llvm::APSInt(e.getIntOrFloatBitWidth(), false), e);
    return materializeAs(z, tileOf(shape, e), l);
  };
  mlir::Value c0 = materializeAs(constInt(0, cgm.ast.IntTy, l), tileOf({}, b.getI32Type()), l);
  mlir::Type f4 = b.getType<mlir::Float4E2M1FNType>(), i8 = b.getI8Type();
  auto ftof = [&](mlir::Value x, mlir::Type t) {
    bool e8 = llvm::isa<mlir::Float8E8M0FNUType>(llvm::cast<ir::TileType>(t).getElementType());
    return op("ftof", x, t, {named("rounding_mode", e8 ? 3 : 0)});
  };
  // A float type to go through where the other side is not floating point.
  auto viaFloat = [&](QualType t) {
    return t->isRealFloatingType() || isNarrowFloat(t) ? t : cgm.ast.FloatTy;
  };

  if (f4From) {
    QualType mid = viaFloat(to);
    mlir::Type te = cgm.elementType(mid, l);
    if (!te)
      fail();
    mlir::Value byte = materializeAs(v, tileOf({}, i8), l);
    mlir::Value two = op("cat", {op("reshape", byte, tileOf({1}, i8)), zeroOf({1}, i8)},
                         tileOf({2}, i8), {named("dim", 0)});
    mlir::Value pairs = op("reshape", op("unpack", two, tileOf({4}, f4)), tileOf({2, 2}, f4));
    mlir::Value firsts = op("reshape", op("extract", {pairs, c0, c0}, tileOf({2, 1}, f4)),
                            tileOf({2}, f4));
    mlir::Value conv = ftof(firsts, tileOf({2}, te));
    mlir::Value r = op("reshape", op("extract", {conv, c0}, tileOf({1}, te)), tileOf({}, te));
    return convertScalar(Value::ssa(r), mid, to, l);
  }
  if (f4To) {
    QualType mid = viaFloat(from);
    mlir::Type fe = cgm.elementType(mid, l);
    if (!fe)
      fail();
    mlir::Value x = materializeAs(convertScalar(v, from, mid, l), tileOf({}, fe), l);
    mlir::Value two = op("cat", {op("reshape", x, tileOf({1}, fe)), zeroOf({1}, fe)},
                         tileOf({2}, fe), {named("dim", 0)});
    mlir::Value col = op("reshape", ftof(two, tileOf({2}, f4)), tileOf({2, 1}, f4));
    mlir::Value pairs = op("cat", {col, zeroOf({2, 1}, f4)}, tileOf({2, 2}, f4),
                           {named("dim", 1)});
    mlir::Value bytes = op("pack", op("reshape", pairs, tileOf({4}, f4)), tileOf({2}, i8));
    return Value::ssa(op("reshape", op("extract", {bytes, c0}, tileOf({1}, i8)), tileOf({}, i8)));
  }
  // e8m0 on one side (the other a float, or an integer through float).
  if (isE8m0(to) && !from->isRealFloatingType() && !isNarrowFloat(from))
    nyi(l, "converting an integer to __nv_fp8_e8m0 (convert it to float first)");
  QualType mid = isE8m0(from) ? viaFloat(to) : from;
  mlir::Type me = cgm.elementType(mid, l), fe = cgm.elementType(from, l);
  if (!me || !fe)
    fail();
  if (isE8m0(from)) {
    mlir::Value x = materializeAs(v, tileOf({}, fe), l);
    return convertScalar(Value::ssa(ftof(x, tileOf({}, me))), mid, to, l);
  }
  mlir::Type te = cgm.elementType(to, l);
  mlir::Value x = materializeAs(v, tileOf({}, fe), l);
  return Value::ssa(ftof(x, tileOf({}, te)));
}

bool CodeGenFunction::runNarrowFloatConstructor(const LValue &dest,
                                                const CXXConstructorDecl *ctor,
                                                llvm::ArrayRef<Value> args,
                                                SourceLocation l) {
  QualType cls(cgm.ast.getCanonicalTagType(ctor->getParent()));
  if (!isNarrowFloat(cls) || ctor->getNumParams() != 1 || args.size() != 1 ||
      ctor->isCopyOrMoveConstructor())
    return false;
  QualType from = ctor->getParamDecl(0)->getType().getNonReferenceType();
  if (!isNumeric(*this, from))
    nyi(l, "constructing '" + ctor->getParent()->getNameAsString() + "' from '" +
               from.getAsString() + "' (construct it from a number)");
  Value a = args[0].isRef() ? loadLValue(LValue::of(args[0]), l) : args[0];
  storeLValue(dest, convertScalar(a, from, cls, l), l);
  return true;
}

std::optional<Value>
CodeGenFunction::emitNarrowFloatCall(const FunctionDecl *fd,
                                     std::optional<LValue> thisObj,
                                     llvm::ArrayRef<const Expr *> argExprs,
                                     SourceLocation l) {
  const auto *md = dyn_cast<CXXMethodDecl>(fd);
  QualType rt = fd->getReturnType();
  std::function<std::vector<Value>()> argValues = [&]() {
    std::vector<Value> vals = emitArgs(fd, argExprs);
    for (Value &v : vals)
      if (v.isRef())
        v = loadLValue(LValue::of(v), l);
    return vals;
  };

  // Members: `(float)h`, `h = 1.0f`.
  if (md && !md->isStatic()) {
    QualType cls(cgm.ast.getCanonicalTagType(md->getParent()));
    if (!isNarrowFloat(cls) || !thisObj)
      return std::nullopt;
    if (const auto *conv = dyn_cast<CXXConversionDecl>(md)) {
      QualType to = conv->getConversionType();
      if (!isNumeric(*this, to))
        nyi(l, "converting '" + md->getParent()->getNameAsString() + "' to '" +
                   to.getAsString() + "'");
      return convertScalar(loadLValue(*thisObj, l), cls, to, l);
    }
    if (md->isCopyAssignmentOperator() || md->isMoveAssignmentOperator())
      return std::nullopt;
    if (md->getOverloadedOperator() == OO_Equal && md->getNumParams() == 1) {
      QualType from = md->getParamDecl(0)->getType().getNonReferenceType();
      if (!isNumeric(*this, from))
        nyi(l, "assigning a '" + from.getAsString() + "' to '" +
                   md->getParent()->getNameAsString() + "'");
      std::vector<Value> vals = argValues();
      storeLValue(*thisObj, convertScalar(vals[0], from, cls, l), l);
      return thisObj->ref();
    }
    nyi(l, "the member '" + md->getNameAsString() + "' of '" +
               md->getParent()->getNameAsString() + "'");
  }
  if (md || !fromToolkit(cgm, fd))
    return std::nullopt;
  // Every parameter a narrow float (the postfix ++/-- dummy int aside).
  unsigned n = fd->getNumParams();
  bool allNarrow = n > 0;
  for (unsigned i = 0; i < n; ++i) {
    QualType pt = fd->getParamDecl(i)->getType();
    bool dummy = i == 1 && (fd->getOverloadedOperator() == OO_PlusPlus ||
                            fd->getOverloadedOperator() == OO_MinusMinus);
    allNarrow &= dummy || isNarrowFloat(pt);
  }
  QualType t0 = n ? fd->getParamDecl(0)->getType().getNonReferenceType()
                          .getCanonicalType().getUnqualifiedType()
                  : QualType();

  if (OverloadedOperatorKind oo = fd->getOverloadedOperator()) {
    if (!allNarrow)
      return std::nullopt;
    BinaryOperatorKind bop;
    bool compound = false, cmp = false;
    switch (oo) {
    case OO_Plus: bop = BO_Add; break;
    case OO_Minus: bop = BO_Sub; break;
    case OO_Star: bop = BO_Mul; break;
    case OO_Slash: bop = BO_Div; break;
    case OO_PlusEqual: bop = BO_Add, compound = true; break;
    case OO_MinusEqual: bop = BO_Sub, compound = true; break;
    case OO_StarEqual: bop = BO_Mul, compound = true; break;
    case OO_SlashEqual: bop = BO_Div, compound = true; break;
    case OO_EqualEqual: bop = BO_EQ, cmp = true; break;
    case OO_ExclaimEqual: bop = BO_NE, cmp = true; break;
    case OO_Less: bop = BO_LT, cmp = true; break;
    case OO_LessEqual: bop = BO_LE, cmp = true; break;
    case OO_Greater: bop = BO_GT, cmp = true; break;
    case OO_GreaterEqual: bop = BO_GE, cmp = true; break;
    case OO_PlusPlus:
    case OO_MinusMinus: {
      LValue place = emitLValue(argExprs[0]);
      Value old = loadLValue(place, l);
      // nvcc adds a constant one of the narrow type here (the header's
      // operator++ holds its bits), where __half(1) is an itof.
      auto ft = llvm::dyn_cast_or_null<mlir::FloatType>(cgm.elementType(t0, l));
      if (!ft)
        fail();
      Value one = Value::floating(llvm::APFloat::getOne(ft.getFloatSemantics()), ft);
      Value res = binaryScalar(oo == OO_PlusPlus ? BO_Add : BO_Sub, old, one, t0, t0, l);
      storeLValue(place, res, l);
      if (n == 2) // postfix: the old value
        return old;
      return place.ref();
    }
    default:
      nyi(l, "this operator of '" + t0.getAsString() + "'");
    }
    if (n == 1) { // unary + and -
      std::vector<Value> vals = argValues();
      return oo == OO_Minus ? unaryScalar(UO_Minus, vals[0], t0, l) : vals[0];
    }
    if (compound) {
      Value r = emitRValue(argExprs[1]);
      if (r.isRef())
        r = loadLValue(LValue::of(r), l);
      LValue place = emitLValue(argExprs[0]);
      Value res = binaryScalar(bop, loadLValue(place, l), r, t0, t0, l);
      storeLValue(place, res, l);
      return place.ref();
    }
    std::vector<Value> vals = argValues();
    return binaryScalar(bop, vals[0], vals[1], t0, cmp ? rt : t0, l);
  }

  // Named helpers.
  llvm::StringRef name = fd->getName();
  if (allNarrow && n == 2 && isNarrowFloat(rt)) {
    BinaryOperatorKind bop = llvm::StringSwitch<BinaryOperatorKind>(name)
                                 .Case("__hadd", BO_Add)
                                 .Case("__hsub", BO_Sub)
                                 .Case("__hmul", BO_Mul)
                                 .Case("__hdiv", BO_Div)
                                 .Default(BO_Comma);
    if (bop != BO_Comma) {
      std::vector<Value> vals = argValues();
      return binaryScalar(bop, vals[0], vals[1], t0, t0, l);
    }
  }
  if (allNarrow && n == 1 && name == "__hneg") {
    std::vector<Value> vals = argValues();
    return unaryScalar(UO_Minus, vals[0], t0, l);
  }
  if (allNarrow)
    if (auto v = emitNarrowFloatHelper(fd, argValues, l))
      return *v;
  if (n == 1 && (name.contains("_as_")) && isNumeric(*this, t0) &&
      isNumeric(*this, rt) && (isNarrowFloat(t0) || isNarrowFloat(rt))) {
    // __half_as_short & co.: the same bits.
    mlir::Type to = cgm.elementType(rt, l);
    std::vector<Value> vals = argValues();
    mlir::Value x = materialize(convertScalar(vals[0], t0, t0, l), l);
    return Value::ssa(createOp("bitcast", x, ir::TileType::get(&cgm.mctx, {}, to),
                               {}, l)->getResult(0));
  }
  // Conversions `__X2Y` (round to nearest even, also spelled `_rn`) and
  // `__X2Y_rz` to an integer (C++ truncation), between numeric types.
  if (n == 1 && name.starts_with("__") && name.contains('2') &&
      isNumeric(*this, t0) && isNumeric(*this, rt) &&
      (isNarrowFloat(t0) || isNarrowFloat(rt))) {
    bool toInt = rt->isIntegerType();
    bool fromFloat = !t0->isIntegerType();
    bool plain = !name.drop_front(2).contains('_');
    bool ok = (!toInt && (plain || name.ends_with("_rn"))) ||
              (toInt && fromFloat && name.ends_with("_rz"));
    if (!ok)
      nyi(l, "'" + name + "' (only the round-to-nearest conversions to floats "
                 "and the _rz conversions to integers)");
    std::vector<Value> vals = argValues();
    return convertScalar(vals[0], t0, rt, l);
  }
  return std::nullopt;
}

/// The helpers on narrow floats only (comparisons, min/max, math, fma,
/// saturation) that CUDA 13.4 offers tile code, as nvcc lowers them.
std::optional<Value> CodeGenFunction::emitNarrowFloatHelper(
    const FunctionDecl *fd, const std::function<std::vector<Value>()> &argValues,
    SourceLocation l) {
  llvm::StringRef name = fd->getName();
  unsigned n = fd->getNumParams();
  QualType t = fd->getParamDecl(0)->getType().getNonReferenceType()
                   .getCanonicalType().getUnqualifiedType();
  mlir::MLIRContext *ctx = &cgm.mctx;
  mlir::Type e = cgm.elementType(t, l);
  mlir::Type tt = ir::TileType::get(ctx, {}, e);
  auto named = [&](llvm::StringRef k, int64_t v) {
    return mlir::NamedAttribute(mlir::StringAttr::get(ctx, k), attrFor(k, v));
  };
  auto operands = [&]() {
    llvm::SmallVector<mlir::Value, 3> ops;
    for (const Value &v : argValues())
      ops.push_back(materializeAs(v, tt, l));
    return ops;
  };
  auto op = [&](llvm::StringRef m, mlir::ValueRange ops,
                llvm::ArrayRef<mlir::NamedAttribute> attrs = {}) {
    return createOp(m, ops, tt, attrs, l)->getResult(0);
  };
  auto clamp01 = [&](mlir::Value v) {
    mlir::Value zero = materializeAs(Value::integer(llvm::APSInt(32, false), cgm.builder.getI32Type()), tt, l);
    mlir::Value one = materializeAs(constInt(1, cgm.ast.IntTy, l), tt, l);
    return op("minf", {op("maxf", {v, zero}), one});
  };
  // Comparisons: ordered, or unordered with the `u` suffix.
  static const std::pair<llvm::StringRef, BinaryOperatorKind> cmps[] = {
      {"__heq", BO_EQ}, {"__hne", BO_NE}, {"__hlt", BO_LT},
      {"__hle", BO_LE}, {"__hgt", BO_GT}, {"__hge", BO_GE}};
  if (n == 2)
    for (auto [base, bop] : cmps) {
      bool unord = name == (base + "u").str();
      if (name != base && !unord)
        continue;
      llvm::SmallVector<mlir::Value, 3> ops = operands();
      int pred = bop == BO_EQ ? 0 : bop == BO_NE ? 1 : bop == BO_LT ? 2
               : bop == BO_LE ? 3 : bop == BO_GT ? 4 : 5;
      return Value::ssa(createOp("cmpf", ops, ir::TileType::get(ctx, {}, cgm.builder.getI1Type()),
                                 {named("comparison_predicate", pred),
                                  named("comparison_ordering", unord ? 0 : 1)},
                                 l)->getResult(0));
    }
  if (n == 2) {
    if (name == "__hmax" || name == "__hmin" || name == "__hmax_nan" ||
        name == "__hmin_nan") {
      llvm::SmallVector<mlir::NamedAttribute, 1> attrs;
      if (name.ends_with("_nan"))
        attrs.push_back(named("propagate_nan", 1));
      return Value::ssa(op(name.starts_with("__hmax") ? "maxf" : "minf", operands(), attrs));
    }
    llvm::StringRef m = llvm::StringSwitch<llvm::StringRef>(name)
                            .Cases("__hadd_rn", "__hadd_sat", "addf")
                            .Cases("__hsub_rn", "__hsub_sat", "subf")
                            .Cases("__hmul_rn", "__hmul_sat", "mulf")
                            .Default("");
    if (!m.empty()) {
      mlir::Value r = op(m, operands(), {named("rounding_mode", 0)});
      return Value::ssa(name.ends_with("_sat") ? clamp01(r) : r);
    }
  }
  if (n == 3 && (name == "__hfma" || name == "__hfma_sat" || name == "__hfma_relu")) {
    mlir::Value r = op("fma", operands(), {named("rounding_mode", 0)});
    if (name.ends_with("_sat"))
      r = clamp01(r);
    if (name.ends_with("_relu")) {
      mlir::Value zero = materializeAs(Value::integer(llvm::APSInt(32, false), cgm.builder.getI32Type()), tt, l);
      // A NaN stays NaN through the ReLU, as nvcc 13.4 lowers it.
      r = op("maxf", {r, zero}, {named("propagate_nan", 1)});
    }
    return Value::ssa(r);
  }
  if (n != 1)
    return std::nullopt;
  if (name == "__hisnan") {
    llvm::SmallVector<mlir::Value, 3> x = operands();
    return Value::ssa(createOp("cmpf", {x[0], x[0]}, ir::TileType::get(ctx, {}, cgm.builder.getI1Type()),
                               {named("comparison_predicate", 1),
                                named("comparison_ordering", 0)},
                               l)->getResult(0));
  }
  if (name == "__hisinf") {
    // -1 for -inf, 1 for +inf, 0 otherwise (an int).
    Value x = argValues()[0];
    llvm::APFloat inf = llvm::APFloat::getInf(llvm::cast<mlir::FloatType>(e).getFloatSemantics());
    Value pinf = Value::floating(inf, e);
    inf.changeSign();
    Value ninf = Value::floating(inf, e);
    QualType it = cgm.ast.IntTy;
    Value r = selectValue(binaryScalar(BO_EQ, x, ninf, t, cgm.ast.BoolTy, l),
                          constInt(-1, it, l), constInt(0, it, l), l);
    return selectValue(binaryScalar(BO_EQ, x, pinf, t, cgm.ast.BoolTy, l),
                       constInt(1, it, l), r, l);
  }
  if (name == "hrcp") {
    mlir::Value one = materializeAs(constInt(1, cgm.ast.IntTy, l), tt, l);
    return Value::ssa(op("divf", {one, operands()[0]}, {named("rounding_mode", 0)}));
  }
  llvm::StringRef m = llvm::StringSwitch<llvm::StringRef>(name)
                          .Case("__habs", "absf")
                          .Case("hsqrt", "sqrt")
                          .Case("hrsqrt", "rsqrt")
                          .Case("hexp", "exp")
                          .Case("hexp2", "exp2")
                          .Case("hlog", "log")
                          .Case("hlog2", "log2")
                          .Case("hsin", "sin")
                          .Case("hcos", "cos")
                          .Cases("htanh", "htanh_approx", "tanh")
                          .Case("hceil", "ceil")
                          .Case("hfloor", "floor")
                          .Default("");
  if (m.empty())
    return std::nullopt;
  llvm::SmallVector<mlir::NamedAttribute, 1> attrs;
  // sqrt rounds to nearest; exp and tanh take only full or approx, and
  // nvcc 13.4 gives hexp/htanh/htanh_approx full (its Tile IR).
  if (m == "sqrt")
    attrs.push_back(named("rounding_mode", int64_t(ir::RoundingMode::NEAREST_EVEN)));
  else if (m == "exp" || m == "tanh")
    attrs.push_back(named("rounding_mode", int64_t(ir::RoundingMode::FULL)));
  return Value::ssa(op(m, operands(), attrs));
}

} // namespace cutile::codegen
