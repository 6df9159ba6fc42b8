//===- CGScalar.cpp - C++ scalar arithmetic in tile code ------------------===//
//
// C++ scalars follow C++ semantics: both operands already have the type the
// usual arithmetic conversions picked (Clang's implicit casts say so).
// Constants fold here, with C++'s wrap-around for unsigned types; anything
// run-time becomes an op on 0-d tiles.
//
//===----------------------------------------------------------------------===//

#include "CGLocalArray.h"
#include "CGLocalMemory.h"
#include "clang/AST/ASTContext.h"

using namespace clang;

namespace cutile::codegen {

static mlir::Type tile0(mlir::Type elem) {
  return ir::TileType::get(elem.getContext(), {}, elem);
}

mlir::Value CodeGenFunction::materializeAs(const Value &v, mlir::Type tileType,
                                           SourceLocation l) {
  auto tt = llvm::dyn_cast<ir::TileType>(tileType);
  if (v.isSSA()) {
    mlir::Value s = v.getSSA();
    if (s.getType() == tileType)
      return s;
    // A 0-d value where a larger tile is wanted: broadcast it.
    auto st = llvm::dyn_cast<ir::TileType>(s.getType());
    if (tt && st && st.getShape().empty() &&
        st.getElementType() == tt.getElementType() && !tt.getShape().empty()) {
      llvm::SmallVector<int64_t> ones(tt.getShape().size(), 1);
      mlir::Value r = createOp("reshape", s, ir::TileType::get(&cgm.mctx, ones, st.getElementType()), {}, l)->getResult(0);
      return createOp("broadcast", r, tileType, {}, l)->getResult(0);
    }
    error(l, "internal error: a value of type " +
                 llvm::Twine(mlirTypeString(s.getType())) + " where " +
                 mlirTypeString(tileType) + " is needed");
  }
  if (llvm::isa<ir::TokenType>(tileType)) {
    return createOp("make_token", {}, tileType, {}, l)->getResult(0);
  }
  if (!tt)
    error(l, "internal error: cannot make a constant of type " +
                 llvm::Twine(mlirTypeString(tileType)));
  mlir::Type e = tt.getElementType();
  mlir::DenseElementsAttr attr;
  if (v.isUndef()) {
    // Reading an unset value is undefined in C++; any value will do, and
    // zero is the one that keeps the code deterministic.
    if (llvm::isa<ir::PointerType>(e)) {
      mlir::Value zero = materializeAs(Value::integer(llvm::APSInt(64, true), cgm.builder.getI64Type()),
                                       ir::TileType::get(&cgm.mctx, tt.getShape(), cgm.builder.getI64Type()), l);
      return createOp("int_to_ptr", zero, tileType, {}, l)->getResult(0);
    }
    if (auto ft = llvm::dyn_cast<mlir::FloatType>(e))
      attr = mlir::DenseElementsAttr::get(llvm::cast<mlir::ShapedType>(tileType),
                                          llvm::APFloat::getZero(ft.getFloatSemantics()));
    else
      attr = mlir::DenseElementsAttr::get(llvm::cast<mlir::ShapedType>(tileType),
                                          llvm::APInt(e.getIntOrFloatBitWidth(), 0));
  } else if (v.isInt()) {
    if (auto ft = llvm::dyn_cast<mlir::FloatType>(e)) {
      llvm::APFloat f(ft.getFloatSemantics());
      bool lost;
      (void)lost;
      f.convertFromAPInt(v.getInt(), v.getInt().isSigned(),
                         llvm::APFloat::rmNearestTiesToEven);
      attr = mlir::DenseElementsAttr::get(llvm::cast<mlir::ShapedType>(tileType), f);
    } else {
      if (!llvm::isa<mlir::IntegerType>(e))
        error(l, "internal error: integer constant for a non-integer tile");
      attr = mlir::DenseElementsAttr::get(
          llvm::cast<mlir::ShapedType>(tileType),
          v.getInt().extOrTrunc(e.getIntOrFloatBitWidth()));
    }
  } else if (v.isFloat()) {
    auto ft = llvm::dyn_cast<mlir::FloatType>(e);
    if (!ft)
      error(l, "internal error: float constant for a non-float tile");
    llvm::APFloat f = v.getFloat();
    bool lost;
    f.convert(ft.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
    attr = mlir::DenseElementsAttr::get(llvm::cast<mlir::ShapedType>(tileType), f);
  } else if (v.isNull()) {
    mlir::Value zero = materializeAs(Value::integer(llvm::APSInt(64, true), cgm.builder.getI64Type()),
                                     ir::TileType::get(&cgm.mctx, tt.getShape(), cgm.builder.getI64Type()), l);
    return createOp("int_to_ptr", zero, tileType, {}, l)->getResult(0);
  } else {
    // A pointer to a local where a pointer value is needed: the local
    // goes to memory (CGLocalMemory.cpp).
    requestMemoryFor(*this, v);
    nyi(l, "this value as a tile (an object, reference or string)");
  }
  auto op = ir::ConstantOp::create(b, loc(l), tileType,
                                   llvm::cast<mlir::DenseIntOrFPElementsAttr>(attr));
  return op.getResult();
}

mlir::Value CodeGenFunction::materialize(const Value &v, SourceLocation l) {
  if (v.isSSA())
    return v.getSSA();
  if (v.isInt() || v.isFloat())
    return materializeAs(v, tile0(v.getType()), l);
  nyi(l, "this value as a tile");
}

Value CodeGenFunction::constInt(int64_t v, QualType t, SourceLocation l) {
  mlir::Type e = cgm.elementType(t, l);
  if (!e)
    fail();
  if (auto ft = llvm::dyn_cast<mlir::FloatType>(e)) {
    llvm::APFloat f(ft.getFloatSemantics());
    f.convertFromAPInt(llvm::APInt(64, uint64_t(v), true), true,
                       llvm::APFloat::rmNearestTiesToEven);
    return Value::floating(f, e);
  }
  return Value::integer(
      llvm::APSInt(llvm::APInt(e.getIntOrFloatBitWidth(), uint64_t(v), true),
                   !cgm.isSigned(t)),
      e);
}

std::optional<bool> CodeGenFunction::constBool(const Value &v) {
  if (v.isInt())
    return !v.getInt().isZero();
  if (v.isFloat())
    return !v.getFloat().isZero();
  if (v.isNull())
    return false;
  if (v.isRef())
    return true;
  return std::nullopt;
}

static bool isFloatElem(mlir::Type t) { return llvm::isa<mlir::FloatType>(t); }

static mlir::Type elemOf(mlir::Value v) {
  return llvm::cast<ir::TileType>(v.getType()).getElementType();
}

Value CodeGenFunction::toBool(const Value &v, QualType t, SourceLocation l) {
  if (t->isBooleanType())
    return v;
  return convertScalar(v, t, cgm.ast.BoolTy, l);
}

Value CodeGenFunction::convertScalar(const Value &v, QualType from, QualType to,
                                     SourceLocation l) {
  if (from.getCanonicalType().getUnqualifiedType() ==
      to.getCanonicalType().getUnqualifiedType())
    return v;
  if (v.isUndef())
    return v;
  if (std::optional<Value> r = convertBlockScaleScalar(v, from, to, l))
    return *r;
  mlir::Type fe = cgm.elementType(from, l), te = cgm.elementType(to, l);
  if (!fe || !te)
    fail();
  bool toBoolean = to->isBooleanType();
  bool fromSigned = cgm.isSigned(from), toSigned = cgm.isSigned(to);
  // nvcc 13.5 never folds the conversion of a constant to __half,
  // __nv_bfloat16 or fp8: `__half(-INFINITY)`, `__half(0)`,
  // `__float2half(2.0f)`, `__nv_fp8_e4m3(1.5f)` are an f32/f64/i32 constant
  // and an ftof/itof (tileirdisasm). tileiras
  // treats a masked load's fill value differently when it sees a constant:
  // a two-pass __half softmax was 5747 SASS instructions and 255 registers
  // with the folded fill, 3371 and 139 so (issue 25; moe_permute's
  // scatter_rows on sm_100 233 -> 215 = nvcc's, with the offsets' order in
  // cuda_tile.h's __offset).
  if ((v.isInt() || v.isFloat()) && !toBoolean && fe != te && isNarrowFloat(to) &&
      fe.isIntOrFloat() && !fe.isInteger(1))
    return convertScalar(Value::ssa(materializeAs(v, tile0(fe), l)), from, to, l);
  // Constants: C++ semantics, computed here.
  if (v.isInt()) {
    const llvm::APSInt &i = v.getInt();
    if (toBoolean)
      return Value::integer(llvm::APSInt(llvm::APInt(1, !i.isZero()), true), te);
    if (auto ft = llvm::dyn_cast<mlir::FloatType>(te)) {
      llvm::APFloat f(ft.getFloatSemantics());
      f.convertFromAPInt(i, i.isSigned(), llvm::APFloat::rmNearestTiesToEven);
      return Value::floating(f, te);
    }
    llvm::APSInt r = i.extOrTrunc(te.getIntOrFloatBitWidth());
    r.setIsUnsigned(!toSigned);
    return Value::integer(r, te);
  }
  if (v.isFloat()) {
    const llvm::APFloat &f = v.getFloat();
    if (toBoolean)
      return Value::integer(llvm::APSInt(llvm::APInt(1, !f.isZero()), true), te);
    if (auto ft = llvm::dyn_cast<mlir::FloatType>(te)) {
      llvm::APFloat r = f;
      bool lost;
      r.convert(ft.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
      return Value::floating(r, te);
    }
    llvm::APSInt r(te.getIntOrFloatBitWidth(), !toSigned);
    bool exact;
    f.convertToInteger(r, llvm::APFloat::rmTowardZero, &exact);
    return Value::integer(r, te);
  }
  if (!v.isSSA())
    nyi(l, "converting this value");
  mlir::Value s = v.getSSA();
  mlir::Type rt = tile0(te);
  mlir::MLIRContext *ctx = &cgm.mctx;
  auto named = [&](llvm::StringRef n, mlir::Attribute a) {
    return mlir::NamedAttribute(mlir::StringAttr::get(ctx, n), a);
  };
  if (toBoolean) {
    Value zero = isFloatElem(fe)
                     ? Value::floating(llvm::APFloat::getZero(
                                           llvm::cast<mlir::FloatType>(fe).getFloatSemantics()),
                                       fe)
                     : Value::integer(llvm::APSInt(fe.getIntOrFloatBitWidth(), true), fe);
    return binaryScalar(BO_NE, v, zero, from, to, l);
  }
  unsigned fw = fe.getIntOrFloatBitWidth(), tw = te.getIntOrFloatBitWidth();
  if (!isFloatElem(fe) && !isFloatElem(te)) {
    if (fw == tw)
      return v;
    if (fw < tw)
      // bool widens as 0/1.
      return Value::ssa(createOp("exti", s, rt,
                                 {named("signedness", attrFor("signedness",
                                                              fromSigned && fw > 1))},
                                 l)->getResult(0));
    return Value::ssa(createOp("trunci", s, rt, {}, l)->getResult(0));
  }
  if (!isFloatElem(fe) && isFloatElem(te))
    return Value::ssa(createOp("itof", s, rt,
                               {named("signedness", attrFor("signedness", fromSigned && fw > 1)),
                                named("rounding_mode", attrFor("rounding_mode", 0))},
                               l)->getResult(0));
  if (isFloatElem(fe) && !isFloatElem(te))
    return Value::ssa(createOp("ftoi", s, rt,
                               {named("signedness", attrFor("signedness", toSigned)),
                                named("rounding_mode", attrFor("rounding_mode", 6))},
                               l)->getResult(0));
  if (fe == te)
    return v;
  return Value::ssa(createOp("ftof", s, rt,
                             {named("rounding_mode", attrFor("rounding_mode", 0))}, l)
                        ->getResult(0));
}

static int predicateOf(BinaryOperatorKind op) {
  switch (op) {
  case BO_EQ: return 0;
  case BO_NE: return 1;
  case BO_LT: return 2;
  case BO_LE: return 3;
  case BO_GT: return 4;
  case BO_GE: return 5;
  default: return -1;
  }
}

Value CodeGenFunction::binaryScalar(BinaryOperatorKind op, const Value &lhs,
                                    const Value &rhs, QualType opType,
                                    QualType resultType, SourceLocation l) {
  bool isSigned = cgm.isSigned(opType);
  int pred = predicateOf(op);
  // Constant folding.
  if (lhs.isInt() && rhs.isInt()) {
    llvm::APSInt a = lhs.getInt(), c = rhs.getInt();
    unsigned w = a.getBitWidth();
    llvm::APInt r;
    if (pred >= 0) {
      c = c.extOrTrunc(w);
      c.setIsUnsigned(a.isUnsigned());
      bool v = false;
      switch (op) {
      case BO_EQ: v = a == c; break;
      case BO_NE: v = a != c; break;
      case BO_LT: v = a < c; break;
      case BO_LE: v = a <= c; break;
      case BO_GT: v = a > c; break;
      default: v = a >= c; break;
      }
      return constInt(v, resultType, l);
    }
    llvm::APInt ci = c.extOrTrunc(w);
    llvm::APInt ai = a;
    switch (op) {
    case BO_Add: r = ai + ci; break;
    case BO_Sub: r = ai - ci; break;
    case BO_Mul: r = ai * ci; break;
    case BO_Div:
    case BO_Rem:
      if (ci.isZero())
        error(l, "division by zero in a constant");
      if (op == BO_Div)
        r = isSigned ? ai.sdiv(ci) : ai.udiv(ci);
      else
        r = isSigned ? ai.srem(ci) : ai.urem(ci);
      break;
    case BO_Shl: r = ai.shl(c.getZExtValue() % w); break;
    case BO_Shr:
      r = isSigned ? ai.ashr(c.getZExtValue() % w) : ai.lshr(c.getZExtValue() % w);
      break;
    case BO_And: r = ai & ci; break;
    case BO_Or: r = ai | ci; break;
    case BO_Xor: r = ai ^ ci; break;
    default:
      nyi(l, "this integer operator");
    }
    return Value::integer(llvm::APSInt(r, !isSigned), lhs.getType());
  }
  if (lhs.isFloat() && rhs.isFloat()) {
    llvm::APFloat a = lhs.getFloat(), c = rhs.getFloat();
    if (pred >= 0) {
      llvm::APFloat::cmpResult cr = a.compare(c);
      bool v = false;
      switch (op) {
      case BO_EQ: v = cr == llvm::APFloat::cmpEqual; break;
      case BO_NE: v = cr != llvm::APFloat::cmpEqual; break;
      case BO_LT: v = cr == llvm::APFloat::cmpLessThan; break;
      case BO_LE: v = cr == llvm::APFloat::cmpLessThan || cr == llvm::APFloat::cmpEqual; break;
      case BO_GT: v = cr == llvm::APFloat::cmpGreaterThan; break;
      default: v = cr == llvm::APFloat::cmpGreaterThan || cr == llvm::APFloat::cmpEqual; break;
      }
      return constInt(v, resultType, l);
    }
    auto rm = llvm::APFloat::rmNearestTiesToEven;
    switch (op) {
    case BO_Add: a.add(c, rm); break;
    case BO_Sub: a.subtract(c, rm); break;
    case BO_Mul: a.multiply(c, rm); break;
    case BO_Div: a.divide(c, rm); break;
    default:
      nyi(l, "this floating-point operator");
    }
    return Value::floating(a, lhs.getType());
  }
  // x*1, x+0, x-0, x|0, x<<0: the other operand (header loops multiply
  // strides starting from 1 and sum offsets starting from 0).
  auto isIntConst = [](const Value &v, int64_t k) {
    return v.isInt() && v.getInt().getSExtValue() == k;
  };
  if ((op == BO_Mul && isIntConst(lhs, 1)) || (op == BO_Add && isIntConst(lhs, 0)) ||
      (op == BO_Or && isIntConst(lhs, 0)))
    if (rhs.isSSA())
      return rhs;
  if (((op == BO_Mul || op == BO_Div) && isIntConst(rhs, 1)) ||
      ((op == BO_Add || op == BO_Sub || op == BO_Or || op == BO_Shl || op == BO_Shr) &&
       isIntConst(rhs, 0)))
    if (lhs.isSSA())
      return lhs;
  // Run time: ops on 0-d tiles.
  mlir::Type elem = cgm.elementType(opType, l);
  if (!elem)
    fail();
  mlir::Type t = tile0(elem);
  mlir::Value a = materializeAs(lhs, t, l);
  mlir::Value c;
  if (op == BO_Shl || op == BO_Shr) {
    // The shift count has its own promoted type; C++ converts it.
    Value cnt = rhs;
    if (cnt.isInt()) {
      llvm::APSInt ci = cnt.getInt().extOrTrunc(elem.getIntOrFloatBitWidth());
      cnt = Value::integer(ci, elem);
    }
    if (cnt.isSSA() && cnt.getSSA().getType() != t) {
      unsigned from = elemOf(cnt.getSSA()).getIntOrFloatBitWidth();
      unsigned to = elem.getIntOrFloatBitWidth();
      cnt = Value::ssa(createOp(from < to ? "exti" : "trunci", cnt.getSSA(), t,
                                from < to ? llvm::ArrayRef<mlir::NamedAttribute>{mlir::NamedAttribute(
                                                mlir::StringAttr::get(&cgm.mctx, "signedness"),
                                                attrFor("signedness", 0))}
                                          : llvm::ArrayRef<mlir::NamedAttribute>{},
                                l)->getResult(0));
    }
    c = materializeAs(cnt, t, l);
  } else {
    c = materializeAs(rhs, t, l);
  }
  mlir::MLIRContext *ctx = &cgm.mctx;
  auto named = [&](llvm::StringRef n, mlir::Attribute a) {
    return mlir::NamedAttribute(mlir::StringAttr::get(ctx, n), a);
  };
  mlir::Type i1 = tile0(cgm.builder.getI1Type());
  bool fp = isFloatElem(elem);
  if (pred >= 0) {
    mlir::Operation *o;
    if (fp)
      o = createOp("cmpf", {a, c}, i1,
                   {named("comparison_predicate", attrFor("comparison_predicate", pred)),
                    named("comparison_ordering",
                          attrFor("comparison_ordering", op == BO_NE ? 0 : 1))},
                   l);
    else
      o = createOp("cmpi", {a, c}, i1,
                   {named("comparison_predicate", attrFor("comparison_predicate", pred)),
                    named("signedness", attrFor("signedness", isSigned))},
                   l);
    return Value::ssa(o->getResult(0));
  }
  llvm::StringRef name;
  llvm::SmallVector<mlir::NamedAttribute, 2> attrs;
  if (fp) {
    switch (op) {
    case BO_Add: name = "addf"; break;
    case BO_Sub: name = "subf"; break;
    case BO_Mul: name = "mulf"; break;
    case BO_Div: name = "divf"; break;
    default: nyi(l, "this floating-point operator");
    }
    attrs.push_back(named("rounding_mode", attrFor("rounding_mode", 0)));
  } else {
    switch (op) {
    case BO_Add: name = "addi"; break;
    case BO_Sub: name = "subi"; break;
    case BO_Mul: name = "muli"; break;
    case BO_Div:
      name = "divi";
      attrs.push_back(named("signedness", attrFor("signedness", isSigned)));
      attrs.push_back(named("rounding", attrFor("rounding", 1)));
      break;
    case BO_Rem:
      name = "remi";
      attrs.push_back(named("signedness", attrFor("signedness", isSigned)));
      break;
    case BO_Shl: name = "shli"; break;
    case BO_Shr:
      name = "shri";
      attrs.push_back(named("signedness", attrFor("signedness", isSigned)));
      break;
    case BO_And: name = "andi"; break;
    case BO_Or: name = "ori"; break;
    case BO_Xor: name = "xori"; break;
    default: nyi(l, "this integer operator");
    }
    // Signed overflow is undefined in C++; nvcc marks signed add, sub and
    // mul no_signed_wrap, which lets tileiras keep 32-bit address
    // arithmetic narrow (a masked 64-element kernel: 104 -> 88 SASS
    // instructions, nvcc's count).
    if (isSigned && (op == BO_Add || op == BO_Sub || op == BO_Mul))
      attrs.push_back(named("overflow", attrFor("overflow", 1)));
  }
  return Value::ssa(createOp(name, {a, c}, t, attrs, l)->getResult(0));
}

Value CodeGenFunction::unaryScalar(UnaryOperatorKind op, const Value &v,
                                   QualType t, SourceLocation l) {
  if (op == UO_LNot) {
    Value b = toBool(v, t, l);
    if (auto c = constBool(b))
      return constInt(!*c, cgm.ast.BoolTy, l);
    return binaryScalar(BO_Xor, b, constInt(1, cgm.ast.BoolTy, l),
                        cgm.ast.BoolTy, cgm.ast.BoolTy, l);
  }
  if (v.isInt()) {
    llvm::APSInt i = v.getInt();
    llvm::APInt r = op == UO_Minus ? -i : ~i;
    return Value::integer(llvm::APSInt(r, i.isUnsigned()), v.getType());
  }
  if (v.isFloat() && op == UO_Minus) {
    llvm::APFloat f = v.getFloat();
    f.changeSign();
    return Value::floating(f, v.getType());
  }
  mlir::Type elem = cgm.elementType(t, l);
  if (!elem)
    fail();
  mlir::Value s = materializeAs(v, tile0(elem), l);
  if (op == UO_Minus)
    return Value::ssa(createOp(isFloatElem(elem) ? "negf" : "negi", s, s.getType(), {}, l)
                          ->getResult(0));
  if (op == UO_Not)
    return binaryScalar(BO_Xor, v, constInt(-1, t, l), t, t, l);
  nyi(l, "this unary operator");
}

Value CodeGenFunction::selectValue(const Value &cond, const Value &a,
                                   const Value &bv, SourceLocation l) {
  if (auto c = constBool(cond))
    return *c ? a : bv;
  if (a.sameAs(bv))
    return a;
  if (a.isAggregate() && bv.isAggregate() &&
      a.getElems().size() == bv.getElems().size()) {
    std::vector<Value> elems;
    for (size_t i = 0; i < a.getElems().size(); ++i)
      elems.push_back(selectValue(cond, a.getElems()[i], bv.getElems()[i], l));
    return Value::aggregate(std::move(elems));
  }
  mlir::Type t = a.isUndef() ? leafType(bv) : leafType(a);
  if (!t) {
    requestMemoryFor(*this, {a, bv});
    nyi(l, "choosing between these values at run time");
  }
  mlir::Value c = materialize(cond, l);
  // A scalar condition choosing between tiles (`n > 2 ? t : u`) is
  // broadcast to their shape: select takes a condition per element.
  if (auto tt = llvm::dyn_cast<ir::TileType>(t); tt && !tt.getShape().empty())
    c = materializeAs(cond, ir::TileType::get(&cgm.mctx, tt.getShape(),
                                               cgm.builder.getI1Type()),
                      l);
  mlir::Value x = materializeAs(a, t, l), y = materializeAs(bv, t, l);
  return Value::ssa(createOp("select", {c, x, y}, t, {}, l)->getResult(0));
}

Value CodeGenFunction::pointerAdd(const Value &p, const Value &idx,
                                  QualType idxType, bool subtract,
                                  SourceLocation l) {
  Value off = idx;
  // `offset` reads its index as signed: an unsigned index narrower than 64
  // bits is zero-extended first (nvcc does the same), so that p[u] with u
  // above INT_MAX, and p - u, mean what C++ says.
  if (p.isSSA() && idxType->isUnsignedIntegerType() &&
      cgm.ast.getTypeSize(idxType) < 64 &&
      (idx.isSSA() || (idx.isInt() && idx.getInt().isSignBitSet()) || subtract)) {
    off = convertScalar(idx, idxType, cgm.ast.UnsignedLongLongTy, l);
    idxType = cgm.ast.LongLongTy;
    if (off.isInt())
      off = Value::integer(llvm::APSInt(off.getInt(), false), off.getType());
  }
  if (subtract)
    off = unaryScalar(UO_Minus, off, idxType, l);
  if (p.isRef()) {
    LValue lv = LValue::of(p);
    if (lv.path.empty())
      nyi(l, "pointer arithmetic on a local object that is not an array");
    if (!off.isInt() || isDynamicStep(lv, lv.path.size() - 1))
      return dynamicElement(*this, lv, off, idxType, l).ref();
    lv.path.back() += unsigned(off.getInt().getSExtValue());
    return lv.ref();
  }
  if (!p.isSSA())
    error(l, "arithmetic on a null or undefined pointer in tile code");
  mlir::Value ptr = p.getSSA();
  mlir::Type it = off.isSSA() ? off.getSSA().getType() : tile0(off.getType());
  mlir::Value o = materializeAs(off, it, l);
  return Value::ssa(createOp("offset", {ptr, o}, ptr.getType(), {}, l)->getResult(0));
}

} // namespace cutile::codegen
