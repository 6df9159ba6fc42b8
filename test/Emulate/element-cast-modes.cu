// CUDA 13.5's element_cast with a rounding tag (ftof rounding<...>), with
// saturate_finite_t (ftoi saturating) and ct::powi (fpowi) under
// --cutile-emulate, bit for bit against host computations written here from
// the definitions: f32 -> f16 toward zero and to nearest even by an exact
// decode of every candidate, f64 -> f32 under the host FPU's directed modes,
// f32 -> tf32 by the bit arithmetic of the 10-bit mantissa (ties away: add
// half a unit, clear the rest), saturation by clamping, x^n by repeated
// multiplication of small exact values.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS element_cast_modes
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>
#include <cuda_tf32.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;
constexpr int N = 64;

__tile_global__ void casts(const float *x, const double *d, unsigned short *h, float *f,
                           float *t, signed char *s8, unsigned *u32) {
  auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{64_ic}}, ct::shape{64_ic}};
  auto dv = ct::partition_view{ct::tensor_span{d, ct::extents{64_ic}}, ct::shape{64_ic}};
  auto hv = ct::partition_view{ct::tensor_span{h, ct::extents{256_ic}}, ct::shape{64_ic}};
  auto fv = ct::partition_view{ct::tensor_span{f, ct::extents{256_ic}}, ct::shape{64_ic}};
  auto tv = ct::partition_view{ct::tensor_span{t, ct::extents{128_ic}}, ct::shape{64_ic}};
  auto sv = ct::partition_view{ct::tensor_span{s8, ct::extents{64_ic}}, ct::shape{64_ic}};
  auto uv = ct::partition_view{ct::tensor_span{u32, ct::extents{64_ic}}, ct::shape{64_ic}};
  auto a = xv.load(0);
  auto b = dv.load(0);
  hv.store(ct::element_bitcast<unsigned short>(ct::element_cast<__half>(a, ct::round_toward_zero_t{})), 0);
  hv.store(ct::element_bitcast<unsigned short>(ct::element_cast<__half>(a, ct::round_ties_to_even_t{})), 1);
  fv.store(ct::element_cast<float>(b, ct::round_toward_negative_t{}), 0);
  fv.store(ct::element_cast<float>(b, ct::round_toward_positive_t{}), 1);
  fv.store(ct::element_cast<float>(b, ct::round_toward_zero_t{}), 2);
  fv.store(ct::element_cast<float>(b), 3);
  tv.store(ct::element_cast<float>(ct::element_cast<__nv_tf32>(a, ct::round_ties_to_away_t{})), 0);
  tv.store(ct::element_cast<float>(ct::element_cast<__nv_tf32>(a, ct::round_toward_zero_t{})), 1);
  sv.store(ct::element_cast<signed char>(a * 100.0f, ct::saturate_finite_t{}), 0);
  uv.store(ct::element_cast<unsigned>(a * 3.0e9f, ct::saturate_finite_t{}), 0);
}

__tile_global__ void powers(const float *x, const int *e, float *out, float *pf) {
  auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{64_ic}}, ct::shape{64_ic}};
  auto ev = ct::partition_view{ct::tensor_span{e, ct::extents{64_ic}}, ct::shape{64_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{128_ic}}, ct::shape{64_ic}};
  auto pv = ct::partition_view{ct::tensor_span{pf, ct::extents{64_ic}}, ct::shape{64_ic}};
  auto a = xv.load(0);
  ov.store(ct::powi(a, ev.load(0)), 0);
  ov.store(ct::powi(a, 3), 1);
  pv.store(ct::pow(ct::abs(a), 2), 0);
}

static unsigned bits(float v) { unsigned u; std::memcpy(&u, &v, 4); return u; }
static float from_bits(unsigned u) { float v; std::memcpy(&v, &u, 4); return v; }
// f16 value of a bit pattern (finite patterns only).
static double dec_f16(unsigned short c) {
  int e = (c >> 10) & 31, m = c & 1023;
  double s = c & 0x8000 ? -1 : 1;
  if (e == 31)
    return m ? NAN : s * INFINITY;
  return e == 0 ? s * std::ldexp(m, -24) : s * std::ldexp(1024 + m, e - 25);
}
// The f16 code of v rounded toward zero (rtz) or to nearest even: search the
// neighbours of the magnitude among all positive codes.
static unsigned short enc_f16(float v, bool rtz) {
  unsigned short sign = std::signbit(v) ? 0x8000 : 0;
  double a = std::fabs(double(v));
  unsigned short lo = 0;
  for (unsigned c = 0; c < 0x7C00; ++c)
    if (dec_f16(c) <= a)
      lo = c;
  if (rtz || dec_f16(lo) == a)
    return sign | lo;
  unsigned hi = lo + 1; // 0x7C00 is infinity, reached from 65504 as if it were 2^16
  double dl = a - dec_f16(lo), dh = (hi == 0x7C00 ? 65536.0 : dec_f16(hi)) - a;
  bool up = dh < dl || (dh == dl && (hi & 1) == 0);
  return sign | (up ? hi : lo);
}
static float tf32_away(float v) { return from_bits((bits(v) + 0x1000u) & ~0x1FFFu); }
static float tf32_zero(float v) { return from_bits(bits(v) & ~0x1FFFu); }
static float directed(double v, int mode) {
  std::fesetround(mode);
  volatile double dv = v;
  volatile float r = float(dv);
  std::fesetround(FE_TONEAREST);
  return r;
}

int main() {
  seed::init("element_cast_modes");
  float hx[N], hf[4 * N], ht[2 * N], hp[2 * N], hpf[N];
  double hd[N];
  unsigned short hh[4 * N];
  signed char hs[N];
  unsigned hu[N];
  int he[N];
  for (int i = 0; i < N; ++i) {
    // Halfway cases for f16 (an odd 11th mantissa bit then a 1) and tf32,
    // values beyond the f16 range, and random ones.
    float r = seed::rand_float() * float(1 << (i % 7));
    if (i % 4 == 0)
      r = from_bits((bits(r) & ~0x1FFFu) | 0x1000u); // a tie for tf32
    if (i % 4 == 1)
      r = from_bits((bits(r) & ~0x1FFFu) | 0x3000u); // a tie for f16
    if (i == 2)
      r = 70000.0f; // above f16's maximum
    hx[i] = r;
    hd[i] = double(r) * (1.0 + std::ldexp(double(i + 1), -40)) - (i % 3) * 1e-12;
    he[i] = (i % 7) - 3;
  }
  hx[5] = 2.5f;  // powers of small exact values: x^n exact in float
  hx[6] = -1.5f;
  hx[7] = 0.5f;
  float *x = seed::device_alloc<float>(N), *f = seed::device_alloc<float>(4 * N);
  float *t = seed::device_alloc<float>(2 * N), *p = seed::device_alloc<float>(2 * N);
  float *pf = seed::device_alloc<float>(N);
  double *d = seed::device_alloc<double>(N);
  unsigned short *h = seed::device_alloc<unsigned short>(4 * N);
  signed char *s8 = seed::device_alloc<signed char>(N);
  unsigned *u32 = seed::device_alloc<unsigned>(N);
  int *e = seed::device_alloc<int>(N);
  seed::to_device(x, hx, N);
  seed::to_device(d, hd, N);
  seed::to_device(e, he, N);
  casts<<<1>>>(x, d, h, f, t, s8, u32);
  powers<<<1>>>(x, e, p, pf);
  SEED_SYNC();
  seed::to_host(hh, h, 2 * N);
  seed::to_host(hf, f, 4 * N);
  seed::to_host(ht, t, 2 * N);
  seed::to_host(hs, s8, N);
  seed::to_host(hu, u32, N);
  seed::to_host(hp, p, 2 * N);
  seed::to_host(hpf, pf, N);
  int bad = 0;
  auto check = [&](bool ok, const char *what, int i) {
    if (!ok && bad++ < 10)
      std::printf("FAIL %s at %d (x = %a, d = %a)\n", what, i, hx[i], hd[i]);
  };
  for (int i = 0; i < N; ++i) {
    check(hh[i] == enc_f16(hx[i], true), "f16 rtz", i);
    check(hh[N + i] == enc_f16(hx[i], false), "f16 rte", i);
    check(bits(hf[i]) == bits(directed(hd[i], FE_DOWNWARD)), "f64->f32 rtn", i);
    check(bits(hf[N + i]) == bits(directed(hd[i], FE_UPWARD)), "f64->f32 rtp", i);
    check(bits(hf[2 * N + i]) == bits(directed(hd[i], FE_TOWARDZERO)), "f64->f32 rtz", i);
    check(bits(hf[3 * N + i]) == bits(float(hd[i])), "f64->f32 rte", i);
    check(bits(ht[i]) == bits(tf32_away(hx[i])), "tf32 rna", i);
    check(bits(ht[N + i]) == bits(tf32_zero(hx[i])), "tf32 rtz", i);
    float s = hx[i] * 100.0f;
    check(hs[i] == (s >= 127 ? 127 : s <= -128 ? -128 : (signed char)std::trunc(s)), "sat i8", i);
    float su = hx[i] * 3.0e9f;
    unsigned eu = su <= 0 ? 0u : su >= 4294967296.0f ? 0xFFFFFFFFu : unsigned(su);
    check(hu[i] == eu, "sat u32", i);
    double pw = 1.0;
    for (int k = 0; k < std::abs(he[i]); ++k)
      pw *= hx[i];
    float want = float(he[i] < 0 ? 1.0 / pw : pw);
    check(bits(hp[i]) == bits(want), "powi tile", i);
    check(bits(hp[N + i]) == bits(float(double(hx[i]) * hx[i] * hx[i])), "powi 3", i);
    // pow is the existing op (powf): within an ulp.
    check(std::fabs(hpf[i] - double(hx[i]) * hx[i]) <= 1e-6 * double(hx[i]) * hx[i], "pow 2", i);
  }
  // The ties really were ties (else the test proves less than it claims).
  check(tf32_away(hx[0]) != tf32_zero(hx[0]) + 0.0f, "tie setup", 0);
  if (bad)
    return 1;
  std::printf("PASS element_cast_modes\n");
  return 0;
}
