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

#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

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
  // Atomics between blocks, and the order of printed lines, need one block
  // after another; so does alloca, whose buffers enter the memory map, which
  // has no lock.
  k->parallelSafe = !entry
                         .walk([](Operation *op) {
                           return isa<ir::AtomicCASTkoOp, ir::AtomicRMWTkoOp,
                                      ir::AtomicRedViewTkoOp, ir::PrintTkoOp,
                                      ir::AssertOp, ir::AllocaOp>(op)
                                      ? WalkResult::interrupt()
                                      : WalkResult::advance();
                         })
                         .wasInterrupted();
  slot = std::move(k);
  return slot.get();
}

const std::vector<ParamInfo> &kernelParams(const Kernel &k) { return k.params; }
llvm::StringRef kernelName(const Kernel &k) { return k.name; }

/// The blocks of one launch spread over threads. Each thread takes the next
/// block in x, y, z order. A fault waits until every earlier block has run:
/// if none of them faulted, it is the fault a sequential run reports, and
/// the process stops only once no other thread is inside a block.
struct ParallelLaunch {
  uint64_t count;
  std::atomic<uint64_t> next{0};
  std::vector<std::atomic<uint8_t>> done;
  std::mutex m;
  std::condition_variable cv;
  uint64_t firstFault = ~uint64_t(0);
  unsigned running = 0; // threads inside a block, not parked at a fault

  explicit ParallelLaunch(uint64_t n) : count(n), done(n) {}

  bool allDoneBefore(uint64_t b) const {
    for (uint64_t i = 0; i < b; ++i)
      if (!done[i].load(std::memory_order_acquire))
        return false;
    return true;
  }
};

static uint64_t linearBlock(const Frame &f) {
  return (uint64_t(f.block[2]) * f.grid[1] + f.block[1]) * f.grid[0] +
         f.block[0];
}

void waitFaultTurn(Frame &f) {
  ParallelLaunch &p = *f.parallel;
  uint64_t b = linearBlock(f);
  std::unique_lock<std::mutex> lock(p.m);
  p.firstFault = std::min(p.firstFault, b);
  --p.running;
  p.cv.notify_all();
  // An earlier block that faults takes the turn, and the process ends there.
  p.cv.wait(lock, [&] {
    return p.firstFault == b && p.running == 0 && p.allDoneBefore(b);
  });
}

static unsigned launchThreads(uint64_t blocks) {
  unsigned n = std::thread::hardware_concurrency();
  if (const char *env = std::getenv("CUTILE_EMULATE_THREADS"))
    n = unsigned(std::max(1L, std::strtol(env, nullptr, 10)));
  return unsigned(std::min<uint64_t>(std::max(n, 1u), blocks));
}

LaunchResult launch(const Kernel &k, Dim3 grid, const void *const *args) {
  // Parameters are read once: a kernel cannot change its arguments.
  std::vector<emu::Value> params(k.params.size());
  for (size_t i = 0; i < k.params.size(); ++i) {
    params[i].reset(k.paramKinds[i], {});
    std::memcpy(params[i].data.data(), args[i], k.params[i].bytes);
    if (k.paramKinds[i] == EK::I1)
      params[i].data[0] = params[i].data[0] != 0;
  }
  auto newFrame = [&](Frame &f) {
    f.kernel = &k;
    f.regs.resize(k.numSlots);
    f.grid[0] = grid.x;
    f.grid[1] = grid.y;
    f.grid[2] = grid.z;
  };
  auto runBlock = [&](Frame &f, uint64_t b) {
    f.block[0] = uint32_t(b % grid.x);
    f.block[1] = uint32_t(b / grid.x % grid.y);
    f.block[2] = uint32_t(b / grid.x / grid.y);
    for (size_t i = 0; i < params.size(); ++i)
      f.regs[k.body.args[i]] = params[i];
    runBody(f, k.body);
    releaseAllocas(f);
  };
  uint64_t count = uint64_t(grid.x) * grid.y * grid.z;
  unsigned threads = k.parallelSafe ? launchThreads(count) : 1;
  if (threads <= 1) {
    Frame f;
    newFrame(f);
    for (uint64_t b = 0; b < count; ++b)
      runBlock(f, b);
    return {f.assertFailures};
  }

  ParallelLaunch p(count);
  auto worker = [&] {
    Frame f;
    newFrame(f);
    f.parallel = &p;
    while (true) {
      uint64_t b = p.next.fetch_add(1);
      {
        std::lock_guard<std::mutex> lock(p.m);
        // After a fault only earlier blocks still matter.
        if (b >= p.count || b > p.firstFault)
          return;
        ++p.running;
      }
      runBlock(f, b);
      p.done[b].store(1, std::memory_order_release);
      std::lock_guard<std::mutex> lock(p.m);
      --p.running;
      p.cv.notify_all();
    }
  };
  std::vector<std::thread> helpers;
  for (unsigned t = 1; t < threads; ++t)
    helpers.emplace_back(worker);
  worker();
  for (std::thread &t : helpers)
    t.join();
  // Kernels with asserts run sequentially: nothing to add up.
  return {};
}

} // namespace cutile::emu
