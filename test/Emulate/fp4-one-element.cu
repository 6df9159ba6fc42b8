// A tile of one __nv_fp4_e2m1 under --cutile-emulate: it is carried as its
// byte, as nvcc 13.5 does, and paired with a zero for each conversion. Every
// e2m1 code (with junk in the high nibble, which a load ignores) is loaded
// one block at a time through a shape<1> view and a shape<1, 1> view,
// converted to float and int, stored back as fp4 (the whole byte, high
// nibble included: nvcc 13.5 stores the byte it loaded), broadcast to 32
// lanes; and floats, ties and values beyond
// 6 included, are converted into one fp4 each (round to nearest even).
// Checked against a host decoder written from the format's definition.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS fp4_one_element
#include <cmath>
#include <cuda_fp4.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;
using fp4 = __nv_fp4_e2m1;

__tile_global__ void one(const fp4 *in, float *dec, int *ints, fp4 *copy, float *wide,
                         const float *x, fp4 *enc) {
  const int b = ct::bid().x;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{16_ic}}, ct::shape{1_ic}};
  auto i2 = ct::partition_view{ct::tensor_span{in, ct::extents{16_ic, 1_ic}}, ct::shape{1_ic, 1_ic}};
  auto dv = ct::partition_view{ct::tensor_span{dec, ct::extents{32_ic}}, ct::shape{1_ic}};
  auto nv = ct::partition_view{ct::tensor_span{ints, ct::extents{16_ic}}, ct::shape{1_ic}};
  auto cv = ct::partition_view{ct::tensor_span{copy, ct::extents{16_ic}}, ct::shape{1_ic}};
  auto wv = ct::partition_view{ct::tensor_span{wide, ct::extents{16_ic, 32_ic}}, ct::shape{1_ic, 32_ic}};
  auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{64_ic}}, ct::shape{1_ic}};
  auto ev = ct::partition_view{ct::tensor_span{enc, ct::extents{64_ic}}, ct::shape{1_ic}};
  auto v = iv.load(b);
  dv.store(ct::element_cast<float>(v), b);
  dv.store(ct::reshape<ct::shape<1>>(ct::element_cast<float>(i2.load(b, 0))), 16 + b);
  nv.store(ct::element_cast<int>(v), b);
  cv.store(v, b);
  wv.store(ct::element_cast<float>(ct::broadcast<ct::shape<1, 32>>(v)), b, 0);
  for (int k = 0; k < 4; ++k)
    ev.store(ct::element_cast<fp4>(xv.load(4 * b + k)), 4 * b + k);
}

static double dec_e2m1(unsigned c) {
  static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
  return (c & 8 ? -1 : 1) * mag[c & 7];
}
// Nearest e2m1 code, ties to the even code; beyond 6 saturates.
static unsigned enc_e2m1(double v) {
  unsigned best = 0;
  for (unsigned c = 1; c < 8; ++c) {
    double d = std::fabs(std::fabs(v) - dec_e2m1(c)), db = std::fabs(std::fabs(v) - dec_e2m1(best));
    if (d < db || (d == db && (c & 1) == 0))
      best = c;
  }
  return best | (std::signbit(v) ? 8 : 0);
}

int main() {
  seed::checker chk("fp4_one_element");
  unsigned char codes[16];
  for (int i = 0; i < 16; ++i)
    codes[i] = (unsigned char)(i | ((i * 7 + 3) & 15) << 4);
  float hx[64];
  for (int i = 0; i < 64; ++i)
    hx[i] = float((i - 32) * 0.25); // -8 .. 7.75: every tie and beyond +-6
  fp4 *in = seed::device_alloc<fp4>(16), *copy = seed::device_alloc<fp4>(16), *enc = seed::device_alloc<fp4>(64);
  float *dec = seed::device_alloc<float>(32), *wide = seed::device_alloc<float>(16 * 32), *x = seed::device_alloc<float>(64);
  int *ints = seed::device_alloc<int>(16);
  SEED_CHECK(cudaMemcpy(in, codes, 16, cudaMemcpyHostToDevice));
  seed::to_device(x, hx, 64);
  one<<<16, 1>>>(in, dec, ints, copy, wide, x, enc);
  SEED_SYNC();
  float hdec[32], hwide[16 * 32];
  int hints[16];
  unsigned char hcopy[16], henc[64];
  seed::to_host(hdec, dec, 32);
  seed::to_host(hwide, wide, 16 * 32);
  seed::to_host(hints, ints, 16);
  SEED_CHECK(cudaMemcpy(hcopy, copy, 16, cudaMemcpyDeviceToHost));
  SEED_CHECK(cudaMemcpy(henc, enc, 64, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 16; ++i) {
    chk.near("decode", i, hdec[i], dec_e2m1(i), 0);
    chk.near("decode 1x1", i, hdec[16 + i], dec_e2m1(i), 0);
    chk.exact("int", i, hints[i], (long long)dec_e2m1(i)); // truncation toward zero
    chk.exact("copy", i, hcopy[i], codes[i]);
    for (int j = 0; j < 32; ++j)
      chk.near("broadcast", i * 32 + j, hwide[i * 32 + j], dec_e2m1(i), 0);
  }
  for (int i = 0; i < 64; ++i)
    chk.exact("encode", i, henc[i], enc_e2m1(hx[i]));
  return chk.finish();
}
