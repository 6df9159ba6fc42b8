// Column sums of an [M, N] float matrix whose N is not a multiple of the
// tile width: block (x, y) sums its [BM, BN] tile over the rows (padded
// with zero past the matrix edge) and adds the [BN] partial into the
// output vector with partition_view::atomic_add_masked (CUDA 13.5; relaxed,
// device scope), so the edge tile's lanes past N write nothing: the guard
// elements after the output keep their value. The rows per column are
// counted the same way with an int atomic_add_masked.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN>
__tile_global__ void colsum(const float* __restrict__ a, float* __restrict__ sums, int* __restrict__ rows, int M,
                            int N) {
    using namespace ct::literals;
    const int tn = ct::bid().x, tm = ct::bid().y;
    auto av = ct::partition_view{ct::tensor_span{a, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto sv = ct::partition_view{ct::tensor_span{sums, ct::extents{N}}, ct::shape<BN>{}};
    auto rv = ct::partition_view{ct::tensor_span{rows, ct::extents{N}}, ct::shape<BN>{}};
    auto t = av.load_masked(tm, tn);
    auto part = ct::reshape<ct::shape<BN>>(ct::sum(t, 0_ic));
    sv.atomic_add_masked(part, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, tn);
    auto r = ct::iota<ct::tile<int, ct::shape<BM>>>() + tm * BM;
    const int live = static_cast<int>(ct::sum(ct::element_cast<int>(r < M), 0_ic));
    rv.atomic_add_masked(ct::zeros<ct::tile<int, ct::shape<BN>>>() + live, ct::memory_order_relaxed_t{},
                         ct::thread_scope_device_t{}, tn);
}

template <int BM, int BN>
static void run(seed::checker& chk, int M, int N) {
    const int guard = BN;
    float* ha = new float[M * N];
    for (int i = 0; i < M * N; ++i) ha[i] = float(int(seed::next_u32() % 201) - 100) / 4.0f;
    float* a = seed::device_alloc<float>(M * N);
    float* s = seed::device_alloc<float>(N + guard);
    int* r = seed::device_alloc<int>(N + guard);
    seed::to_device(a, ha, M * N);
    float* hs = new float[N + guard];
    int* hr = new int[N + guard];
    for (int i = 0; i < N + guard; ++i) { hs[i] = i < N ? 0.0f : 7.5f; hr[i] = i < N ? 0 : -3; }
    seed::to_device(s, hs, N + guard);
    seed::to_device(r, hr, N + guard);
    colsum<BM, BN><<<dim3((N + BN - 1) / BN, (M + BM - 1) / BM), 1>>>(a, s, r, M, N);
    SEED_SYNC();
    seed::to_host(hs, s, N + guard);
    seed::to_host(hr, r, N + guard);
    for (int c = 0; c < N; ++c) {
        double want = 0;
        for (int i = 0; i < M; ++i) want += ha[i * N + c];
        chk.near("sum", c, hs[c], want, 0.0);  // quarters: every partial sum is exact
        chk.exact("rows", c, hr[c], M);
    }
    for (int c = N; c < N + guard; ++c) {
        chk.near("guard", c, hs[c], 7.5, 0.0);
        chk.exact("guard_rows", c, hr[c], -3);
    }
    cudaFree(a); cudaFree(s); cudaFree(r);
    delete[] ha; delete[] hs; delete[] hr;
}

int main() {
    seed::checker chk("colsum_edge_masked");
    run<16, 32>(chk, 40, 100);
    run<8, 64>(chk, 8, 70);
    return chk.finish();
}
