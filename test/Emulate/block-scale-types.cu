// CUDA 13.5's fp4 (e2m1) and e8m0 under --cutile-emulate, bit for bit
// against decoders written here from the formats' definitions (not the
// toolkit's conversions): e2m1 is sign, 2 exponent bits (bias 1), 1 mantissa
// bit, no inf or NaN: {0, 0.5, 1, 1.5, 2, 3, 4, 6} and their negatives;
// e8m0 is an unsigned 8-bit exponent, 2^(e-127), 0xFF is NaN. fp4 sits one
// value per byte in memory (the low nibble; a load ignores the high one, a
// store writes it zero). Also ct::scaled_mma in each format nvcc 13.5
// accepts but ue5m3 scales: MXFP8 (e4m3 or e5m2 with e8m0 scales, 32 per
// scale), NVFP4 (e2m1 with e4m3 scales, 16 per scale) and e2m1 with e8m0
// scales, 16 or 32 per scale, against the sum over K of a * scale_a * b *
// scale_b, and a scalar fp4 parameter.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS block_scale_types
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;
using fp4 = __nv_fp4_e2m1;
using e8m0 = __nv_fp8_e8m0;
using e4m3 = __nv_fp8_e4m3;
using e5m2 = __nv_fp8_e5m2;

// Host decoders, from the format definitions.
static double dec_e2m1(unsigned c) {
  static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
  return (c & 8 ? -1 : 1) * mag[c & 7];
}
static double dec_e8m0(unsigned c) { return c == 0xFF ? NAN : std::ldexp(1.0, int(c) - 127); }
static double dec_e4m3(unsigned c) {
  int e = (c >> 3) & 15, m = c & 7;
  double s = c & 0x80 ? -1 : 1;
  if (e == 15 && m == 7)
    return NAN;
  return e == 0 ? s * std::ldexp(m / 8.0, -6) : s * std::ldexp(1 + m / 8.0, e - 7);
}
static double dec_e5m2(unsigned c) {
  int e = (c >> 2) & 31, m = c & 3;
  double s = c & 0x80 ? -1 : 1;
  return e == 0 ? s * std::ldexp(m / 4.0, -14) : s * std::ldexp(1 + m / 4.0, e - 15);
}
// Nearest e2m1 code, ties to the even code (its mantissa bit 0); beyond 6
// saturates (no infinity).
static unsigned enc_e2m1(double v) {
  unsigned best = 0;
  for (unsigned c = 1; c < 8; ++c) {
    double d = std::fabs(std::fabs(v) - dec_e2m1(c)), db = std::fabs(std::fabs(v) - dec_e2m1(best));
    if (d < db || (d == db && (c & 1) == 0))
      best = c;
  }
  return best | (std::signbit(v) ? 8 : 0);
}

constexpr int N = 16, CODES = 256;

__tile_global__ void fp4_roundtrip(const fp4 *in, float *dec, const float *x, fp4 *enc) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{16_ic}}, ct::shape{16_ic}};
  auto dv = ct::partition_view{ct::tensor_span{dec, ct::extents{16_ic}}, ct::shape{16_ic}};
  auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{64_ic}}, ct::shape{64_ic}};
  auto ev = ct::partition_view{ct::tensor_span{enc, ct::extents{64_ic}}, ct::shape{64_ic}};
  dv.store(ct::element_cast<float>(iv.load(0)), 0);
  ev.store(ct::element_cast<fp4>(xv.load(0)), 0);
}

__tile_global__ void e8m0_roundtrip(const e8m0 *in, float *dec, const float *x, e8m0 *up) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{256_ic}}, ct::shape{256_ic}};
  auto dv = ct::partition_view{ct::tensor_span{dec, ct::extents{256_ic}}, ct::shape{256_ic}};
  auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{64_ic}}, ct::shape{64_ic}};
  auto uv = ct::partition_view{ct::tensor_span{up, ct::extents{64_ic}}, ct::shape{64_ic}};
  dv.store(iv.load(0), 0); // e8m0 -> f32 does not narrow: implicit
  uv.store(ct::element_cast<e8m0>(xv.load(0)), 0);
}

constexpr int M = 16, NN = 16, K = 64;
template <class E, class ES, int V>
__tile_global__ void scaled(const E *a, const ES *as, const E *b, const ES *bs, float *c) {
  auto A = ct::partition_view{ct::tensor_span{a, ct::extents{ct::integral_constant<M>{}, ct::integral_constant<K>{}}}, ct::shape<M, K>{}};
  auto AS = ct::partition_view{ct::tensor_span{as, ct::extents{ct::integral_constant<M>{}, ct::integral_constant<K / V>{}}}, ct::shape<M, K / V>{}};
  auto B = ct::partition_view{ct::tensor_span{b, ct::extents{ct::integral_constant<K>{}, ct::integral_constant<NN>{}}}, ct::shape<K, NN>{}};
  auto BS = ct::partition_view{ct::tensor_span{bs, ct::extents{ct::integral_constant<K / V>{}, ct::integral_constant<NN>{}}}, ct::shape<K / V, NN>{}};
  auto C = ct::partition_view{ct::tensor_span{c, ct::extents{ct::integral_constant<M>{}, ct::integral_constant<NN>{}}}, ct::shape<M, NN>{}};
  auto acc = ct::full<ct::tile<float, ct::shape<M, NN>>>(0.25f);
  C.store(ct::scaled_mma(A.load(0, 0), AS.load(0, 0), B.load(0, 0), BS.load(0, 0), acc), 0, 0);
}

__tile_global__ void scalar_fp4(float *out, fp4 v, e8m0 s) {
  out[0] = float(v);
  out[1] = float(s);
}

template <class T> static T *dev(const unsigned char *host, size_t n) {
  T *p = seed::device_alloc<T>(n);
  SEED_CHECK(cudaMemcpy(p, host, n, cudaMemcpyHostToDevice));
  return p;
}
static void get(void *host, const void *d, size_t n) {
  SEED_CHECK(cudaMemcpy(host, d, n, cudaMemcpyDeviceToHost));
}

// C = 0.25 + sum_k a[m][k] sa[m][k/V] b[k][n] sb[k/V][n], exact in double.
template <class E, class ES, int V>
static void check_scaled(seed::checker &chk, const char *what, double (*dec)(unsigned),
                         double (*decs)(unsigned), unsigned code_mask, unsigned scale_lo,
                         unsigned scale_span) {
  unsigned char ha[M * K], hb[K * NN], has[M * (K / V)], hbs[(K / V) * NN];
  for (unsigned char &x : ha) x = seed::next_u32() & code_mask;
  for (unsigned char &x : hb) x = seed::next_u32() & code_mask;
  for (unsigned char &x : has) x = scale_lo + seed::next_u32() % scale_span;
  for (unsigned char &x : hbs) x = scale_lo + seed::next_u32() % scale_span;
  float *c = seed::device_alloc<float>(M * NN);
  scaled<E, ES, V><<<1, 1>>>(dev<E>(ha, sizeof ha), dev<ES>(has, sizeof has), dev<E>(hb, sizeof hb),
                             dev<ES>(hbs, sizeof hbs), c);
  SEED_SYNC();
  float hc[M * NN];
  get(hc, c, sizeof hc);
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < NN; ++n) {
      double want = 0.25, mag = 0.25;
      for (int k = 0; k < K; ++k) {
        double t = dec(ha[m * K + k]) * decs(has[m * (K / V) + k / V]) * dec(hb[k * NN + n]) *
                   decs(hbs[(k / V) * NN + n]);
        want += t;
        mag += std::fabs(t);
      }
      // Every product is exact; only the f32 sums round.
      chk.near(what, m * NN + n, hc[m * NN + n], want, mag * 8 * seed::f32_eps);
    }
}

int main() {
  seed::checker chk("block_scale_types");
  // fp4: every code, with junk in the high nibble that a load must ignore.
  unsigned char codes[N];
  for (int i = 0; i < N; ++i) codes[i] = (unsigned char)(i | ((15 - i) << 4));
  float hx[64];
  for (int i = 0; i < 64; ++i) hx[i] = float((i - 32) * 0.25); // ties and beyond +-6
  float *dec = seed::device_alloc<float>(N), *x = seed::device_alloc<float>(64);
  seed::to_device(x, hx, 64);
  fp4 *enc = seed::device_alloc<fp4>(64);
  fp4_roundtrip<<<1, 1>>>(dev<fp4>(codes, N), dec, x, enc);
  SEED_SYNC();
  float hdec[N];
  unsigned char henc[64];
  get(hdec, dec, sizeof hdec);
  get(henc, enc, sizeof henc);
  for (int i = 0; i < N; ++i)
    chk.near("fp4 decode", i, hdec[i], dec_e2m1(i), 0);
  for (int i = 0; i < 64; ++i)
    chk.exact("fp4 encode", i, henc[i], enc_e2m1(hx[i]));

  // e8m0: every code decodes; positive values round up (the default).
  unsigned char all[CODES];
  for (int i = 0; i < CODES; ++i) all[i] = (unsigned char)i;
  float *dec8 = seed::device_alloc<float>(CODES);
  for (int i = 0; i < 64; ++i) hx[i] = std::ldexp(1.0f + (i % 8) / 8.0f, i - 40); // 2^-40 .. 2^23
  seed::to_device(x, hx, 64);
  e8m0 *up = seed::device_alloc<e8m0>(64);
  e8m0_roundtrip<<<1, 1>>>(dev<e8m0>(all, CODES), dec8, x, up);
  SEED_SYNC();
  float hdec8[CODES];
  unsigned char hup[64];
  get(hdec8, dec8, sizeof hdec8);
  get(hup, up, sizeof hup);
  for (int i = 0; i < CODES; ++i) {
    if (i == 0xFF)
      chk.exact("e8m0 decode NaN", i, std::isnan(hdec8[i]), 1);
    else
      chk.near("e8m0 decode", i, hdec8[i], dec_e8m0(i), 0);
  }
  for (int i = 0; i < 64; ++i) {
    int e;
    std::frexp(double(hx[i]), &e); // hx = f * 2^e, f in [0.5, 1)
    bool pow2 = std::ldexp(1.0, e - 1) == hx[i];
    chk.exact("e8m0 round up", i, hup[i], (e - 1) + 127 + (pow2 ? 0 : 1));
  }

  // MXFP8: e4m3 codes below 0x40 (|x| < 2) keep products exact; scales
  // 2^-3 .. 2^3. NVFP4: any e2m1 code, e4m3 scales 0x30 .. 0x3F (1 .. 1.875).
  check_scaled<e4m3, e8m0, 32>(chk, "mxfp8", dec_e4m3, dec_e8m0, 0xBF, 124, 7);
  check_scaled<fp4, e4m3, 16>(chk, "nvfp4", dec_e2m1, dec_e4m3, 0x0F, 0x30, 16);
  check_scaled<fp4, e8m0, 32>(chk, "mxfp4", dec_e2m1, dec_e8m0, 0x0F, 120, 14);
  // e5m2 below 0x40 (|x| < 2, no inf or NaN), and fp4 with 16 per e8m0 scale.
  check_scaled<e5m2, e8m0, 32>(chk, "mxfp8 e5m2", dec_e5m2, dec_e8m0, 0xBF, 124, 7);
  check_scaled<fp4, e8m0, 16>(chk, "mxfp4 v16", dec_e2m1, dec_e8m0, 0x0F, 120, 14);

  // Scalar fp4 and e8m0 parameters (fp4 passes as its byte).
  float *so = seed::device_alloc<float>(2);
  fp4 v;
  e8m0 s;
  unsigned char vb = 0x0D, sb = 130; // -3 and 8
  std::memcpy(&v, &vb, 1);
  std::memcpy(&s, &sb, 1);
  scalar_fp4<<<1, 1>>>(so, v, s);
  SEED_SYNC();
  float hso[2];
  get(hso, so, sizeof hso);
  chk.near("scalar fp4", 0, hso[0], -3.0, 0);
  chk.near("scalar e8m0", 1, hso[1], 8.0, 0);
  return chk.finish();
}
