//===- ExecShape.cpp - constants, iota, grid ids, shape ops, offset --------===//
//
// Tiles are stored row-major, so reshape is a relabelling and the other
// shape ops are index arithmetic over raw element bytes: they never look at
// the element type beyond its size.
//
//===----------------------------------------------------------------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "llvm/ADT/APFloat.h"

#include <cstring>

using namespace mlir;

namespace cutile::emu {
namespace {

/// Static result shape, precomputed for ops whose result shape is not the
/// operands'.
struct ShapeInfo {
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<int64_t, 4> perm; // permute
  emu::Value constant;                // constant
};

const ShapeInfo &info(const Instr &in) {
  return *static_cast<const ShapeInfo *>(in.extra.get());
}

void execConstant(Frame &f, const Instr &in) {
  f.regs[in.out[0]] = info(in).constant;
}

void execIota(Frame &f, const Instr &in) {
  emu::Value &r = f.regs[in.out[0]];
  r.reset(EK(in.attr[0]), info(in).shape);
  for (int64_t i = 0; i < r.numel; ++i) {
    switch (r.kind) {
    case EK::I1: r.as<uint8_t>()[i] = i & 1; break;
    case EK::I8: r.as<int8_t>()[i] = int8_t(i); break;
    case EK::I16: r.as<int16_t>()[i] = int16_t(i); break;
    case EK::I32: r.as<int32_t>()[i] = int32_t(i); break;
    default: r.as<int64_t>()[i] = i; break;
    }
  }
}

void execBlockId(Frame &f, const Instr &in) {
  const uint32_t *src = in.attr[0] ? f.grid : f.block;
  for (int d = 0; d < 3; ++d) {
    f.regs[in.out[d]].reset(EK::I32, {});
    *f.regs[in.out[d]].as<int32_t>() = int32_t(src[d]);
  }
}

void execReshape(Frame &f, const Instr &in) {
  emu::Value &r = f.regs[in.out[0]];
  r = f.regs[in.in[0]];
  r.shape.assign(info(in).shape.begin(), info(in).shape.end());
}

/// Walks every index of `shape` in row-major order, keeping the source
/// offset up to date from per-dimension source strides.
template <class F>
void forEachIndex(llvm::ArrayRef<int64_t> shape,
                  llvm::ArrayRef<int64_t> srcStrides, F fn) {
  size_t rank = shape.size();
  int64_t total = 1;
  for (int64_t d : shape)
    total *= d;
  if (total == 0)
    return;
  llvm::SmallVector<int64_t, 4> idx(rank, 0);
  int64_t src = 0;
  for (int64_t i = 0; i < total; ++i) {
    fn(i, src);
    for (size_t d = rank; d-- > 0;) {
      if (++idx[d] < shape[d]) {
        src += srcStrides[d];
        break;
      }
      src -= srcStrides[d] * (shape[d] - 1);
      idx[d] = 0;
    }
  }
}

llvm::SmallVector<int64_t, 4> rowMajorStrides(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t, 4> s(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;)
    s[d - 1] = s[d] * shape[d];
  return s;
}

void copyElems(unsigned char *dst, const unsigned char *src, unsigned eb) {
  switch (eb) {
  case 1: *dst = *src; break;
  case 2: std::memcpy(dst, src, 2); break;
  case 4: std::memcpy(dst, src, 4); break;
  default: std::memcpy(dst, src, 8); break;
  }
}

void execBroadcast(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]];
  emu::Value &r = f.regs[in.out[0]];
  r.reset(a.kind, info(in).shape);
  unsigned eb = elemBytes(a.kind);
  if (a.numel == 1) {
    for (int64_t i = 0; i < r.numel; ++i)
      copyElems(r.data.data() + i * eb, a.data.data(), eb);
    return;
  }
  auto strides = rowMajorStrides(a.shape);
  for (size_t d = 0; d < strides.size(); ++d)
    if (a.shape[d] == 1)
      strides[d] = 0;
  forEachIndex(r.shape, strides, [&](int64_t i, int64_t s) {
    copyElems(r.data.data() + i * eb, a.data.data() + s * eb, eb);
  });
}

void execPermute(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]];
  emu::Value &r = f.regs[in.out[0]];
  r.reset(a.kind, info(in).shape);
  unsigned eb = elemBytes(a.kind);
  auto srcStrides = rowMajorStrides(a.shape);
  // Result dimension i is source dimension perm[i].
  llvm::SmallVector<int64_t, 4> strides;
  for (int64_t p : info(in).perm)
    strides.push_back(srcStrides[p]);
  forEachIndex(r.shape, strides, [&](int64_t i, int64_t s) {
    copyElems(r.data.data() + i * eb, a.data.data() + s * eb, eb);
  });
}

void execCat(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]], &b = f.regs[in.in[1]];
  emu::Value &r = f.regs[in.out[0]];
  int64_t dim = in.attr[0];
  r.reset(a.kind, info(in).shape);
  unsigned eb = elemBytes(a.kind);
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d)
    outer *= a.shape[d];
  for (size_t d = dim + 1; d < a.shape.size(); ++d)
    inner *= a.shape[d];
  int64_t ca = a.shape[dim] * inner * eb, cb = b.shape[dim] * inner * eb;
  unsigned char *out = r.data.data();
  for (int64_t o = 0; o < outer; ++o) {
    std::memcpy(out, a.data.data() + o * ca, ca);
    out += ca;
    std::memcpy(out, b.data.data() + o * cb, cb);
    out += cb;
  }
}

void execExtract(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]];
  emu::Value &r = f.regs[in.out[0]];
  const auto &shape = info(in).shape;
  r.reset(a.kind, shape);
  unsigned eb = elemBytes(a.kind);
  auto strides = rowMajorStrides(a.shape);
  int64_t base = 0;
  for (size_t d = 0; d < shape.size(); ++d) {
    int64_t idx = f.regs[in.in[d + 1]].scalarInt();
    if (idx < 0 || (idx + 1) * shape[d] > a.shape[d])
      fault(f, in, "slice index " + std::to_string(idx) + " of dimension " +
                       std::to_string(d) + " is out of range");
    base += idx * shape[d] * strides[d];
  }
  forEachIndex(shape, strides, [&](int64_t i, int64_t s) {
    copyElems(r.data.data() + i * eb, a.data.data() + (base + s) * eb, eb);
  });
}

void execOffset(Frame &f, const Instr &in) {
  const emu::Value &p = f.regs[in.in[0]], &o = f.regs[in.in[1]];
  emu::Value &r = f.regs[in.out[0]];
  r.reset(EK::Ptr, p.numel >= o.numel ? p.shape : o.shape);
  int64_t scale = in.attr[0];
  int64_t sp = p.numel == 1 ? 0 : 1, so = o.numel == 1 ? 0 : 1;
  const uint64_t *pp = p.as<uint64_t>();
  uint64_t *pr = r.as<uint64_t>();
  auto run = [&](auto tag) {
    using T = decltype(tag);
    const T *po = o.as<T>();
    for (int64_t i = 0; i < r.numel; ++i)
      pr[i] = pp[i * sp] + uint64_t(int64_t(po[i * so]) * scale);
  };
  switch (o.kind) {
  case EK::I1:
    for (int64_t i = 0; i < r.numel; ++i)
      pr[i] = pp[i * sp] - uint64_t(o.as<uint8_t>()[i * so] & 1) * scale;
    return;
  case EK::I8: return run(int8_t());
  case EK::I16: return run(int16_t());
  case EK::I32: return run(int32_t());
  default: return run(int64_t());
  }
}

/// The inverse of extract: dest with the slice at slice numbers
/// indices... replaced by source.
void execInsert(Frame &f, const Instr &in) {
  const emu::Value &src = f.regs[in.in[0]];
  emu::Value r = f.regs[in.in[1]];
  unsigned eb = elemBytes(r.kind);
  auto strides = rowMajorStrides(r.shape);
  int64_t base = 0;
  for (size_t d = 0; d < src.shape.size(); ++d) {
    int64_t idx = f.regs[in.in[d + 2]].scalarInt();
    if (idx < 0 || (idx + 1) * src.shape[d] > r.shape[d])
      fault(f, in, "slice index " + std::to_string(idx) + " of dimension " +
                       std::to_string(d) + " is out of range");
    base += idx * src.shape[d] * strides[d];
  }
  forEachIndex(src.shape, strides, [&](int64_t i, int64_t s) {
    copyElems(r.data.data() + (base + s) * eb, src.data.data() + i * eb, eb);
  });
  f.regs[in.out[0]] = std::move(r);
}

/// Bits an element occupies inside a packed byte array: sub-byte kinds are
/// stored one per byte here (i1 as 0/1, fp4 in the low nibble) but packed
/// densely.
unsigned packedBits(EK k) {
  switch (k) {
  case EK::I1: return 1;
  case EK::F4E2M1FN: return 4;
  default: return 8 * elemBytes(k);
  }
}

/// pack / unpack: the tile read as one little-endian bit string, element 0
/// in the lowest bits of byte 0, also for i1 and fp4 (tileiras 13.5's SASS
/// for an i1 pack ORs element i in as bit i % 8 of byte i / 8; NVIDIA's
/// Types.td puts fp4 element i in bits 3..0 and i + 1 in bits 7..4).
/// attr[0]: result kind; attr[1]: bits per sub-byte element, or 0.
void execPack(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]];
  emu::Value &r = f.regs[in.out[0]];
  r.reset(EK(in.attr[0]), info(in).shape);
  unsigned w = unsigned(in.attr[1]);
  if (w == 0) {
    std::memcpy(r.data.data(), a.data.data(), r.data.size());
    return;
  }
  unsigned mask = (1u << w) - 1;
  if (a.kind == EK::I8) { // unpack: one sub-byte element per result byte
    for (int64_t i = 0; i < r.numel; ++i) {
      int64_t bit = i * w;
      r.data[i] = (a.data[bit / 8] >> (bit % 8)) & mask;
    }
    return;
  }
  std::memset(r.data.data(), 0, r.data.size());
  for (int64_t i = 0; i < a.numel; ++i) {
    int64_t bit = i * w;
    r.data[bit / 8] |= (a.data[i] & mask) << (bit % 8);
  }
}

/// The constant's elements in our storage formats.
bool buildConstant(DenseIntOrFPElementsAttr attr, emu::Value &v,
                   std::string &err) {
  auto type = cast<ShapedType>(attr.getType());
  EK k = kindOf(type.getElementType());
  if (k == EK::None || k == EK::Ptr) {
    err = "unsupported constant element type";
    return false;
  }
  v.reset(k, type.getShape());
  auto put = [&](int64_t i, uint64_t bits) {
    if (k == EK::TF32)
      bits <<= 13; // tf32's 19 bits sit at the top of an f32
    std::memcpy(v.data.data() + i * elemBytes(k), &bits, elemBytes(k));
  };
  if (isa<FloatType>(type.getElementType())) {
    int64_t i = 0;
    if (attr.isSplat()) {
      uint64_t bits = attr.getSplatValue<APFloat>().bitcastToAPInt().getZExtValue();
      for (; i < v.numel; ++i)
        put(i, bits);
      return true;
    }
    for (const APFloat &x : attr.getValues<APFloat>())
      put(i++, x.bitcastToAPInt().getZExtValue());
    return true;
  }
  int64_t i = 0;
  if (attr.isSplat()) {
    uint64_t bits = attr.getSplatValue<APInt>().getZExtValue();
    for (; i < v.numel; ++i)
      put(i, k == EK::I1 ? bits & 1 : bits);
    return true;
  }
  for (const APInt &x : attr.getValues<APInt>())
    put(i++, k == EK::I1 ? x.getZExtValue() & 1 : x.getZExtValue());
  return true;
}

std::shared_ptr<ShapeInfo> resultShape(Operation *op) {
  auto si = std::make_shared<ShapeInfo>();
  auto t = cast<ir::TileType>(op->getResult(0).getType());
  si->shape.assign(t.getShape().begin(), t.getShape().end());
  return si;
}

} // namespace

bool selectShape(Operation *op, Instr &in, std::string &err) {
  if (auto c = dyn_cast<ir::ConstantOp>(op)) {
    auto si = std::make_shared<ShapeInfo>();
    if (!buildConstant(c.getValue(), si->constant, err)) {
      err += " in " + describeOp(op);
      return false;
    }
    in.extra = si;
    in.fn = execConstant;
    return true;
  }
  if (isa<ir::IotaOp>(op)) {
    in.extra = resultShape(op);
    in.attr[0] = int64_t(kindOf(op->getResult(0).getType()));
    in.fn = execIota;
    return true;
  }
  if (isa<ir::GetTileBlockIdOp, ir::GetNumTileBlocksOp>(op)) {
    in.attr[0] = isa<ir::GetNumTileBlocksOp>(op);
    in.fn = execBlockId;
    return true;
  }
  if (isa<ir::ReshapeOp>(op)) {
    in.extra = resultShape(op);
    in.fn = execReshape;
    return true;
  }
  if (isa<ir::BroadcastOp>(op)) {
    in.extra = resultShape(op);
    in.fn = execBroadcast;
    return true;
  }
  if (auto p = dyn_cast<ir::PermuteOp>(op)) {
    auto si = resultShape(op);
    for (int32_t x : p.getPermutation())
      si->perm.push_back(x);
    in.extra = si;
    in.fn = execPermute;
    return true;
  }
  if (auto c = dyn_cast<ir::CatOp>(op)) {
    in.extra = resultShape(op);
    in.attr[0] = c.getDim();
    in.fn = execCat;
    return true;
  }
  if (isa<ir::ExtractOp>(op)) {
    in.extra = resultShape(op);
    in.fn = execExtract;
    return true;
  }
  if (isa<ir::InsertOp>(op)) {
    in.fn = execInsert;
    return true;
  }
  if (auto o = dyn_cast<ir::OffsetOp>(op)) {
    auto pt = cast<ir::PointerType>(
        cast<ir::TileType>(o.getPtr().getType()).getElementType());
    EK pointee = kindOf(pt.getPointeeType());
    if (elemBytes(pointee) == 0) {
      err = "the emulator does not support pointers to " +
            std::string(kindName(pointee)) + " in " + describeOp(op);
      return false;
    }
    in.attr[0] = elemBytes(pointee);
    in.fn = execOffset;
    return true;
  }
  if (isa<ir::PackOp, ir::UnpackOp>(op)) {
    EK from = kindOf(op->getOperand(0).getType());
    EK to = kindOf(op->getResult(0).getType());
    if (from == EK::None || to == EK::None) {
      err = "the emulator does not support the element type of " +
            describeOp(op);
      return false;
    }
    EK other = isa<ir::PackOp>(op) ? from : to;
    in.extra = resultShape(op);
    in.attr[0] = int64_t(to);
    in.attr[1] = packedBits(other) < 8 ? packedBits(other) : 0;
    in.fn = execPack;
    return true;
  }
  return false;
}

} // namespace cutile::emu
