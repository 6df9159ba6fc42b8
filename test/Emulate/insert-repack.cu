// CUDA 13.5's insert, repack and masked view atomics run by the emulator and
// checked bit for bit on the host: insert writes the slice at slice
// coordinates (converted from __half); repack reads bytes little-endian
// (int32 word w holds bytes 4w..4w+3, byte 4w lowest), bool packs densely
// (element i is bit i % 8 of byte i / 8, as tileiras packs it, read from its
// SASS), along dimension 0 through the permute; atomic_add_masked on the
// edge tile of a partition view skips the elements past the span's end.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS insert_repack
#include <cstdint>
#include <cstring>
#include "cuda_tile.h"
#include <cuda_fp16.h>
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void insert_kernel(float *out, int r, int c) {
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{8_ic, 8_ic}}, ct::shape{8_ic, 8_ic}};
  auto big = ct::zeros<ct::tile<float, ct::shape<8, 8>>>();
  auto i = ct::iota<ct::tile<int, ct::shape<8>>>();
  auto sub = ct::element_cast<float>(ct::reshape<ct::shape<4, 2>>(i)) + 1.0f;
  auto h = ct::element_cast<__half>(sub) * __half(-1.0f);
  ov.store(ct::insert(ct::insert(big, sub, r, c), h, 0, 0), 0, 0);
}

__tile_global__ void repack_kernel(const unsigned char *bytes, const bool *bits, int *words,
                                   unsigned char *packed, int *cols, unsigned char *back) {
  auto bv = ct::partition_view{ct::tensor_span{bytes, ct::extents{32_ic}}, ct::shape{32_ic}};
  auto b = bv.load(0);
  auto wv = ct::partition_view{ct::tensor_span{words, ct::extents{8_ic}}, ct::shape{8_ic}};
  wv.store(ct::repack<int, 0>(b), 0);
  auto mv = ct::partition_view{ct::tensor_span{bits, ct::extents{32_ic}}, ct::shape{32_ic}};
  auto pv = ct::partition_view{ct::tensor_span{packed, ct::extents{4_ic}}, ct::shape{4_ic}};
  pv.store(ct::repack<unsigned char, 0>(mv.load(0)), 0);
  // 8 rows x 4 columns of bytes; along dimension 0 each column's 8 bytes
  // become two words: a 2 x 4 tile of int.
  auto b2 = ct::reshape<ct::shape<8, 4>>(b);
  auto cv = ct::partition_view{ct::tensor_span{cols, ct::extents{2_ic, 4_ic}}, ct::shape{2_ic, 4_ic}};
  cv.store(ct::repack<int, 0>(b2), 0, 0);
  // And back: the same bytes again.
  auto kv = ct::partition_view{ct::tensor_span{back, ct::extents{32_ic}}, ct::shape{32_ic}};
  kv.store(ct::repack<unsigned char, 0>(ct::repack<int, 0>(b)), 0);
}

__tile_global__ void atomic_kernel(int *hist, int n) {
  auto hv = ct::partition_view{ct::tensor_span{hist, ct::extents{n}}, ct::shape{16_ic}};
  auto ones = ct::ones<ct::tile<int, ct::shape<16>>>();
  int last = (n + 15) / 16 - 1;
  hv.atomic_add_masked(ones, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, last);
  hv.atomic_max_masked(ct::iota<ct::tile<int, ct::shape<16>>>() * 100, ct::memory_order_relaxed_t{},
                       ct::thread_scope_device_t{}, 0);
}

int main() {
  seed::checker chk("insert_repack");
  float *out = seed::device_alloc<float>(64);
  insert_kernel<<<1, 1>>>(out, 1, 3);
  SEED_SYNC();
  float ho[64];
  seed::to_host(ho, out, 64);
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c) {
      float want = 0;
      if (r >= 4 && c >= 6)
        want = float((r - 4) * 2 + (c - 6) + 1);
      if (r < 4 && c < 2)
        want = -float(r * 2 + c + 1);
      chk.exact("insert", r * 8 + c, (long long)ho[r * 8 + c], (long long)want);
    }

  unsigned char hb[32];
  bool hbits[32];
  for (int i = 0; i < 32; ++i) {
    hb[i] = (unsigned char)(seed::next_u32() & 0xff);
    hbits[i] = seed::next_u32() & 1;
  }
  unsigned char *bytes = seed::device_alloc<unsigned char>(32);
  bool *bits = seed::device_alloc<bool>(32);
  int *words = seed::device_alloc<int>(8);
  unsigned char *packed = seed::device_alloc<unsigned char>(4);
  int *cols = seed::device_alloc<int>(8);
  unsigned char *back = seed::device_alloc<unsigned char>(32);
  seed::to_device(bytes, hb, 32);
  seed::to_device(bits, hbits, 32);
  repack_kernel<<<1, 1>>>(bytes, bits, words, packed, cols, back);
  SEED_SYNC();
  int hw[8], hc[8];
  unsigned char hp[4], hk[32];
  seed::to_host(hw, words, 8);
  seed::to_host(hp, packed, 4);
  seed::to_host(hc, cols, 8);
  seed::to_host(hk, back, 32);
  auto word = [](unsigned b0, unsigned b1, unsigned b2, unsigned b3) {
    return (long long)(int)(b0 | b1 << 8 | b2 << 16 | b3 << 24);
  };
  for (int w = 0; w < 8; ++w)
    chk.exact("words", w, hw[w], word(hb[4 * w], hb[4 * w + 1], hb[4 * w + 2], hb[4 * w + 3]));
  for (int j = 0; j < 4; ++j) {
    unsigned want = 0;
    for (int k = 0; k < 8; ++k)
      want |= unsigned(hbits[8 * j + k]) << k;
    chk.exact("bits", j, hp[j], want);
  }
  // Column c of the 8 x 4 byte tile is hb[c], hb[4 + c], ..., hb[28 + c].
  for (int w = 0; w < 2; ++w)
    for (int c = 0; c < 4; ++c)
      chk.exact("cols", w * 4 + c, hc[w * 4 + c],
                word(hb[16 * w + c], hb[16 * w + 4 + c], hb[16 * w + 8 + c], hb[16 * w + 12 + c]));
  for (int i = 0; i < 32; ++i)
    chk.exact("back", i, hk[i], hb[i]);

  const int n = 40; // three tiles of 16, the last one 8 long
  int hh[48];
  for (int i = 0; i < 48; ++i)
    hh[i] = i < n ? 5 : -7;
  int *hist = seed::device_alloc<int>(48);
  seed::to_device(hist, hh, 48);
  atomic_kernel<<<3, 1>>>(hist, n);
  SEED_SYNC();
  seed::to_host(hh, hist, 48);
  for (int i = 0; i < 48; ++i) {
    long long want = i >= n ? -7 : i >= 32 ? 5 + 3 : i < 16 ? (i == 0 ? 5 : 100 * i) : 5;
    chk.exact("hist", i, hh[i], want);
  }
  return chk.finish();
}
