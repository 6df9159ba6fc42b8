//===- CodeGenFunction.cpp - One kernel to one entry ----------------------===//

#include "CGMemoryObject.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace cutile::codegen {

CodeGenFunction::CodeGenFunction(CodeGenModule &cgm, const FunctionDecl *kernel)
    : cgm(cgm), b(cgm.builder), kernel(kernel) {}

bool CodeGenFunction::isUserCode(SourceLocation l) {
  const SourceManager &sm = cgm.ast.getSourceManager();
  return l.isValid() && !sm.isInSystemHeader(sm.getFileLoc(l));
}

// How a kernel parameter reaches the entry; see Frame::opaque.
CodeGenFunction::ParamKind CodeGenFunction::kernelParamKind(QualType t) {
  t = t.getCanonicalType().getUnqualifiedType();
  if (t->isNullPtrType())
    return ParamKind::Opaque;
  bool ref = t->isReferenceType();
  QualType pointee;
  if (ref || t->isPointerType())
    pointee = t->getPointeeType().getCanonicalType().getUnqualifiedType();
  // Classes in memory are read as bytes (CGMemoryObject.cpp); the tile
  // types and views are values that do not live in memory.
  if (!pointee.isNull() && pointee->isRecordType() &&
      cgm.classify(pointee) != TypeKind::Scalar &&
      cgm.classify(pointee) != TypeKind::Other)
    return ParamKind::Opaque;
  if (ref)
    return cgm.classify(pointee) != TypeKind::Other || pointee->isRecordType()
               ? ParamKind::Reference
               : ParamKind::Opaque;
  TypeKind k = cgm.classify(t);
  return k == TypeKind::Scalar || k == TypeKind::Pointer ? ParamKind::Value
                                                         : ParamKind::Unsupported;
}

bool CodeGenFunction::emitEntry(ir::ModuleOp module,
                                const llvm::DenseSet<unsigned> *stores) {
  knownStores = stores;
  targetModule = module;
  const FunctionDecl *def = nullptr;
  const Stmt *body = kernel->getBody(def);
  SourceLocation kl = kernel->getLocation();
  if (!body) {
    cgm.error(kl, "tile kernel has no body to compile");
    return false;
  }
  mlir::OpBuilder::InsertionGuard guard(b);
  try {
    llvm::SmallVector<mlir::Type> argTypes;
    for (const ParmVarDecl *p : def->parameters()) {
      mlir::Type t;
      switch (kernelParamKind(p->getType())) {
      case ParamKind::Value:
        t = cgm.valueType(p->getType(), p->getLocation());
        break;
      // The launch passes a reference as the address of its object.
      case ParamKind::Reference:
        t = cgm.valueType(cgm.ast.getPointerType(p->getType().getNonReferenceType()),
                          p->getLocation());
        break;
      case ParamKind::Opaque:
        t = ir::TileType::get(&cgm.mctx, {},
                              ir::PointerType::get(b.getI8Type()));
        break;
      case ParamKind::Unsupported:
        // Sema rejects these (TileRules.cpp); reached only without it.
        nyi(p->getLocation(),
            "a kernel parameter of type '" + p->getType().getAsString() +
                "' (pass pointers and scalars)");
      }
      if (!t)
        fail();
      argTypes.push_back(t);
    }
    mlir::MLIRContext *ctx = &cgm.mctx;
    b.setInsertionPointToEnd(module.getBodyBlock());
    mlir::OperationState st(loc(kl), "cuda_tile.entry");
    st.addAttribute("sym_name", b.getStringAttr(cgm.mangledName(kernel)));
    st.addAttribute("function_type",
                    mlir::TypeAttr::get(mlir::FunctionType::get(ctx, argTypes, {})));
    st.addRegion();
    mlir::Operation *entry = b.create(st);
    llvm::SmallVector<const AnnotateAttr *, 2> hints;
    for (const Decl *r : kernel->redecls())
      for (const auto *a : r->specific_attrs<AnnotateAttr>())
        if (a->getAnnotation() == "cutile.hint" && !a->isInherited())
          hints.push_back(a);
    if (!hints.empty())
      if (mlir::Attribute h = hintsFor(hints, /*onKernel=*/true))
        entry->setAttr("optimization_hints", h);
    mlir::Block *block = &entry->getRegion(0).emplaceBlock();
    llvm::SmallVector<mlir::Location> argLocs;
    for (const ParmVarDecl *p : def->parameters())
      argLocs.push_back(loc(p->getLocation()));
    block->addArguments(argTypes, argLocs);
    b.setInsertionPointToEnd(block);
    entryBlock = block;

    Frame kf;
    kf.fd = def;
    kf.isKernel = true;
    // Set by a return inside a loop, which leaves the loop with `break`.
    kf.retFlag = newReturnFlag();
    frames.push_back(&kf);
    struct PopFrame {
      std::vector<Frame *> &frames;
      ~PopFrame() { frames.pop_back(); }
    } pop{frames};
    // Alias classes: 0 for locals and globals, one per __restrict__ pointer
    // parameter. A plain pointer parameter may point into any of them: its
    // accesses are of unknown class, ordered against every class, as nvcc
    // 13.4 orders them (probed: a store through `float *y` makes the next
    // read of a __restrict__ `x` wait; with the two left apart tileiras
    // pipelined `y[i] = 2 * x[i]` to 104 SASS instructions, nvcc's 23).
    unsigned nextClass = 1;
    tokenState(0);
    for (unsigned i = 0; i < def->getNumParams(); ++i) {
      const ParmVarDecl *p = def->getParamDecl(i);
      mlir::Value arg = block->getArgument(i);
      ParamKind pk = kernelParamKind(p->getType());
      if (pk == ParamKind::Opaque) {
        kf.opaque.insert(p);
        continue;
      }
      if (pk == ParamKind::Reference)
        kf.refs[p] = LValue::of(Value::memRef(
            arg, isByteObject(cgm, p->getType().getNonReferenceType())
                     ? p->getType().getNonReferenceType()
                     : QualType()));
      else
        kf.locals[p] = newObject(Value::ssa(arg));
      if (p->getType()->isPointerType() || pk == ParamKind::Reference) {
        unsigned c = p->getType().isRestrictQualified() ? nextClass++ : unknownClass;
        paramClass[arg] = c;
        if (c != unknownClass)
          tokenState(c);
      }
    }
    printClass = nextClass;
    tokenState(printClass);
    Flow f = emitStmt(body);
    (void)f;
    if (block->empty() || !block->back().hasTrait<mlir::OpTrait::IsTerminator>())
      ir::ReturnOp::create(b, loc(def->getBodyRBrace()));
  } catch (DynamicPlaceUse &use) {
    cgm.errorNYI(use.loc, "this use of a local array element chosen at run "
                          "time (a reference member, a base-class cast)");
    return false;
  } catch (Failed &) {
    return false;
  }
  return !cgm.hadError();
}

} // namespace cutile::codegen
