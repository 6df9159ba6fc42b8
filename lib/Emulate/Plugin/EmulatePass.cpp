//===- EmulatePass.cpp - register the TU's kernels with the runtime --------===//
//
// With --cuda-host-only Clang emits kernel stubs but no registration, so
// this pass adds it: a constructor that hands libcutile_emu.so the module
// text and, for every kernel whose stub this object defines, the stub's
// address, its name and whether it is a tile kernel. A launch looks the stub
// up; a SIMT kernel is then refused by name rather than by a crash.
//
//===----------------------------------------------------------------------===//

#include "HostState.h"
#include "cutile/Emulate/EmulatePlugin.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace cutile::emu {
namespace {

struct RegisterEmulatedKernels : PassInfoMixin<RegisterEmulatedKernels> {
  PreservedAnalyses run(Module &m, ModuleAnalysisManager &) {
    EmulateHostState &st = emulateHostState();
    if (!st.active)
      return PreservedAnalyses::all();
    st.active = false; // one TU, one registration
    runSimtPass(m, st);
    LLVMContext &ctx = m.getContext();
    Type *ptrTy = PointerType::getUnqual(ctx);
    Type *i32 = Type::getInt32Ty(ctx);
    Type *sizeTy = Type::getInt64Ty(ctx);

    std::vector<Constant *> stubs, names, flags;
    for (const EmulatedKernel &k : st.kernels) {
      Function *stub = m.getFunction(k.stubName);
      if (!stub || stub->isDeclaration())
        continue; // never emitted here: nothing can launch it from this TU
      stubs.push_back(stub);
      names.push_back(IRBuilder<>(ctx).CreateGlobalString(
          k.name, "__cutile_emu_name", 0, &m));
      flags.push_back(ConstantInt::get(i32, k.isTile));
    }
    if (stubs.empty())
      return PreservedAnalyses::all();

    auto array = [&](Type *elt, ArrayRef<Constant *> items, StringRef name) {
      auto *ty = ArrayType::get(elt, items.size());
      return new GlobalVariable(m, ty, true, GlobalValue::PrivateLinkage,
                                ConstantArray::get(ty, items), name);
    };
    GlobalVariable *stubArr = array(ptrTy, stubs, "__cutile_emu_stubs");
    GlobalVariable *nameArr = array(ptrTy, names, "__cutile_emu_names");
    GlobalVariable *flagArr = array(i32, flags, "__cutile_emu_is_tile");
    Constant *text = ConstantDataArray::getString(ctx, st.moduleText, false);
    auto *textVar = new GlobalVariable(m, text->getType(), true,
                                       GlobalValue::PrivateLinkage, text,
                                       "__cutile_emu_module");

    FunctionCallee reg = m.getOrInsertFunction(
        "__cutile_emu_register_module", Type::getVoidTy(ctx), ptrTy, sizeTy,
        ptrTy, ptrTy, ptrTy, sizeTy);
    Function *ctor = Function::Create(
        FunctionType::get(Type::getVoidTy(ctx), false),
        GlobalValue::InternalLinkage, "__cutile_emu_ctor", m);
    IRBuilder<> b(BasicBlock::Create(ctx, "", ctor));
    b.CreateCall(reg, {textVar, ConstantInt::get(sizeTy, st.moduleText.size()),
                       stubArr, nameArr, flagArr,
                       ConstantInt::get(sizeTy, stubs.size())});
    b.CreateRetVoid();
    appendToGlobalCtors(m, ctor, 65535);
    return PreservedAnalyses::none();
  }
};

} // namespace

void registerEmulatePasses(PassBuilder &pb) {
  pb.registerPipelineStartEPCallback(
      [](ModulePassManager &mpm, OptimizationLevel) {
        mpm.addPass(RegisterEmulatedKernels());
      });
}

} // namespace cutile::emu
