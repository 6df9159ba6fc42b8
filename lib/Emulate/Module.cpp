//===- Module.cpp - parse, compile and launch ------------------------------===//
//
// Compilation gives every SSA value of an entry a slot in one register file
// (nested regions included: they can read values defined above them), and
// turns each op into an Instr. Registers keep their storage between ops,
// iterations and blocks, so a steady-state loop allocates nothing.
//
//===----------------------------------------------------------------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;

namespace cutile::emu {

class Kernel : public KernelImpl {};

struct Module::Impl {
  MLIRContext ctx;
  OwningOpRef<ir::ModuleOp> module;
  llvm::StringMap<std::unique_ptr<Kernel>> kernels;
};

namespace {

class Compiler {
public:
  explicit Compiler(KernelImpl &k) : k_(k) {}

  std::string compileBody(Block &block, Body &body) {
    for (BlockArgument a : block.getArguments())
      body.args.push_back(slotFor(a));
    for (Operation &op : block) {
      Instr in;
      in.op = &op;
      for (mlir::Value v : op.getOperands()) {
        auto it = slots_.find(v);
        if (it == slots_.end())
          return "operand defined outside the entry in " + describeOp(&op);
        in.in.push_back(it->second);
      }
      for (mlir::Value r : op.getResults())
        in.out.push_back(slotFor(r));
      for (Region &region : op.getRegions()) {
        in.bodies.emplace_back();
        if (region.empty())
          continue;
        if (!region.hasOneBlock())
          return "multi-block region in " + describeOp(&op);
        if (std::string err = compileBody(region.front(), in.bodies.back());
            !err.empty())
          return err;
      }
      if (std::string err = selectExec(&op, in); !err.empty())
        return err;
      if (in.ctl != Ctl::Next)
        markMovable(in, block);
      body.code.push_back(std::move(in));
    }
    return "";
  }

private:
  unsigned slotFor(mlir::Value v) {
    auto [it, added] = slots_.try_emplace(v, k_.numSlots);
    if (added)
      ++k_.numSlots;
    return it->second;
  }

  /// A terminator operand produced by an op of the same block (and passed
  /// once) is dead after the terminator, so it may be moved, not copied.
  static void markMovable(Instr &in, Block &block) {
    uint64_t mask = 0;
    auto operands = in.op->getOperands();
    for (unsigned i = 0; i < operands.size() && i < 64; ++i) {
      Operation *def = operands[i].getDefiningOp();
      if (!def || def->getBlock() != &block)
        continue;
      if (llvm::count(operands, operands[i]) != 1)
        continue;
      mask |= uint64_t(1) << i;
    }
    in.attr[3] = int64_t(mask);
  }

  KernelImpl &k_;
  llvm::DenseMap<mlir::Value, unsigned> slots_;
};

ParamInfo paramInfo(Type t, EK k) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (auto tile = dyn_cast<ir::TileType>(t))
    t = tile.getElementType();
  if (auto p = dyn_cast<ir::PointerType>(t))
    os << "ptr<" << p.getPointeeType() << ">";
  else
    os << t;
  ParamInfo::Kind kind = k == EK::Ptr ? ParamInfo::Pointer
                         : isFloatKind(k) ? ParamInfo::Float
                                          : ParamInfo::Int;
  return {kind, k == EK::Ptr ? 8u : elemBytes(k), os.str()};
}

} // namespace

Ctl runBody(Frame &f, const Body &b) {
  for (const Instr &in : b.code) {
    if (in.ctl != Ctl::Next) {
      f.ctlVals = &in.in;
      f.ctlMovable = uint64_t(in.attr[3]);
      return in.ctl;
    }
    in.fn(f, in);
    if (f.pending != Ctl::Next) {
      Ctl c = f.pending;
      f.pending = Ctl::Next;
      return c;
    }
  }
  return Ctl::Next;
}

std::unique_ptr<Module> Module::parse(llvm::StringRef text,
                                      std::string &error,
                                      llvm::StringRef sourceName) {
  auto m = std::unique_ptr<Module>(new Module);
  m->impl_ = std::make_unique<Impl>();
  MLIRContext &ctx = m->impl_->ctx;
  ctx.getOrLoadDialect<ir::CudaTileDialect>();
  std::string diags;
  llvm::raw_string_ostream os(diags);
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    os << d.getLocation() << ": " << d << "\n";
    return success();
  });
  OwningOpRef<Operation *> top =
      parseSourceString(text, ParserConfig(&ctx), sourceName);
  if (!top) {
    error = "cannot parse the tile module:\n" + os.str();
    return nullptr;
  }
  // The text may be a bare cuda_tile.module or one wrapped in builtin.module.
  ir::ModuleOp tileModule = dyn_cast<ir::ModuleOp>(top.get());
  if (!tileModule)
    top->walk([&](ir::ModuleOp op) {
      if (!tileModule)
        tileModule = op;
    });
  if (!tileModule) {
    error = "no cuda_tile.module in the input";
    return nullptr;
  }
  if (failed(verify(top.get()))) {
    error = "the tile module does not verify:\n" + os.str();
    return nullptr;
  }
  if (tileModule.getOperation() == top.get())
    top.release();
  else
    tileModule->remove();
  m->impl_->module = tileModule;
  return m;
}

Module::~Module() = default;

std::vector<std::string> Module::entryNames() const {
  std::vector<std::string> names;
  for (auto e : impl_->module->getOps<ir::EntryOp>())
    names.push_back(e.getSymName().str());
  return names;
}

const Kernel *Module::lookup(llvm::StringRef name, std::string &error) {
  auto &slot = impl_->kernels[name];
  if (slot)
    return slot.get();
  ir::EntryOp entry;
  for (auto e : impl_->module->getOps<ir::EntryOp>())
    if (e.getSymName() == name)
      entry = e;
  if (!entry) {
    error = "no tile entry named '" + name.str() + "'";
    return nullptr;
  }
  auto k = std::make_unique<Kernel>();
  k->name = name.str();
  k->shownName = llvm::demangle(k->name);
  for (BlockArgument a : entry.getBody().front().getArguments()) {
    EK kind = kindOf(a.getType());
    k->paramKinds.push_back(kind);
    k->params.push_back(paramInfo(a.getType(), kind));
  }
  Compiler c(*k);
  if (std::string err = c.compileBody(entry.getBody().front(), k->body);
      !err.empty()) {
    error = "kernel '" + k->shownName + "': " + err;
    return nullptr;
  }
  slot = std::move(k);
  return slot.get();
}

const std::vector<ParamInfo> &kernelParams(const Kernel &k) { return k.params; }
llvm::StringRef kernelName(const Kernel &k) { return k.name; }

LaunchResult launch(const Kernel &k, Dim3 grid, const void *const *args) {
  Frame f;
  f.kernel = &k;
  f.regs.resize(k.numSlots);
  f.grid[0] = grid.x;
  f.grid[1] = grid.y;
  f.grid[2] = grid.z;
  // Parameters are read once: a kernel cannot change its arguments.
  std::vector<emu::Value> params(k.params.size());
  for (size_t i = 0; i < k.params.size(); ++i) {
    params[i].reset(k.paramKinds[i], {});
    std::memcpy(params[i].data.data(), args[i], k.params[i].bytes);
    if (k.paramKinds[i] == EK::I1)
      params[i].data[0] = params[i].data[0] != 0;
  }
  for (uint32_t z = 0; z < grid.z; ++z)
    for (uint32_t y = 0; y < grid.y; ++y)
      for (uint32_t x = 0; x < grid.x; ++x) {
        f.block[0] = x;
        f.block[1] = y;
        f.block[2] = z;
        for (size_t i = 0; i < params.size(); ++i)
          f.regs[k.body.args[i]] = params[i];
        runBody(f, k.body);
      }
  return {f.assertFailures};
}

} // namespace cutile::emu
