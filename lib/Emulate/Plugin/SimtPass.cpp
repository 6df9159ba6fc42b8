//===- SimtPass.cpp - SIMT device code in the host module ------------------===//
//
// SimtConsumer.cpp had Clang emit each SIMT kernel as a host function (its
// "twin", __cutile_simt_<kernel>) plus a trampoline. Here, on the host
// module, for the code the twins reach:
//  * `extern __shared__` arrays become the launch's dynamic shared buffer;
//  * `activemask` inline PTX (Clang's __activemask) becomes a runtime call;
//    other inline PTX is an error naming the function;
//  * every load, store and atomic whose address is not a fixed in-bounds
//    offset of a local or global gets a bounds check with its source
//    position (line tables, see EmulateConsumer.cpp);
//  * a constructor registers each kernel's stub, trampoline and name, and
//    whether it synchronises (then its threads run as fibers), together
//    with a function listing the module's globals (shared arrays are
//    thread-local: their addresses depend on the thread that asks).
//
//===----------------------------------------------------------------------===//

#include "HostState.h"

#include <map>

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace cutile::emu {
namespace {

constexpr StringRef kPrefix = "__cutile_simt_";

/// Defined functions reachable from `root` by direct calls; `indirect` is
/// set when some reachable code calls through a pointer.
SetVector<Function *> reachable(Function *root, bool &indirect) {
  SetVector<Function *> seen;
  seen.insert(root);
  for (size_t i = 0; i < seen.size(); ++i)
    for (Instruction &inst : instructions(*seen[i]))
      if (auto *cb = dyn_cast<CallBase>(&inst)) {
        if (cb->isInlineAsm())
          continue;
        Function *f = cb->getCalledFunction();
        if (!f)
          indirect = true;
        else if (!f->isDeclaration())
          seen.insert(f);
      }
  return seen;
}

bool isSyncCall(const Function *f) {
  StringRef n = f->getName();
  if (!n.consume_front(kPrefix))
    return false;
  return n == "__syncthreads" || n.starts_with("__nvvm_bar") ||
         n.starts_with("__nvvm_shfl") || n.starts_with("__nvvm_vote") ||
         n.starts_with("__nvvm_barrier") || n == "__nvvm_activemask";
}

std::string locationOf(const Instruction &inst) {
  if (const DILocation *loc = inst.getDebugLoc())
    return (loc->getFilename() + ":" + Twine(loc->getLine()) + ":" +
            Twine(loc->getColumn()))
        .str();
  return ("in " + inst.getFunction()->getName()).str();
}

class SimtRewriter {
public:
  SimtRewriter(Module &m, const EmulateHostState &st)
      : m(m), st(st), ctx(m.getContext()), dl(m.getDataLayout()) {}

  void run() {
    std::vector<const EmulatedKernel *> kernels;
    for (const EmulatedKernel &k : st.kernels)
      if (!k.trampoline.empty() && m.getFunction(k.stubName) &&
          m.getFunction(k.trampoline))
        kernels.push_back(&k);
    if (kernels.empty())
      return;
    SetVector<Function *> device;
    SmallVector<bool, 8> syncs;
    for (const EmulatedKernel *k : kernels) {
      bool indirect = false;
      Function *tramp = m.getFunction(k->trampoline);
      SetVector<Function *> r = reachable(tramp, indirect);
      bool sync = indirect;
      for (Function *f : r) {
        device.insert(f);
        for (Instruction &inst : instructions(*f))
          if (auto *cb = dyn_cast<CallBase>(&inst)) {
            if (Function *c = cb->getCalledFunction())
              sync |= isSyncCall(c);
            if (auto *ia = dyn_cast<InlineAsm>(cb->getCalledOperand()))
              sync |= StringRef(ia->getAsmString()).contains("activemask");
          }
      }
      syncs.push_back(sync);
      // Only the registration refers to these; other TUs may have the same.
      tramp->setLinkage(GlobalValue::InternalLinkage);
      if (Function *twin = m.getFunction((kPrefix + k->name).str()))
        twin->setLinkage(GlobalValue::InternalLinkage);
    }
    // Device code is per TU on a GPU (without -rdc): two files may define
    // the same __device__ function, or a host function of its name.
    for (const std::string &name : st.deviceOnly)
      if (Function *f = m.getFunction(name))
        if (f->hasExternalLinkage() && !f->isDeclaration() && device.count(f))
          f->setLinkage(GlobalValue::InternalLinkage);
    replaceDynShared();
    for (Function *f : device)
      rewriteAsm(*f);
    for (Function *f : device)
      if (f->getLinkage() != GlobalValue::InternalLinkage ||
          !f->getName().starts_with((kPrefix + "tramp_").str()))
        instrument(*f); // a trampoline reads the launch's argument array
    Function *ranges = makeRanges(device);
    registerKernels(kernels, syncs, ranges);
  }

private:
  Module &m;
  const EmulateHostState &st;
  LLVMContext &ctx;
  const DataLayout &dl;
  SmallPtrSet<GlobalVariable *, 16> globalsSeen;

  Type *ptrTy() { return PointerType::getUnqual(ctx); }

  void replaceDynShared() {
    FunctionCallee get = m.getOrInsertFunction(
        (kPrefix + "dyn_shared").str(), ptrTy());
    for (const std::string &name : st.dynShared) {
      GlobalVariable *gv = m.getGlobalVariable(name, true);
      if (!gv || !gv->isDeclaration())
        continue;
      convertUsersOfConstantsToInstructions({gv});
      for (Use &u : make_early_inc_range(gv->uses())) {
        auto *inst = dyn_cast<Instruction>(u.getUser());
        if (!inst)
          continue;
        Instruction *at = inst;
        if (auto *phi = dyn_cast<PHINode>(inst))
          at = phi->getIncomingBlock(u)->getTerminator();
        u.set(IRBuilder<>(at).CreateCall(get));
      }
    }
  }

  void rewriteAsm(Function &f) {
    FunctionCallee activemask = m.getOrInsertFunction(
        (kPrefix + "__nvvm_activemask").str(), Type::getInt32Ty(ctx));
    for (Instruction &inst : make_early_inc_range(instructions(f))) {
      auto *cb = dyn_cast<CallBase>(&inst);
      auto *ia = cb ? dyn_cast<InlineAsm>(cb->getCalledOperand()) : nullptr;
      if (!ia)
        continue;
      if (StringRef(ia->getAsmString()).contains("activemask") &&
          cb->getType()->isIntegerTy(32)) {
        cb->replaceAllUsesWith(IRBuilder<>(cb).CreateCall(activemask));
        cb->eraseFromParent();
        continue;
      }
      ctx.emitError(cb, "not yet supported in SIMT code under "
                        "--cutile-emulate: inline PTX in '" +
                            f.getName() + "'");
    }
  }

  /// The object a pointer is a fixed or variable offset into, when it is
  /// known here: a local, a global, or a thread-local global's address.
  Value *objectOf(Value *p, uint64_t &bytes) {
    Value *base = getUnderlyingObject(p, 32);
    if (auto *a = dyn_cast<AllocaInst>(base)) {
      std::optional<TypeSize> sz = a->getAllocationSize(dl);
      if (!sz || sz->isScalable())
        return nullptr;
      bytes = sz->getFixedValue();
      return a;
    }
    GlobalVariable *gv = dyn_cast<GlobalVariable>(base);
    if (auto *ii = dyn_cast<IntrinsicInst>(base))
      if (ii->getIntrinsicID() == Intrinsic::threadlocal_address)
        gv = dyn_cast<GlobalVariable>(ii->getArgOperand(0));
    if (!gv || gv->isDeclaration())
      return nullptr;
    bytes = dl.getTypeAllocSize(gv->getValueType());
    return base;
  }

  void instrument(Function &f) {
    FunctionCallee check = m.getOrInsertFunction(
        (kPrefix + "check").str(), Type::getVoidTy(ctx), ptrTy(),
        Type::getInt64Ty(ctx), Type::getInt32Ty(ctx), ptrTy());
    FunctionCallee checkIn = m.getOrInsertFunction(
        (kPrefix + "check_in").str(), Type::getVoidTy(ctx), ptrTy(),
        Type::getInt64Ty(ctx), Type::getInt32Ty(ctx), ptrTy(), ptrTy(),
        Type::getInt64Ty(ctx));
    std::map<std::string, Constant *> locs;
    for (Instruction &inst : make_early_inc_range(instructions(f))) {
      Value *p = nullptr;
      Type *ty = nullptr;
      int what = 0;
      if (auto *l = dyn_cast<LoadInst>(&inst)) {
        p = l->getPointerOperand();
        ty = l->getType();
      } else if (auto *s = dyn_cast<StoreInst>(&inst)) {
        p = s->getPointerOperand();
        ty = s->getValueOperand()->getType();
        what = 1;
      } else if (auto *a = dyn_cast<AtomicRMWInst>(&inst)) {
        p = a->getPointerOperand();
        ty = a->getValOperand()->getType();
        what = 2;
      } else if (auto *c = dyn_cast<AtomicCmpXchgInst>(&inst)) {
        p = c->getPointerOperand();
        ty = c->getNewValOperand()->getType();
        what = 2;
      } else {
        continue;
      }
      uint64_t n = dl.getTypeStoreSize(ty);
      uint64_t objBytes = 0;
      Value *obj = objectOf(p, objBytes);
      if (obj) {
        APInt off(64, 0);
        Value *b = p->stripAndAccumulateConstantOffsets(dl, off, true);
        if (b == obj && off.isNonNegative() &&
            off.getZExtValue() + n <= objBytes)
          continue; // a fixed in-bounds offset: nothing to check
        if (isa<AllocaInst>(obj))
          continue; // the thread's own stack: not tracked
      }
      std::string where = locationOf(inst);
      Constant *&loc = locs[where];
      if (!loc)
        loc = IRBuilder<>(&inst).CreateGlobalString(where, "__cutile_simt_loc",
                                                    0, &m);
      IRBuilder<> b(&inst);
      Value *args[] = {p, b.getInt64(n), b.getInt32(what), loc};
      if (obj)
        b.CreateCall(checkIn, {args[0], args[1], args[2], args[3], obj,
                               b.getInt64(objBytes)});
      else
        b.CreateCall(check, args);
    }
    for (Instruction &inst : instructions(f))
      for (Value *op : inst.operands())
        if (auto *gv = dyn_cast<GlobalVariable>(
                getUnderlyingObject(op->stripInBoundsConstantOffsets())))
          if (!gv->isConstant() && !gv->isDeclaration())
            globalsSeen.insert(gv);
  }

  /// `void ranges(void (*add)(const void *, size_t))`: every global the
  /// device code touches, at the calling thread's address.
  Function *makeRanges(const SetVector<Function *> &) {
    Type *i64 = Type::getInt64Ty(ctx);
    auto *fty = FunctionType::get(Type::getVoidTy(ctx), {ptrTy()}, false);
    Function *fn = Function::Create(fty, GlobalValue::InternalLinkage,
                                    (kPrefix + "ranges").str(), m);
    IRBuilder<> b(BasicBlock::Create(ctx, "", fn));
    auto *sinkTy = FunctionType::get(Type::getVoidTy(ctx), {ptrTy(), i64},
                                     false);
    for (GlobalVariable *gv : globalsSeen) {
      Value *addr = gv;
      if (gv->isThreadLocal())
        addr = b.CreateThreadLocalAddress(gv);
      b.CreateCall(sinkTy, fn->getArg(0),
                   {addr, b.getInt64(dl.getTypeAllocSize(gv->getValueType()))});
    }
    b.CreateRetVoid();
    return fn;
  }

  void registerKernels(ArrayRef<const EmulatedKernel *> kernels,
                       ArrayRef<bool> syncs, Function *ranges) {
    Type *i32 = Type::getInt32Ty(ctx);
    std::vector<Constant *> stubs, tramps, names, flags;
    for (size_t i = 0; i < kernels.size(); ++i) {
      stubs.push_back(m.getFunction(kernels[i]->stubName));
      tramps.push_back(m.getFunction(kernels[i]->trampoline));
      names.push_back(IRBuilder<>(ctx).CreateGlobalString(
          kernels[i]->name, "__cutile_simt_name", 0, &m));
      flags.push_back(ConstantInt::get(i32, syncs[i]));
    }
    auto array = [&](Type *elt, ArrayRef<Constant *> items, StringRef name) {
      auto *ty = ArrayType::get(elt, items.size());
      return new GlobalVariable(m, ty, true, GlobalValue::PrivateLinkage,
                                ConstantArray::get(ty, items), name);
    };
    Type *sizeTy = Type::getInt64Ty(ctx);
    FunctionCallee reg = m.getOrInsertFunction(
        "__cutile_emu_register_simt", Type::getVoidTy(ctx), ptrTy(), ptrTy(),
        ptrTy(), ptrTy(), sizeTy, ptrTy());
    Function *ctor = Function::Create(
        FunctionType::get(Type::getVoidTy(ctx), false),
        GlobalValue::InternalLinkage, "__cutile_simt_ctor", m);
    IRBuilder<> b(BasicBlock::Create(ctx, "", ctor));
    b.CreateCall(reg, {array(ptrTy(), stubs, "__cutile_simt_stubs"),
                       array(ptrTy(), tramps, "__cutile_simt_tramps"),
                       array(ptrTy(), names, "__cutile_simt_names"),
                       array(i32, flags, "__cutile_simt_syncs"),
                       ConstantInt::get(sizeTy, kernels.size()), ranges});
    b.CreateRetVoid();
    appendToGlobalCtors(m, ctor, 65535);
  }
};

} // namespace

void runSimtPass(Module &m, const EmulateHostState &st) {
  SimtRewriter(m, st).run();
  if (st.stripDebugInfo)
    StripDebugInfo(m);
}

} // namespace cutile::emu
