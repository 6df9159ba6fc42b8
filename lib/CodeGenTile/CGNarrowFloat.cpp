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
  auto argValues = [&]() {
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
      Value res = binaryScalar(oo == OO_PlusPlus ? BO_Add : BO_Sub, old,
                               convertScalar(constInt(1, cgm.ast.IntTy, l),
                                             cgm.ast.IntTy, t0, l),
                               t0, t0, l);
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
    BinaryOperatorKind bop;
    if (name == "__hadd")
      bop = BO_Add;
    else if (name == "__hsub")
      bop = BO_Sub;
    else if (name == "__hmul")
      bop = BO_Mul;
    else if (name == "__hdiv")
      bop = BO_Div;
    else
      return std::nullopt;
    std::vector<Value> vals = argValues();
    return binaryScalar(bop, vals[0], vals[1], t0, t0, l);
  }
  if (allNarrow && n == 1 && name == "__hneg") {
    std::vector<Value> vals = argValues();
    return unaryScalar(UO_Minus, vals[0], t0, l);
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

} // namespace cutile::codegen
