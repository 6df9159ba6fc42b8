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

/// Makes the module global `name` (once), first among the globals.
static void addGlobal(CodeGenFunction &cgf, const VarDecl *vd,
                      llvm::StringRef name, mlir::DenseElementsAttr value,
                      int64_t alignment) {
  ir::ModuleOp module = cgf.targetModule;
  if (mlir::SymbolTable::lookupSymbolIn(module, name))
    return;
  mlir::MLIRContext *ctx = &cgf.cgm.mctx;
  mlir::OpBuilder::InsertionGuard guard(cgf.b);
  // Globals first, in the order code generation meets them.
  mlir::Block *body = module.getBodyBlock();
  auto at = llvm::find_if(*body, [](mlir::Operation &op) {
    return !mlir::isa<ir::GlobalOp>(op);
  });
  cgf.b.setInsertionPoint(body, at);
  mlir::OperationState st(cgf.cgm.loc(vd->getLocation()), "cuda_tile.global");
  st.addAttribute("sym_name", cgf.b.getStringAttr(name));
  st.addAttribute("value", value);
  st.addAttribute("alignment", cgf.b.getI64IntegerAttr(alignment));
  st.addAttribute("symbol_visibility",
                  ir::SymbolVisibilityAttr::get(
                      ctx, definedInEveryUnit(vd) ? ir::SymbolVisibility::Public
                                                  : ir::SymbolVisibility::Private));
  cgf.b.create(st);
}

/// A static tile, as nvcc 13.4 makes one (probed): a global of its elements
/// in row-major order, zero at first (its default constructor leaves a tile
/// unset, and static storage is zero), reached through a partition view of
/// the whole tile; the place is the global's element pointer with the tile
/// type as memType (loadStaticTile/storeStaticTile).
LValue staticTileLValue(CodeGenFunction &cgf, const VarDecl *vd,
                        SourceLocation l) {
  CodeGenModule &cgm = cgf.cgm;
  mlir::Type vt = cgm.valueType(vd->getType(), vd->getLocation());
  auto tt = mlir::dyn_cast_or_null<ir::TileType>(vt);
  if (!tt)
    cgf.fail();
  const auto *ce = dyn_cast_or_null<CXXConstructExpr>(vd->getInit());
  if (vd->getInit() && !(ce && !ce->getNumArgs()))
    cgf.nyi(vd->getLocation(), "a static tile with an initializer (nvcc 13.4 "
                               "gives one no constant value either)");
  mlir::Type elem = tt.getElementType();
  int64_t n = 1;
  for (int64_t d : tt.getShape())
    n *= d;
  auto gt = mlir::cast<mlir::ShapedType>(
      ir::TileType::get(&cgm.mctx, {n}, elem));
  mlir::DenseElementsAttr zero;
  if (auto ft = mlir::dyn_cast<mlir::FloatType>(elem))
    zero = mlir::DenseElementsAttr::get(
        gt, llvm::APFloat::getZero(ft.getFloatSemantics()));
  else if (mlir::isa<mlir::IntegerType>(elem))
    zero = mlir::DenseElementsAttr::get(
        gt, llvm::APInt(elem.getIntOrFloatBitWidth(), 0));
  else
    cgf.nyi(vd->getLocation(), "a static tile of this element type");
  std::string name = mangledVarName(cgm.ast, vd);
  // Aligned as its elements, as nvcc aligns it (not as the C++ class).
  addGlobal(cgf, vd, name, zero,
            std::max<int64_t>(1, elem.getIntOrFloatBitWidth() / 8));
  mlir::MLIRContext *ctx = &cgm.mctx;
  mlir::Type ptrTile = ir::TileType::get(ctx, {}, ir::PointerType::get(elem));
  mlir::NamedAttribute sym(mlir::StringAttr::get(ctx, "name"),
                           mlir::FlatSymbolRefAttr::get(ctx, name));
  LValue lv;
  lv.mem = cgf.createOp("get_global", {}, ptrTile, {sym}, l)->getResult(0);
  lv.memType = vd->getType().getCanonicalType().getUnqualifiedType();
  return lv;
}

/// The partition view of the whole tile `tt` at `ptr`, and its zero index.
static mlir::Value wholeTileView(CodeGenFunction &cgf, mlir::Value ptr,
                                 ir::TileType tt,
                                 llvm::SmallVectorImpl<mlir::Value> &index,
                                 SourceLocation l) {
  mlir::MLIRContext *ctx = &cgf.cgm.mctx;
  llvm::ArrayRef<int64_t> shape = tt.getShape();
  llvm::SmallVector<int64_t> strides(shape.size(), 1);
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  auto tvt = ir::TensorViewType::get(ctx, tt.getElementType(), shape, strides);
  mlir::Operation *tv = cgf.createOp("make_tensor_view", ptr, tvt, {}, l);
  tv->setAttr("operandSegmentSizes", mlir::DenseI32ArrayAttr::get(ctx, {1, 0, 0}));
  llvm::SmallVector<int32_t> tile(shape.begin(), shape.end());
  llvm::SmallVector<int32_t> dims;
  for (size_t i = 0; i < shape.size(); ++i)
    dims.push_back(int32_t(i));
  auto pvt = ir::PartitionViewType::get(ctx, mlir::DenseI32ArrayAttr::get(ctx, tile),
                                        tvt, dims, ir::PaddingValueAttr());
  mlir::Value pv = cgf.createOp("make_partition_view", tv->getResult(0), pvt, {}, l)
                       ->getResult(0);
  mlir::Value zero = cgf.materialize(cgf.constInt(0, cgf.cgm.ast.IntTy, l), l);
  index.assign(shape.size(), zero);
  return pv;
}

/// A view access of the whole static tile: its value, or the store of
/// `stored`; weak, ordered by the tokens of the global's alias class.
static mlir::Value staticTileAccess(CodeGenFunction &cgf, const LValue &lv,
                                    mlir::Value stored, SourceLocation l) {
  mlir::MLIRContext *ctx = &cgf.cgm.mctx;
  auto tt = mlir::cast<ir::TileType>(cgf.cgm.valueType(lv.memType, l));
  llvm::SmallVector<mlir::Value> index;
  mlir::Value view = wholeTileView(cgf, lv.mem, tt, index, l);
  bool write = bool(stored);
  unsigned cls = cgf.aliasClass(view);
  mlir::Value tok = cgf.tokenBefore(cls, write, l);
  llvm::SmallVector<mlir::Value> ops;
  if (write)
    ops.push_back(stored);
  ops.push_back(view);
  ops.append(index.begin(), index.end());
  if (tok)
    ops.push_back(tok);
  llvm::SmallVector<int32_t> segs;
  if (write)
    segs.push_back(1);
  segs.append({1, int32_t(index.size()), tok ? 1 : 0});
  llvm::SmallVector<mlir::Type, 2> types;
  if (!write)
    types.push_back(tt);
  types.push_back(ir::TokenType::get(ctx));
  mlir::NamedAttribute weak(mlir::StringAttr::get(ctx, "memory_ordering_semantics"),
                            cgf.attrFor("memory_ordering_semantics", 0));
  mlir::Operation *op = cgf.createOp(write ? "store_view_tko" : "load_view_tko",
                                     ops, types, {weak}, l);
  op->setAttr("operandSegmentSizes", mlir::DenseI32ArrayAttr::get(ctx, segs));
  cgf.tokenAfter(cls, write, op->getResults().back(), l);
  return write ? mlir::Value() : op->getResult(0);
}

bool isStaticTile(CodeGenFunction &cgf, const LValue &lv) {
  return lv.isMemory() && !lv.memType.isNull() &&
         cgf.cgm.classify(lv.memType) == TypeKind::Tile;
}

Value loadStaticTile(CodeGenFunction &cgf, const LValue &lv, SourceLocation l) {
  return Value::ssa(staticTileAccess(cgf, lv, {}, l));
}

void storeStaticTile(CodeGenFunction &cgf, const LValue &lv, const Value &v,
                     SourceLocation l) {
  mlir::Type tt = cgf.cgm.valueType(lv.memType, l);
  staticTileAccess(cgf, lv, cgf.materializeAs(v, tt, l), l);
}

LValue staticLocalLValue(CodeGenFunction &cgf, const VarDecl *vd,
                         SourceLocation l) {
  CodeGenModule &cgm = cgf.cgm;
  ASTContext &ast = cgm.ast;
  QualType t = vd->getType();
  mlir::MLIRContext *ctx = &cgm.mctx;
  mlir::Type i8 = cgf.b.getI8Type();

  bool bytes = isByteObject(cgm, t);
  TypeKind kind = cgm.classify(t);
  if (kind == TypeKind::Tile)
    return staticTileLValue(cgf, vd, l);
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
    addGlobal(cgf, vd, name, value, ast.getDeclAlign(vd).getQuantity());
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
