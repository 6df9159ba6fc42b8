//===- EmulateConsumer.cpp - lower the TU's tile kernels for emulation -----===//
//
// At the end of the host TU (template instantiation complete) the tile
// kernels go through the same code generation as for a GPU, with smArch 0,
// and the verified module is printed with its locations: the emulator
// reports faults at the C++ source lines the ops came from.
//
//===----------------------------------------------------------------------===//

#include "HostState.h"
#include "cutile/Emulate/EmulatePlugin.h"

#include "cutile/CodeGenTile/CodeGenTile.h"
#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CodeGenOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace cutile::emu {

EmulateHostState &emulateHostState() {
  static EmulateHostState s;
  return s;
}

namespace {

bool isTileKernel(const FunctionDecl *fd) {
  for (const FunctionDecl *r : fd->redecls())
    for (const auto *a : r->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == "cutile.tile_global")
        return true;
  return false;
}

/// Every kernel the TU defines (templates: their instantiations).
class KernelCollector : public RecursiveASTVisitor<KernelCollector> {
public:
  std::vector<const FunctionDecl *> tile, simt;
  llvm::SmallPtrSet<const FunctionDecl *, 16> seen;

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *fd) {
    if (fd->isDependentContext() || !fd->doesThisDeclarationHaveABody() ||
        !fd->hasAttr<CUDAGlobalAttr>())
      return true;
    if (fd->getTemplateSpecializationKind() ==
        TSK_ExplicitInstantiationDeclaration)
      return true;
    if (!seen.insert(fd->getCanonicalDecl()).second)
      return true;
    (isTileKernel(fd) ? tile : simt).push_back(fd);
    return true;
  }
};

class EmulateConsumer : public ASTConsumer {
public:
  explicit EmulateConsumer(CompilerInstance &ci) : ci(ci) {
    // Faults in SIMT code name their source line, which the pass reads from
    // line tables; it strips them again when the user asked for none.
    CodeGenOptions &cg = ci.getCodeGenOpts();
    if (cg.getDebugInfo() == llvm::codegenoptions::NoDebugInfo) {
      cg.setDebugInfo(llvm::codegenoptions::DebugLineTablesOnly);
      if (!cg.DwarfVersion)
        cg.DwarfVersion = 5;
      stripDebug = true;
    }
  }

  /// `__device__` and `__constant__` variables become plain host variables
  /// before code generation sees them: SIMT code compiled for the host
  /// (SimtConsumer.cpp) reads them there, and Clang would otherwise emit
  /// only an uninitialised host shadow. cudaMemcpyToSymbol & co find them
  /// by that address.
  bool HandleTopLevelDecl(DeclGroupRef dg) override {
    for (Decl *d : dg)
      hostifyDeviceVars(d);
    return true;
  }

  void HandleTranslationUnit(ASTContext &ctx) override {
    EmulateHostState &st = emulateHostState();
    st = EmulateHostState();
    st.stripDebugInfo = stripDebug;
    if (ctx.getDiagnostics().hasErrorOccurred())
      return;
    KernelCollector kc;
    kc.TraverseDecl(ctx.getTranslationUnitDecl());
    std::unique_ptr<MangleContext> mangler(ctx.createMangleContext());
    auto record = [&](const FunctionDecl *fd, bool isTile) {
      // The launch passes the stub's address, and Clang names the stub
      // apart from the kernel (Itanium: __device_stub__ before the name).
      std::string stub;
      llvm::raw_string_ostream os(stub);
      if (mangler->shouldMangleDeclName(fd))
        mangler->mangleName(GlobalDecl(fd, KernelReferenceKind::Stub), os);
      else // extern "C": Clang still renames the stub
        os << "__device_stub__" << fd->getName();
      st.kernels.push_back(
          {codegen::kernelSymbolName(ctx, fd), std::move(stub), isTile});
    };
    for (const FunctionDecl *fd : kc.simt)
      record(fd, false);
    for (const FunctionDecl *fd : kc.tile)
      record(fd, true);
    if (!kc.simt.empty() && !prepareSimtKernels(ci, ctx, kc.simt, st.kernels,
                                                 st.dynShared, st.deviceOnly))
      return;
    st.active = true;
    if (kc.tile.empty())
      return;
    mlir::MLIRContext mlirCtx;
    // Verifier failures would otherwise go to stderr without a C++ position.
    codegen::ClangDiagnosticBridge bridge(ctx, mlirCtx);
    codegen::CodeGenOptions opts;
    opts.smArch = 0;
    opts.emulate = true;
    opts.strictAliasing = !ci.getCodeGenOpts().RelaxedAliasing;
    auto module = codegen::emitTileModule(ctx, mlirCtx, kc.tile, opts);
    if (!module) {
      st.active = false; // errors were reported at their C++ locations
      return;
    }
    llvm::raw_string_ostream os(st.moduleText);
    module->getOperation()->print(
        os, mlir::OpPrintingFlags().enableDebugInfo(true, false));
  }

private:
  static void hostifyDeviceVars(Decl *d) {
    if (auto *dc = dyn_cast<DeclContext>(d))
      if (isa<NamespaceDecl, LinkageSpecDecl, ExternCContextDecl>(d)) {
        for (Decl *inner : dc->decls())
          hostifyDeviceVars(inner);
        return;
      }
    auto *vd = dyn_cast<VarDecl>(d);
    if (!vd || vd->hasExternalStorage() || !vd->hasGlobalStorage() ||
        vd->hasAttr<CUDASharedAttr>() || vd->isTemplated())
      return;
    for (VarDecl *r : vd->redecls()) {
      r->dropAttr<CUDADeviceAttr>();
      r->dropAttr<CUDAConstantAttr>();
    }
  }

  CompilerInstance &ci;
  bool stripDebug = false;
};

} // namespace

bool isEmulatedCompile(const CompilerInstance &ci) {
  const LangOptions &lo = ci.getLangOpts();
  if (!lo.CUDA || lo.CUDAIsDevice)
    return false;
  for (const auto &[macro, undef] : ci.getPreprocessorOpts().Macros)
    if (!undef && llvm::StringRef(macro).split('=').first == kEmulateMacro)
      return true;
  return false;
}

std::unique_ptr<ASTConsumer> createEmulateConsumer(CompilerInstance &ci) {
  if (!isEmulatedCompile(ci))
    return nullptr;
  return std::make_unique<EmulateConsumer>(ci);
}

} // namespace cutile::emu
