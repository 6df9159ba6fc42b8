//===- ExecAlloca.cpp - alloca: per-block local memory ---------------------===//
//
// `alloca` reserves memory that lives as long as the tile block running it
// (nvcc 13.4 places large or address-taken C++ locals there). Each execution
// makes a fresh buffer, registers it with the memory map so that accesses
// through it are bounds-checked like any other allocation, and the block
// frees it when it ends (releaseAllocas): a pointer kept past the block then
// faults as "outside every live allocation" instead of reading stale data.
//
// The buffer starts zeroed. Tile IR leaves its contents undefined; zeros make
// a read before the first write reproducible rather than random.
//
//===----------------------------------------------------------------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include <algorithm>
#include <cstring>

using namespace mlir;

namespace cutile::emu {
namespace {

void execAlloca(Frame &f, const Instr &in) {
  uint64_t bytes = uint64_t(in.attr[0]), align = uint64_t(in.attr[1]);
  // Over-allocate so that the start can be moved to the alignment.
  auto buf = std::make_unique<unsigned char[]>(bytes + align);
  std::memset(buf.get(), 0, bytes + align);
  uintptr_t p = uintptr_t(buf.get());
  p = (p + align - 1) / align * align;
  // A zero-byte alloca gets a distinct address no access may use.
  if (bytes)
    MemoryMap::global().add(reinterpret_cast<void *>(p), bytes);
  f.allocas.push_back({std::move(buf), bytes ? p : 0});
  emu::Value &r = f.regs[in.out[0]];
  r.reset(EK::Ptr, {});
  *r.as<uint64_t>() = uint64_t(p);
}

} // namespace

void releaseAllocas(Frame &f) {
  for (Frame::Alloca &a : f.allocas)
    if (a.registered)
      MemoryMap::global().remove(reinterpret_cast<void *>(a.registered));
  f.allocas.clear();
}

bool selectAlloca(Operation *op, Instr &in, std::string &err) {
  auto a = dyn_cast<ir::AllocaOp>(op);
  if (!a)
    return false;
  if (a.getGlobal()) {
    err = "the emulator does not support a global alloca (" + describeOp(op) + ")";
    return false;
  }
  int64_t align = int64_t(a.getAlignment());
  // num_elem counts elements of the pointee (bytes for nvcc's ptr<i8>).
  Type e = cast<ir::PointerType>(
               cast<ir::TileType>(a.getResult().getType()).getElementType())
               .getPointeeType();
  int64_t eb = e.isInteger(1) ? 1 : std::max<int64_t>(1, e.getIntOrFloatBitWidth() / 8);
  in.attr[0] = int64_t(a.getNumElem()) * eb;
  in.attr[1] = align > 0 ? align : 1;
  in.fn = execAlloca;
  return true;
}

} // namespace cutile::emu
