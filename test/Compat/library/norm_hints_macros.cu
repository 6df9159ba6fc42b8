// LayerNorm forward in the style of a library that hides its tuning behind
// macros: the kernel hints come from a macro taking the architecture and the
// values, a second hint list names template parameters called like the keys
// (occupancy = occupancy, num_cta_in_cga = num_ctas), and statement hints
// set latency and allow_tma on the loads. The feature size is a template
// parameter split in chunks; gamma and beta are optional (if constexpr).
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

#define LIB_KERNEL_HINTS(arch, occ) [[cutile::hint(arch, occupancy = occ)]]
#define LIB_LOAD_HINT [[cutile::hint(0, latency = 3, allow_tma = false)]]

template <int N, int CHUNK, bool kAffine, int occupancy = 2, int num_ctas = 1>
LIB_KERNEL_HINTS(1000, 4)
[[using cutile: hint(900, occupancy = occupancy, num_cta_in_cga = num_ctas)]]
__tile_global__ void layer_norm(const float* __restrict__ x, const float* __restrict__ gamma,
                                const float* __restrict__ beta, float* __restrict__ y,
                                float* __restrict__ mean_out, float* __restrict__ rstd_out, int rows,
                                float eps) {
    using namespace ct::literals;
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{rows, ct::integral_constant<N>{}}},
                                 ct::shape<1, CHUNK>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{rows, ct::integral_constant<N>{}}},
                                 ct::shape<1, CHUNK>{}};
    constexpr int chunks = (N + CHUNK - 1) / CHUNK;
    const int r = ct::bid().x;

    auto s = ct::zeros<ct::tile<float, ct::shape<1, CHUNK>>>();
    for (int c : ct::irange(0, chunks)) {
        ct::tile<float, ct::shape<1, CHUNK>> t;
        LIB_LOAD_HINT
        t = xv.load_masked(r, c);
        s = s + t;
    }
    const float mean = static_cast<float>(ct::sum(s, 1_ic)) / N;
    auto ss = ct::zeros<ct::tile<float, ct::shape<1, CHUNK>>>();
    for (int c : ct::irange(0, chunks)) {
        auto col = c * CHUNK + ct::iota<ct::tile<int, ct::shape<1, CHUNK>>>();
        auto d = ct::select(col < N, xv.load_masked(r, c) - mean, ct::zeros<ct::tile<float, ct::shape<1, CHUNK>>>());
        ss = ss + d * d;
    }
    const float rstd = ct::rsqrt(static_cast<float>(ct::sum(ss, 1_ic)) / N + eps);
    mean_out[r] = mean;
    rstd_out[r] = rstd;
    for (int c : ct::irange(0, chunks)) {
        auto v = (xv.load_masked(r, c) - mean) * rstd;
        if constexpr (kAffine) {
            auto col = c * CHUNK + ct::iota<ct::tile<int, ct::shape<1, CHUNK>>>();
            v = v * ct::load_masked(gamma + col, col < N, 0.0f) + ct::load_masked(beta + col, col < N, 0.0f);
        }
        [[cutile::hint(0, latency = 2)]] yv.store_masked(v, r, c);
    }
}

template <int N, bool kAffine>
static void run(seed::checker& chk, int rows) {
    const int guard = 8;
    const float eps = 1e-5f;
    float *hx = new float[rows * N], *hg = new float[N], *hb = new float[N], *hy = new float[rows * N + guard];
    float *hm = new float[rows], *hr = new float[rows];
    seed::fill(hx, rows * N);
    seed::fill(hg, N);
    seed::fill(hb, N);
    float *x = seed::device_alloc<float>(rows * N), *g = seed::device_alloc<float>(N),
          *b = seed::device_alloc<float>(N), *y = seed::device_alloc<float>(rows * N + guard),
          *m = seed::device_alloc<float>(rows), *rs = seed::device_alloc<float>(rows);
    seed::to_device(x, hx, rows * N);
    seed::to_device(g, hg, N);
    seed::to_device(b, hb, N);
    seed::poison(y, (rows * N + guard) * sizeof(float));
    layer_norm<N, 64, kAffine><<<rows, 1>>>(x, g, b, y, m, rs, rows, eps);
    SEED_SYNC();
    seed::to_host(hy, y, rows * N + guard);
    seed::to_host(hm, m, rows);
    seed::to_host(hr, rs, rows);
    for (int r = 0; r < rows; ++r) {
        double mean = 0, var = 0;
        for (int i = 0; i < N; ++i) mean += hx[r * N + i];
        mean /= N;
        for (int i = 0; i < N; ++i) var += (hx[r * N + i] - mean) * (hx[r * N + i] - mean);
        var /= N;
        double rstd = 1.0 / std::sqrt(var + eps);
        chk.near("mean", r, hm[r], mean, 1e-6);
        chk.near("rstd", r, hr[r], rstd, 1e-5 * rstd);
        for (int i = 0; i < N; ++i) {
            double v = (hx[r * N + i] - mean) * rstd;
            if (kAffine) v = v * hg[i] + hb[i];
            chk.near("y", r * N + i, hy[r * N + i], v, 1e-5 * (1 + std::fabs(v)) * (kAffine ? 2 : 1));
        }
    }
    chk.untouched("y", hy + rows * N, guard * sizeof(float));
    cudaFree(x); cudaFree(g); cudaFree(b); cudaFree(y); cudaFree(m); cudaFree(rs);
    delete[] hx; delete[] hg; delete[] hb; delete[] hy; delete[] hm; delete[] hr;
}

int main() {
    seed::checker chk("library_norm_hints_macros");
    run<256, true>(chk, 6);
    run<100, true>(chk, 5);
    run<1, false>(chk, 3);
    run<200, false>(chk, 1);
    return chk.finish();
}
