// A JIT kernel library's generated translation unit (compile-only, no main):
// the kernel templates are defined once and the generator appends one
// explicit instantiation per requested configuration, with element types,
// tile sizes and feature switches as template arguments.
// RUN: %compat %s
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "cuda_tile.h"

namespace ct = cuda::tiles;

// Row softmax over rows of length n <= BLOCK, optionally in log space.
template <typename T, int BLOCK, bool kLog>
__tile_global__ void softmax_rows(const T* __restrict__ x, T* __restrict__ y, int n) {
    using namespace ct::literals;
    const int row = ct::bid().x;
    auto cols = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto ok = cols < n;
    auto v = ct::element_cast<float>(ct::load_masked(x + row * n + cols, ok, T(-INFINITY)));
    auto shifted = v - ct::reduce_max(v, 0_ic);
    auto e = ct::exp(shifted);
    auto denom = ct::sum(e, 0_ic);
    if constexpr (kLog)
        ct::store_masked(y + row * n + cols, ct::element_cast<T>(shifted - ct::log(denom)), ok);
    else
        ct::store_masked(y + row * n + cols, ct::element_cast<T>(e / denom), ok);
}

// y = alpha * x + beta, converted between element types.
template <typename In, typename Out, int BLOCK, bool kHasBeta = false>
__tile_global__ void scale_cast(const In* __restrict__ x, Out* __restrict__ y, int n, float alpha,
                                float beta) {
    auto view_in = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<BLOCK>{}};
    auto view_out = ct::partition_view{ct::tensor_span{y, ct::extents{n}}, ct::shape<BLOCK>{}};
    const int b = ct::bid().x;
    auto v = ct::element_cast<float>(view_in.load_masked(b)) * alpha;
    if constexpr (kHasBeta)
        v = v + beta;
    view_out.store_masked(ct::element_cast<Out>(v), b);
}

template __tile_global__ void softmax_rows<__half, 128, true>(const __half*, __half*, int);
template __tile_global__ void softmax_rows<__half, 128, false>(const __half*, __half*, int);
template __tile_global__ void softmax_rows<__nv_bfloat16, 256, false>(const __nv_bfloat16*, __nv_bfloat16*, int);
template __tile_global__ void softmax_rows<float, 1024, true>(const float*, float*, int);
template __tile_global__ void scale_cast<float, __half, 256>(const float*, __half*, int, float, float);
template __tile_global__ void scale_cast<__half, float, 512, true>(const __half*, float*, int, float, float);
template __tile_global__ void scale_cast<__nv_bfloat16, __nv_bfloat16, 128, true>(const __nv_bfloat16*,
                                                                                  __nv_bfloat16*, int, float, float);
