//===- SimtConsumer.cpp - SIMT kernels as host code for emulation ----------===//
//
// Design (docs/emulation.md, "SIMT kernels"): the emulated build is one
// host-only compile, and Clang has already type-checked every __device__
// body in it (with __CUDA_ARCH__ undefined, so cuda_fp16.h & co take their
// C++ paths). At the end of the TU this file makes Clang's own code
// generation emit that code for the host:
//  * every __device__-only function (template instantiations included) also
//    becomes __host__, and is handed to code generation again, which now
//    emits it where it is used;
//  * every SIMT kernel gets a host twin: a new FunctionDecl sharing the
//    kernel's parameters and body, named __cutile_simt_<kernel symbol>
//    (the kernel's own declaration keeps producing the launch stub);
//  * a trampoline `void (void **args)` per kernel calls the twin with the
//    arguments of a cudaLaunchKernel argument array, so Clang, not us,
//    applies the host ABI to them.
// Builtins of the NVPTX side (threadIdx, __syncthreads, shuffles) come out
// as llvm.nvvm.* calls; SimtPass.cpp maps them onto libcutile_emu.so.
//
//===----------------------------------------------------------------------===//

#include "HostState.h"

#include "cutile/CodeGenTile/CodeGenTile.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace cutile::emu {
namespace {

bool isDeviceOnly(const FunctionDecl *fd) {
  return fd->hasAttr<CUDADeviceAttr>() && !fd->hasAttr<CUDAHostAttr>() &&
         !fd->hasAttr<CUDAGlobalAttr>();
}

/// The __device__-only definitions of the TU, and the constructs the host
/// cannot run found in device code of the user's files.
class DeviceCollector : public RecursiveASTVisitor<DeviceCollector> {
public:
  explicit DeviceCollector(ASTContext &ctx) : sm(ctx.getSourceManager()) {}
  std::vector<FunctionDecl *> fns;
  std::vector<std::pair<SourceLocation, const char *>> refused;

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool TraverseFunctionDecl(FunctionDecl *fd) {
    bool saved = inDevice;
    FunctionDecl *savedFn = current;
    inDevice = !fd->isDependentContext() &&
               (fd->hasAttr<CUDADeviceAttr>() || fd->hasAttr<CUDAGlobalAttr>());
    current = fd;
    bool r = RecursiveASTVisitor::TraverseFunctionDecl(fd);
    inDevice = saved;
    current = savedFn;
    return r;
  }
  bool TraverseCXXMethodDecl(CXXMethodDecl *fd) {
    bool saved = inDevice;
    inDevice = !fd->isDependentContext() && fd->hasAttr<CUDADeviceAttr>();
    bool r = RecursiveASTVisitor::TraverseCXXMethodDecl(fd);
    inDevice = saved;
    return r;
  }

  bool VisitFunctionDecl(FunctionDecl *fd) {
    if (fd->isDependentContext() || !fd->doesThisDeclarationHaveABody() ||
        !isDeviceOnly(fd) || !seen.insert(fd).second)
      return true;
    fns.push_back(fd);
    return true;
  }

  bool VisitVarDecl(VarDecl *vd) {
    if (!vd->hasAttr<CUDASharedAttr>() || vd->isTemplated())
      return true;
    if (vd->hasExternalStorage())
      dynShared.push_back(vd);
    else if (vd->getTSCSpec() == TSCS_unspecified)
      // One copy per host thread: a block's fibers share the thread that
      // runs the block.
      vd->setTSCSpec(TSCS_thread_local);
    return true;
  }

  bool VisitGCCAsmStmt(GCCAsmStmt *s) {
    if (!inDevice)
      return true;
    if (!sm.isInSystemHeader(s->getAsmLoc()))
      refused.push_back({s->getAsmLoc(), "inline PTX (asm)"});
    else if (current)
      asmFns.insert(current);
    return true;
  }
  std::vector<VarDecl *> dynShared;
  llvm::SmallPtrSet<const FunctionDecl *, 32> asmFns;
  FunctionDecl *current = nullptr;
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (!inDevice || sm.isInSystemHeader(e->getLocation()))
      return true;
    const DeclContext *dc = e->getDecl()->getDeclContext();
    for (; dc; dc = dc->getParent())
      if (const auto *ns = dyn_cast<NamespaceDecl>(dc))
        if (ns->getName() == "cooperative_groups") {
          refused.push_back({e->getLocation(), "cooperative groups"});
          break;
        }
    return true;
  }

private:
  SourceManager &sm;
  bool inDevice = false;
  llvm::SmallPtrSet<FunctionDecl *, 32> seen;
};

/// The host twin of kernel `k`: same parameters, same body, no CUDA
/// attributes, so code generation emits it as an ordinary function.
FunctionDecl *makeTwin(ASTContext &ctx, FunctionDecl *k,
                       const std::string &symbol) {
  auto *fd = FunctionDecl::Create(
      ctx, k->getDeclContext(), k->getInnerLocStart(), k->getNameInfo(),
      k->getType(), k->getTypeSourceInfo(), SC_None, false, false, true,
      ConstexprSpecKind::Unspecified, {});
  fd->setParams(k->parameters());
  fd->setBody(k->getBody());
  fd->addAttr(AsmLabelAttr::CreateImplicit(ctx, symbol));
  return fd;
}

/// `void tramp(void **a) { twin(*(T0 *)a[0], *(T1 *)a[1], ...); }`
FunctionDecl *makeTrampoline(ASTContext &ctx, FunctionDecl *twin,
                             const std::string &symbol) {
  SourceLocation loc = twin->getLocation();
  QualType voidPP = ctx.getPointerType(ctx.VoidPtrTy);
  FunctionProtoType::ExtProtoInfo epi;
  QualType fnTy = ctx.getFunctionType(ctx.VoidTy, {voidPP}, epi);
  auto *tr = FunctionDecl::Create(
      ctx, ctx.getTranslationUnitDecl(), loc, loc,
      DeclarationName(&ctx.Idents.get("__cutile_simt_trampoline")), fnTy,
      ctx.getTrivialTypeSourceInfo(fnTy), SC_None);
  auto *a = ParmVarDecl::Create(ctx, tr, loc, loc, &ctx.Idents.get("args"),
                                voidPP, ctx.getTrivialTypeSourceInfo(voidPP),
                                SC_None, nullptr);
  tr->setParams({a});
  FPOptionsOverride fpo;
  std::vector<Expr *> args;
  unsigned i = 0;
  for (ParmVarDecl *p : twin->parameters()) {
    QualType t = p->getType().getNonReferenceType();
    Expr *ref = DeclRefExpr::Create(ctx, NestedNameSpecifierLoc(),
                                    SourceLocation(), a, false, loc, voidPP,
                                    VK_LValue);
    Expr *base = ImplicitCastExpr::Create(ctx, voidPP, CK_LValueToRValue, ref,
                                          nullptr, VK_PRValue, fpo);
    Expr *idx = IntegerLiteral::Create(ctx, llvm::APInt(32, i++), ctx.IntTy,
                                       loc);
    Expr *elt = new (ctx)
        ArraySubscriptExpr(base, idx, ctx.VoidPtrTy, VK_LValue, OK_Ordinary, loc);
    Expr *eltVal = ImplicitCastExpr::Create(ctx, ctx.VoidPtrTy,
                                            CK_LValueToRValue, elt, nullptr,
                                            VK_PRValue, fpo);
    QualType tp = ctx.getPointerType(t);
    Expr *cast = CStyleCastExpr::Create(ctx, tp, VK_PRValue, CK_BitCast,
                                        eltVal, nullptr, fpo,
                                        ctx.getTrivialTypeSourceInfo(tp), loc,
                                        loc);
    Expr *obj = UnaryOperator::Create(ctx, cast, UO_Deref, t, VK_LValue,
                                      OK_Ordinary, loc, false, fpo);
    if (!p->getType()->isReferenceType())
      // A bitwise copy, as a launch copies kernel arguments.
      obj = ImplicitCastExpr::Create(ctx, t.getUnqualifiedType(),
                                     CK_LValueToRValue, obj, nullptr,
                                     VK_PRValue, fpo);
    args.push_back(obj);
  }
  Expr *callee = DeclRefExpr::Create(ctx, NestedNameSpecifierLoc(),
                                     SourceLocation(), twin, false, loc,
                                     twin->getType(), VK_LValue);
  callee = ImplicitCastExpr::Create(ctx, ctx.getPointerType(twin->getType()),
                                    CK_FunctionToPointerDecay, callee, nullptr,
                                    VK_PRValue, fpo);
  Expr *call = CallExpr::Create(ctx, callee, args, ctx.VoidTy, VK_PRValue, loc,
                                fpo);
  tr->setBody(CompoundStmt::Create(ctx, {call}, fpo, loc, loc));
  tr->addAttr(AsmLabelAttr::CreateImplicit(ctx, symbol));
  return tr;
}

/// NVPTX builtins (threadIdx's getters, __syncthreads, the shuffles and
/// atomics of Clang's CUDA headers) have no host lowering: each use is
/// pointed at an external function `__cutile_simt_<builtin>` of the same
/// type, which libcutile_emu.so defines.
class BuiltinRedirector : public RecursiveASTVisitor<BuiltinRedirector> {
public:
  BuiltinRedirector(ASTContext &ctx,
                    const llvm::SmallPtrSetImpl<const FunctionDecl *> &asmFns)
      : ctx(ctx), asmFns(asmFns), mangler(ctx.createMangleContext()) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *e) {
    auto *fd = dyn_cast<FunctionDecl>(e->getDecl());
    if (!fd)
      return true;
    unsigned id = fd->getBuiltinID();
    const FunctionDecl *def = fd->getDefinition();
    std::string label;
    if (id && ctx.BuiltinInfo.isAuxBuiltinID(id)) {
      label = ("__cutile_simt_" + fd->getName()).str();
    } else if (def && asmFns.count(def)) {
      // Inline PTX in a toolkit header (cuda_fp16.hpp's atomicAdd on
      // __half, hexp, ...): the runtime defines the function under its
      // mangled name, or the link names what is missing.
      llvm::raw_string_ostream os(label);
      os << "__cutile_simt_";
      mangler->mangleName(GlobalDecl(def), os);
    } else {
      return true;
    }
    FunctionDecl *&repl = replacement[fd];
    if (!repl) {
      repl = FunctionDecl::Create(
          ctx, ctx.getTranslationUnitDecl(), fd->getLocation(),
          fd->getLocation(), fd->getDeclName(), fd->getType(),
          ctx.getTrivialTypeSourceInfo(fd->getType()), SC_Extern);
      std::vector<ParmVarDecl *> params;
      if (const auto *proto = fd->getType()->getAs<FunctionProtoType>())
        for (QualType t : proto->param_types())
          params.push_back(ParmVarDecl::Create(
              ctx, repl, fd->getLocation(), fd->getLocation(), nullptr, t,
              ctx.getTrivialTypeSourceInfo(t), SC_None, nullptr));
      repl->setParams(params);
      repl->addAttr(AsmLabelAttr::CreateImplicit(ctx, label));
    }
    e->setDecl(repl);
    return true;
  }

private:
  ASTContext &ctx;
  const llvm::SmallPtrSetImpl<const FunctionDecl *> &asmFns;
  std::unique_ptr<MangleContext> mangler;
  llvm::DenseMap<FunctionDecl *, FunctionDecl *> replacement;
};

} // namespace

bool prepareSimtKernels(CompilerInstance &ci, ASTContext &ctx,
                        const std::vector<const FunctionDecl *> &kernels,
                        std::vector<EmulatedKernel> &out,
                        std::vector<std::string> &dynShared,
                        std::vector<std::string> &deviceOnly) {
  DeviceCollector dc(ctx);
  dc.TraverseDecl(ctx.getTranslationUnitDecl());
  DiagnosticsEngine &de = ctx.getDiagnostics();
  for (auto &[loc, what] : dc.refused)
    de.Report(loc, de.getCustomDiagID(
                       DiagnosticsEngine::Error,
                       "not yet supported in SIMT code under --cutile-emulate: "
                       "%0"))
        << what;
  if (!dc.refused.empty())
    return false;

  BuiltinRedirector(ctx, dc.asmFns).TraverseDecl(ctx.getTranslationUnitDecl());
  std::unique_ptr<MangleContext> mangler(ctx.createMangleContext());
  for (VarDecl *vd : dc.dynShared) {
    std::string name;
    llvm::raw_string_ostream os(name);
    if (mangler->shouldMangleDeclName(vd))
      mangler->mangleName(GlobalDecl(vd), os);
    else
      os << vd->getName();
    dynShared.push_back(name);
  }

  ASTConsumer &cg = ci.getSema().getASTConsumer();
  auto emit = [&](Decl *d) { cg.HandleTopLevelDecl(DeclGroupRef(d)); };
  for (FunctionDecl *fd : dc.fns) {
    if (dc.asmFns.count(fd))
      continue; // redirected to the runtime
    for (FunctionDecl *r : fd->redecls())
      if (!r->hasAttr<CUDAHostAttr>())
        r->addAttr(CUDAHostAttr::CreateImplicit(ctx));
    if (!isa<CXXConstructorDecl, CXXDestructorDecl>(fd)) {
      std::string name;
      llvm::raw_string_ostream os(name);
      if (mangler->shouldMangleDeclName(fd))
        mangler->mangleName(GlobalDecl(fd), os);
      else
        os << fd->getName();
      deviceOnly.push_back(std::move(name));
    }
    emit(fd);
  }
  for (const FunctionDecl *k : kernels) {
    auto *kd = const_cast<FunctionDecl *>(k);
    if (!kd->getBody())
      continue;
    std::string sym = codegen::kernelSymbolName(ctx, kd);
    FunctionDecl *twin = makeTwin(ctx, kd, "__cutile_simt_" + sym);
    FunctionDecl *tr = makeTrampoline(ctx, twin, "__cutile_simt_tramp_" + sym);
    emit(twin);
    emit(tr);
    for (EmulatedKernel &e : out)
      if (e.name == sym && !e.isTile)
        e.trampoline = "__cutile_simt_tramp_" + sym;
  }
  return true;
}

} // namespace cutile::emu
