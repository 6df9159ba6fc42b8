//===- CGForeignCall.cpp - Calls to foreign (SIMT) functions ---------------===//
//
// CUDA 13.5's SIMT interop preview: a function declared
// __experimental_foreign_decl__ has no body to inline; a call to it becomes
// one preview$call, laid out as nvcc 13.5 lays it out (read from its Tile IR,
// tileirdisasm --preview=simt, on probes of every parameter kind):
//  * callee: the __experimental_foreign_name__, else the qualified C++ name
//    (`nn::f`); template arguments become const_args: types as their element
//    type, integers as i64, fixedString as its string up to the NUL;
//  * operands: the token all earlier memory ops join into, twice; the
//    arguments (tiles and scalars as tiles, bool as i8, pointers);
//    a reference parameter passes an alloca of the tile's bytes (ptr<i8>)
//    holding the value, reloaded after the call where it may be written;
//    then a zero tile for each of the last N - K outputs, N the outputs (the
//    result, or multi_outputs' members), K the [[cutile::experimental_inout]]
//    parameters (nvcc's count, also when the inout parameter is by value);
//  * results: two tokens, joined for every later memory op, then the outputs.
// Under --cutile-emulate such a call is "not yet supported" (below).
//
//===----------------------------------------------------------------------===//

#include "CGForeignCall.h"
#include "CGStaticLocal.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/APFloat.h"

using namespace clang;

namespace cutile::codegen {

namespace {

const AnnotateAttr *annotation(const Decl *d, llvm::StringRef name) {
  for (const Decl *r : d->redecls())
    for (const auto *a : r->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == name)
        return a;
  return nullptr;
}

std::string calleeName(const FunctionDecl *fd) {
  const FunctionDecl *pattern = fd->getTemplateInstantiationPattern();
  for (const FunctionDecl *d : {fd, pattern})
    if (d)
      if (const AnnotateAttr *a = annotation(d, "cutile.foreign_name"))
        if (a->args_size() == 1)
          if (const auto *s = dyn_cast<StringLiteral>(
                  (*a->args_begin())->IgnoreParenImpCasts()))
            return s->getString().str();
  return fd->getQualifiedNameAsString();
}

/// fixedString's value: the characters of its one array member up to NUL.
std::optional<std::string> fixedStringValue(const APValue &v) {
  if (!v.isStruct() || v.getStructNumFields() != 1)
    return std::nullopt;
  const APValue &arr = v.getStructField(0);
  if (!arr.isArray())
    return std::nullopt;
  std::string s;
  for (unsigned i = 0; i < arr.getArraySize(); ++i) {
    const APValue &c = i < arr.getArrayInitializedElts()
                           ? arr.getArrayInitializedElt(i)
                           : arr.getArrayFiller();
    if (!c.isInt())
      return std::nullopt;
    char ch = char(c.getInt().getExtValue());
    if (!ch)
      break;
    s.push_back(ch);
  }
  return s;
}

mlir::ArrayAttr constArgs(CodeGenFunction &cgf, const FunctionDecl *fd,
                          SourceLocation l) {
  mlir::MLIRContext *ctx = &cgf.cgm.mctx;
  llvm::SmallVector<mlir::Attribute> out;
  if (const TemplateArgumentList *args = fd->getTemplateSpecializationArgs())
    for (const TemplateArgument &a : args->asArray()) {
      switch (a.getKind()) {
      case TemplateArgument::Type:
        out.push_back(mlir::TypeAttr::get(cgf.cgm.elementType(a.getAsType(), l)));
        continue;
      case TemplateArgument::Integral:
        out.push_back(mlir::IntegerAttr::get(mlir::IntegerType::get(ctx, 64),
                                             a.getAsIntegral().getExtValue()));
        continue;
      case TemplateArgument::Declaration:
        if (const auto *po = dyn_cast<TemplateParamObjectDecl>(a.getAsDecl()))
          if (auto s = fixedStringValue(po->getValue())) {
            out.push_back(mlir::StringAttr::get(ctx, *s));
            continue;
          }
        break;
      case TemplateArgument::StructuralValue:
        if (auto s = fixedStringValue(a.getAsStructuralValue())) {
          out.push_back(mlir::StringAttr::get(ctx, *s));
          continue;
        }
        break;
      default:
        break;
      }
      cgf.nyi(l, "a template argument of a foreign function other than a "
                 "scalar type, an integer or a fixedString");
    }
  return mlir::ArrayAttr::get(ctx, out);
}

/// A zero tile of `t` (the operand nvcc passes for an output).
mlir::Value zeroTile(CodeGenFunction &cgf, ir::TileType t, SourceLocation l) {
  mlir::Type e = t.getElementType();
  Value zero;
  if (auto ft = mlir::dyn_cast<mlir::FloatType>(e))
    zero = Value::floating(llvm::APFloat::getZero(ft.getFloatSemantics()), e);
  else if (e.isInteger())
    zero = Value::integer(
        llvm::APSInt(llvm::APInt(e.getIntOrFloatBitWidth(), 0), false), e);
  else
    cgf.nyi(l, "a foreign function output of this element type");
  return cgf.materializeAs(zero, t, l);
}

} // namespace

bool isForeignFunction(const FunctionDecl *fd) {
  return annotation(fd, "cutile.foreign_decl") != nullptr;
}

Value emitForeignCall(CodeGenFunction &cgf, const FunctionDecl *fd,
                      llvm::ArrayRef<const Expr *> argExprs, SourceLocation l) {
  CodeGenModule &cgm = cgf.cgm;
  mlir::MLIRContext *ctx = &cgm.mctx;
  // The interpreter would need the SIMT function's code and an agreed way to
  // hand it a tile block's values, which NVIDIA has not published (tileiras
  // takes it from a tile library, -l).
  if (cgm.opts.emulate)
    cgf.nyi(l, "a call to a foreign SIMT function (" + calleeName(fd) +
                   ") under --cutile-emulate");
  mlir::ArrayAttr templateArgs = constArgs(cgf, fd, l);
  std::vector<Value> args = cgf.emitArgs(fd, argExprs);

  // Outputs: the result, or each member of multi_outputs.
  QualType rt = fd->getReturnType();
  llvm::SmallVector<QualType> outputs;
  bool aggregate = false;
  if (const auto *rd = rt->getAsCXXRecordDecl();
      rd && cgm.classify(rt) == TypeKind::Other) {
    aggregate = true;
    for (const FieldDecl *f : rd->fields())
      outputs.push_back(f->getType());
  } else if (!rt->isVoidType()) {
    outputs.push_back(rt);
  }
  llvm::SmallVector<mlir::Type> outTypes;
  for (QualType t : outputs) {
    if (cgm.classify(t) != TypeKind::Tile && cgm.classify(t) != TypeKind::Scalar)
      cgf.nyi(l, "a foreign function output that is not a tile or a scalar");
    if (t->isBooleanType())
      cgf.nyi(l, "a bool output of a foreign function");
    outTypes.push_back(cgm.valueType(t, l));
  }

  // Arguments; references go through an alloca holding the tile.
  llvm::SmallVector<mlir::Value> operands;
  struct WriteBack {
    LValue place, mem;
  };
  llvm::SmallVector<WriteBack> writeBacks;
  unsigned inouts = 0;
  mlir::Type bytePtr =
      ir::TileType::get(ctx, {}, ir::PointerType::get(cgf.b.getI8Type()));
  for (unsigned i = 0; i < fd->getNumParams(); ++i) {
    const ParmVarDecl *p = fd->getParamDecl(i);
    if (annotation(p, "cutile.inout"))
      ++inouts;
    QualType pt = p->getType();
    const Value &a = args[i];
    if (pt->isReferenceType()) {
      QualType vt = pt.getNonReferenceType().getUnqualifiedType();
      if (cgm.classify(vt) != TypeKind::Tile)
        cgf.nyi(p->getLocation(),
                "a reference parameter of a foreign function that is not a "
                "tile");
      auto tt = mlir::cast<ir::TileType>(cgm.valueType(vt, l));
      int64_t bytes = cgm.ast.getTypeSizeInChars(vt).getQuantity();
      int64_t align = std::max<int64_t>(
          1, int64_t(tt.getElementType().getIntOrFloatBitWidth() / 8));
      mlir::Value alloca;
      {
        mlir::OpBuilder::InsertionGuard guard(cgf.b);
        cgf.b.setInsertionPointToStart(cgf.entryBlock);
        alloca = cgf.createOp("alloca", {}, bytePtr,
                              {cgf.b.getNamedAttr("num_elem",
                                                  cgf.b.getI64IntegerAttr(bytes)),
                               cgf.b.getNamedAttr("alignment",
                                                  cgf.b.getI64IntegerAttr(align))},
                              l)
                     ->getResult(0);
      }
      mlir::Type elemPtr =
          ir::TileType::get(ctx, {}, ir::PointerType::get(tt.getElementType()));
      LValue mem;
      mem.mem = cgf.createOp("ptr_to_ptr", alloca, elemPtr, {}, l)->getResult(0);
      mem.memType = vt;
      LValue place = LValue::of(a);
      storeStaticTile(cgf, mem, cgf.loadLValue(place, l), l);
      operands.push_back(alloca);
      if (!pt.getNonReferenceType().isConstQualified())
        writeBacks.push_back({place, mem});
      continue;
    }
    TypeKind k = cgm.classify(pt);
    if (k != TypeKind::Tile && k != TypeKind::Scalar && k != TypeKind::Pointer)
      cgf.nyi(p->getLocation(), "this parameter type of a foreign function");
    Value v = a.isRef() ? cgf.loadLValue(LValue::of(a), l) : a;
    mlir::Value s = cgf.materializeAs(v, cgm.valueType(pt, l), l);
    if (pt->isBooleanType()) { // nvcc passes bool as i8, through int
      s = cgf.createOp("exti", s, ir::TileType::get(ctx, {}, cgf.b.getI32Type()),
                       {cgf.b.getNamedAttr("signedness",
                                           cgf.attrFor("signedness", 0))},
                       l)
              ->getResult(0);
      s = cgf.createOp("trunci", s,
                       ir::TileType::get(ctx, {}, cgf.b.getI8Type()), {}, l)
              ->getResult(0);
    }
    operands.push_back(s);
  }
  for (size_t i = std::min<size_t>(inouts, outTypes.size()); i < outTypes.size();
       ++i)
    operands.push_back(zeroTile(cgf, mlir::cast<ir::TileType>(outTypes[i]), l));

  // Memory: after everything before, before everything after.
  mlir::Type tokTy = ir::TokenType::get(ctx);
  mlir::Value tok = cgf.tokenBefore(CodeGenFunction::allClasses, true, l);
  if (!tok)
    tok = cgf.createOp("make_token", {}, tokTy, {}, l)->getResult(0);
  operands.insert(operands.begin(), {tok, tok});
  llvm::SmallVector<mlir::Type> resultTypes{tokTy, tokTy};
  resultTypes.append(outTypes.begin(), outTypes.end());
  mlir::Operation *call = cgf.createOp(
      "preview$call", operands, resultTypes,
      {cgf.b.getNamedAttr("callee",
                          mlir::FlatSymbolRefAttr::get(ctx, calleeName(fd))),
       cgf.b.getNamedAttr("const_args", templateArgs)},
      l);
  mlir::Value after = cgf.joinTokens({call->getResult(0), call->getResult(1)}, l);
  cgf.tokenAfter(CodeGenFunction::allClasses, true, after, l);
  for (const WriteBack &w : writeBacks)
    cgf.storeLValue(w.place, loadStaticTile(cgf, w.mem, l), l);

  std::vector<Value> results;
  for (unsigned i = 0; i < outTypes.size(); ++i)
    results.push_back(Value::ssa(call->getResult(2 + i)));
  if (aggregate)
    return Value::aggregate(std::move(results));
  return results.empty() ? Value() : results[0];
}

} // namespace cutile::codegen
