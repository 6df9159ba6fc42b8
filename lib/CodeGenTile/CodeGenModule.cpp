//===- CodeGenModule.cpp - emitTileModule and the per-module state --------===//

#include "CodeGenModule.h"
#include "Cleanup.h"
#include "CodeGenFunction.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Attr.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/FileManager.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace cutile::codegen {

CodeGenModule::CodeGenModule(ASTContext &ast, mlir::MLIRContext &mctx,
                             const CodeGenOptions &opts)
    : ast(ast), mctx(mctx), builder(&mctx), opts(opts),
      mangler(ast.createMangleContext()) {
  mctx.getOrLoadDialect<ir::CudaTileDialect>();
}

CodeGenModule::~CodeGenModule() = default;

void CodeGenModule::error(SourceLocation l, const llvm::Twine &msg) {
  if (silent || restartPending)
    return;
  ++errors;
  DiagnosticsEngine &de = ast.getDiagnostics();
  // Passed as an argument so that a '%' in the text stays text.
  de.Report(l, de.getCustomDiagID(DiagnosticsEngine::Error, "%0")) << msg.str();
}

void CodeGenModule::errorNYI(SourceLocation l, const llvm::Twine &what) {
  error(l, "not yet supported in tile code: " + what);
}

mlir::Location CodeGenModule::loc(SourceLocation l) {
  const SourceManager &sm = ast.getSourceManager();
  if (l.isInvalid())
    return builder.getUnknownLoc();
  // Macro expansions point at where the user wrote the macro.
  SourceLocation fl = sm.getFileLoc(l);
  unsigned key = fl.getRawEncoding();
  auto it = locCache.find(key);
  if (it != locCache.end())
    return it->second;
  PresumedLoc p = sm.getPresumedLoc(fl);
  mlir::Location result =
      p.isInvalid() ? mlir::Location(builder.getUnknownLoc())
                    : mlir::Location(mlir::FileLineColLoc::get(
                          &mctx, p.getFilename(), p.getLine(), p.getColumn()));
  locCache.try_emplace(key, result);
  return result;
}

// nvcc's name for the kernel, not Clang's (KernelNames.cpp).
std::string CodeGenModule::mangledName(const FunctionDecl *fd) {
  return tileEntryName(*mangler, fd);
}

ClangDiagnosticBridge::ClangDiagnosticBridge(ASTContext &ctx,
                                             mlir::MLIRContext &mlirCtx,
                                             SourceLocation fallback)
    : mlirCtx(mlirCtx) {
  handler = mlirCtx.getDiagEngine().registerHandler([&ctx, fallback](
                                                        mlir::Diagnostic &d) {
    SourceManager &sm = ctx.getSourceManager();
    // The first position inside the location (call sites, fused and name
    // locations nest them) that names a file of this compilation.
    auto toClang = [&](mlir::Location l) {
      SourceLocation result = fallback;
      l->walk([&](mlir::Location inner) {
        auto fl = llvm::dyn_cast<mlir::FileLineColLoc>(inner);
        if (!fl)
          return mlir::WalkResult::advance();
        if (auto fe = sm.getFileManager().getOptionalFileRef(fl.getFilename().getValue())) {
          SourceLocation found =
              sm.translateFileLineCol(*fe, fl.getLine(), fl.getColumn());
          if (found.isValid()) {
            result = found;
            return mlir::WalkResult::interrupt();
          }
        }
        return mlir::WalkResult::advance();
      });
      return result;
    };
    DiagnosticsEngine &de = ctx.getDiagnostics();
    DiagnosticsEngine::Level level = DiagnosticsEngine::Error;
    switch (d.getSeverity()) {
    case mlir::DiagnosticSeverity::Error:
      break;
    case mlir::DiagnosticSeverity::Warning:
      level = DiagnosticsEngine::Warning;
      break;
    case mlir::DiagnosticSeverity::Note:
      level = DiagnosticsEngine::Note;
      break;
    case mlir::DiagnosticSeverity::Remark:
      level = DiagnosticsEngine::Remark;
      break;
    }
    de.Report(toClang(d.getLocation()), de.getCustomDiagID(level, "%0")) << d.str();
    for (const mlir::Diagnostic &n : d.getNotes())
      de.Report(toClang(n.getLocation()),
                de.getCustomDiagID(DiagnosticsEngine::Note, "%0"))
          << n.str();
    return mlir::success();
  });
}

ClangDiagnosticBridge::~ClangDiagnosticBridge() {
  mlirCtx.getDiagEngine().eraseHandler(handler);
}

namespace {
struct KernelFinder : RecursiveASTVisitor<KernelFinder> {
  std::vector<const FunctionDecl *> out;
  llvm::DenseSet<const FunctionDecl *> seen;
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *fd) {
    if (!fd->doesThisDeclarationHaveABody() || fd->isDependentContext())
      return true;
    for (const auto *a : fd->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == "cutile.tile_global") {
        if (seen.insert(fd->getCanonicalDecl()).second)
          out.push_back(fd);
        break;
      }
    return true;
  }
};
} // namespace

std::vector<const FunctionDecl *> collectTileKernels(ASTContext &ctx) {
  KernelFinder f;
  f.TraverseDecl(ctx.getTranslationUnitDecl());
  return f.out;
}

mlir::OwningOpRef<ir::ModuleOp>
emitTileModule(ASTContext &ctx, mlir::MLIRContext &mlirCtx,
               llvm::ArrayRef<const FunctionDecl *> kernels,
               const CodeGenOptions &opts) {
  CodeGenModule cgm(ctx, mlirCtx, opts);
  mlir::OpBuilder &b = cgm.builder;
  // A bare identifier prints without quotes: file stems like "vec-add" too.
  std::string name = opts.moduleName.empty() ? "kernels" : opts.moduleName;
  for (char &c : name)
    if (!isalnum((unsigned char)c) && c != '_')
      c = '_';
  if (isdigit((unsigned char)name[0]))
    name = "m" + name;
  mlir::OwningOpRef<ir::ModuleOp> module =
      ir::ModuleOp::create(b, b.getUnknownLoc(), name);
  bool ok = true;
  for (const FunctionDecl *k : kernels) {
    // Two passes: the first learns which alias classes are ever written, so
    // that the second tracks read tokens only where a later write needs them.
    // The first pass also finds the locals that must live in memory
    // (CGLocalMemory.cpp): each one found restarts it.
    llvm::DenseSet<unsigned> stored;
    llvm::DenseSet<const VarDecl *> inMemory;
    bool firstOk;
    do {
      mlir::OwningOpRef<ir::ModuleOp> scratch =
          ir::ModuleOp::create(b, b.getUnknownLoc(), "scratch");
      CodeGenFunction first(cgm, k);
      first.memoryLocals = &inMemory;
      cgm.restartPending = false;
      firstOk = first.emitEntry(*scratch, nullptr);
      stored = std::move(first.storedClasses);
    } while (cgm.restartPending);
    if (!firstOk) {
      ok = false;
      continue;
    }
    CodeGenFunction cgf(cgm, k);
    cgf.memoryLocals = &inMemory;
    ++cgm.silent;
    bool second = cgf.emitEntry(*module, &stored);
    --cgm.silent;
    if (!second) {
      // The first pass succeeded, so this is our bug; say so at the kernel.
      cgm.error(k->getLocation(),
                "internal error: tile code generation of this kernel failed "
                "on its second pass");
      ok = false;
    }
  }
  if (!ok || cgm.hadError())
    return nullptr;
  ClangDiagnosticBridge bridge(
      ctx, mlirCtx, kernels.empty() ? SourceLocation() : kernels.front()->getLocation());
  if (mlir::failed(mlir::verify(*module)) || mlir::failed(cleanUpModule(*module, opts.strictAliasing))) {
    cgm.error(kernels.empty() ? SourceLocation() : kernels.front()->getLocation(),
              "internal error: the generated cuda_tile module does not verify "
              "(see the MLIR diagnostics above)");
    return nullptr;
  }
  return module;
}

} // namespace cutile::codegen
