//===- ExecControl.cpp - control flow, reduce/scan, tokens, print, assert --===//
//
// Regions run as Bodies; a terminator hands its operand slots to the op that
// owns the region. Reduce and scan run their combiner once per step along
// the reduced dimension on whole slices (every other position at once),
// which is legal because a combiner body holds only element-wise ops.
//
//===----------------------------------------------------------------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cinttypes>
#include <cstdio>
#include <cstring>

using namespace mlir;

namespace cutile::emu {

void takeCtlVals(Frame &f, llvm::ArrayRef<unsigned> dst) {
  const auto &src = *f.ctlVals;
  // A terminator may pass a destination slot (a loop's own argument) in a
  // different position; go through temporaries then.
  bool overlap = false;
  for (unsigned s : src)
    for (unsigned d : dst)
      overlap |= s == d;
  if (overlap) {
    llvm::SmallVector<emu::Value, 4> tmp;
    for (unsigned s : src)
      tmp.push_back(f.regs[s]);
    for (size_t i = 0; i < dst.size(); ++i)
      f.regs[dst[i]] = std::move(tmp[i]);
    return;
  }
  for (size_t i = 0; i < dst.size(); ++i) {
    if (i < 64 && (f.ctlMovable >> i) & 1)
      std::swap(f.regs[dst[i]], f.regs[src[i]]);
    else
      f.regs[dst[i]] = f.regs[src[i]];
  }
}

namespace {

void execNop(Frame &, const Instr &) {}

void execToken(Frame &f, const Instr &in) {
  for (unsigned o : in.out)
    f.regs[o].reset(EK::Token, {});
}

void execCopy(Frame &f, const Instr &in) { f.regs[in.out[0]] = f.regs[in.in[0]]; }

void execIf(Frame &f, const Instr &in) {
  bool cond = f.regs[in.in[0]].as<uint8_t>()[0] & 1;
  const Body &b = in.bodies[cond ? 0 : 1];
  Ctl c = runBody(f, b);
  if (c == Ctl::Yield)
    takeCtlVals(f, in.out);
  else if (c != Ctl::Next)
    f.pending = c; // break/continue/return out of an enclosing loop
}

int64_t wrapTo(int64_t v, EK k) {
  switch (k) {
  case EK::I1: return v & 1;
  case EK::I8: return int8_t(v);
  case EK::I16: return int16_t(v);
  case EK::I32: return int32_t(v);
  default: return v;
  }
}

uint64_t unsignedOf(int64_t v, EK k) {
  unsigned bits = k == EK::I1 ? 1 : elemBytes(k) * 8;
  return bits == 64 ? uint64_t(v) : uint64_t(v) & ((uint64_t(1) << bits) - 1);
}

void setScalarInt(emu::Value &v, EK k, int64_t x) {
  v.reset(k, {});
  switch (k) {
  case EK::I1: *v.as<uint8_t>() = x & 1; break;
  case EK::I8: *v.as<int8_t>() = int8_t(x); break;
  case EK::I16: *v.as<int16_t>() = int16_t(x); break;
  case EK::I32: *v.as<int32_t>() = int32_t(x); break;
  default: *v.as<int64_t>() = x; break;
  }
}

void execFor(Frame &f, const Instr &in) {
  EK k = f.regs[in.in[0]].kind;
  int64_t lb = f.regs[in.in[0]].scalarInt(), ub = f.regs[in.in[1]].scalarInt(),
          step = f.regs[in.in[2]].scalarInt();
  bool isUnsigned = in.attr[0];
  const Body &b = in.bodies[0];
  if (step <= 0)
    fault(f, in, "loop step " + std::to_string(step) + " is not positive");
  for (size_t i = 3; i < in.in.size(); ++i)
    f.regs[b.args[i - 2]] = f.regs[in.in[i]];
  llvm::ArrayRef<unsigned> iterArgs(b.args.begin() + 1, b.args.end());
  for (int64_t iv = lb;;) {
    bool more = isUnsigned ? unsignedOf(iv, k) < unsignedOf(ub, k) : iv < ub;
    if (!more)
      break;
    setScalarInt(f.regs[b.args[0]], k, iv);
    Ctl c = runBody(f, b);
    if (c == Ctl::Return) {
      f.pending = c;
      return;
    }
    if (c == Ctl::Continue || c == Ctl::Yield)
      takeCtlVals(f, iterArgs);
    int64_t next = wrapTo(iv + step, k);
    // Stop rather than wrap around past the type's range.
    if (isUnsigned ? unsignedOf(next, k) <= unsignedOf(iv, k) : next <= iv)
      break;
    iv = next;
  }
  for (size_t i = 0; i < in.out.size(); ++i)
    f.regs[in.out[i]] = f.regs[iterArgs[i]];
}

void execLoop(Frame &f, const Instr &in) {
  const Body &b = in.bodies[0];
  for (size_t i = 0; i < in.in.size(); ++i)
    f.regs[b.args[i]] = f.regs[in.in[i]];
  for (;;) {
    Ctl c = runBody(f, b);
    if (c == Ctl::Continue) {
      takeCtlVals(f, b.args);
      continue;
    }
    if (c == Ctl::Break) {
      takeCtlVals(f, in.out);
      return;
    }
    if (c == Ctl::Return) {
      f.pending = c;
      return;
    }
    fault(f, in, "loop body ended without continue or break");
  }
}

//===----------------------------------------------------------------------===//
// reduce / scan
//===----------------------------------------------------------------------===//

struct ReduceInfo {
  std::vector<emu::Value> identities;
};

/// Copies slice `d` along the reduced dimension of `src` (viewed as
/// outer x D x inner) into `dst` (outer x inner).
void sliceOut(const emu::Value &src, int64_t outer, int64_t D, int64_t inner,
              int64_t d, emu::Value &dst) {
  unsigned eb = elemBytes(src.kind);
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(dst.data.data() + o * inner * eb,
                src.data.data() + ((o * D + d) * inner) * eb, inner * eb);
}

void sliceIn(const emu::Value &src, int64_t outer, int64_t D, int64_t inner,
             int64_t d, emu::Value &dst) {
  unsigned eb = elemBytes(src.kind);
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(dst.data.data() + ((o * D + d) * inner) * eb,
                src.data.data() + o * inner * eb, inner * eb);
}

void broadcastScalar(const emu::Value &s, llvm::ArrayRef<int64_t> shape,
                     emu::Value &dst) {
  dst.reset(s.kind, shape);
  unsigned eb = elemBytes(s.kind);
  for (int64_t i = 0; i < dst.numel; ++i)
    std::memcpy(dst.data.data() + i * eb, s.data.data(), eb);
}

void execReduceScan(Frame &f, const Instr &in) {
  bool isScan = in.attr[1];
  bool reverse = in.attr[2];
  int64_t dim = in.attr[0];
  const auto &info = *static_cast<const ReduceInfo *>(in.extra.get());
  const Body &b = in.bodies[0];
  const emu::Value &first = f.regs[in.in[0]];
  int64_t outer = 1, inner = 1, D = first.shape[dim];
  for (int64_t i = 0; i < dim; ++i)
    outer *= first.shape[i];
  for (size_t i = dim + 1; i < first.shape.size(); ++i)
    inner *= first.shape[i];
  llvm::SmallVector<int64_t, 4> sliceShape{outer * inner};
  size_t n = in.in.size();
  llvm::SmallVector<unsigned, 4> accSlots;
  for (size_t i = 0; i < n; ++i) {
    broadcastScalar(info.identities[i], sliceShape, f.regs[b.args[2 * i + 1]]);
    f.regs[b.args[2 * i]].reset(f.regs[in.in[i]].kind, sliceShape);
    accSlots.push_back(b.args[2 * i + 1]);
    if (isScan)
      f.regs[in.out[i]].resetLike(f.regs[in.in[i]]);
  }
  for (int64_t s = 0; s < D; ++s) {
    int64_t d = reverse ? D - 1 - s : s;
    for (size_t i = 0; i < n; ++i)
      sliceOut(f.regs[in.in[i]], outer, D, inner, d, f.regs[b.args[2 * i]]);
    if (runBody(f, b) != Ctl::Yield)
      fault(f, in, "combiner body did not yield");
    takeCtlVals(f, accSlots);
    if (isScan)
      for (size_t i = 0; i < n; ++i)
        sliceIn(f.regs[accSlots[i]], outer, D, inner, d, f.regs[in.out[i]]);
  }
  if (isScan)
    return;
  for (size_t i = 0; i < n; ++i) {
    emu::Value &out = f.regs[in.out[i]];
    out = f.regs[accSlots[i]];
    auto shape = f.regs[in.in[i]].shape;
    shape.erase(shape.begin() + dim);
    out.shape.assign(shape.begin(), shape.end());
  }
}

//===----------------------------------------------------------------------===//
// assert / print
//===----------------------------------------------------------------------===//

std::string indexString(llvm::ArrayRef<int64_t> shape, int64_t flat) {
  llvm::SmallVector<int64_t, 4> idx(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    idx[d] = flat % shape[d];
    flat /= shape[d];
  }
  std::string s = "[";
  for (size_t d = 0; d < idx.size(); ++d)
    s += (d ? ", " : "") + std::to_string(idx[d]);
  return s + "]";
}

void execAssert(Frame &f, const Instr &in) {
  const emu::Value &c = f.regs[in.in[0]];
  auto msg = cast<ir::AssertOp>(in.op).getMessage();
  bool failed = false;
  for (int64_t i = 0; i < c.numel; ++i) {
    if (c.as<uint8_t>()[i] & 1)
      continue;
    failed = true;
    std::fflush(stdout);
    llvm::errs() << "kernel '" << f.kernel->shownName << "' block ("
                 << f.block[0] << ", " << f.block[1] << ", " << f.block[2]
                 << "): assertion failed at " << locString(in.op) << ": "
                 << msg;
    if (!c.shape.empty())
      llvm::errs() << " (element " << indexString(c.shape, i) << ")";
    llvm::errs() << "\n";
  }
  if (failed)
    ++f.assertFailures;
}

double floatAt(const emu::Value &v, int64_t i) {
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

int64_t intAt(const emu::Value &v, int64_t i) {
  switch (v.kind) {
  case EK::I1: return v.as<uint8_t>()[i] & 1;
  case EK::I8: return v.as<int8_t>()[i];
  case EK::I16: return v.as<int16_t>()[i];
  case EK::I32: return v.as<int32_t>()[i];
  case EK::I64: return v.as<int64_t>()[i];
  case EK::Ptr: return int64_t(v.as<uint64_t>()[i]);
  default: return 0;
  }
}

/// One printf conversion applied to one element. Integer conversions get
/// the value widened to 64 bits, float conversions a double.
std::string formatOne(const std::string &spec, const emu::Value &v,
                      int64_t i) {
  char conv = spec.back();
  std::string base = spec.substr(0, spec.size() - 1);
  // Drop C length modifiers; we supply our own.
  while (!base.empty() && strchr("hlLqjzt", base.back()))
    base.pop_back();
  char buf[128];
  if (strchr("fFeEgGaA", conv)) {
    double x = isFloatKind(v.kind) ? floatAt(v, i) : double(intAt(v, i));
    std::snprintf(buf, sizeof buf, (base + conv).c_str(), x);
  } else if (strchr("diuxXoc", conv)) {
    int64_t x = isFloatKind(v.kind) ? int64_t(floatAt(v, i)) : intAt(v, i);
    if (conv == 'c')
      std::snprintf(buf, sizeof buf, (base + conv).c_str(), int(x));
    else
      std::snprintf(buf, sizeof buf, (base + "ll" + conv).c_str(),
                    (long long)x);
  } else if (conv == 'p') {
    std::snprintf(buf, sizeof buf, "0x%" PRIx64, uint64_t(intAt(v, i)));
  } else {
    return spec;
  }
  return buf;
}

void execPrint(Frame &f, const Instr &in) {
  std::string fmt = cast<ir::PrintTkoOp>(in.op).getStr().str();
  size_t nargs = cast<ir::PrintTkoOp>(in.op).getArgs().size();
  std::string out;
  size_t arg = 0;
  for (size_t p = 0; p < fmt.size(); ++p) {
    if (fmt[p] != '%') {
      out += fmt[p];
      continue;
    }
    if (p + 1 < fmt.size() && fmt[p + 1] == '%') {
      out += '%';
      ++p;
      continue;
    }
    size_t e = p + 1;
    while (e < fmt.size() && !std::isalpha((unsigned char)fmt[e]))
      ++e;
    while (e < fmt.size() && strchr("hlLqjzt", fmt[e]))
      ++e;
    if (e >= fmt.size() || arg >= nargs) {
      out += fmt.substr(p);
      break;
    }
    std::string spec = fmt.substr(p, e - p + 1);
    const emu::Value &v = f.regs[in.in[arg++]];
    // A tile prints as [a, b, ...] row by row; a 0-d tile as its value.
    if (v.shape.empty()) {
      out += formatOne(spec, v, 0);
    } else {
      out += '[';
      for (int64_t i = 0; i < v.numel; ++i) {
        if (i)
          out += ", ";
        out += formatOne(spec, v, i);
      }
      out += ']';
    }
    p = e;
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  if (!in.out.empty())
    f.regs[in.out[0]].reset(EK::Token, {});
}

} // namespace

std::string selectExec(Operation *op, Instr &in) {
  std::string err;
  if (selectControl(op, in, err) || selectArith(op, in, err) ||
      selectShape(op, in, err) || selectMemory(op, in, err) ||
      selectMma(op, in, err) || selectAlloca(op, in, err))
    return "";
  if (err.empty())
    err = "the emulator does not support " + describeOp(op);
  return err;
}

bool selectControl(Operation *op, Instr &in, std::string &err) {
  if (isa<ir::YieldOp>(op)) {
    in.ctl = Ctl::Yield;
    return true;
  }
  if (isa<ir::ContinueOp>(op)) {
    in.ctl = Ctl::Continue;
    return true;
  }
  if (isa<ir::BreakOp>(op)) {
    in.ctl = Ctl::Break;
    return true;
  }
  if (isa<ir::ReturnOp>(op)) {
    in.ctl = Ctl::Return;
    return true;
  }
  if (isa<ir::IfOp>(op)) {
    in.fn = execIf;
    return true;
  }
  if (auto forOp = dyn_cast<ir::ForOp>(op)) {
    in.fn = execFor;
    in.attr[0] = forOp.getUnsignedCmp();
    return true;
  }
  if (isa<ir::LoopOp>(op)) {
    in.fn = execLoop;
    return true;
  }
  if (isa<ir::MakeTokenOp, ir::JoinTokensOp>(op)) {
    in.fn = execToken;
    return true;
  }
  if (isa<ir::AssumeOp>(op)) {
    in.fn = execCopy;
    return true;
  }
  if (isa<ir::AssertOp>(op)) {
    in.fn = execAssert;
    return true;
  }
  if (isa<ir::PrintTkoOp>(op)) {
    in.fn = execPrint;
    // The optional token operand is not an argument to format.
    return true;
  }
  if (isa<ir::ReduceOp, ir::ScanOp>(op)) {
    auto info = std::make_shared<ReduceInfo>();
    ArrayAttr ids;
    if (auto r = dyn_cast<ir::ReduceOp>(op)) {
      in.attr[0] = r.getDim();
      ids = r.getIdentities();
    } else {
      auto s = cast<ir::ScanOp>(op);
      in.attr[0] = s.getDim();
      in.attr[1] = 1;
      in.attr[2] = s.getReverse();
      ids = s.getIdentities();
    }
    for (auto [i, a] : llvm::enumerate(ids)) {
      emu::Value v;
      EK k = kindOf(op->getOperand(i).getType());
      v.reset(k, {});
      if (auto fa = dyn_cast<FloatAttr>(a)) {
        double d = fa.getValueAsDouble();
        switch (k) {
        case EK::F16: *v.as<uint16_t>() = floatToHalf(float(d)); break;
        case EK::BF16: *v.as<uint16_t>() = floatToBF16(float(d)); break;
        case EK::F32: case EK::TF32: *v.as<float>() = float(d); break;
        case EK::F64: *v.as<double>() = d; break;
        default:
          err = "unsupported identity type in " + describeOp(op);
          return false;
        }
      } else if (auto ia = dyn_cast<IntegerAttr>(a)) {
        int64_t x = ia.getValue().getSExtValue();
        setScalarInt(v, k, x);
      } else {
        err = "unsupported identity in " + describeOp(op);
        return false;
      }
      info->identities.push_back(std::move(v));
    }
    // The combiner runs on whole slices: it must be element-wise.
    for (Operation &inner : op->getRegion(0).front())
      if (inner.getNumRegions() ||
          isa<ir::ReshapeOp, ir::BroadcastOp, ir::PermuteOp, ir::CatOp,
              ir::ExtractOp, ir::IotaOp>(inner)) {
        err = "the emulator supports only element-wise ops in a combiner, "
              "not " + describeOp(&inner);
        return false;
      }
    in.extra = info;
    in.fn = execReduceScan;
    return true;
  }
  (void)execNop;
  return false;
}

} // namespace cutile::emu
