// ct::repack between bytes and __nv_fp4_e2m1 run by the emulator: byte k of
// a row holds fp4 elements 2k (low nibble, bits 3..0) and 2k + 1 (high
// nibble), as NVIDIA's Types.td lays fp4 out; every byte value decodes to
// the e2m1 value of each nibble and packs back to itself.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS repack_fp4
#include "cuda_tile.h"
#include <cuda_fp4.h>
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void nibbles(const unsigned char *in, float *out, unsigned char *back) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{16_ic, 16_ic}}, ct::shape{16_ic, 16_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{16_ic, 32_ic}}, ct::shape{16_ic, 32_ic}};
  auto bv = ct::partition_view{ct::tensor_span{back, ct::extents{16_ic, 16_ic}}, ct::shape{16_ic, 16_ic}};
  auto fp4 = ct::repack<__nv_fp4_e2m1, 1>(iv.load(0, 0));
  ov.store(ct::element_cast<float>(fp4), 0, 0);
  bv.store(ct::repack<unsigned char, 1>(fp4), 0, 0);
}

int main() {
  seed::checker chk("repack_fp4");
  static const float e2m1[8] = {0.0f, 0.5f, 1.0f, 1.5f, 2.0f, 3.0f, 4.0f, 6.0f};
  auto decode = [&](unsigned v) { return (v & 8 ? -1.0f : 1.0f) * e2m1[v & 7]; };
  unsigned char hb[256];
  for (int i = 0; i < 256; ++i)
    hb[i] = (unsigned char)i;  // every byte value once
  unsigned char *in = seed::device_alloc<unsigned char>(256), *back = seed::device_alloc<unsigned char>(256);
  float *out = seed::device_alloc<float>(512);
  seed::to_device(in, hb, 256);
  nibbles<<<1, 1>>>(in, out, back);
  SEED_SYNC();
  float ho[512];
  unsigned char hk[256];
  seed::to_host(ho, out, 512);
  seed::to_host(hk, back, 256);
  for (int k = 0; k < 256; ++k) {
    chk.near("low", 2 * k, ho[2 * k], decode(hb[k] & 15), 0.0);
    chk.near("high", 2 * k + 1, ho[2 * k + 1], decode(hb[k] >> 4), 0.0);
    chk.exact("back", k, hk[k], hb[k]);
  }
  return chk.finish();
}
