//===- CodeGenFunction.cpp - One kernel to one entry ----------------------===//

#include "CodeGenFunction.h"
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

bool CodeGenFunction::emitEntry(ir::ModuleOp module,
                                const llvm::DenseSet<unsigned> *stores) {
  knownStores = stores;
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
      TypeKind k = cgm.classify(p->getType());
      if (k != TypeKind::Scalar && k != TypeKind::Pointer)
        nyi(p->getLocation(),
            "a kernel parameter of type '" + p->getType().getAsString() +
                "' (pass pointers and scalars)");
      mlir::Type t = cgm.valueType(p->getType(), p->getLocation());
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
      if (mlir::Attribute h = hintsFor(hints))
        entry->setAttr("optimization_hints", h);
    mlir::Block *block = &entry->getRegion(0).emplaceBlock();
    llvm::SmallVector<mlir::Location> argLocs;
    for (const ParmVarDecl *p : def->parameters())
      argLocs.push_back(loc(p->getLocation()));
    block->addArguments(argTypes, argLocs);
    b.setInsertionPointToEnd(block);

    Frame kf;
    kf.fd = def;
    kf.isKernel = true;
    frames.push_back(&kf);
    struct PopFrame {
      std::vector<Frame *> &frames;
      ~PopFrame() { frames.pop_back(); }
    } pop{frames};
    // Alias classes: 0 for memory any pointer may reach, one per
    // __restrict__ pointer parameter.
    unsigned nextClass = 1;
    tokenState(0);
    for (unsigned i = 0; i < def->getNumParams(); ++i) {
      const ParmVarDecl *p = def->getParamDecl(i);
      mlir::Value arg = block->getArgument(i);
      kf.locals[p] = newObject(Value::ssa(arg));
      if (p->getType()->isPointerType()) {
        unsigned c = p->getType().isRestrictQualified() ? nextClass++ : 0;
        paramClass[arg] = c;
        tokenState(c);
      }
    }
    printClass = nextClass;
    tokenState(printClass);
    Flow f = emitStmt(body);
    (void)f;
    if (block->empty() || !block->back().hasTrait<mlir::OpTrait::IsTerminator>())
      ir::ReturnOp::create(b, loc(def->getBodyRBrace()));
  } catch (Failed &) {
    return false;
  }
  return !cgm.hadError();
}

} // namespace cutile::codegen
