// Mixture-of-experts token routing: kernel 1 gathers token rows into expert
// order through an index tile (pointer + row index x hidden + column), and
// kernel 2 scatters the expert outputs back to token order scaled by the
// router weight, both with masks at the end of the token list. Rows are
// __half, the hidden size is a template parameter split into BD chunks.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BR, int HIDDEN, int BD = 64>
__tile_global__ void gather_rows(const __half* __restrict__ x, const int* __restrict__ sorted_token,
                                 __half* __restrict__ y, int rows) {
    using namespace ct::literals;
    const int rb = ct::bid().x;
    auto r = rb * BR + ct::iota<ct::tile<int, ct::shape<BR, 1>>>();
    auto ok = r < rows;
    auto src_row = ct::load_masked(sorted_token + r, ok, 0);
    #pragma unroll
    for (int d0 = 0; d0 < HIDDEN; d0 += BD) {
        auto col = d0 + ct::iota<ct::tile<int, ct::shape<1, BD>>>();
        auto vals = ct::load_masked(x + src_row * HIDDEN + col, ok, __half(0.0f));
        ct::store_masked(y + r * HIDDEN + col, vals, ok);
    }
}

template <int BR, int HIDDEN, int BD = 64>
__tile_global__ void scatter_rows(const __half* __restrict__ y, const int* __restrict__ sorted_token,
                                  const float* __restrict__ weight, float* __restrict__ out, int rows) {
    const int rb = ct::bid().x;
    auto r = rb * BR + ct::iota<ct::tile<int, ct::shape<BR, 1>>>();
    auto ok = r < rows;
    auto dst_row = ct::load_masked(sorted_token + r, ok, 0);
    auto w = ct::load_masked(weight + r, ok, 0.0f);
    for (int d0 : ct::irange(0, HIDDEN, BD)) {
        auto col = d0 + ct::iota<ct::tile<int, ct::shape<1, BD>>>();
        auto vals = ct::element_cast<float>(ct::load_masked(y + r * HIDDEN + col, ok, __half(0.0f)));
        ct::store_masked(out + dst_row * HIDDEN + col, vals * w, ok);
    }
}

int main() {
    seed::checker chk("layout_moe_permute");
    constexpr int BR = 16, HIDDEN = 128;
    const int rows = 37, guard = 16;  // a permutation of 37 tokens
    __half *hx = new __half[rows * HIDDEN], *hy = new __half[rows * HIDDEN + guard];
    float *hw = new float[rows], *hout = new float[rows * HIDDEN + guard];
    int* perm = new int[rows];
    for (int i = 0; i < rows * HIDDEN; ++i) hx[i] = __float2half(seed::rand_float());
    for (int i = 0; i < rows; ++i) perm[i] = i, hw[i] = seed::rand_float();
    for (int i = rows - 1; i > 0; --i) {
        int j = int(seed::next_u32() % unsigned(i + 1));
        int t = perm[i]; perm[i] = perm[j]; perm[j] = t;
    }
    __half *x = seed::device_alloc<__half>(rows * HIDDEN), *y = seed::device_alloc<__half>(rows * HIDDEN + guard);
    float *w = seed::device_alloc<float>(rows), *out = seed::device_alloc<float>(rows * HIDDEN + guard);
    int* p = seed::device_alloc<int>(rows);
    seed::to_device(x, hx, rows * HIDDEN);
    seed::to_device(w, hw, rows);
    seed::to_device(p, perm, rows);
    seed::poison(y, (rows * HIDDEN + guard) * sizeof(__half));
    seed::poison(out, (rows * HIDDEN + guard) * sizeof(float));
    gather_rows<BR, HIDDEN><<<(rows + BR - 1) / BR, 1>>>(x, p, y, rows);
    SEED_SYNC();
    scatter_rows<BR, HIDDEN><<<(rows + BR - 1) / BR, 1>>>(y, p, w, out, rows);
    SEED_SYNC();
    seed::to_host(hy, y, rows * HIDDEN + guard);
    seed::to_host(hout, out, rows * HIDDEN + guard);
    for (int r = 0; r < rows; ++r)
        for (int d = 0; d < HIDDEN; ++d) {
            float src = __half2float(hx[perm[r] * HIDDEN + d]);
            chk.near("y", r * HIDDEN + d, __half2float(hy[r * HIDDEN + d]), src, 0.0);
            chk.near("out", perm[r] * HIDDEN + d, hout[perm[r] * HIDDEN + d], double(src) * hw[r],
                     std::fabs(double(src) * hw[r]) * seed::f32_eps);
        }
    chk.untouched("y", hy + rows * HIDDEN, guard * sizeof(__half));
    chk.untouched("out", hout + rows * HIDDEN, guard * sizeof(float));
    cudaFree(x); cudaFree(y); cudaFree(w); cudaFree(out); cudaFree(p);
    delete[] hx; delete[] hy; delete[] hw; delete[] hout; delete[] perm;
    return chk.finish();
}
