//===- ExecFloat.cpp - element-wise float ops ------------------------------===//
//
// Each op is one loop per storage format: f32 and f64 compute natively, f16
// and bf16 widen to float, compute, and round back once. That is the same
// as computing in the narrow format for +, -, *, / and sqrt (float carries
// more than twice their precision) and it is how the spec says f16 math
// functions are done. A non-default rounding mode is installed in the FPU
// around the loop and used again for the narrowing, so directed modes stay
// exact. This file is compiled with -frounding-math for that reason.
//
// Operands of one shape, or one of them 0-d: a reduce/scan combiner runs on
// whole slices with 0-d constants in its body.
//
//===----------------------------------------------------------------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include <cfenv>
#include <cmath>

using namespace mlir;

namespace cutile::emu {
namespace {

/// Installs a rounding direction in the FPU for the lifetime of the scope.
class RoundScope {
public:
  explicit RoundScope(Round r)
      : old_(r == Round::NearestEven || r == Round::NearestAway ? -1 : fegetround()) {
    if (old_ < 0)
      return;
    fesetround(r == Round::Zero ? FE_TOWARDZERO
               : r == Round::Down ? FE_DOWNWARD
                                  : FE_UPWARD);
  }
  ~RoundScope() {
    if (old_ >= 0)
      fesetround(old_);
  }

private:
  int old_;
};

struct F32T {
  using S = float;
  using C = float;
  static C ld(S s) { return s; }
  static S st(C c, Round) { return c; }
};
struct F64T {
  using S = double;
  using C = double;
  static C ld(S s) { return s; }
  static S st(C c, Round) { return c; }
};
struct F16T {
  using S = uint16_t;
  using C = float;
  static C ld(S s) { return halfToFloat(s); }
  static S st(C c, Round r) { return floatToHalf(c, r); }
};
struct BF16T {
  using S = uint16_t;
  using C = float;
  static C ld(S s) { return bf16ToFloat(s); }
  static S st(C c, Round r) { return floatToBF16(c, r); }
};

template <class T> typename T::C flush(typename T::C x) {
  if (std::fpclassify(x) == FP_SUBNORMAL)
    return std::copysign(typename T::C(0), x);
  return x;
}

/// Result shape of an element-wise op: the operand that is not 0-d.
const emu::Value &shapeSource(const emu::Value &a, const emu::Value &b) {
  return a.numel >= b.numel ? a : b;
}

template <class T, class F>
void unary(Frame &f, const Instr &in, F fn) {
  const emu::Value &a = f.regs[in.in[0]];
  emu::Value &r = f.regs[in.out[0]];
  r.resetLike(a);
  Round rd = Round(in.attr[1]);
  bool ftz = in.attr[2];
  RoundScope scope(rd);
  auto *pa = a.as<typename T::S>();
  auto *pr = r.as<typename T::S>();
  for (int64_t i = 0; i < a.numel; ++i) {
    typename T::C x = T::ld(pa[i]);
    if (ftz)
      x = flush<T>(x);
    typename T::C y = fn(x);
    pr[i] = T::st(ftz ? flush<T>(y) : y, rd);
  }
}

template <class T, class F>
void binary(Frame &f, const Instr &in, F fn) {
  const emu::Value &a = f.regs[in.in[0]], &b = f.regs[in.in[1]];
  emu::Value tmp;
  emu::Value &r = f.regs[in.out[0]];
  r.resetLike(shapeSource(a, b));
  Round rd = Round(in.attr[1]);
  bool ftz = in.attr[2];
  RoundScope scope(rd);
  auto *pa = a.as<typename T::S>();
  auto *pb = b.as<typename T::S>();
  auto *pr = r.as<typename T::S>();
  int64_t n = r.numel, sa = a.numel == 1 ? 0 : 1, sb = b.numel == 1 ? 0 : 1;
  if (!ftz && sa && sb) {
    for (int64_t i = 0; i < n; ++i)
      pr[i] = T::st(fn(T::ld(pa[i]), T::ld(pb[i])), rd);
    return;
  }
  for (int64_t i = 0; i < n; ++i) {
    typename T::C x = T::ld(pa[i * sa]), y = T::ld(pb[i * sb]);
    if (ftz) {
      x = flush<T>(x);
      y = flush<T>(y);
    }
    typename T::C z = fn(x, y);
    pr[i] = T::st(ftz ? flush<T>(z) : z, rd);
  }
}

template <class T> void fmaOp(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]], &b = f.regs[in.in[1]],
                   &c = f.regs[in.in[2]];
  emu::Value &r = f.regs[in.out[0]];
  r.resetLike(shapeSource(shapeSource(a, b), c));
  Round rd = Round(in.attr[1]);
  RoundScope scope(rd);
  int64_t sa = a.numel == 1 ? 0 : 1, sb = b.numel == 1 ? 0 : 1,
          sc = c.numel == 1 ? 0 : 1;
  auto *pa = a.as<typename T::S>();
  auto *pb = b.as<typename T::S>();
  auto *pc = c.as<typename T::S>();
  auto *pr = r.as<typename T::S>();
  for (int64_t i = 0; i < r.numel; ++i)
    pr[i] = T::st(std::fma(T::ld(pa[i * sa]), T::ld(pb[i * sb]),
                           T::ld(pc[i * sc])),
                  rd);
}

template <class T> void cmpOp(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]], &b = f.regs[in.in[1]];
  emu::Value &r = f.regs[in.out[0]];
  r.reset(EK::I1, shapeSource(a, b).shape);
  auto pred = ir::ComparisonPredicate(in.attr[2]);
  bool ordered = in.attr[1];
  int64_t sa = a.numel == 1 ? 0 : 1, sb = b.numel == 1 ? 0 : 1;
  auto *pa = a.as<typename T::S>();
  auto *pb = b.as<typename T::S>();
  auto *pr = r.as<uint8_t>();
  for (int64_t i = 0; i < r.numel; ++i) {
    typename T::C x = T::ld(pa[i * sa]), y = T::ld(pb[i * sb]);
    bool res;
    if (std::isnan(x) || std::isnan(y)) {
      res = !ordered;
    } else {
      switch (pred) {
      case ir::ComparisonPredicate::EQUAL: res = x == y; break;
      case ir::ComparisonPredicate::NOT_EQUAL: res = x != y; break;
      case ir::ComparisonPredicate::LESS_THAN: res = x < y; break;
      case ir::ComparisonPredicate::LESS_THAN_OR_EQUAL: res = x <= y; break;
      case ir::ComparisonPredicate::GREATER_THAN: res = x > y; break;
      default: res = x >= y; break;
      }
    }
    pr[i] = res;
  }
}

template <class C> C maxOf(C x, C y, bool nan) {
  if (std::isnan(x) || std::isnan(y))
    return nan ? C(NAN) : (std::isnan(x) ? y : x);
  if (x == y) // +0 is larger than -0
    return std::signbit(x) ? y : x;
  return x > y ? x : y;
}
template <class C> C minOf(C x, C y, bool nan) {
  if (std::isnan(x) || std::isnan(y))
    return nan ? C(NAN) : (std::isnan(x) ? y : x);
  if (x == y)
    return std::signbit(x) ? x : y;
  return x < y ? x : y;
}

enum FOp {
  AbsF, Ceil, Cos, CosH, Exp, Exp2, Floor, Log, Log2, NegF, Rsqrt, Sin, SinH,
  Sqrt, Tan, TanH, AddF, SubF, MulF, DivF, RemF, MaxF, MinF, Pow, Atan2, Fma,
  CmpF
};

template <class T> void runFOp(Frame &f, const Instr &in) {
  using C = typename T::C;
  bool nanProp = in.attr[3]; // maxf/minf only
  switch (FOp(in.attr[0] >> 8)) {
  case AbsF: return unary<T>(f, in, [](C x) { return std::fabs(x); });
  case Ceil: return unary<T>(f, in, [](C x) { return std::ceil(x); });
  case Cos: return unary<T>(f, in, [](C x) { return std::cos(x); });
  case CosH: return unary<T>(f, in, [](C x) { return std::cosh(x); });
  case Exp: return unary<T>(f, in, [](C x) { return std::exp(x); });
  case Exp2: return unary<T>(f, in, [](C x) { return std::exp2(x); });
  case Floor: return unary<T>(f, in, [](C x) { return std::floor(x); });
  case Log: return unary<T>(f, in, [](C x) { return std::log(x); });
  case Log2: return unary<T>(f, in, [](C x) { return std::log2(x); });
  case NegF: return unary<T>(f, in, [](C x) { return -x; });
  case Rsqrt: return unary<T>(f, in, [](C x) { return C(1) / std::sqrt(x); });
  case Sin: return unary<T>(f, in, [](C x) { return std::sin(x); });
  case SinH: return unary<T>(f, in, [](C x) { return std::sinh(x); });
  case Sqrt: return unary<T>(f, in, [](C x) { return std::sqrt(x); });
  case Tan: return unary<T>(f, in, [](C x) { return std::tan(x); });
  case TanH: return unary<T>(f, in, [](C x) { return std::tanh(x); });
  case AddF: return binary<T>(f, in, [](C x, C y) { return x + y; });
  case SubF: return binary<T>(f, in, [](C x, C y) { return x - y; });
  case MulF: return binary<T>(f, in, [](C x, C y) { return x * y; });
  case DivF: return binary<T>(f, in, [](C x, C y) { return x / y; });
  case RemF: return binary<T>(f, in, [](C x, C y) { return std::fmod(x, y); });
  case Pow: return binary<T>(f, in, [](C x, C y) { return std::pow(x, y); });
  case Atan2: // atan2 %x, %y is atan(x / y) in the spec's argument order
    return binary<T>(f, in, [](C x, C y) { return std::atan2(x, y); });
  case MaxF:
    return binary<T>(f, in, [=](C x, C y) { return maxOf(x, y, nanProp); });
  case MinF:
    return binary<T>(f, in, [=](C x, C y) { return minOf(x, y, nanProp); });
  case Fma: return fmaOp<T>(f, in);
  case CmpF: return cmpOp<T>(f, in);
  }
}

void execFOp(Frame &f, const Instr &in) {
  switch (EK(in.attr[0] & 0xff)) {
  case EK::F32: return runFOp<F32T>(f, in);
  case EK::F64: return runFOp<F64T>(f, in);
  case EK::F16: return runFOp<F16T>(f, in);
  case EK::BF16: return runFOp<BF16T>(f, in);
  default: fault(f, in, "unsupported element type");
  }
}

template <class OpT> int roundingOf(OpT op) { return int(op.getRoundingMode()); }

} // namespace

bool selectFloat(Operation *op, Instr &in, std::string &err) {
  FOp kind;
  int rm = 0;
  bool ftz = false, nan = false;
  if (isa<ir::AbsFOp>(op)) kind = AbsF;
  else if (isa<ir::CeilOp>(op)) kind = Ceil;
  else if (isa<ir::CosOp>(op)) kind = Cos;
  else if (isa<ir::CosHOp>(op)) kind = CosH;
  else if (isa<ir::ExpOp>(op)) kind = Exp;
  else if (auto e = dyn_cast<ir::Exp2Op>(op)) kind = Exp2, ftz = e.getFlushToZero();
  else if (isa<ir::FloorOp>(op)) kind = Floor;
  else if (isa<ir::LogOp>(op)) kind = Log;
  else if (isa<ir::Log2Op>(op)) kind = Log2;
  else if (isa<ir::NegFOp>(op)) kind = NegF;
  else if (auto r = dyn_cast<ir::RsqrtOp>(op)) kind = Rsqrt, ftz = r.getFlushToZero();
  else if (isa<ir::SinOp>(op)) kind = Sin;
  else if (isa<ir::SinHOp>(op)) kind = SinH;
  else if (auto s = dyn_cast<ir::SqrtOp>(op))
    kind = Sqrt, rm = roundingOf(s), ftz = s.getFlushToZero();
  else if (isa<ir::TanOp>(op)) kind = Tan;
  else if (isa<ir::TanHOp>(op)) kind = TanH;
  else if (auto a = dyn_cast<ir::AddFOp>(op))
    kind = AddF, rm = roundingOf(a), ftz = a.getFlushToZero();
  else if (auto s = dyn_cast<ir::SubFOp>(op))
    kind = SubF, rm = roundingOf(s), ftz = s.getFlushToZero();
  else if (auto m = dyn_cast<ir::MulFOp>(op))
    kind = MulF, rm = roundingOf(m), ftz = m.getFlushToZero();
  else if (auto d = dyn_cast<ir::DivFOp>(op))
    kind = DivF, rm = roundingOf(d), ftz = d.getFlushToZero();
  else if (isa<ir::RemFOp>(op)) kind = RemF;
  else if (auto m = dyn_cast<ir::MaxFOp>(op))
    kind = MaxF, ftz = m.getFlushToZero(), nan = m.getPropagateNan();
  else if (auto m = dyn_cast<ir::MinFOp>(op))
    kind = MinF, ftz = m.getFlushToZero(), nan = m.getPropagateNan();
  else if (isa<ir::PowOp>(op)) kind = Pow;
  else if (isa<ir::Atan2Op>(op)) kind = Atan2;
  else if (auto m = dyn_cast<ir::FmaOp>(op))
    kind = Fma, rm = roundingOf(m);
  else if (auto c = dyn_cast<ir::CmpFOp>(op)) {
    kind = CmpF;
    in.attr[1] = c.getComparisonOrdering() == ir::ComparisonOrdering::ORDERED;
    in.attr[0] = int64_t(kind) << 8 | int64_t(kindOf(c.getLhs().getType()));
    in.attr[2] = int64_t(c.getComparisonPredicate());
    in.attr[3] = 0;
    in.fn = execFOp;
    return true;
  } else
    return false;
  EK k = kindOf(op->getResult(0).getType());
  if (k != EK::F32 && k != EK::F64 && k != EK::F16 && k != EK::BF16) {
    err = "the emulator does not support " + std::string(kindName(k)) +
          " in " + describeOp(op);
    return false;
  }
  in.attr[0] = int64_t(kind) << 8 | int64_t(k);
  in.attr[1] = int64_t(toRound(rm));
  in.attr[2] = ftz && k == EK::F32; // flush_to_zero is an f32 modifier
  in.attr[3] = nan;
  in.fn = execFOp;
  return true;
}

} // namespace cutile::emu
