// In-place y = alpha * x + beta * y where the storage type is chosen with
// std::conditional_t from a bool template parameter (__half or
// __nv_bfloat16) and the math is f32; x is read through a rank-1
// partition_view with load_masked, y is read and written through pointer
// tiles, and beta == 0 skips the read of y (a run-time branch in tile code).
// RUN: %compat %s
#include <type_traits>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <bool kHalf>
using storage_t = std::conditional_t<kHalf, __half, __nv_bfloat16>;

template <bool kHalf, int BLOCK = 256, typename T = storage_t<kHalf>>
__tile_global__ void axpby(const T* __restrict__ x, T* __restrict__ y, float alpha, float beta, int n) {
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<BLOCK>{}};
    const int b = ct::bid().x;
    auto i = b * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto r = alpha * ct::element_cast<float>(xv.load_masked(b));
    if (beta != 0.0f)
        r = r + beta * ct::element_cast<float>(ct::load_masked(y + i, m));
    ct::store_masked(y + i, ct::element_cast<T>(r), m);
}

template <bool kHalf>
static void run(seed::checker& chk, int n, float alpha, float beta) {
    using T = storage_t<kHalf>;
    T *hx = new T[n], *hy = new T[n], *ho = new T[n];
    for (int i = 0; i < n; ++i) {
        hx[i] = T(seed::rand_float());
        hy[i] = T(seed::rand_float());
    }
    if (beta == 0.0f) hy[0] = T(NAN);  // must not be read
    T *x = seed::device_alloc<T>(n), *y = seed::device_alloc<T>(n);
    seed::to_device(x, hx, n);
    seed::to_device(y, hy, n);
    axpby<kHalf><<<(n + 255) / 256, 1>>>(x, y, alpha, beta, n);
    SEED_SYNC();
    seed::to_host(ho, y, n);
    for (int i = 0; i < n; ++i) {
        double want = double(alpha) * float(hx[i]) + (beta != 0.0f ? double(beta) * float(hy[i]) : 0.0);
        chk.near("y", i, float(ho[i]), want, (std::fabs(want) + 1) / (kHalf ? 1024 : 128));
    }
    cudaFree(x); cudaFree(y);
    delete[] hx; delete[] hy; delete[] ho;
}

int main() {
    seed::checker chk("elementwise_axpby_conditional_t");
    run<true>(chk, 1000, 1.5f, -0.5f);
    run<false>(chk, 513, 0.25f, 2.0f);
    run<true>(chk, 256, 2.0f, 0.0f);
    run<false>(chk, 7, -1.0f, 0.0f);
    return chk.finish();
}
