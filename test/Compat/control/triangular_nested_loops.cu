// Nested loops whose inner bound depends on the outer index (a triangular
// iteration space, as in causal attention): y = tril(A) x for a square f32
// matrix, one block per BM-row stripe, the inner ct::irange over column
// tiles stopping at the diagonal tile, which is masked to its lower
// triangle with a 2-D iota comparison; a bool template parameter makes the
// diagonal unit (skipping A's diagonal). The outer loop is a run-time for
// over row stripes assigned round-robin to the blocks, the row sums are
// carried as a [BM, BN] tile and reduced once per stripe.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, bool kUnitDiag = false>
__tile_global__ void trmv_lower(const float* __restrict__ A, const float* __restrict__ x, float* __restrict__ y,
                                int n) {
    using namespace ct::literals;
    constexpr int BN = BM;
    auto av = ct::partition_view{ct::tensor_span{A, ct::extents{n, n}}, ct::shape<BM, BN>{}};
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{1, n}}, ct::shape<1, BN>{}};
    const int stripes = (n + BM - 1) / BM;
    auto li = ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    auto lj = ct::iota<ct::tile<int, ct::shape<1, BN>>>();
    for (int s = ct::bid().x; s < stripes; s += ct::num_blocks().x) {
        auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
        for (int t : ct::irange(0, s + 1)) {
            auto a = av.load_masked(s, t);
            if (t == s) {
                auto keep = kUnitDiag ? (lj < li) : (lj <= li);
                a = ct::select(keep, a, ct::zeros<decltype(a)>());
            }
            acc = acc + a * xv.load_masked(0, t);
        }
        auto rows = s * BM + li;
        auto r = ct::sum(acc, 1_ic);
        if constexpr (kUnitDiag)
            r = r + ct::load_masked(x + rows, rows < n);
        ct::store_masked(y + rows, r, rows < n);
    }
}

template <int BM, bool kUnit>
static void run(seed::checker& chk, int n, int blocks) {
    float *hA = new float[n * n], *hx = new float[n], *hy = new float[n];
    seed::fill(hA, n * n); seed::fill(hx, n);
    float *A = seed::device_alloc<float>(n * n), *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n);
    seed::to_device(A, hA, n * n); seed::to_device(x, hx, n);
    seed::poison(y, n * sizeof(float));
    trmv_lower<BM, kUnit><<<blocks, 1>>>(A, x, y, n);
    SEED_SYNC();
    seed::to_host(hy, y, n);
    for (int i = 0; i < n; ++i) {
        double want = kUnit ? hx[i] : 0.0, mag = std::fabs(want);
        for (int j = 0; j < (kUnit ? i : i + 1); ++j) {
            want += double(hA[i * n + j]) * hx[j];
            mag += std::fabs(double(hA[i * n + j]) * hx[j]);
        }
        chk.near("y", i, hy[i], want, (i + BM + 4) * seed::f32_eps * mag + 1e-30);
    }
    cudaFree(A); cudaFree(x); cudaFree(y);
    delete[] hA; delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("control_triangular_nested_loops");
    run<16, false>(chk, 100, 3);
    run<32, true>(chk, 128, 2);
    run<8, false>(chk, 9, 5);
    run<16, true>(chk, 1, 1);
    return chk.finish();
}
