//===- Passes.cpp - Tile code out of PTX, tile kernels into a 2nd module --===//
//
// Both passes find tile code by the annotations the front end puts on it
// ("cutile.tile_global" on kernels, "cutile.tile" / "cutile.tile_builtin" on
// tile functions), which clang lowers into llvm.global.annotations on both
// sides: on the device side against the functions, on the host side against
// the kernels' stubs.
//
//  * Device module: tile functions are deleted, with whatever only they
//    used, so the PTX holds SIMT code alone (a tile function that is also
//    __device__ stays where SIMT code calls it). (Tile builtins have no bodies;
//    ptxas would fail on them in whole-program mode.) A module without tile
//    code is not touched, so SIMT-only output is unchanged.
//  * Host module: the tile stubs' __cudaRegisterFunction calls leave clang's
//    registration (against the SIMT fatbinary) for a constructor of our own
//    that registers the tile fatbinary and registers them against it, as
//    nvcc's second fatbinary does, under the entries' names (nvcc's, which
//    may differ from the Clang name the stub registered).
//
// They run at pipeline start: later, at -O2, clang's __cuda_register_globals
// has been inlined into the module constructor, and calls have been
// optimized across tile and SIMT code.
//
//===----------------------------------------------------------------------===//

#include "HostState.h"
#include "cutile/Embed/Embed.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace cutile::embed {

//===----------------------------------------------------------------------===//
// State from the front end
//===----------------------------------------------------------------------===//

static std::optional<HostEmbed> &hostSlot() {
  static std::optional<HostEmbed> slot;
  return slot;
}

void setHostEmbed(HostEmbed state) { hostSlot() = std::move(state); }

std::optional<HostEmbed> takeHostEmbed() {
  std::optional<HostEmbed> state = std::move(hostSlot());
  hostSlot().reset();
  return state;
}

//===----------------------------------------------------------------------===//
// Annotations
//===----------------------------------------------------------------------===//

static constexpr StringLiteral kAnnotations = "llvm.global.annotations";

static bool isTileMarker(StringRef s) {
  return s == "cutile.tile_global" || s == "cutile.tile" ||
         s == "cutile.tile_builtin";
}

static StringRef constantString(Value *v) {
  auto *gv = dyn_cast<GlobalVariable>(v->stripPointerCasts());
  if (!gv || !gv->hasInitializer())
    return "";
  if (auto *data = dyn_cast<ConstantDataSequential>(gv->getInitializer()))
    if (data->isString())
      return data->isCString() ? data->getAsCString() : data->getAsString();
  return "";
}

// Each entry of llvm.global.annotations is {annotated value, string, file,
// line, args}.
template <typename Fn> static void forEachAnnotation(Module &m, Fn fn) {
  GlobalVariable *gv = m.getGlobalVariable(kAnnotations);
  if (!gv || !gv->hasInitializer())
    return;
  auto *array = dyn_cast<ConstantArray>(gv->getInitializer());
  if (!array)
    return;
  for (Value *op : array->operands()) {
    auto *entry = dyn_cast<ConstantStruct>(op);
    if (!entry || entry->getNumOperands() < 2)
      continue;
    if (auto *f = dyn_cast<Function>(entry->getOperand(0)->stripPointerCasts()))
      fn(f, constantString(entry->getOperand(1)));
  }
}

// Removes the entries that name a function in `gone`.
static void dropAnnotations(Module &m, const SmallPtrSetImpl<Function *> &gone) {
  GlobalVariable *gv = m.getGlobalVariable(kAnnotations);
  if (!gv || !gv->hasInitializer())
    return;
  auto *array = dyn_cast<ConstantArray>(gv->getInitializer());
  if (!array)
    return;
  SmallVector<Constant *, 16> kept;
  for (Value *op : array->operands()) {
    auto *entry = cast<Constant>(op);
    auto *f = dyn_cast<Function>(entry->getOperand(0)->stripPointerCasts());
    if (!f || !gone.contains(f))
      kept.push_back(entry);
  }
  if (kept.size() == array->getNumOperands())
    return;
  if (kept.empty()) {
    gv->eraseFromParent();
    return;
  }
  auto *type = ArrayType::get(array->getType()->getElementType(), kept.size());
  auto *replacement = new GlobalVariable(
      m, type, gv->isConstant(), gv->getLinkage(),
      ConstantArray::get(type, kept), "", gv, gv->getThreadLocalMode());
  replacement->setSection(gv->getSection());
  replacement->takeName(gv);
  gv->eraseFromParent();
}

//===----------------------------------------------------------------------===//
// Device side
//===----------------------------------------------------------------------===//

static bool stripTileCode(Module &m) {
  SmallPtrSet<Function *, 16> tile;
  forEachAnnotation(m, [&](Function *f, StringRef marker) {
    if (isTileMarker(marker))
      tile.insert(f);
  });
  if (tile.empty())
    return false;

  dropAnnotations(m, tile);
  // A tile function that is also __device__ (or __host__ __device__) stays
  // when SIMT code calls it, with everything it calls.
  for (bool changed = true; changed;) {
    changed = false;
    for (Function *f : tile) {
      bool simtUse = llvm::any_of(f->users(), [&](User *u) {
        auto *inst = dyn_cast<Instruction>(u);
        return inst && !tile.contains(inst->getFunction());
      });
      if (simtUse) {
        tile.erase(f);
        changed = true;
        break;
      }
    }
  }
  removeFromUsedLists(m, [&](Constant *c) {
    auto *f = dyn_cast<Function>(c->stripPointerCasts());
    return f && tile.contains(f);
  });

  // What tile code refers to may be left with no user: the builtins'
  // declarations, inline helpers, string constants.
  // WeakVH: an entry may be pushed twice and deleted on its first visit.
  std::vector<WeakVH> orphans;
  auto noteUses = [&](Function &f) {
    for (Instruction &inst : instructions(f))
      for (Value *op : inst.operands())
        if (auto *g = dyn_cast<GlobalValue>(op->stripPointerCasts()))
          orphans.emplace_back(g);
  };
  for (Function *f : tile)
    noteUses(*f);
  for (Function *f : tile)
    f->dropAllReferences();
  for (Function *f : tile) {
    f->replaceAllUsesWith(PoisonValue::get(f->getType()));
    f->eraseFromParent();
  }

  // Delete the orphans nothing uses any more, and then what they alone used.
  while (!orphans.empty()) {
    auto *g = cast_or_null<GlobalValue>(orphans.back());
    orphans.pop_back();
    if (!g)
      continue;
    g->removeDeadConstantUsers();
    auto *f = dyn_cast<Function>(g);
    bool discardable = g->isDeclaration() ? f && !f->isIntrinsic()
                                          : g->isDiscardableIfUnused();
    if (!g->use_empty() || !discardable)
      continue;
    if (f) {
      noteUses(*f);
      f->dropAllReferences();
    } else if (auto *var = dyn_cast<GlobalVariable>(g)) {
      if (var->hasInitializer())
        if (auto *used = dyn_cast<GlobalValue>(
                var->getInitializer()->stripPointerCasts()))
          orphans.emplace_back(used);
    }
    g->eraseFromParent();
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Host side
//===----------------------------------------------------------------------===//

namespace {
struct TileKernel {
  Function *stub;
  Constant *deviceName; // the char* registered: Clang's name, then the entry's
};
} // namespace

static void error(Module &m, const Twine &msg) {
  m.getContext().diagnose(DiagnosticInfoGeneric(msg, DS_Error));
}

// Takes the tile stubs' registrations out of clang's SIMT registration.
static std::vector<TileKernel> takeTileRegistrations(Module &m) {
  SmallPtrSet<Function *, 16> stubs;
  forEachAnnotation(m, [&](Function *f, StringRef marker) {
    if (marker == "cutile.tile_global")
      stubs.insert(f);
  });
  std::vector<TileKernel> kernels;
  Function *reg = m.getFunction("__cudaRegisterFunction");
  if (stubs.empty() || !reg)
    return kernels;
  SmallVector<CallInst *, 16> calls;
  for (User *u : reg->users())
    if (auto *call = dyn_cast<CallInst>(u))
      if (call->getCalledOperand() == reg && call->arg_size() >= 4)
        if (auto *stub =
                dyn_cast<Function>(call->getArgOperand(1)->stripPointerCasts()))
          if (stubs.contains(stub)) {
            calls.push_back(call);
            kernels.push_back(
                {stub, cast<Constant>(call->getArgOperand(2))});
          }
  for (CallInst *call : calls) {
    call->replaceAllUsesWith(ConstantInt::get(call->getType(), 0));
    call->eraseFromParent();
  }
  return kernels;
}

// The name a tile stub is registered under when it is not Clang's: a string
// constant as clang's own (private, unnamed_addr, NUL-terminated).
static Constant *entryNameConstant(Module &m, StringRef name) {
  auto *data = ConstantDataArray::getString(m.getContext(), name);
  auto *gv = new GlobalVariable(m, data->getType(), /*isConstant=*/true,
                                GlobalValue::PrivateLinkage, data,
                                "__cutile_entry_name");
  gv->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  gv->setAlignment(Align(1));
  return gv;
}

// Mirrors what clang's CGCUDANV emits for the SIMT fatbinary: a wrapper
// pointing at the data in .nv_fatbin, a constructor that registers both and
// an atexit'ed destructor. The wrapper goes to .nvFatBinSegmentAlt, where
// nvcc puts its tile fatbinary's (__fatDeviceTextAlt); .nvFatBinSegment
// keeps one wrapper, the SIMT one, as in nvcc's executables.
static void registerTileModule(Module &m, StringRef fatbin,
                               ArrayRef<TileKernel> kernels) {
  LLVMContext &ctx = m.getContext();
  Type *i32 = Type::getInt32Ty(ctx);
  PointerType *ptr = PointerType::getUnqual(ctx);
  Type *voidTy = Type::getVoidTy(ctx);

  auto *data = new GlobalVariable(
      m, ArrayType::get(Type::getInt8Ty(ctx), fatbin.size()), true,
      GlobalValue::PrivateLinkage,
      ConstantDataArray::getString(ctx, fatbin, /*AddNull=*/false),
      "__cutile_fatbin");
  data->setSection(".nv_fatbin");
  data->setAlignment(Align(8));

  // FATBINC_MAGIC and FATBINC_VERSION of CUDA's fatbinary_section.h.
  auto *wrapperType = StructType::get(i32, i32, ptr, ptr);
  auto *wrapper = new GlobalVariable(
      m, wrapperType, true, GlobalValue::InternalLinkage,
      ConstantStruct::get(wrapperType,
                          {ConstantInt::get(i32, 0x466243b1),
                           ConstantInt::get(i32, 1), data,
                           ConstantPointerNull::get(ptr)}),
      "__cutile_fatbin_wrapper");
  wrapper->setSection(".nvFatBinSegmentAlt");
  wrapper->setAlignment(Align(8));

  auto *handle = new GlobalVariable(m, ptr, false, GlobalValue::InternalLinkage,
                                    ConstantPointerNull::get(ptr),
                                    "__cutile_gpubin_handle");
  handle->setAlignment(Align(8));

  FunctionCallee registerFatbin = m.getOrInsertFunction(
      "__cudaRegisterFatBinary", FunctionType::get(ptr, {ptr}, false));
  FunctionCallee registerEnd = m.getOrInsertFunction(
      "__cudaRegisterFatBinaryEnd", FunctionType::get(voidTy, {ptr}, false));
  FunctionCallee unregister = m.getOrInsertFunction(
      "__cudaUnregisterFatBinary", FunctionType::get(voidTy, {ptr}, false));
  FunctionCallee registerFunction = m.getOrInsertFunction(
      "__cudaRegisterFunction",
      FunctionType::get(i32, {ptr, ptr, ptr, ptr, i32, ptr, ptr, ptr, ptr, ptr},
                        false));
  FunctionCallee atexitFn = m.getOrInsertFunction(
      "atexit", FunctionType::get(i32, {ptr}, false));

  auto *voidFn = FunctionType::get(voidTy, false);
  Function *dtor = Function::Create(voidFn, GlobalValue::InternalLinkage,
                                    "__cutile_module_dtor", m);
  {
    IRBuilder<> b(BasicBlock::Create(ctx, "entry", dtor));
    b.CreateCall(unregister, b.CreateAlignedLoad(ptr, handle, Align(8)));
    b.CreateRetVoid();
  }
  Function *ctor = Function::Create(voidFn, GlobalValue::InternalLinkage,
                                    "__cutile_module_ctor", m);
  {
    IRBuilder<> b(BasicBlock::Create(ctx, "entry", ctor));
    Value *h = b.CreateCall(registerFatbin, wrapper);
    b.CreateAlignedStore(h, handle, Align(8));
    Constant *null = ConstantPointerNull::get(ptr);
    for (const TileKernel &k : kernels)
      b.CreateCall(registerFunction,
                   {h, k.stub, k.deviceName, k.deviceName,
                    ConstantInt::getSigned(i32, -1), null, null, null, null,
                    null});
    b.CreateCall(registerEnd, h);
    b.CreateCall(atexitFn, dtor);
    b.CreateRetVoid();
  }
  appendToGlobalCtors(m, ctor, /*Priority=*/65535);
}

static bool embedTileModule(Module &m) {
  std::optional<HostEmbed> state = takeHostEmbed();
  if (!state)
    return false;
  std::vector<TileKernel> kernels = takeTileRegistrations(m);
  if (kernels.empty())
    return false;
  // No target got tile code: the kernels stay unregistered, so launching one
  // fails cleanly instead of finding nothing in the SIMT module.
  if (state->fatbin.empty())
    return true;
  for (TileKernel &k : kernels) {
    StringRef registered = constantString(k.deviceName);
    auto renamed = llvm::find_if(state->entryNames, [&](const auto &names) {
      return names.first == registered;
    });
    if (renamed != state->entryNames.end())
      k.deviceName = entryNameConstant(m, renamed->second);
    StringRef name = constantString(k.deviceName);
    for (const auto &[target, names] : state->entries)
      if (!is_contained(names, name))
        error(m, "cutile: tile kernel '" + name + "' of '" + state->mainFile +
                     "' has no entry in its " + target + " tile cubin");
  }
  registerTileModule(m, state->fatbin, kernels);
  return true;
}

namespace {
struct TileEmbedPass : PassInfoMixin<TileEmbedPass> {
  PreservedAnalyses run(Module &m, ModuleAnalysisManager &) {
    bool changed = m.getTargetTriple().isNVPTX() ? stripTileCode(m)
                                                 : embedTileModule(m);
    return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};
} // namespace

void registerEmbedPasses(PassBuilder &pb) {
  pb.registerPipelineStartEPCallback(
      [](ModulePassManager &mpm, OptimizationLevel) {
        mpm.addPass(TileEmbedPass());
      });
}

} // namespace cutile::embed
