//===- ExecMemory.cpp - pointer and view loads/stores, atomics -------------===//
//
// Blocks run one after another and tokens carry no data, so every access
// happens in program order and atomics are plain read-modify-writes.
// Every element address is checked against the live allocations; a view
// access whose tile lies wholly inside the tensor checks the tile's address
// range once and then copies rows.
//
// Out-of-bounds tile elements of a view: stores drop them and loads read
// the view's padding value, as the spec says. A load through a view with no
// padding value has no defined result there, so the emulator stops instead
// of inventing one: that is the "partially out-of-bounds unmasked access".
//
//===----------------------------------------------------------------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <map>

using namespace mlir;

namespace cutile::emu {
namespace {

std::string hex(uint64_t x) {
  std::string s;
  llvm::raw_string_ostream(s) << llvm::format_hex(x, 2);
  return s;
}

[[noreturn]] void badAddress(Frame &f, const Instr &in, uint64_t addr,
                             unsigned bytes, const std::string &where) {
  fault(f, in, "address " + hex(addr) + " (" + std::to_string(bytes) +
                   " bytes" + where + ") is outside every live allocation");
}

void checkAddr(Frame &f, const Instr &in, uint64_t addr, unsigned bytes,
               int64_t elem) {
  if (!MemoryMap::global().contains(addr, bytes))
    badAddress(f, in, addr, bytes, ", element " + std::to_string(elem));
  if (addr % bytes)
    fault(f, in, "address " + hex(addr) + " is not aligned to " +
                     std::to_string(bytes) + " bytes (element " +
                     std::to_string(elem) + ")");
}

/// Bits of a view's padding value in the element format `k`.
uint64_t paddingBits(EK k, int pad) {
  auto p = ir::PaddingValue(pad);
  if (isIntKind(k))
    return 0;
  double v = p == ir::PaddingValue::neg_zero  ? -0.0
             : p == ir::PaddingValue::nan     ? NAN
             : p == ir::PaddingValue::pos_inf ? INFINITY
             : p == ir::PaddingValue::neg_inf ? -INFINITY
                                              : 0.0;
  switch (k) {
  case EK::F16: return encodeFloat(v, kF16, Round::NearestEven);
  case EK::BF16: return std::isnan(v) ? 0x7fc0 : encodeFloat(v, kBF16, Round::NearestEven);
  case EK::F32: case EK::TF32: return floatToBits(float(v));
  case EK::F64: { uint64_t b; std::memcpy(&b, &v, 8); return b; }
  case EK::F8E4M3FN: return encodeFloat(v, kF8E4M3FN, Round::NearestEven);
  case EK::F8E5M2: return encodeFloat(v, kF8E5M2, Round::NearestEven);
  default: return 0;
  }
}

void loadElem(unsigned char *dst, uint64_t addr, unsigned eb, bool isI1) {
  std::memcpy(dst, reinterpret_cast<const void *>(uintptr_t(addr)), eb);
  if (isI1)
    *dst = *dst != 0;
}

void storeElem(uint64_t addr, const unsigned char *src, unsigned eb) {
  std::memcpy(reinterpret_cast<void *>(uintptr_t(addr)), src, eb);
}

//===----------------------------------------------------------------------===//
// Pointer tiles
//===----------------------------------------------------------------------===//

/// attr[0]: element kind; attr[1]: mask operand index or -1; attr[2]:
/// padding operand index or -1.
void execLoadPtr(Frame &f, const Instr &in) {
  const emu::Value &p = f.regs[in.in[0]];
  const emu::Value *mask = in.attr[1] >= 0 ? &f.regs[in.in[in.attr[1]]] : nullptr;
  const emu::Value *pad = in.attr[2] >= 0 ? &f.regs[in.in[in.attr[2]]] : nullptr;
  emu::Value &r = f.regs[in.out[0]];
  EK k = EK(in.attr[0]);
  r.reset(k, p.shape);
  unsigned eb = elemBytes(k);
  const uint64_t *pp = p.as<uint64_t>();
  for (int64_t i = 0; i < r.numel; ++i) {
    unsigned char *dst = r.data.data() + i * eb;
    if (mask && !(mask->as<uint8_t>()[mask->numel == 1 ? 0 : i] & 1)) {
      if (pad)
        std::memcpy(dst, pad->data.data() + (pad->numel == 1 ? 0 : i) * eb, eb);
      else
        std::memset(dst, 0, eb);
      continue;
    }
    checkAddr(f, in, pp[i], eb, i);
    loadElem(dst, pp[i], eb, k == EK::I1);
  }
  if (in.out.size() > 1)
    f.regs[in.out[1]].reset(EK::Token, {});
}

void execStorePtr(Frame &f, const Instr &in) {
  const emu::Value &p = f.regs[in.in[0]], &v = f.regs[in.in[1]];
  const emu::Value *mask = in.attr[1] >= 0 ? &f.regs[in.in[in.attr[1]]] : nullptr;
  unsigned eb = elemBytes(v.kind);
  const uint64_t *pp = p.as<uint64_t>();
  int64_t sv = v.numel == 1 ? 0 : 1;
  for (int64_t i = 0; i < p.numel; ++i) {
    if (mask && !(mask->as<uint8_t>()[mask->numel == 1 ? 0 : i] & 1))
      continue;
    checkAddr(f, in, pp[i], eb, i);
    storeElem(pp[i], v.data.data() + i * sv * eb, eb);
  }
  f.regs[in.out[0]].reset(EK::Token, {});
}

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

/// Static parts of a view type, resolved at compile time.
struct ViewTemplate {
  ViewData data;
  llvm::SmallVector<bool, 4> dynShape, dynStride;
};

void execMakeTensorView(Frame &f, const Instr &in) {
  const auto &t = *static_cast<const ViewTemplate *>(in.extra.get());
  auto v = std::make_shared<ViewData>(t.data);
  v->base = *f.regs[in.in[0]].as<uint64_t>();
  size_t next = 1;
  for (size_t d = 0; d < v->shape.size(); ++d)
    if (t.dynShape[d])
      v->shape[d] = f.regs[in.in[next++]].scalarInt();
  for (size_t d = 0; d < v->strides.size(); ++d)
    if (t.dynStride[d])
      v->strides[d] = f.regs[in.in[next++]].scalarInt();
  for (size_t d = 0; d < v->shape.size(); ++d)
    if (v->shape[d] < 0)
      fault(f, in, "dimension " + std::to_string(d) + " has negative size " +
                       std::to_string(v->shape[d]));
  emu::Value &r = f.regs[in.out[0]];
  r.reset(EK::View, {});
  r.view = std::move(v);
}

void execMakeTileView(Frame &f, const Instr &in) {
  const auto &t = *static_cast<const ViewTemplate *>(in.extra.get());
  auto v = std::make_shared<ViewData>(*f.regs[in.in[0]].view);
  v->kind = t.data.kind;
  v->tile = t.data.tile;
  v->step = t.data.step;
  v->dimMap = t.data.dimMap;
  v->sparseDim = t.data.sparseDim;
  v->hasPadding = t.data.hasPadding;
  v->padding = t.data.padding;
  emu::Value &r = f.regs[in.out[0]];
  r.reset(EK::View, {});
  r.view = std::move(v);
}

void setScalar(emu::Value &v, EK k, int64_t x) {
  v.reset(k, {});
  switch (k) {
  case EK::I1: *v.as<uint8_t>() = x & 1; break;
  case EK::I8: *v.as<int8_t>() = int8_t(x); break;
  case EK::I16: *v.as<int16_t>() = int16_t(x); break;
  case EK::I32: *v.as<int32_t>() = int32_t(x); break;
  default: *v.as<int64_t>() = x; break;
  }
}

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/// Number of valid indices along tile dimension i: tiles for partition and
/// strided views; for a gather/scatter view every index is an element
/// position (row numbers at the sparse dimension, a chunk's first element
/// elsewhere, as nvcc's C++ API and cuTile Python's Slice(start, n) use the
/// same Tile IR operand).
int64_t indexSpace(const ViewData &v, size_t i) {
  if (v.kind == ViewData::Gather)
    return v.shape[i];
  int64_t td = v.kind == ViewData::Gather ? int64_t(i) : v.dimMap[i];
  int64_t step = v.kind == ViewData::Strided ? v.step[i] : v.tile[i];
  return ceilDiv(v.shape[td], step);
}

void execTensorShape(Frame &f, const Instr &in) {
  const ViewData &v = *f.regs[in.in[0]].view;
  bool tensor = in.attr[0];
  for (size_t i = 0; i < in.out.size(); ++i)
    setScalar(f.regs[in.out[i]], EK(in.attr[1]),
              tensor ? v.shape[i] : indexSpace(v, i));
}

/// Where each tile dimension of one access lands in the tensor.
struct Access {
  llvm::SmallVector<int64_t, 4> start, stride, bound, ext;
  const emu::Value *rows = nullptr; // gather/scatter row numbers
  int sparse = -1;
  bool allInBounds = true;
  uint64_t outDims = 0; // bit i: the tile leaves the tensor along index i
};

void resolveAccess(Frame &f, const Instr &in, const ViewData &v,
                   size_t firstIndex, Access &a) {
  size_t rank = v.tile.size();
  for (size_t i = 0; i < rank; ++i) {
    const emu::Value &ix = f.regs[in.in[firstIndex + i]];
    int64_t td = v.kind == ViewData::Gather ? int64_t(i) : v.dimMap[i];
    a.stride.push_back(v.strides[td]);
    a.bound.push_back(v.shape[td]);
    a.ext.push_back(v.tile[i]);
    if (v.kind == ViewData::Gather && int(i) == v.sparseDim) {
      a.rows = &ix;
      a.sparse = int(i);
      a.start.push_back(0);
      for (int64_t r = 0; r < ix.numel; ++r) {
        int64_t row = ix.kind == EK::I64 ? ix.as<int64_t>()[r]
                                         : int64_t(ix.as<int32_t>()[r]);
        if (row < 0 || row >= v.shape[td]) {
          a.allInBounds = false;
          a.outDims |= uint64_t(1) << i;
        }
      }
      continue;
    }
    int64_t idx = ix.scalarInt();
    if (idx < 0 || idx >= indexSpace(v, i))
      fault(f, in, "index " + std::to_string(idx) + " of dimension " +
                       std::to_string(i) + " is outside the view's index "
                       "space [0, " + std::to_string(indexSpace(v, i)) + ")");
    int64_t step = v.kind == ViewData::Strided ? v.step[i]
                   : v.kind == ViewData::Gather   ? 1
                                                  : v.tile[i];
    a.start.push_back(idx * step);
    if (idx * step + v.tile[i] > v.shape[td]) {
      a.allInBounds = false;
      a.outDims |= uint64_t(1) << i;
    }
  }
}

/// `inbounds = [true, ...]` promises the tile lies inside the tensor along
/// those indices (the unmasked members, C++ UB otherwise; tileiras drops the
/// bounds handling there): a broken promise stops the run, where the GPU
/// would read or write past the tensor's edge unnoticed.
void checkInbounds(Frame &f, const Instr &in, const Access &a) {
  uint64_t broken = a.outDims & uint64_t(in.attr[0]);
  if (!broken)
    return;
  unsigned d = 0;
  while (!(broken >> d & 1))
    ++d;
  fault(f, in, "the tile is partially outside the tensor along index " +
                   std::to_string(d) + ", which is marked inbounds (an unmasked "
                   "access: the masked members pad or skip those elements)");
}

int64_t rowOf(const Access &a, int64_t t) {
  const emu::Value &ix = *a.rows;
  return ix.kind == EK::I64 ? ix.as<int64_t>()[t] : int64_t(ix.as<int32_t>()[t]);
}

/// Calls fn(tileElementIndex, address or ~0 when out of bounds) for every
/// element of the tile, in row-major order.
template <class F>
void walkTile(const ViewData &v, const Access &a, F fn) {
  size_t rank = a.ext.size();
  unsigned eb = elemBytes(v.elem);
  int64_t total = 1;
  for (int64_t e : a.ext)
    total *= e;
  llvm::SmallVector<int64_t, 4> t(rank, 0);
  for (int64_t i = 0; i < total; ++i) {
    bool in = true;
    int64_t off = 0;
    for (size_t d = 0; d < rank; ++d) {
      int64_t c = int(d) == a.sparse ? rowOf(a, t[d]) : a.start[d] + t[d];
      in &= c >= 0 && c < a.bound[d];
      off += c * a.stride[d];
    }
    fn(i, in ? v.base + uint64_t(off * int64_t(eb)) : ~uint64_t(0));
    for (size_t d = rank; d-- > 0;) {
      if (++t[d] < a.ext[d])
        break;
      t[d] = 0;
    }
  }
}

/// For a tile wholly inside the tensor: check its address span once.
void checkSpan(Frame &f, const Instr &in, const ViewData &v, const Access &a) {
  unsigned eb = elemBytes(v.elem);
  int64_t lo = 0, hi = 0;
  for (size_t d = 0; d < a.ext.size(); ++d) {
    int64_t first, last;
    if (int(d) == a.sparse) {
      first = last = rowOf(a, 0);
      for (int64_t r = 1; r < a.ext[d]; ++r) {
        first = std::min(first, rowOf(a, r));
        last = std::max(last, rowOf(a, r));
      }
    } else {
      first = a.start[d];
      last = a.start[d] + a.ext[d] - 1;
    }
    int64_t x = first * a.stride[d], y = last * a.stride[d];
    lo += std::min(x, y);
    hi += std::max(x, y);
  }
  uint64_t addr = v.base + uint64_t(lo * int64_t(eb));
  uint64_t bytes = uint64_t((hi - lo + 1) * int64_t(eb));
  if (!MemoryMap::global().contains(addr, bytes))
    badAddress(f, in, addr, unsigned(bytes), ", the tile's span");
  if (addr % eb)
    fault(f, in, "view base " + hex(v.base) + " is not aligned to " +
                     std::to_string(eb) + " bytes");
}

/// Row copy for the common case: in bounds, innermost tile dimension
/// contiguous in memory.
bool fastRows(const ViewData &v, const Access &a) {
  return a.allInBounds && a.sparse < 0 && !a.ext.empty() &&
         a.stride.back() == 1;
}

template <class RowFn>
void forRows(const ViewData &v, const Access &a, RowFn fn) {
  unsigned eb = elemBytes(v.elem);
  size_t rank = a.ext.size();
  int64_t inner = a.ext.back(), rows = 1;
  for (size_t d = 0; d + 1 < rank; ++d)
    rows *= a.ext[d];
  llvm::SmallVector<int64_t, 4> t(rank, 0);
  for (int64_t r = 0; r < rows; ++r) {
    int64_t off = 0;
    for (size_t d = 0; d < rank; ++d)
      off += (a.start[d] + t[d]) * a.stride[d];
    fn(r * inner, v.base + uint64_t(off * int64_t(eb)), inner * eb);
    for (size_t d = rank - 1; d-- > 0;) {
      if (++t[d] < a.ext[d])
        break;
      t[d] = 0;
    }
  }
}

void execLoadView(Frame &f, const Instr &in) {
  const ViewData &v = *f.regs[in.in[0]].view;
  Access a;
  resolveAccess(f, in, v, 1, a);
  emu::Value &r = f.regs[in.out[0]];
  r.reset(v.elem, a.ext);
  unsigned eb = elemBytes(v.elem);
  if (in.out.size() > 1)
    f.regs[in.out[1]].reset(EK::Token, {});
  if (a.allInBounds) {
    checkSpan(f, in, v, a);
    if (fastRows(v, a)) {
      forRows(v, a, [&](int64_t elem, uint64_t addr, size_t bytes) {
        std::memcpy(r.data.data() + elem * eb,
                    reinterpret_cast<const void *>(uintptr_t(addr)), bytes);
      });
      return;
    }
  } else if (!v.hasPadding) {
    fault(f, in, "the tile is partially outside the tensor and the view "
                 "has no padding value (an unmasked access)");
  } else {
    checkInbounds(f, in, a);
  }
  uint64_t pad = paddingBits(v.elem, v.padding);
  bool check = !a.allInBounds;
  walkTile(v, a, [&](int64_t i, uint64_t addr) {
    unsigned char *dst = r.data.data() + i * eb;
    if (addr == ~uint64_t(0)) {
      std::memcpy(dst, &pad, eb);
      return;
    }
    if (check)
      checkAddr(f, in, addr, eb, i);
    loadElem(dst, addr, eb, v.elem == EK::I1);
  });
}

void execStoreView(Frame &f, const Instr &in) {
  const emu::Value &val = f.regs[in.in[0]];
  const ViewData &v = *f.regs[in.in[1]].view;
  Access a;
  resolveAccess(f, in, v, 2, a);
  if (!a.allInBounds)
    checkInbounds(f, in, a);
  unsigned eb = elemBytes(v.elem);
  f.regs[in.out[0]].reset(EK::Token, {});
  if (a.allInBounds) {
    checkSpan(f, in, v, a);
    if (fastRows(v, a)) {
      forRows(v, a, [&](int64_t elem, uint64_t addr, size_t bytes) {
        std::memcpy(reinterpret_cast<void *>(uintptr_t(addr)),
                    val.data.data() + elem * eb, bytes);
      });
      return;
    }
  }
  bool check = !a.allInBounds;
  walkTile(v, a, [&](int64_t i, uint64_t addr) {
    if (addr == ~uint64_t(0))
      return; // out-of-bounds elements of a store are masked
    if (check)
      checkAddr(f, in, addr, eb, i);
    storeElem(addr, val.data.data() + i * eb, eb);
  });
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

double ldF(EK k, const unsigned char *p) {
  switch (k) {
  case EK::F16: { uint16_t h; std::memcpy(&h, p, 2); return halfToFloat(h); }
  case EK::BF16: { uint16_t h; std::memcpy(&h, p, 2); return bf16ToFloat(h); }
  case EK::F32: { float x; std::memcpy(&x, p, 4); return x; }
  default: { double x; std::memcpy(&x, p, 8); return x; }
  }
}

void stF(EK k, unsigned char *p, double x) {
  switch (k) {
  case EK::F16: { uint16_t h = uint16_t(encodeFloat(x, kF16, Round::NearestEven)); std::memcpy(p, &h, 2); break; }
  case EK::BF16: { uint16_t h = floatToBF16Exact(x, Round::NearestEven); std::memcpy(p, &h, 2); break; }
  case EK::F32: { float y = float(x); std::memcpy(p, &y, 4); break; }
  default: std::memcpy(p, &x, 8); break;
  }
}

int64_t ldI(EK k, const unsigned char *p, bool sgn) {
  switch (k) {
  case EK::I1: return *p & 1;
  case EK::I8: return sgn ? int64_t(int8_t(*p)) : int64_t(*p);
  case EK::I16: { int16_t x; std::memcpy(&x, p, 2); return sgn ? int64_t(x) : int64_t(uint16_t(x)); }
  case EK::I32: { int32_t x; std::memcpy(&x, p, 4); return sgn ? int64_t(x) : int64_t(uint32_t(x)); }
  default: { int64_t x; std::memcpy(&x, p, 8); return x; }
  }
}

/// One read-modify-write on memory at `mem`; the old value goes to `old`.
void rmw(ir::AtomicRMWMode mode, EK k, unsigned char *mem,
         const unsigned char *arg, unsigned char *old) {
  unsigned eb = elemBytes(k);
  if (old)
    std::memcpy(old, mem, eb);
  if (mode == ir::AtomicRMWMode::XCHG) {
    std::memcpy(mem, arg, eb);
    return;
  }
  if (mode == ir::AtomicRMWMode::ADDF) {
    stF(k, mem, ldF(k, mem) + ldF(k, arg));
    return;
  }
  bool sgn = mode == ir::AtomicRMWMode::MAX || mode == ir::AtomicRMWMode::MIN;
  int64_t x = ldI(k, mem, sgn), y = ldI(k, arg, sgn), z;
  switch (mode) {
  case ir::AtomicRMWMode::AND: z = x & y; break;
  case ir::AtomicRMWMode::OR: z = x | y; break;
  case ir::AtomicRMWMode::XOR: z = x ^ y; break;
  case ir::AtomicRMWMode::ADD: z = int64_t(uint64_t(x) + uint64_t(y)); break;
  case ir::AtomicRMWMode::MAX: z = std::max(x, y); break;
  case ir::AtomicRMWMode::MIN: z = std::min(x, y); break;
  case ir::AtomicRMWMode::UMAX: z = int64_t(std::max(uint64_t(x), uint64_t(y))); break;
  case ir::AtomicRMWMode::UMIN: z = int64_t(std::min(uint64_t(x), uint64_t(y))); break;
  default: z = y; break;
  }
  std::memcpy(mem, &z, eb); // little-endian: the low bytes
}

/// attr[0]: element kind; attr[1]: mask index or -1; attr[2]: mode or -1
/// for compare-and-swap.
void execAtomicPtr(Frame &f, const Instr &in) {
  const emu::Value &p = f.regs[in.in[0]];
  bool cas = in.attr[2] < 0;
  const emu::Value &arg = f.regs[in.in[cas ? 2 : 1]];
  const emu::Value *cmp = cas ? &f.regs[in.in[1]] : nullptr;
  const emu::Value *mask = in.attr[1] >= 0 ? &f.regs[in.in[in.attr[1]]] : nullptr;
  EK k = EK(in.attr[0]);
  unsigned eb = elemBytes(k);
  emu::Value &r = f.regs[in.out[0]];
  r.reset(k, p.shape);
  int64_t sa = arg.numel == 1 ? 0 : 1;
  for (int64_t i = 0; i < p.numel; ++i) {
    unsigned char *old = r.data.data() + i * eb;
    if (mask && !(mask->as<uint8_t>()[mask->numel == 1 ? 0 : i] & 1)) {
      std::memset(old, 0, eb);
      continue;
    }
    uint64_t addr = p.as<uint64_t>()[i];
    checkAddr(f, in, addr, eb, i);
    auto *mem = reinterpret_cast<unsigned char *>(uintptr_t(addr));
    if (cas) {
      std::memcpy(old, mem, eb);
      if (std::memcmp(mem, cmp->data.data() + i * (cmp->numel == 1 ? 0 : 1) * eb, eb) == 0)
        std::memcpy(mem, arg.data.data() + i * sa * eb, eb);
      continue;
    }
    rmw(ir::AtomicRMWMode(in.attr[2]), k, mem, arg.data.data() + i * sa * eb, old);
  }
  f.regs[in.out[1]].reset(EK::Token, {});
}

void execAtomicRedView(Frame &f, const Instr &in) {
  const ViewData &v = *f.regs[in.in[0]].view;
  Access a;
  resolveAccess(f, in, v, 1, a);
  const emu::Value &val = f.regs[in.in[1 + a.ext.size()]];
  unsigned eb = elemBytes(v.elem);
  walkTile(v, a, [&](int64_t i, uint64_t addr) {
    if (addr == ~uint64_t(0))
      return;
    checkAddr(f, in, addr, eb, i);
    rmw(ir::AtomicRMWMode(in.attr[2]), v.elem,
        reinterpret_cast<unsigned char *>(uintptr_t(addr)),
        val.data.data() + i * eb, nullptr);
  });
  f.regs[in.out[0]].reset(EK::Token, {});
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

/// Storage for module globals, one per GlobalOp, alive for the process
/// (a global's address may be stored anywhere).
std::map<Operation *, std::unique_ptr<emu::Value>> &globalStore() {
  static std::map<Operation *, std::unique_ptr<emu::Value>> store;
  return store;
}

void execGetGlobal(Frame &f, const Instr &in) {
  emu::Value &r = f.regs[in.out[0]];
  r.reset(EK::Ptr, {});
  *r.as<uint64_t>() = uint64_t(in.attr[0]);
}

int operandIndex(Operation *op, mlir::Value v) {
  if (!v)
    return -1;
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (op->getOperand(i) == v)
      return int(i);
  return -1;
}

bool fillViewTemplate(Type t, ViewTemplate &vt, std::string &err) {
  ViewData &d = vt.data;
  auto tileInfo = [&](auto view) {
    d.tile.assign(view.getTileShape().asArrayRef().begin(),
                  view.getTileShape().asArrayRef().end());
    if (auto p = view.getPaddingValue()) {
      d.hasPadding = true;
      d.padding = int(p.getValue());
    }
    d.elem = kindOf(view.getTensorView().getElementType());
  };
  if (auto tv = dyn_cast<ir::TensorViewType>(t)) {
    d.kind = ViewData::Tensor;
    d.elem = kindOf(tv.getElementType());
    for (int64_t s : tv.getShape()) {
      vt.dynShape.push_back(s == ir::TensorViewType::kDynamic);
      d.shape.push_back(s);
    }
    for (int64_t s : tv.getStrides()) {
      vt.dynStride.push_back(s == ir::TensorViewType::kDynamic);
      d.strides.push_back(s);
    }
  } else if (auto pv = dyn_cast<ir::PartitionViewType>(t)) {
    d.kind = ViewData::Partition;
    tileInfo(pv);
    d.dimMap.assign(pv.getDimMap().begin(), pv.getDimMap().end());
  } else if (auto sv = dyn_cast<ir::StridedViewType>(t)) {
    d.kind = ViewData::Strided;
    tileInfo(sv);
    d.step.assign(sv.getTraversalStrides().asArrayRef().begin(),
                  sv.getTraversalStrides().asArrayRef().end());
    d.dimMap.assign(sv.getDimMap().begin(), sv.getDimMap().end());
  } else if (auto gv = dyn_cast<ir::GatherScatterViewType>(t)) {
    d.kind = ViewData::Gather;
    tileInfo(gv);
    d.sparseDim = int(gv.getSparseDim());
  } else {
    err = "unknown view type";
    return false;
  }
  if (d.kind != ViewData::Tensor && d.kind != ViewData::Gather &&
      d.dimMap.empty())
    for (size_t i = 0; i < d.tile.size(); ++i)
      d.dimMap.push_back(int32_t(i));
  if (d.elem == EK::None || d.elem == EK::F4E2M1FN) {
    err = "the emulator does not support this view's element type";
    return false;
  }
  return true;
}

/// Bit i set: index i carries `inbounds = true`.
int64_t inboundsMask(DenseBoolArrayAttr inbounds) {
  uint64_t mask = 0;
  if (inbounds)
    for (auto [i, b] : llvm::enumerate(inbounds.asArrayRef()))
      if (b && i < 64)
        mask |= uint64_t(1) << i;
  return int64_t(mask);
}

} // namespace

bool selectMemory(Operation *op, Instr &in, std::string &err) {
  if (auto l = dyn_cast<ir::LoadPtrTkoOp>(op)) {
    in.attr[0] = int64_t(kindOf(l.getResult().getType()));
    in.attr[1] = operandIndex(op, l.getMask());
    in.attr[2] = operandIndex(op, l.getPaddingValue());
    in.fn = execLoadPtr;
    return true;
  }
  if (auto s = dyn_cast<ir::StorePtrTkoOp>(op)) {
    in.attr[1] = operandIndex(op, s.getMask());
    in.fn = execStorePtr;
    return true;
  }
  if (isa<ir::MakeTensorViewOp, ir::MakePartitionViewOp, ir::MakeStridedViewOp,
          ir::MakeGatherScatterViewOp>(op)) {
    auto vt = std::make_shared<ViewTemplate>();
    if (!fillViewTemplate(op->getResult(0).getType(), *vt, err)) {
      err += " in " + describeOp(op);
      return false;
    }
    in.extra = vt;
    in.fn = isa<ir::MakeTensorViewOp>(op) ? execMakeTensorView : execMakeTileView;
    return true;
  }
  if (isa<ir::GetTensorShapeOp, ir::GetIndexSpaceShapeOp>(op)) {
    in.attr[0] = isa<ir::GetTensorShapeOp>(op);
    in.attr[1] = op->getNumResults() ? int64_t(kindOf(op->getResult(0).getType()))
                                     : int64_t(EK::I32);
    in.fn = execTensorShape;
    return true;
  }
  if (auto ld = dyn_cast<ir::LoadViewTkoOp>(op)) {
    in.attr[0] = inboundsMask(ld.getInboundsAttr());
    in.fn = execLoadView;
    return true;
  }
  if (auto st = dyn_cast<ir::StoreViewTkoOp>(op)) {
    in.attr[0] = inboundsMask(st.getInboundsAttr());
    in.fn = execStoreView;
    return true;
  }
  if (auto a = dyn_cast<ir::AtomicRMWTkoOp>(op)) {
    in.attr[0] = int64_t(kindOf(a.getResult().getType()));
    in.attr[1] = operandIndex(op, a.getMask());
    in.attr[2] = int64_t(a.getMode());
    in.fn = execAtomicPtr;
    return true;
  }
  if (auto a = dyn_cast<ir::AtomicCASTkoOp>(op)) {
    in.attr[0] = int64_t(kindOf(a.getResult().getType()));
    in.attr[1] = operandIndex(op, a.getMask());
    in.attr[2] = -1;
    in.fn = execAtomicPtr;
    return true;
  }
  if (auto a = dyn_cast<ir::AtomicRedViewTkoOp>(op)) {
    in.attr[2] = int64_t(a.getMode());
    in.fn = execAtomicRedView;
    return true;
  }
  if (auto g = dyn_cast<ir::GetGlobalOp>(op)) {
    auto global = SymbolTable::lookupNearestSymbolFrom<ir::GlobalOp>(
        op, g.getNameAttr());
    if (!global) {
      err = "no global named " + g.getName().str() + " for " + describeOp(op);
      return false;
    }
    auto &slot = globalStore()[global];
    if (!slot) {
      slot = std::make_unique<emu::Value>();
      // A global's initial value is built like a constant's.
      auto attr = global.getValue();
      EK k = kindOf(cast<ShapedType>(attr.getType()).getElementType());
      slot->reset(k, cast<ShapedType>(attr.getType()).getShape());
      unsigned eb = elemBytes(k);
      int64_t i = 0;
      if (isa<FloatType>(cast<ShapedType>(attr.getType()).getElementType())) {
        for (const APFloat &x : attr.getValues<APFloat>()) {
          uint64_t bits = x.bitcastToAPInt().getZExtValue();
          std::memcpy(slot->data.data() + eb * i++, &bits, eb);
        }
      } else {
        for (const APInt &x : attr.getValues<APInt>()) {
          uint64_t bits = x.getZExtValue();
          std::memcpy(slot->data.data() + eb * i++, &bits, eb);
        }
      }
      MemoryMap::global().add(slot->data.data(), slot->data.size());
    }
    in.attr[0] = int64_t(uintptr_t(slot->data.data()));
    in.fn = execGetGlobal;
    return true;
  }
  return false;
}

} // namespace cutile::emu
