// The compile-cache benchmark's input (scripts/bench-cache.py): a kernel
// library's GEMM translation unit as one ships it, two explicit
// instantiations with production tile sizes (128x128x64 and 128x256x64, bf16
// in, f32 accumulation, bias + optional ReLU epilogue). tileiras takes most
// of its compile time, which is what a cache can save.
#include <cuda_bf16.h>
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <int TM, int TN, int TK, bool kRelu>
__tile_global__ void gemm_bias(const __nv_bfloat16 *__restrict__ a,
                               const __nv_bfloat16 *__restrict__ b,
                               const float *__restrict__ bias,
                               __nv_bfloat16 *__restrict__ c, int m, int n,
                               int k) {
  using namespace ct::literals;
  a = ct::assume_aligned(a, 16_ic);
  b = ct::assume_aligned(b, 16_ic);
  c = ct::assume_aligned(c, 16_ic);
  auto av = ct::partition_view{ct::tensor_span{a, ct::extents{m, k}},
                               ct::shape<TM, TK>{}};
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{k, n}},
                               ct::shape<TK, TN>{}};
  auto cv = ct::partition_view{ct::tensor_span{c, ct::extents{m, n}},
                               ct::shape<TM, TN>{}};
  auto [row, col, z] = ct::bid();

  using acc_t = ct::tile<float, ct::shape<TM, TN>>;
  acc_t acc = ct::zeros<acc_t>();
  for (int kk : ct::irange(0, (k + TK - 1) / TK))
    acc = ct::mma(av.load_masked(row, kk), bv.load_masked(kk, col), acc);

  using cols_t = ct::tile<int, ct::shape<1, TN>>;
  cols_t cols = int(col) * TN + ct::iota<cols_t>();
  acc = acc + ct::load_masked(bias + cols, cols < n, 0.0f);
  if constexpr (kRelu)
    acc = ct::max(acc, 0.0f);
  cv.store_masked(ct::element_cast<__nv_bfloat16>(acc), row, col);
}

template __tile_global__ void gemm_bias<128, 128, 64, true>(
    const __nv_bfloat16 *, const __nv_bfloat16 *, const float *,
    __nv_bfloat16 *, int, int, int);
template __tile_global__ void gemm_bias<128, 256, 64, false>(
    const __nv_bfloat16 *, const __nv_bfloat16 *, const float *,
    __nv_bfloat16 *, int, int, int);
