//===- ExecMma.cpp - mmaf, mmaf_scaled, mmai --------------------------------===//
//
// Operands are widened once per op into float (or double) matrices, then an
// i-k-j loop accumulates in the accumulator's precision: f32 sums in float,
// f64 in double, f16 rounds to f16 after every step. Products of f16, bf16,
// tf32 and f8 operands are exact in float, so a product plus the running sum
// rounds once, as a tensor core's fused step does; f32 operands multiply in
// double so that their product is exact too. The k order is sequential; the
// GPU's is unspecified, so results may differ from it in the last bits.
//
//===----------------------------------------------------------------------===//

#include "Interp.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include <cmath>
#include <vector>

using namespace mlir;

namespace cutile::emu {
namespace {

double elemAsDouble(const emu::Value &v, int64_t i) {
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

template <class T>
void widen(const emu::Value &v, std::vector<T> &out) {
  out.resize(v.numel);
  if (v.kind == EK::F16) {
    const uint16_t *p = v.as<uint16_t>();
    for (int64_t i = 0; i < v.numel; ++i)
      out[i] = T(halfToFloat(p[i]));
    return;
  }
  if (v.kind == EK::F32 || v.kind == EK::TF32) {
    const float *p = v.as<float>();
    for (int64_t i = 0; i < v.numel; ++i)
      out[i] = T(p[i]);
    return;
  }
  for (int64_t i = 0; i < v.numel; ++i)
    out[i] = T(elemAsDouble(v, i));
}

struct Dims {
  int64_t batch, M, N, K;
};

Dims dimsOf(const emu::Value &a, const emu::Value &c) {
  bool batched = a.shape.size() == 3;
  int64_t B = batched ? a.shape[0] : 1;
  size_t o = batched ? 1 : 0;
  return {B, c.shape[o], c.shape[o + 1], a.shape[o + 1]};
}

/// C += A x B with products and sums in T.
template <class T>
void matmul(const Dims &d, const T *A, const T *B, T *C) {
  for (int64_t b = 0; b < d.batch; ++b) {
    const T *Ab = A + b * d.M * d.K;
    const T *Bb = B + b * d.K * d.N;
    T *Cb = C + b * d.M * d.N;
    for (int64_t i = 0; i < d.M; ++i) {
      T *crow = Cb + i * d.N;
      for (int64_t k = 0; k < d.K; ++k) {
        T a = Ab[i * d.K + k];
        const T *brow = Bb + k * d.N;
        for (int64_t j = 0; j < d.N; ++j)
          crow[j] += a * brow[j];
      }
    }
  }
}

/// f32 operands into an f32 accumulator: exact products, sum rounded to
/// f32 at every step.
void matmulF32(const Dims &d, const double *A, const double *B, float *C) {
  for (int64_t b = 0; b < d.batch; ++b)
    for (int64_t i = 0; i < d.M; ++i) {
      float *crow = C + (b * d.M + i) * d.N;
      for (int64_t k = 0; k < d.K; ++k) {
        double a = A[(b * d.M + i) * d.K + k];
        const double *brow = B + (b * d.K + k) * d.N;
        for (int64_t j = 0; j < d.N; ++j)
          crow[j] = float(double(crow[j]) + a * brow[j]);
      }
    }
}

struct MmaScratch {
  std::vector<float> fa, fb, fc;
  std::vector<double> da, db, dc;
};

MmaScratch &scratch() {
  thread_local MmaScratch s; // blocks may run on several threads
  return s;
}

void execMmaF(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]], &b = f.regs[in.in[1]],
                   &c = f.regs[in.in[2]];
  emu::Value &r = f.regs[in.out[0]];
  Dims d = dimsOf(a, c);
  MmaScratch &s = scratch();
  bool scaled = in.attr[0];
  if (scaled) {
    // Fold the block scales into the operands, then multiply as usual.
    const emu::Value &sa = f.regs[in.in[3]], &sb = f.regs[in.in[4]];
    widen(a, s.fa);
    widen(b, s.fb);
    int64_t kBlocks = sa.shape.back();
    int64_t blk = d.K / kBlocks;
    for (int64_t bt = 0; bt < d.batch; ++bt)
      for (int64_t i = 0; i < d.M; ++i)
        for (int64_t k = 0; k < d.K; ++k)
          s.fa[(bt * d.M + i) * d.K + k] *=
              float(elemAsDouble(sa, (bt * d.M + i) * kBlocks + k / blk));
    for (int64_t bt = 0; bt < d.batch; ++bt)
      for (int64_t k = 0; k < d.K; ++k)
        for (int64_t j = 0; j < d.N; ++j)
          s.fb[(bt * d.K + k) * d.N + j] *=
              float(elemAsDouble(sb, (bt * kBlocks + k / blk) * d.N + j));
    r = c;
    matmul(d, s.fa.data(), s.fb.data(), r.as<float>());
    return;
  }
  switch (c.kind) {
  case EK::F32:
    r = c;
    if (a.kind == EK::F32) {
      widen(a, s.da);
      widen(b, s.db);
      matmulF32(d, s.da.data(), s.db.data(), r.as<float>());
    } else {
      widen(a, s.fa);
      widen(b, s.fb);
      matmul(d, s.fa.data(), s.fb.data(), r.as<float>());
    }
    return;
  case EK::F64:
    r = c;
    widen(a, s.da);
    widen(b, s.db);
    matmul(d, s.da.data(), s.db.data(), r.as<double>());
    return;
  case EK::F16: {
    widen(a, s.fa);
    widen(b, s.fb);
    widen(c, s.fc);
    r.resetLike(c);
    uint16_t *out = r.as<uint16_t>();
    for (int64_t bt = 0; bt < d.batch; ++bt)
      for (int64_t i = 0; i < d.M; ++i)
        for (int64_t j = 0; j < d.N; ++j) {
          int64_t ci = (bt * d.M + i) * d.N + j;
          float acc = s.fc[ci];
          for (int64_t k = 0; k < d.K; ++k)
            acc = halfToFloat(floatToHalf(
                acc + s.fa[(bt * d.M + i) * d.K + k] *
                          s.fb[(bt * d.K + k) * d.N + j]));
          out[ci] = floatToHalf(acc);
        }
    return;
  }
  default:
    fault(f, in, "unsupported accumulator type");
  }
}

void execMmaI(Frame &f, const Instr &in) {
  const emu::Value &a = f.regs[in.in[0]], &b = f.regs[in.in[1]],
                   &c = f.regs[in.in[2]];
  emu::Value &r = f.regs[in.out[0]];
  Dims d = dimsOf(a, c);
  bool sa = in.attr[0], sb = in.attr[1];
  r = c;
  int32_t *C = r.as<int32_t>();
  auto at = [](const emu::Value &v, int64_t i, bool sgn) -> int32_t {
    return sgn ? int32_t(v.as<int8_t>()[i]) : int32_t(v.as<uint8_t>()[i]);
  };
  for (int64_t bt = 0; bt < d.batch; ++bt)
    for (int64_t i = 0; i < d.M; ++i)
      for (int64_t k = 0; k < d.K; ++k) {
        uint32_t x = uint32_t(at(a, (bt * d.M + i) * d.K + k, sa));
        int32_t *crow = C + (bt * d.M + i) * d.N;
        for (int64_t j = 0; j < d.N; ++j)
          crow[j] = int32_t(uint32_t(crow[j]) +
                            x * uint32_t(at(b, (bt * d.K + k) * d.N + j, sb)));
      }
}

} // namespace

bool selectMma(Operation *op, Instr &in, std::string &err) {
  if (isa<ir::MmaFOp>(op)) {
    in.fn = execMmaF;
    return true;
  }
  if (isa<ir::MmaFScaledOp>(op)) {
    in.attr[0] = 1;
    in.fn = execMmaF;
    return true;
  }
  if (auto m = dyn_cast<ir::MmaIOp>(op)) {
    in.attr[0] = m.getSignednessLhs() == ir::Signedness::Signed;
    in.attr[1] = m.getSignednessRhs() == ir::Signedness::Signed;
    in.fn = execMmaI;
    return true;
  }
  return false;
}

} // namespace cutile::emu
