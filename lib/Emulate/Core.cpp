//===- Core.cpp - values, element kinds, memory map, faults ----------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

using namespace mlir;

namespace cutile::emu {

unsigned elemBytes(EK k) {
  switch (k) {
  case EK::I1: case EK::I8: case EK::F8E4M3FN: case EK::F8E5M2:
  case EK::F8E8M0FNU: case EK::F4E2M1FN:
    return 1;
  case EK::I16: case EK::F16: case EK::BF16:
    return 2;
  case EK::I32: case EK::F32: case EK::TF32:
    return 4;
  case EK::I64: case EK::F64: case EK::Ptr:
    return 8;
  case EK::None: case EK::Token: case EK::View:
    return 0;
  }
  return 0;
}

bool isIntKind(EK k) { return k >= EK::I1 && k <= EK::I64; }
bool isFloatKind(EK k) { return k >= EK::F16 && k <= EK::F4E2M1FN; }

const char *kindName(EK k) {
  static const char *names[] = {"none", "i1", "i8", "i16", "i32", "i64",
                                "f16", "bf16", "f32", "tf32", "f64",
                                "f8E4M3FN", "f8E5M2", "f8E8M0FNU",
                                "f4E2M1FN", "ptr", "token", "view"};
  return names[unsigned(k)];
}

EK kindOf(Type t) {
  if (isa<ir::TokenType>(t))
    return EK::Token;
  if (isa<ir::TensorViewType, ir::PartitionViewType, ir::StridedViewType,
          ir::GatherScatterViewType>(t))
    return EK::View;
  if (auto tile = dyn_cast<ir::TileType>(t))
    t = tile.getElementType();
  if (isa<ir::PointerType>(t))
    return EK::Ptr;
  if (auto it = dyn_cast<IntegerType>(t)) {
    switch (it.getWidth()) {
    case 1: return EK::I1;
    case 8: return EK::I8;
    case 16: return EK::I16;
    case 32: return EK::I32;
    case 64: return EK::I64;
    default: return EK::None;
    }
  }
  if (t.isF16()) return EK::F16;
  if (t.isBF16()) return EK::BF16;
  if (t.isF32()) return EK::F32;
  if (t.isTF32()) return EK::TF32;
  if (t.isF64()) return EK::F64;
  if (isa<Float8E4M3FNType>(t)) return EK::F8E4M3FN;
  if (isa<Float8E5M2Type>(t)) return EK::F8E5M2;
  if (isa<Float8E8M0FNUType>(t)) return EK::F8E8M0FNU;
  if (isa<Float4E2M1FNType>(t)) return EK::F4E2M1FN;
  return EK::None;
}

void Value::reset(EK k, llvm::ArrayRef<int64_t> s) {
  kind = k;
  shape.assign(s.begin(), s.end());
  numel = 1;
  for (int64_t d : s)
    numel *= d;
  data.resize(size_t(numel) * elemBytes(k));
}

int64_t Value::scalarInt() const {
  switch (kind) {
  case EK::I1: return *as<uint8_t>() & 1;
  case EK::I8: return *as<int8_t>();
  case EK::I16: return *as<int16_t>();
  case EK::I32: return *as<int32_t>();
  case EK::I64: return *as<int64_t>();
  default: return 0;
  }
}

Round toRound(int rm) {
  switch (ir::RoundingMode(rm)) {
  case ir::RoundingMode::ZERO: return Round::Zero;
  case ir::RoundingMode::NEGATIVE_INF: return Round::Down;
  case ir::RoundingMode::POSITIVE_INF: return Round::Up;
  case ir::RoundingMode::NEAREST_AWAY: return Round::NearestAway;
  default: return Round::NearestEven;
  }
}

//===----------------------------------------------------------------------===//
// MemoryMap
//===----------------------------------------------------------------------===//

void MemoryMap::add(const void *p, size_t bytes) {
  ranges_[uint64_t(uintptr_t(p))] = bytes;
}

bool MemoryMap::remove(const void *p) {
  generation_.fetch_add(1, std::memory_order_relaxed);
  return ranges_.erase(uint64_t(uintptr_t(p))) != 0;
}

namespace {
// The allocation a thread hit last. Per thread, because blocks of one launch
// may run on several threads; a removal anywhere makes every copy stale.
struct HitCache {
  const MemoryMap *map = nullptr;
  uint64_t generation = 0, begin = 0, end = 0;
};
thread_local HitCache lastHit;
} // namespace

bool MemoryMap::contains(uint64_t addr, uint64_t bytes) const {
  // Kernels hit the same allocation over and over: check the last one first.
  uint64_t gen = generation_.load(std::memory_order_relaxed);
  HitCache &c = lastHit;
  if (c.map == this && c.generation == gen && addr >= c.begin &&
      addr + bytes <= c.end && addr + bytes >= addr)
    return true;
  auto it = ranges_.upper_bound(addr);
  if (it == ranges_.begin())
    return false;
  --it;
  uint64_t end = it->first + it->second;
  if (addr + bytes < addr || addr + bytes > end)
    return false;
  c = {this, gen, it->first, end};
  return true;
}

size_t MemoryMap::sizeOf(const void *p) const {
  auto it = ranges_.find(uint64_t(uintptr_t(p)));
  return it == ranges_.end() ? 0 : it->second;
}

MemoryMap &MemoryMap::global() {
  static MemoryMap map;
  return map;
}

//===----------------------------------------------------------------------===//
// Faults
//===----------------------------------------------------------------------===//

static void defaultFatal() {
  std::fflush(stdout);
  std::exit(1);
}
static FatalHandler fatalHandler = defaultFatal;

void setFatalHandler(FatalHandler h) { fatalHandler = h ? h : defaultFatal; }

static bool findFileLoc(Location loc, std::string &out) {
  if (auto fl = dyn_cast<FileLineColLoc>(loc)) {
    out = (fl.getFilename().str() + ":" + std::to_string(fl.getLine()) + ":" +
           std::to_string(fl.getColumn()));
    return true;
  }
  if (auto nl = dyn_cast<NameLoc>(loc))
    return findFileLoc(nl.getChildLoc(), out);
  if (auto cs = dyn_cast<CallSiteLoc>(loc))
    return findFileLoc(cs.getCallee(), out);
  if (auto fused = dyn_cast<FusedLoc>(loc))
    for (Location l : fused.getLocations())
      if (findFileLoc(l, out))
        return true;
  return false;
}

std::string locString(Operation *op) {
  std::string s;
  if (!findFileLoc(op->getLoc(), s))
    s = "unknown location";
  return s;
}

std::string describeOp(Operation *op) {
  return op->getName().stripDialect().str() + " at " + locString(op);
}

void fault(Frame &f, const Instr &in, const std::string &msg) {
  if (f.parallel)
    waitFaultTurn(f);
  std::fflush(stdout);
  llvm::errs() << "error: kernel '" << f.kernel->shownName << "' block ("
               << f.block[0] << ", " << f.block[1] << ", " << f.block[2]
               << "): " << describeOp(in.op) << ": " << msg << "\n";
  llvm::errs().flush();
  fatalHandler();
  std::abort(); // a handler that returns
}

} // namespace cutile::emu
