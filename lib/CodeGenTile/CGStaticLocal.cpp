//===- CGStaticLocal.cpp - Non-const static locals: module globals --------===//
//
// A function-local `static` that tile code may write lives in memory for
// the lifetime of the module, as nvcc 13.4 makes it (read from its Tile IR):
// one `global` per variable, named by the variable's mangled name, that
// every kernel reaching the function shares, with the variable's alignment
// and its constant initial value. A scalar is a tile<1xT> of its value (a
// bool a tile<1xi8>); an array or a class is the bytes of its object
// representation, tile<Nxi8>, reached as bytes like any class in memory
// (CGMemoryObject.cpp). A variable that every translation unit may define
// (inline functions, template instantiations) is public, any other private.
// Sema (TileRulesDecls.cpp) has rejected what nvcc rejects: dynamic
// initialisation, pointers and references.
//
//===----------------------------------------------------------------------===//

#include "CGMemoryObject.h"
#include "CGStaticLocal.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecordLayout.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace clang;

namespace cutile::codegen {

namespace {

/// Writes the object representation of `v`, of type `t`, at `out`.
/// Returns false for what has no byte image here (pointers, bit-fields).
bool writeBytes(ASTContext &ast, const APValue &v, QualType t,
                llvm::MutableArrayRef<uint8_t> out) {
  t = t.getCanonicalType();
  auto putInt = [&](const llvm::APInt &x) {
    unsigned n = std::min<unsigned>(out.size(), (x.getBitWidth() + 7) / 8);
    llvm::APInt w = x.zextOrTrunc(std::max(8u, n * 8));
    for (unsigned i = 0; i < n; ++i)
      out[i] = uint8_t(w.extractBitsAsZExtValue(8, i * 8));
    return true;
  };
  switch (v.getKind()) {
  case APValue::None:
  case APValue::Indeterminate:
    return true; // zero, as for any object of static storage
  case APValue::Int:
    return putInt(v.getInt());
  case APValue::Float:
    return putInt(v.getFloat().bitcastToAPInt());
  case APValue::Array: {
    const auto *at = ast.getAsConstantArrayType(t);
    if (!at)
      return false;
    QualType et = at->getElementType();
    uint64_t es = ast.getTypeSizeInChars(et).getQuantity();
    uint64_t n = at->getZExtSize();
    for (uint64_t i = 0; i < n; ++i) {
      const APValue *e = nullptr;
      if (i < v.getArrayInitializedElts())
        e = &v.getArrayInitializedElt(i);
      else if (v.hasArrayFiller())
        e = &v.getArrayFiller();
      if (e && !writeBytes(ast, *e, et, out.slice(i * es, es)))
        return false;
    }
    return true;
  }
  case APValue::Struct: {
    const auto *rd = t->getAsCXXRecordDecl();
    if (!rd)
      return false;
    const ASTRecordLayout &layout = ast.getASTRecordLayout(rd);
    unsigned bi = 0;
    for (const CXXBaseSpecifier &b : rd->bases()) {
      const CXXRecordDecl *base = b.getType()->getAsCXXRecordDecl();
      uint64_t off = layout.getBaseClassOffset(base).getQuantity();
      uint64_t sz = ast.getTypeSizeInChars(b.getType()).getQuantity();
      if (!writeBytes(ast, v.getStructBase(bi++), b.getType(),
                      out.slice(off, std::min<uint64_t>(sz, out.size() - off))))
        return false;
    }
    unsigned fi = 0;
    for (const FieldDecl *f : rd->fields()) {
      if (f->isBitField())
        return false;
      uint64_t off = layout.getFieldOffset(f->getFieldIndex()) / 8;
      uint64_t sz = ast.getTypeSizeInChars(f->getType()).getQuantity();
      if (!writeBytes(ast, v.getStructField(fi++), f->getType(),
                      out.slice(off, sz)))
        return false;
    }
    return true;
  }
  case APValue::Union: {
    const FieldDecl *f = v.getUnionField();
    if (!f)
      return true;
    uint64_t sz = ast.getTypeSizeInChars(f->getType()).getQuantity();
    return writeBytes(ast, v.getUnionValue(), f->getType(), out.slice(0, sz));
  }
  default:
    return false;
  }
}

/// A default-initialized class whose default constructor is not user
/// provided and whose members are initialized, where at all, by constant
/// default member initializers (`struct S { int a = 7; float b; }`): C++
/// zero-initializes the static object and the constructor then stores the
/// initializers, so its first value is the initializers over zeros. Writes
/// them at `out` (already zero); false where the class is not so.
bool writeMemberInits(ASTContext &ast, QualType t,
                      llvm::MutableArrayRef<uint8_t> out) {
  t = t.getCanonicalType();
  if (const auto *at = ast.getAsConstantArrayType(t)) {
    QualType et = at->getElementType();
    uint64_t es = ast.getTypeSizeInChars(et).getQuantity();
    for (uint64_t i = 0, n = at->getZExtSize(); i < n; ++i)
      if (!writeMemberInits(ast, et, out.slice(i * es, es)))
        return false;
    return true;
  }
  const auto *rd = t->getAsCXXRecordDecl();
  if (!rd)
    return true; // a scalar member without an initializer stays zero
  if (!rd->hasDefinition() || rd->isUnion() || rd->isPolymorphic() ||
      rd->getNumVBases() || rd->hasUserProvidedDefaultConstructor())
    return false;
  const ASTRecordLayout &layout = ast.getASTRecordLayout(rd);
  for (const CXXBaseSpecifier &b : rd->bases()) {
    const CXXRecordDecl *base = b.getType()->getAsCXXRecordDecl();
    uint64_t off = layout.getBaseClassOffset(base).getQuantity();
    uint64_t sz = ast.getTypeSizeInChars(b.getType()).getQuantity();
    if (!writeMemberInits(ast, b.getType(),
                          out.slice(off, std::min<uint64_t>(sz, out.size() - off))))
      return false;
  }
  for (const FieldDecl *f : rd->fields()) {
    if (f->isBitField())
      return false;
    uint64_t off = layout.getFieldOffset(f->getFieldIndex()) / 8;
    uint64_t sz = ast.getTypeSizeInChars(f->getType()).getQuantity();
    llvm::MutableArrayRef<uint8_t> at = out.slice(off, sz);
    const Expr *init = f->getInClassInitializer();
    if (!init) {
      if (!writeMemberInits(ast, f->getType(), at))
        return false;
      continue;
    }
    Expr::EvalResult r;
    if (init->isValueDependent() || !init->EvaluateAsRValue(r, ast) ||
        !writeBytes(ast, r.Val, f->getType(), at))
      return false;
  }
  return true;
}

/// The initializer of `vd` is the default construction writeMemberInits
/// describes.
bool isMemberInitDefault(ASTContext &ast, const VarDecl *vd) {
  const auto *ce = dyn_cast_or_null<CXXConstructExpr>(vd->getInit());
  if (!ce || ce->getNumArgs() || !ce->getConstructor()->isDefaultConstructor())
    return false;
  QualType t = vd->getType();
  llvm::SmallVector<uint8_t, 64> scratch(
      ast.getTypeSizeInChars(t).getQuantity(), 0);
  return writeMemberInits(ast, t, scratch);
}

std::string mangledVarName(ASTContext &ast, const VarDecl *vd) {
  std::unique_ptr<MangleContext> m(ast.createMangleContext());
  std::string s;
  llvm::raw_string_ostream os(s);
  if (m->shouldMangleDeclName(vd))
    m->mangleName(GlobalDecl(vd), os);
  else
    os << vd->getName();
  return s;
}

/// Whether every translation unit that uses the variable defines it (its
/// function is inline or an instantiation, and has linkage): nvcc makes
/// those globals public, the others private. Clang's own GVA linkage says
/// otherwise in device compilations, where host-side functions are
/// discardable.
bool definedInEveryUnit(const VarDecl *vd) {
  const DeclContext *dc = vd->getParentFunctionOrMethod();
  while (dc && !isa<FunctionDecl>(dc))
    dc = dc->getLexicalParent();
  const auto *fd = dyn_cast_or_null<FunctionDecl>(dc);
  return fd && fd->isExternallyVisible() &&
         (fd->isInlined() || fd->isTemplateInstantiation());
}

/// The variable's initial value, or null where it has none that code
/// generation can place (the variable is then zero).
const APValue *initialValue(const VarDecl *vd) {
  if (!vd->getInit())
    return nullptr;
  return vd->evaluateValue();
}

} // namespace

LValue staticLocalLValue(CodeGenFunction &cgf, const VarDecl *vd,
                         SourceLocation l) {
  CodeGenModule &cgm = cgf.cgm;
  ASTContext &ast = cgm.ast;
  QualType t = vd->getType();
  mlir::MLIRContext *ctx = &cgm.mctx;
  mlir::Type i8 = cgf.b.getI8Type();

  bool bytes = isByteObject(cgm, t);
  TypeKind kind = cgm.classify(t);
  if (!bytes && kind != TypeKind::Scalar)
    cgf.nyi(vd->getLocation(), "a non-const static local variable of type '" +
                                   t.getAsString() +
                                   "' (scalars, arrays and classes of them "
                                   "are supported)");
  // The type the global stores and get_global points to; a bool is a byte.
  mlir::Type stored = i8;
  if (!bytes && !t->isBooleanType()) {
    stored = cgm.elementType(t, vd->getLocation());
    if (!stored)
      cgf.fail();
  }

  std::string name = mangledVarName(ast, vd);
  ir::ModuleOp module = cgf.targetModule;
  if (!mlir::SymbolTable::lookupSymbolIn(module, name)) {
    const APValue *init = initialValue(vd);
    // nvcc 13.4 zero-fills such a variable, initializers and all (probed;
    // docs/compat.md): we keep the C++ meaning.
    bool memberInits = vd->getInit() && !init && bytes &&
                       isMemberInitDefault(ast, vd);
    if (vd->getInit() && !init && !memberInits)
      cgf.error(vd->getLocation(), "the initializer of static local variable '" +
                                       vd->getName() +
                                       "' is not a constant expression");
    mlir::DenseElementsAttr value;
    if (bytes || t->isBooleanType()) {
      uint64_t size = ast.getTypeSizeInChars(t).getQuantity();
      // Tile dimensions are powers of two; nvcc pads the bytes the same way.
      llvm::SmallVector<uint8_t, 64> image(llvm::PowerOf2Ceil(size), 0);
      llvm::MutableArrayRef<uint8_t> object =
          llvm::MutableArrayRef<uint8_t>(image).take_front(size);
      if (memberInits)
        writeMemberInits(ast, t, object);
      else if (init && !writeBytes(ast, *init, t, object))
        cgf.nyi(vd->getLocation(),
                "the initial value of static local variable '" + vd->getName() +
                    "' (pointers and bit-fields have no byte image here)");
      llvm::SmallVector<llvm::APInt, 64> elems;
      for (uint8_t x : image)
        elems.push_back(llvm::APInt(8, x));
      value = mlir::DenseElementsAttr::get(
          mlir::cast<mlir::ShapedType>(
              ir::TileType::get(ctx, {int64_t(image.size())}, i8)),
          elems);
    } else {
      auto type = mlir::cast<mlir::ShapedType>(ir::TileType::get(ctx, {1}, stored));
      if (auto ft = mlir::dyn_cast<mlir::FloatType>(stored)) {
        llvm::APFloat f = llvm::APFloat::getZero(ft.getFloatSemantics());
        if (init && init->isFloat()) {
          f = init->getFloat();
          bool lost;
          f.convert(ft.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
                    &lost);
        }
        value = mlir::DenseElementsAttr::get(type, f);
      } else {
        llvm::APInt x(stored.getIntOrFloatBitWidth(), 0);
        if (init && init->isInt())
          x = init->getInt().extOrTrunc(x.getBitWidth());
        value = mlir::DenseElementsAttr::get(type, x);
      }
    }
    bool shared = definedInEveryUnit(vd);
    mlir::OpBuilder::InsertionGuard guard(cgf.b);
    // Globals first, in the order code generation meets them.
    mlir::Block *body = module.getBodyBlock();
    auto at = llvm::find_if(*body, [](mlir::Operation &op) {
      return !mlir::isa<ir::GlobalOp>(op);
    });
    cgf.b.setInsertionPoint(body, at);
    mlir::OperationState st(cgm.loc(vd->getLocation()), "cuda_tile.global");
    st.addAttribute("sym_name", cgf.b.getStringAttr(name));
    st.addAttribute("value", value);
    st.addAttribute("alignment",
                    cgf.b.getI64IntegerAttr(
                        ast.getDeclAlign(vd).getQuantity()));
    st.addAttribute("symbol_visibility",
                    ir::SymbolVisibilityAttr::get(
                        ctx, shared ? ir::SymbolVisibility::Public
                                    : ir::SymbolVisibility::Private));
    cgf.b.create(st);
  }
  mlir::Type ptrTile = ir::TileType::get(ctx, {}, ir::PointerType::get(stored));
  mlir::NamedAttribute sym(mlir::StringAttr::get(ctx, "name"),
                           mlir::FlatSymbolRefAttr::get(ctx, name));
  mlir::Value p = cgf.createOp("get_global", {}, ptrTile, {sym}, l)->getResult(0);
  // A bool is reached through ptr<i1> like every bool in memory
  // (CGPointer.cpp); the global holds its byte.
  return typedDeref(cgf, Value::ssa(p), t, l);
}

} // namespace cutile::codegen
