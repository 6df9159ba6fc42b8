// Out-of-place matrix transpose, templated on the element type as a tensor
// library instantiates it (float and __half): a BM x BN tile is loaded at
// (i, j), transposed in registers and stored at (j, i) of the N x M output.
// Both dimensions are runtime values; the edge tiles are masked.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T, int BM, int BN>
__tile_global__ void transpose(const T* __restrict__ in, T* __restrict__ out, int M, int N) {
    using namespace ct::literals;
    in = ct::assume_aligned(in, 16_ic);
    out = ct::assume_aligned(out, 16_ic);
    auto src = ct::partition_view{ct::tensor_span{in, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto dst = ct::partition_view{ct::tensor_span{out, ct::extents{N, M}}, ct::shape<BN, BM>{}};
    auto [i, j, unused] = ct::bid();
    typename decltype(src)::view_tile_type t = src.load_masked(i, j);
    dst.store_masked(ct::transpose(t), j, i);
}

template <typename T, typename ToF, typename FromF>
static void run(seed::checker& chk, int M, int N, ToF to_float, FromF from_float) {
    constexpr int BM = 32, BN = 16;
    const int guard = 16;
    T *h_in = new T[M * N], *h_out = new T[M * N + guard];
    for (int i = 0; i < M * N; ++i) h_in[i] = from_float(seed::rand_float());
    T *in = seed::device_alloc<T>(M * N), *out = seed::device_alloc<T>(M * N + guard);
    seed::to_device(in, h_in, M * N);
    seed::poison(out, (M * N + guard) * sizeof(T));
    transpose<T, BM, BN><<<dim3((M + BM - 1) / BM, (N + BN - 1) / BN), 1>>>(in, out, M, N);
    SEED_SYNC();
    seed::to_host(h_out, out, M * N + guard);
    for (int r = 0; r < N; ++r)
        for (int c = 0; c < M; ++c)
            chk.near("out", r * M + c, to_float(h_out[r * M + c]), to_float(h_in[c * N + r]), 0.0);
    chk.untouched("out", h_out + M * N, guard * sizeof(T));
    cudaFree(in); cudaFree(out);
    delete[] h_in; delete[] h_out;
}

int main() {
    seed::checker chk("layout_transpose_tiled");
    auto f2f = [](float x) { return x; };
    auto h2f = [](__half x) { return __half2float(x); };
    auto f2h = [](float x) { return __float2half(x); };
    run<float>(chk, 64, 64, f2f, f2f);
    run<float>(chk, 70, 33, f2f, f2f);
    run<float>(chk, 1, 1, f2f, f2f);
    run<__half>(chk, 96, 48, h2f, f2h);
    run<__half>(chk, 5, 130, h2f, f2h);
    return chk.finish();
}
