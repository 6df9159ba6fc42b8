//===- ExecConvert.cpp - conversions between element types -----------------===//
//
// Float-to-float conversions go through double, which holds every source
// format exactly, and round once into the target with the op's mode.
// Integer-to-float uses the FPU's own conversion under the requested mode
// (exact for any i64), then narrows with the same mode when the target is
// smaller than f32; a directed mode applied twice in the same direction, or
// nearest-even through f32 into a format of at most 11 bits, rounds once.
// Float-to-integer truncates and saturates, NaN giving 0, as the GPU's
// cvt.rzi.sat does.
//
//===----------------------------------------------------------------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include <cfenv>
#include <cmath>
#include <cstring>
#include <limits>

using namespace mlir;

namespace cutile::emu {
namespace {

constexpr FloatFormat kF32Fmt{8, 23, true, false, true};

double loadFloat(const emu::Value &v, int64_t i) {
  switch (v.kind) {
  case EK::F16: return halfToFloat(v.as<uint16_t>()[i]);
  case EK::BF16: return bf16ToFloat(v.as<uint16_t>()[i]);
  case EK::F32: case EK::TF32: return v.as<float>()[i];
  case EK::F64: return v.as<double>()[i];
  case EK::F8E4M3FN: return decodeFloat(v.as<uint8_t>()[i], kF8E4M3FN);
  case EK::F8E5M2: return decodeFloat(v.as<uint8_t>()[i], kF8E5M2);
  case EK::F8E8M0FNU: return decodeFloat(v.as<uint8_t>()[i], kF8E8M0FNU);
  case EK::F4E2M1FN: return decodeFloat(v.as<uint8_t>()[i], kF4E2M1FN);
  default: return 0;
  }
}

/// Stores `x` rounded to `v`'s format. `x` is exact or already rounded in
/// the same direction.
void storeFloat(emu::Value &v, int64_t i, double x, Round r) {
  switch (v.kind) {
  case EK::F16: v.as<uint16_t>()[i] = uint16_t(encodeFloat(x, kF16, r)); break;
  case EK::BF16: v.as<uint16_t>()[i] = floatToBF16Exact(x, r); break;
  case EK::F32:
    v.as<float>()[i] = std::isnan(x) ? float(x) : bitsToFloat(encodeFloat(x, kF32Fmt, r));
    break;
  case EK::TF32:
    // One rounding straight into tf32's 10 mantissa bits (through f32 the
    // nearest modes could round twice).
    v.as<float>()[i] = std::isnan(x) || std::isinf(x)
                           ? float(x)
                           : bitsToFloat(encodeFloat(x, kTF32, r) << 13);
    break;
  case EK::F64: v.as<double>()[i] = x; break;
  case EK::F8E4M3FN: v.as<uint8_t>()[i] = uint8_t(encodeFloat(x, kF8E4M3FN, r)); break;
  case EK::F8E5M2: v.as<uint8_t>()[i] = uint8_t(encodeFloat(x, kF8E5M2, r)); break;
  case EK::F8E8M0FNU: v.as<uint8_t>()[i] = uint8_t(encodeFloat(x, kF8E8M0FNU, r)); break;
  case EK::F4E2M1FN: v.as<uint8_t>()[i] = uint8_t(encodeFloat(x, kF4E2M1FN, r)); break;
  default: break;
  }
}

/// Integer element `i` of `v`, sign- or zero-extended to 64 bits.
int64_t loadInt(const emu::Value &v, int64_t i, bool sgn) {
  switch (v.kind) {
  case EK::I1: { int64_t b = v.as<uint8_t>()[i] & 1; return sgn ? -b : b; }
  case EK::I8: return sgn ? int64_t(v.as<int8_t>()[i]) : int64_t(v.as<uint8_t>()[i]);
  case EK::I16: return sgn ? int64_t(v.as<int16_t>()[i]) : int64_t(v.as<uint16_t>()[i]);
  case EK::I32: return sgn ? int64_t(v.as<int32_t>()[i]) : int64_t(v.as<uint32_t>()[i]);
  default: return v.as<int64_t>()[i];
  }
}

void storeInt(emu::Value &v, int64_t i, int64_t x) {
  switch (v.kind) {
  case EK::I1: v.as<uint8_t>()[i] = x & 1; break;
  case EK::I8: v.as<int8_t>()[i] = int8_t(x); break;
  case EK::I16: v.as<int16_t>()[i] = int16_t(x); break;
  case EK::I32: v.as<int32_t>()[i] = int32_t(x); break;
  default: v.as<int64_t>()[i] = x; break;
  }
}

unsigned intBits(EK k) { return k == EK::I1 ? 1 : elemBytes(k) * 8; }

enum CvOp { Bitcast, ExtI, TruncI, FToF, FToI, IToF, PtrCopy };

void execConvert(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]];
  emu::Value &r = f.regs[in.out[0]];
  EK to = EK(in.attr[1]);
  r.reset(to, a.shape);
  bool sgn = in.attr[2];
  Round rd = Round(in.attr[3]);
  switch (CvOp(in.attr[0])) {
  case Bitcast: case PtrCopy:
    std::memcpy(r.data.data(), a.data.data(), r.data.size());
    return;
  case ExtI:
    for (int64_t i = 0; i < a.numel; ++i)
      storeInt(r, i, loadInt(a, i, sgn));
    return;
  case TruncI: {
    // attr[2] holds the overflow flags here.
    int flags = int(in.attr[2]);
    unsigned bits = intBits(to);
    for (int64_t i = 0; i < a.numel; ++i) {
      int64_t x = loadInt(a, i, true);
      if (flags && bits < 64) {
        int64_t lo = -(int64_t(1) << (bits - 1)), hi = (int64_t(1) << (bits - 1)) - 1;
        uint64_t ux = uint64_t(loadInt(a, i, false));
        if ((flags & 1) && (x < lo || x > hi))
          fault(f, in, "signed overflow in trunci marked no_signed_wrap at element " +
                           std::to_string(i));
        if ((flags & 2) && (ux >> bits) != 0)
          fault(f, in, "unsigned overflow in trunci marked no_unsigned_wrap at element " +
                           std::to_string(i));
      }
      storeInt(r, i, x);
    }
    return;
  }
  case FToF:
    for (int64_t i = 0; i < a.numel; ++i)
      storeFloat(r, i, loadFloat(a, i), rd);
    return;
  case FToI: {
    unsigned bits = intBits(to);
    for (int64_t i = 0; i < a.numel; ++i) {
      double x = std::trunc(loadFloat(a, i));
      int64_t v;
      if (std::isnan(x)) {
        v = 0;
      } else if (sgn) {
        double lo = -std::ldexp(1.0, bits - 1), hi = std::ldexp(1.0, bits - 1);
        v = x <= lo ? (bits == 64 ? std::numeric_limits<int64_t>::min() : int64_t(lo))
            : x >= hi ? (bits == 64 ? std::numeric_limits<int64_t>::max() : int64_t(hi) - 1)
                      : int64_t(x);
        if (bits == 1) // signed i1 holds 0 and -1
          v = x <= -1 ? 1 : 0;
      } else {
        double hi = std::ldexp(1.0, bits);
        uint64_t u = x <= 0 ? 0
                     : x >= hi ? (bits == 64 ? ~uint64_t(0) : uint64_t(hi) - 1)
                               : uint64_t(x);
        v = int64_t(u);
      }
      storeInt(r, i, v);
    }
    return;
  }
  case IToF: {
    int old = fegetround();
    if (rd != Round::NearestEven)
      fesetround(rd == Round::Zero ? FE_TOWARDZERO
                 : rd == Round::Down ? FE_DOWNWARD : FE_UPWARD);
    for (int64_t i = 0; i < a.numel; ++i) {
      int64_t x = loadInt(a, i, sgn);
      bool big = sgn ? false : uint64_t(x) > (uint64_t(1) << 63) - 1;
      if (to == EK::F64) {
        volatile double d = big ? double(uint64_t(x)) : double(x);
        r.as<double>()[i] = d;
        continue;
      }
      volatile float fl = sgn || !big ? float(x) : float(uint64_t(x));
      if (to == EK::F32)
        r.as<float>()[i] = fl;
      else
        storeFloat(r, i, double(fl), rd);
    }
    fesetround(old);
    return;
  }
  }
}

/// fpowi: x^n computed in double (exact for the small powers programs use,
/// and rounded once into the element type, as the GPU's correctly rounded
/// result would be wherever double holds x^n exactly).
void execFPowI(Frame &f, const Instr &in) {
  const emu::Value &x = f.regs[in.in[0]];
  const emu::Value &n = f.regs[in.in[1]];
  emu::Value &r = f.regs[in.out[0]];
  r.reset(x.kind, x.shape);
  for (int64_t i = 0; i < x.numel; ++i)
    storeFloat(r, i, std::pow(loadFloat(x, i), double(loadInt(n, i, true))),
               Round::NearestEven);
}

} // namespace

bool selectConvert(Operation *op, Instr &in, std::string &err) {
  if (isa<ir::FPowIOp>(op)) {
    EK k = kindOf(op->getResult(0).getType());
    if (k != EK::F16 && k != EK::BF16 && k != EK::F32 && k != EK::F64) {
      err = "the emulator does not support the element types of " + describeOp(op);
      return false;
    }
    in.fn = execFPowI;
    return true;
  }
  CvOp kind;
  int sgn = 0, rm = 0;
  if (isa<ir::BitcastOp>(op)) kind = Bitcast;
  else if (auto o = dyn_cast<ir::ExtIOp>(op))
    kind = ExtI, sgn = o.getSignedness() == ir::Signedness::Signed;
  else if (auto o = dyn_cast<ir::TruncIOp>(op)) {
    kind = TruncI;
    auto ov = o.getOverflow();
    sgn = ov == ir::IntegerOverflow::NSW ? 1 : ov == ir::IntegerOverflow::NUW ? 2
          : ov == ir::IntegerOverflow::NW ? 3 : 0;
  } else if (auto o = dyn_cast<ir::FToFOp>(op)) kind = FToF, rm = int(o.getRoundingMode());
  else if (auto o = dyn_cast<ir::FToIOp>(op))
    kind = FToI, sgn = o.getSignedness() == ir::Signedness::Signed;
  else if (auto o = dyn_cast<ir::IToFOp>(op)) {
    kind = IToF;
    sgn = o.getSignedness() == ir::Signedness::Signed;
    rm = int(o.getRoundingMode());
  } else if (isa<ir::IntToPtrOp, ir::PtrToIntOp, ir::PtrToPtrOp>(op))
    kind = PtrCopy;
  else
    return false;
  EK from = kindOf(op->getOperand(0).getType());
  EK to = kindOf(op->getResult(0).getType());
  if (from == EK::None || to == EK::None) {
    err = "the emulator does not support the element types of " + describeOp(op);
    return false;
  }
  in.attr[0] = kind;
  in.attr[1] = int64_t(to);
  in.attr[2] = sgn;
  in.attr[3] = int64_t(toRound(rm));
  in.fn = execConvert;
  return true;
}

} // namespace cutile::emu
