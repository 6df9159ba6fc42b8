//===- CGExprConstant.cpp - Shapes and constants --------------------------===//
//
// The shape of a value of a C++ type (its parts and elements, leaves
// undefined or zero) and the constants Clang folds, as Values.
//
//===----------------------------------------------------------------------===//

#include "CGMemoryObject.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace cutile::codegen {

unsigned CodeGenFunction::fieldIndex(const FieldDecl *fd) {
  const auto *rd = cast<RecordDecl>(fd->getParent());
  unsigned bases = 0;
  if (const auto *crd = dyn_cast<CXXRecordDecl>(rd))
    bases = crd->getNumBases();
  return bases + fd->getFieldIndex();
}

static Value shapeOf(CodeGenFunction &cgf, QualType t, SourceLocation loc,
                     bool zero) {
  CodeGenModule &cgm = cgf.cgm;
  t = t.getCanonicalType();
  TypeKind k = cgm.classify(t);
  if (k == TypeKind::Scalar || k == TypeKind::Pointer) {
    if (!zero)
      return Value::undef();
    if (k == TypeKind::Pointer)
      return Value::null();
    mlir::Type e = cgm.elementType(t, loc);
    if (!e)
      cgf.fail();
    if (t->isRealFloatingType() || isa<mlir::FloatType>(e))
      return Value::floating(
          llvm::APFloat::getZero(cast<mlir::FloatType>(e).getFloatSemantics()),
          e);
    return Value::integer(llvm::APSInt(llvm::APInt(e.getIntOrFloatBitWidth(), 0),
                                       !cgm.isSigned(t)),
                          e);
  }
  if (k != TypeKind::Other)
    return Value::undef();
  if (const auto *at = cgm.ast.getAsConstantArrayType(t)) {
    std::vector<Value> elems;
    uint64_t n = at->getZExtSize();
    if (n > 4096)
      cgf.nyi(loc, "local arrays of more than 4096 elements");
    for (uint64_t i = 0; i < n; ++i)
      elems.push_back(shapeOf(cgf, at->getElementType(), loc, zero));
    return Value::aggregate(std::move(elems));
  }
  if (const auto *rd = t->getAsCXXRecordDecl()) {
    // A union's value is its bytes, read by a copy (CGMemoryObject.cpp).
    if (rd->isUnion())
      return zero ? zeroBytes(cgf, t, loc) : Value::undef();
    std::vector<Value> elems;
    for (const CXXBaseSpecifier &bs : rd->bases()) {
      if (bs.isVirtual())
        cgf.nyi(loc, "virtual base classes");
      elems.push_back(shapeOf(cgf, bs.getType(), loc, zero));
    }
    for (const FieldDecl *fd : rd->fields()) {
      if (fd->getType()->isReferenceType())
        elems.push_back(Value::undef());
      else
        elems.push_back(shapeOf(cgf, fd->getType(), loc, zero));
    }
    return Value::aggregate(std::move(elems));
  }
  cgf.nyi(loc, "values of type '" + t.getAsString() + "'");
}

Value CodeGenFunction::defaultValue(QualType t, SourceLocation loc) {
  return shapeOf(*this, t, loc, false);
}
Value CodeGenFunction::zeroValue(QualType t, SourceLocation loc) {
  return shapeOf(*this, t, loc, true);
}

Value CodeGenFunction::constantFromAPValue(const APValue &v, QualType t,
                                           SourceLocation loc) {
  t = t.getCanonicalType();
  switch (v.getKind()) {
  case APValue::Int: {
    mlir::Type e = cgm.elementType(t, loc);
    if (!e)
      fail();
    llvm::APSInt i = v.getInt();
    i = i.extOrTrunc(e.getIntOrFloatBitWidth());
    i.setIsUnsigned(!cgm.isSigned(t));
    return Value::integer(i, e);
  }
  case APValue::Float: {
    mlir::Type e = cgm.elementType(t, loc);
    if (!e)
      fail();
    // A long double is f64 here, but the host side of --cutile-emulate folds
    // it in x87's format: constants keep their element type's format so
    // that folding two of them never mixes formats.
    llvm::APFloat f = v.getFloat();
    bool lost;
    if (auto ft = dyn_cast<mlir::FloatType>(e))
      f.convert(ft.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
    return Value::floating(f, e);
  }
  case APValue::Struct: {
    if (cgm.classify(t) == TypeKind::Tile)
      return tileConstantFromBytes(v, t, loc);
    const auto *rd = t->getAsCXXRecordDecl();
    if (!rd || cgm.classify(t) != TypeKind::Other)
      nyi(loc, "a constant of type '" + t.getAsString() + "'");
    std::vector<Value> elems;
    unsigned i = 0;
    for (const CXXBaseSpecifier &bs : rd->bases())
      elems.push_back(constantFromAPValue(v.getStructBase(i++), bs.getType(), loc));
    for (const FieldDecl *fd : rd->fields())
      elems.push_back(
          constantFromAPValue(v.getStructField(fd->getFieldIndex()), fd->getType(), loc));
    return Value::aggregate(std::move(elems));
  }
  case APValue::Array: {
    const auto *at = cgm.ast.getAsConstantArrayType(t);
    if (!at)
      nyi(loc, "a constant array of unknown size");
    std::vector<Value> elems;
    for (unsigned i = 0, n = at->getZExtSize(); i < n; ++i) {
      const APValue &e = i < v.getArrayInitializedElts() ? v.getArrayInitializedElt(i)
                                                         : v.getArrayFiller();
      elems.push_back(constantFromAPValue(e, at->getElementType(), loc));
    }
    return Value::aggregate(std::move(elems));
  }
  case APValue::LValue:
    if (v.isNullPointer())
      return Value::null();
    if (const Expr *base = v.getLValueBase().dyn_cast<const Expr *>())
      if (const auto *sl = dyn_cast<StringLiteral>(base))
        return Value::string(sl->getString());
    nyi(loc, "a constant pointer");
  case APValue::None:
  case APValue::Indeterminate:
    return defaultValue(t, loc);
  default:
    nyi(loc, "a constant of type '" + t.getAsString() + "'");
  }
}

// The header's consteval constructor stores each element's bytes (little
// endian, sizeof(E) each) in the tile's __storage; nvcc 13.5 emits one dense
// constant for such a tile, and a bool tile as an i8 constant compared with
// zero (probed: `constant <i8: [1, 0, 1, 1]>`, `cmpi not_equal ..., signed`).
Value CodeGenFunction::tileConstantFromBytes(const APValue &v, QualType t,
                                             SourceLocation loc) {
  auto tt = llvm::dyn_cast_or_null<ir::TileType>(cgm.valueType(t, loc));
  const auto *spec = cgm.specializationOf(t, "tile");
  const auto *rd = t->getAsCXXRecordDecl();
  if (!tt || !spec || !rd)
    fail();
  const APValue *bytes = nullptr;
  for (const FieldDecl *fd : rd->fields())
    if (fd->getName() == "__storage")
      bytes = &v.getStructField(fd->getFieldIndex());
  QualType et = spec->getTemplateArgs()[0].getAsType();
  mlir::Type e = tt.getElementType();
  unsigned size = unsigned(cgm.ast.getTypeSizeInChars(et).getQuantity());
  bool isBool = e.isInteger(1);
  unsigned width = isBool ? 8 : e.getIntOrFloatBitWidth();
  if (!bytes || !bytes->isArray() || width != size * 8 || !e.isIntOrFloat())
    nyi(loc, "a constant tile of '" + et.getAsString() + "'");
  auto byteAt = [&](unsigned i) -> uint64_t {
    const APValue &b = i < bytes->getArrayInitializedElts()
                           ? bytes->getArrayInitializedElt(i)
                           : bytes->getArrayFiller();
    return b.isInt() ? b.getInt().getZExtValue() & 0xff : 0;
  };
  int64_t n = tt.getNumElements();
  llvm::SmallVector<llvm::APInt> ints;
  for (int64_t i = 0; i < n; ++i) {
    llvm::APInt x(width, 0);
    for (unsigned k = 0; k < size; ++k)
      x |= llvm::APInt(width, byteAt(unsigned(i) * size + k)) << (8 * k);
    ints.push_back(x);
  }
  mlir::Type storeElem = isBool ? b.getI8Type() : e;
  auto st = llvm::cast<mlir::ShapedType>(ir::TileType::get(&cgm.mctx, tt.getShape(), storeElem));
  mlir::DenseElementsAttr attr;
  if (auto ft = llvm::dyn_cast<mlir::FloatType>(e)) {
    llvm::SmallVector<llvm::APFloat> fs;
    for (const llvm::APInt &x : ints)
      fs.push_back(llvm::APFloat(ft.getFloatSemantics(), x));
    attr = mlir::DenseElementsAttr::get(st, fs);
  } else {
    attr = mlir::DenseElementsAttr::get(st, ints);
  }
  mlir::Value c = ir::ConstantOp::create(b, this->loc(loc), st,
                                         llvm::cast<mlir::DenseIntOrFPElementsAttr>(attr));
  if (!isBool)
    return Value::ssa(c);
  mlir::Value zero = materializeAs(
      Value::integer(llvm::APSInt(llvm::APInt(8, 0), false), b.getI8Type()), st, loc);
  mlir::MLIRContext *ctx = &cgm.mctx;
  return Value::ssa(
      createOp("cmpi", {c, zero}, tt,
               {mlir::NamedAttribute(mlir::StringAttr::get(ctx, "comparison_predicate"),
                                     attrFor("comparison_predicate",
                                             int64_t(ir::ComparisonPredicate::NOT_EQUAL))),
                mlir::NamedAttribute(mlir::StringAttr::get(ctx, "signedness"),
                                     attrFor("signedness", 1))},
               loc)
          ->getResult(0));
}

std::optional<Value> CodeGenFunction::tryConstant(const Expr *e) {
  if (e->isValueDependent() || e->isTypeDependent())
    return std::nullopt;
  QualType t = e->getType();
  TypeKind k = cgm.classify(t);
  if (k != TypeKind::Scalar && k != TypeKind::Other)
    return std::nullopt;
  if (k == TypeKind::Other && !t->isRecordType() && !t->isArrayType())
    return std::nullopt;
  if (!e->isPRValue())
    return std::nullopt;
  Expr::EvalResult r;
  if (!e->EvaluateAsRValue(r, cgm.ast) || r.HasSideEffects)
    return std::nullopt;
  return constantFromAPValue(r.Val, t, e->getExprLoc());
}

} // namespace cutile::codegen
