// Double precision: an f64 GEMM (double x double accumulated in double by
// mma, the tensor-core DMMA path) and a compensated (Kahan) row sum of f64
// tiles where the compensation term must survive, i.e. the compiler may not
// reassociate (x + y) - x. Inputs mix magnitudes 1e8 and 1e-8.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int BK>
__tile_global__ void dgemm(const double* __restrict__ A, const double* __restrict__ B, double* __restrict__ C,
                           int M, int N, int K) {
    auto av = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto bv = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};
    auto cv = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto [i, j, z] = ct::bid();
    auto acc = ct::zeros<ct::tile<double, ct::shape<BM, BN>>>();
    for (int k : ct::irange(0, (K + BK - 1) / BK))
        acc = ct::mma(av.load_masked(i, k), bv.load_masked(k, j), acc);
    cv.store_masked(acc, i, j);
}

// Column-wise Kahan sums: each lane of the tile keeps its own compensation.
template <int BC>
__tile_global__ void kahan_colsum(const double* __restrict__ x, double* __restrict__ out, int rows, int cols) {
    using namespace ct::literals;
    auto view = ct::partition_view{ct::tensor_span{x, ct::extents{rows, cols}}, ct::shape<1, BC>{}};
    const int cb = ct::bid().x;
    auto sum = ct::zeros<ct::tile<double, ct::shape<1, BC>>>();
    auto comp = ct::zeros<ct::tile<double, ct::shape<1, BC>>>();
    for (int r : ct::irange(0, rows)) {
        auto y = view.load_masked(r, cb) - comp;
        auto t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{1, cols}}, ct::shape<1, BC>{}};
    ov.store_masked(sum, 0, cb);
}

int main() {
    seed::checker chk("types_double_precision");
    {
        constexpr int BM = 16, BN = 16, BK = 8;
        const int M = 37, N = 20, K = 29;
        double *hA = new double[M * K], *hB = new double[K * N], *hC = new double[M * N];
        for (int i = 0; i < M * K; ++i) hA[i] = double(seed::rand_float()) + seed::rand_float() * 1e-9;
        for (int i = 0; i < K * N; ++i) hB[i] = double(seed::rand_float()) + seed::rand_float() * 1e-9;
        double *A = seed::device_alloc<double>(M * K), *B = seed::device_alloc<double>(K * N),
               *C = seed::device_alloc<double>(M * N);
        seed::to_device(A, hA, M * K);
        seed::to_device(B, hB, K * N);
        seed::poison(C, M * N * sizeof(double));
        dgemm<BM, BN, BK><<<dim3((M + BM - 1) / BM, (N + BN - 1) / BN), 1>>>(A, B, C, M, N, K);
        SEED_SYNC();
        seed::to_host(hC, C, M * N);
        for (int i = 0; i < M; ++i)
            for (int j = 0; j < N; ++j) {
                double want = 0, mag = 0;
                for (int k = 0; k < K; ++k) want += hA[i * K + k] * hB[k * N + j], mag += std::fabs(hA[i * K + k] * hB[k * N + j]);
                chk.near("C", i * N + j, hC[i * N + j], want, (K + 2) * 2.3e-16 * mag);
            }
        cudaFree(A); cudaFree(B); cudaFree(C);
        delete[] hA; delete[] hB; delete[] hC;
    }
    {
        constexpr int BC = 32;
        const int rows = 300, cols = 45;
        double *hx = new double[rows * cols], *ho = new double[cols];
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                hx[r * cols + c] = r == 0 ? 1e8 : 1e-8 * (1 + seed::rand_float());
        double *x = seed::device_alloc<double>(rows * cols), *o = seed::device_alloc<double>(cols);
        seed::to_device(x, hx, rows * cols);
        seed::poison(o, cols * sizeof(double));
        kahan_colsum<BC><<<(cols + BC - 1) / BC, 1>>>(x, o, rows, cols);
        SEED_SYNC();
        seed::to_host(ho, o, cols);
        for (int c = 0; c < cols; ++c) {
            // The exact sum, from the small terms summed first.
            double small = 0;
            for (int r = rows - 1; r > 0; --r) small += hx[r * cols + c];
            double want = 1e8 + small;
            // Naive summation would lose about 300 * 1e-8 * 2^-27 relative bits; Kahan keeps
            // the result within an ulp or two of 1e8.
            chk.near("kahan", c, ho[c], want, 4 * 1.5e-8);
        }
        cudaFree(x); cudaFree(o);
        delete[] hx; delete[] ho;
    }
    return chk.finish();
}
