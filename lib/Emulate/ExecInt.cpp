//===- ExecInt.cpp - element-wise integer ops and select -------------------===//
//
// Integers are signless; each op reads them as signed or unsigned as its
// attributes say. Overflow wraps (two's complement), which is the spec's
// default; an op that carries a no_signed_wrap/no_unsigned_wrap assumption
// stops the program when an element breaks it, since the GPU result would
// be undefined. Division by zero and INT_MIN / -1 stop it as well. Shift
// amounts are unsigned and, like the hardware's, clamp at the bit width.
//
//===----------------------------------------------------------------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include <limits>
#include <type_traits>

using namespace mlir;

namespace cutile::emu {

bool selectFloat(Operation *op, Instr &in, std::string &err);
bool selectConvert(Operation *op, Instr &in, std::string &err);

namespace {

enum IOp {
  AddI, SubI, MulI, DivI, RemI, MaxI, MinI, ShLI, ShRI, AndI, OrI, XOrI,
  AbsI, NegI, MulhiI, CmpI
};

/// attr[0]: IOp << 8 | EK; attr[1]: signed; attr[2]: overflow flags
/// (bit 0 nsw, bit 1 nuw) or the divi rounding; attr[3]: cmpi predicate.
template <class T> struct IntOps {
  using U = std::make_unsigned_t<T>;
  static constexpr unsigned kBits = sizeof(T) * 8;

  /// i1 lives in a byte; keep it 0/1 after arithmetic.
  static T norm(T v, bool isI1) { return isI1 ? T(v & 1) : v; }

  static void run(Frame &f, const Instr &in, bool isI1) {
    IOp op = IOp(in.attr[0] >> 8);
    bool sgn = in.attr[1];
    const emu::Value &a = f.regs[in.in[0]];
    const emu::Value *bp = in.in.size() > 1 ? &f.regs[in.in[1]] : &a;
    const emu::Value &b = *bp;
    emu::Value &r = f.regs[in.out[0]];
    const emu::Value &src = a.numel >= b.numel ? a : b;
    if (op == CmpI)
      r.reset(EK::I1, src.shape);
    else
      r.resetLike(src);
    int64_t n = r.numel, sa = a.numel == 1 ? 0 : 1, sb = b.numel == 1 ? 0 : 1;
    const T *pa = a.as<T>(), *pb = b.as<T>();
    T *pr = r.as<T>();
    int flags = int(in.attr[2]);
    unsigned bits = isI1 ? 1 : kBits;

    auto fail = [&](int64_t i, const char *what) {
      fault(f, in, std::string(what) + " at element " + std::to_string(i));
    };
    // i1 values as signed are 0 and -1.
    auto sval = [&](T v) -> int64_t { return isI1 ? -int64_t(v & 1) : int64_t(v); };
    auto uval = [&](T v) -> uint64_t { return isI1 ? uint64_t(v & 1) : uint64_t(U(v)); };

    switch (op) {
    case AddI: case SubI: case MulI: {
      if (!flags && !isI1) {
        for (int64_t i = 0; i < n; ++i) {
          U x = U(pa[i * sa]), y = U(pb[i * sb]);
          pr[i] = T(op == AddI ? U(x + y) : op == SubI ? U(x - y) : U(x * y));
        }
        return;
      }
      for (int64_t i = 0; i < n; ++i) {
        T x = pa[i * sa], y = pb[i * sb];
        if (isI1) {
          pr[i] = op == AddI || op == SubI ? T((x ^ y) & 1) : T(x & y & 1);
          continue;
        }
        T rs;
        U ru;
        bool so = op == AddI   ? __builtin_add_overflow(x, y, &rs)
                  : op == SubI ? __builtin_sub_overflow(x, y, &rs)
                               : __builtin_mul_overflow(x, y, &rs);
        bool uo = op == AddI   ? __builtin_add_overflow(U(x), U(y), &ru)
                  : op == SubI ? __builtin_sub_overflow(U(x), U(y), &ru)
                               : __builtin_mul_overflow(U(x), U(y), &ru);
        if ((flags & 1) && so)
          fail(i, "signed overflow in an op marked no_signed_wrap");
        if ((flags & 2) && uo)
          fail(i, "unsigned overflow in an op marked no_unsigned_wrap");
        pr[i] = T(ru);
      }
      return;
    }
    case DivI: case RemI:
      for (int64_t i = 0; i < n; ++i) {
        T x = pa[i * sa], y = pb[i * sb];
        if (norm(y, isI1) == 0)
          fail(i, "integer division by zero");
        if (sgn) {
          int64_t sx = sval(x), sy = sval(y);
          if (sy == -1 && sx == (isI1 ? -1 : int64_t(std::numeric_limits<T>::min())))
            fail(i, "signed division overflow");
          int64_t q = sx / sy, rem = sx % sy;
          if (op == RemI) {
            pr[i] = norm(T(rem), isI1);
            continue;
          }
          // divi rounding: zero (C's), negative_inf or positive_inf.
          if (rem != 0) {
            bool negq = (rem < 0) != (sy < 0);
            auto rm = ir::RoundingMode(flags);
            if (rm == ir::RoundingMode::NEGATIVE_INF && negq)
              --q;
            else if (rm == ir::RoundingMode::POSITIVE_INF && !negq)
              ++q;
          }
          pr[i] = norm(T(q), isI1);
        } else {
          uint64_t ux = uval(x), uy = uval(y);
          uint64_t q = ux / uy;
          if (op == RemI) {
            pr[i] = T(ux % uy);
            continue;
          }
          if (ux % uy && ir::RoundingMode(flags) == ir::RoundingMode::POSITIVE_INF)
            ++q;
          pr[i] = T(q);
        }
      }
      return;
    case MaxI: case MinI:
      for (int64_t i = 0; i < n; ++i) {
        T x = pa[i * sa], y = pb[i * sb];
        bool less = sgn ? sval(x) < sval(y) : uval(x) < uval(y);
        pr[i] = (op == MaxI) == less ? y : x;
      }
      return;
    case ShLI: case ShRI:
      for (int64_t i = 0; i < n; ++i) {
        T x = pa[i * sa];
        uint64_t s = uval(pb[i * sb]);
        if (op == ShLI) {
          if (flags) {
            bool uo = s >= bits ? uval(x) != 0
                                : s && (uval(x) >> (bits - s)) != 0;
            int64_t shifted = s >= bits ? 0 : sval(norm(T(U(x) << s), isI1));
            bool so = s >= bits ? sval(x) != 0 : (shifted >> s) != sval(x);
            if ((flags & 1) && so)
              fail(i, "signed overflow in a shift marked no_signed_wrap");
            if ((flags & 2) && uo)
              fail(i, "unsigned overflow in a shift marked no_unsigned_wrap");
          }
          pr[i] = s >= bits ? T(0) : norm(T(U(x) << s), isI1);
        } else if (sgn) {
          pr[i] = norm(T(sval(x) >> (s >= bits ? bits - 1 : s)), isI1);
        } else {
          pr[i] = s >= bits ? T(0) : T(U(uval(x) >> s));
        }
      }
      return;
    case AndI: for (int64_t i = 0; i < n; ++i) pr[i] = pa[i * sa] & pb[i * sb]; return;
    case OrI: for (int64_t i = 0; i < n; ++i) pr[i] = pa[i * sa] | pb[i * sb]; return;
    case XOrI: for (int64_t i = 0; i < n; ++i) pr[i] = pa[i * sa] ^ pb[i * sb]; return;
    case AbsI:
      // The result is read as unsigned: |INT_MIN| is representable.
      for (int64_t i = 0; i < n; ++i)
        pr[i] = isI1 ? pa[i] : (pa[i] < 0 ? T(U(0) - U(pa[i])) : pa[i]);
      return;
    case NegI:
      for (int64_t i = 0; i < n; ++i) {
        if ((flags & 1) && !isI1 && pa[i] == std::numeric_limits<T>::min())
          fail(i, "signed overflow in negi marked no_signed_wrap");
        pr[i] = norm(T(U(0) - U(pa[i])), isI1);
      }
      return;
    case MulhiI:
      for (int64_t i = 0; i < n; ++i) {
        unsigned __int128 p = (unsigned __int128)uval(pa[i * sa]) * uval(pb[i * sb]);
        pr[i] = norm(T(uint64_t(p >> bits)), isI1);
      }
      return;
    case CmpI: {
      auto pred = ir::ComparisonPredicate(in.attr[3]);
      uint8_t *po = r.as<uint8_t>();
      for (int64_t i = 0; i < n; ++i) {
        T x = pa[i * sa], y = pb[i * sb];
        bool lt = sgn ? sval(x) < sval(y) : uval(x) < uval(y);
        bool eq = norm(x, isI1) == norm(y, isI1);
        bool res;
        switch (pred) {
        case ir::ComparisonPredicate::EQUAL: res = eq; break;
        case ir::ComparisonPredicate::NOT_EQUAL: res = !eq; break;
        case ir::ComparisonPredicate::LESS_THAN: res = lt; break;
        case ir::ComparisonPredicate::LESS_THAN_OR_EQUAL: res = lt || eq; break;
        case ir::ComparisonPredicate::GREATER_THAN: res = !lt && !eq; break;
        default: res = !lt; break;
        }
        po[i] = res;
      }
      return;
    }
    }
  }
};

void execIOp(Frame &f, const Instr &in) {
  switch (EK(in.attr[0] & 0xff)) {
  case EK::I1: return IntOps<int8_t>::run(f, in, true);
  case EK::I8: return IntOps<int8_t>::run(f, in, false);
  case EK::I16: return IntOps<int16_t>::run(f, in, false);
  case EK::I32: return IntOps<int32_t>::run(f, in, false);
  case EK::I64: return IntOps<int64_t>::run(f, in, false);
  default: fault(f, in, "unsupported element type");
  }
}

int overflowFlags(ir::IntegerOverflow o) {
  switch (o) {
  case ir::IntegerOverflow::NSW: return 1;
  case ir::IntegerOverflow::NUW: return 2;
  case ir::IntegerOverflow::NW: return 3;
  default: return 0;
  }
}

bool isSigned(ir::Signedness s) { return s == ir::Signedness::Signed; }

/// select: the condition is a tile (or 0-d) of i1; values of any kind.
void execSelect(Frame &f, const Instr &in) {
  const emu::Value &c = f.regs[in.in[0]], &a = f.regs[in.in[1]],
                   &b = f.regs[in.in[2]];
  emu::Value &r = f.regs[in.out[0]];
  const emu::Value *src = &a;
  if (b.numel > src->numel) src = &b;
  if (c.numel > src->numel) {
    r.reset(a.kind, c.shape);
  } else {
    r.resetLike(*src);
  }
  unsigned eb = elemBytes(a.kind);
  int64_t sc = c.numel == 1 ? 0 : 1, sa = a.numel == 1 ? 0 : 1,
          sb = b.numel == 1 ? 0 : 1;
  const uint8_t *pc = c.as<uint8_t>();
  auto copyAll = [&](auto tag) {
    using T = decltype(tag);
    const T *pa = a.as<T>(), *pb = b.as<T>();
    T *pr = r.as<T>();
    for (int64_t i = 0; i < r.numel; ++i)
      pr[i] = (pc[i * sc] & 1) ? pa[i * sa] : pb[i * sb];
  };
  switch (eb) {
  case 1: return copyAll(uint8_t());
  case 2: return copyAll(uint16_t());
  case 4: return copyAll(uint32_t());
  default: return copyAll(uint64_t());
  }
}

} // namespace

bool selectArith(Operation *op, Instr &in, std::string &err) {
  if (selectFloat(op, in, err) || !err.empty())
    return err.empty();
  if (selectConvert(op, in, err) || !err.empty())
    return err.empty();
  if (isa<ir::SelectOp>(op)) {
    in.fn = execSelect;
    return true;
  }
  IOp kind;
  int sgn = 0, flags = 0, pred = 0;
  if (auto o = dyn_cast<ir::AddIOp>(op)) kind = AddI, flags = overflowFlags(o.getOverflow());
  else if (auto o = dyn_cast<ir::SubIOp>(op)) kind = SubI, flags = overflowFlags(o.getOverflow());
  else if (auto o = dyn_cast<ir::MulIOp>(op)) kind = MulI, flags = overflowFlags(o.getOverflow());
  else if (auto o = dyn_cast<ir::ShLIOp>(op)) kind = ShLI, flags = overflowFlags(o.getOverflow());
  else if (auto o = dyn_cast<ir::NegIOp>(op)) kind = NegI, flags = overflowFlags(o.getOverflow());
  else if (auto o = dyn_cast<ir::DivIOp>(op))
    kind = DivI, sgn = isSigned(o.getSignedness()), flags = int(o.getRounding());
  else if (auto o = dyn_cast<ir::RemIOp>(op)) kind = RemI, sgn = isSigned(o.getSignedness());
  else if (auto o = dyn_cast<ir::MaxIOp>(op)) kind = MaxI, sgn = isSigned(o.getSignedness());
  else if (auto o = dyn_cast<ir::MinIOp>(op)) kind = MinI, sgn = isSigned(o.getSignedness());
  else if (auto o = dyn_cast<ir::ShRIOp>(op)) kind = ShRI, sgn = isSigned(o.getSignedness());
  else if (isa<ir::AndIOp>(op)) kind = AndI;
  else if (isa<ir::OrIOp>(op)) kind = OrI;
  else if (isa<ir::XOrIOp>(op)) kind = XOrI;
  else if (isa<ir::AbsIOp>(op)) kind = AbsI;
  else if (isa<ir::MulhiIOp>(op)) kind = MulhiI;
  else if (auto o = dyn_cast<ir::CmpIOp>(op)) {
    kind = CmpI;
    sgn = isSigned(o.getSignedness());
    pred = int(o.getComparisonPredicate());
  } else
    return false;
  EK k = kindOf(op->getOperand(0).getType());
  if (!isIntKind(k)) {
    err = "the emulator does not support " + std::string(kindName(k)) +
          " in " + describeOp(op);
    return false;
  }
  in.attr[0] = int64_t(kind) << 8 | int64_t(k);
  in.attr[1] = sgn;
  in.attr[2] = flags;
  in.attr[3] = pred;
  in.fn = execIOp;
  return true;
}

} // namespace cutile::emu
