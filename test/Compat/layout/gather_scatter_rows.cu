// Token routing through ct::gather_scatter_view (CUDA 13.4): a block gathers
// the hidden-state rows of ROWS tokens by id (rows may repeat), scales them
// and scatters them to their routed slots; a second kernel gathers columns
// (Dim = 1) of a matrix with the masked load, ids past the end reading as
// zero, and writes them with the order-taking atomic store; a third gathers
// and scatters chunks eight columns wide starting at columns 3, 11, 19 and
// 27 (the last one running past the end): the dense indices are element
// offsets, as in NVIDIA's API reference, not tile numbers.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int ROWS, int D>
__tile_global__ void route_tokens(const float* __restrict__ x, const int* __restrict__ src,
                                  const int* __restrict__ dst, float* __restrict__ y,
                                  int n_tokens, float scale) {
    using rows_t = ct::tile<int, ct::shape<ROWS>>;
    auto in = ct::gather_scatter_view{ct::tensor_span{x, ct::extents{n_tokens, ct::integral_constant<D>{}}},
                                      ct::shape<ROWS, D>{}, ct::integral_constant<0>{}};
    auto out = ct::gather_scatter_view{ct::tensor_span{y, ct::extents{n_tokens, ct::integral_constant<D>{}}},
                                       ct::shape<ROWS, D>{}, ct::integral_constant<0>{}};
    const int base = ct::bid().x * ROWS;
    rows_t from = ct::load(src + base + ct::iota<rows_t>());
    rows_t to = ct::load(dst + base + ct::iota<rows_t>());
    auto t = in.load(from, 0);
    out.store(t * scale, to, 0);
}

template <int R, int COLS>
__tile_global__ void gather_columns(const float* __restrict__ a, const long long* __restrict__ ids,
                                    float* __restrict__ b, unsigned rows, unsigned cols) {
    using ids_t = ct::tile<long long, ct::shape<COLS>>;
    auto src = ct::gather_scatter_view{ct::tensor_span{a, ct::extents{rows, cols}},
                                       ct::shape<R, COLS>{}, ct::integral_constant<1>{}};
    auto dst = ct::gather_scatter_view{ct::tensor_span{b, ct::extents{rows, ct::integral_constant<COLS>{}}},
                                       ct::shape<R, COLS>{}, ct::integral_constant<1>{}};
    ids_t c = ct::load(ids + ct::iota<ids_t>());
    const unsigned i = ct::bid().x;
    auto t = src.load_masked(i, c);
    dst.atomic_store_masked(t, ct::memory_order_relaxed_t{}, i, ct::iota<ct::tile<int, ct::shape<COLS>>>());
}

// Block k reads the rows `src` names at columns col0 + k * W .. + W - 1 into
// its W-wide slot of `packed` and writes them, plus one, to the rows `dst`
// names at the same columns of `b` (nothing past the last column).
template <int R, int W>
__tile_global__ void chunk_columns(const int* __restrict__ a, const int* __restrict__ src,
                                   const int* __restrict__ dst, int* __restrict__ packed,
                                   int* __restrict__ b, int rows, int cols, int col0) {
    using rows_t = ct::tile<int, ct::shape<R>>;
    auto in = ct::gather_scatter_view{ct::tensor_span{a, ct::extents{rows, cols}},
                                      ct::shape<R, W>{}, ct::integral_constant<0>{}};
    auto out = ct::gather_scatter_view{ct::tensor_span{b, ct::extents{rows, cols}},
                                       ct::shape<R, W>{}, ct::integral_constant<0>{}};
    auto slots = ct::partition_view{ct::tensor_span{packed, ct::extents{R, cols + W}},
                                    ct::shape<R, W>{}};
    const int k = ct::bid().x, c = col0 + k * W;
    rows_t from = ct::load(src + ct::iota<rows_t>());
    rows_t to = ct::load(dst + ct::iota<rows_t>());
    auto t = in.load_masked(from, c);
    slots.store(t, 0, k);
    out.store_masked(t + 1, to, c);
}

int main() {
    seed::checker chk("layout_gather_scatter_rows");
    {
        constexpr int ROWS = 8, D = 64, BLOCKS = 4, N = ROWS * BLOCKS;
        const float scale = 0.5f;
        float *hx = new float[N * D], *hy = new float[N * D];
        int hsrc[N], hdst[N];
        seed::fill(hx, N * D);
        for (int i = 0; i < N; ++i) {
            hsrc[i] = (i * 7 + 3) % N;
            if (i % 5 == 0) hsrc[i] = 2;       // a token read several times
            hdst[i] = (i * 13 + 5) % N;        // a permutation of the slots
        }
        float *x = seed::device_alloc<float>(N * D), *y = seed::device_alloc<float>(N * D);
        int *src = seed::device_alloc<int>(N), *dst = seed::device_alloc<int>(N);
        seed::to_device(x, hx, N * D);
        seed::to_device(src, hsrc, N);
        seed::to_device(dst, hdst, N);
        seed::poison(y, N * D * sizeof(float));
        route_tokens<ROWS, D><<<BLOCKS, 1>>>(x, src, dst, y, N, scale);
        SEED_SYNC();
        seed::to_host(hy, y, N * D);
        for (int i = 0; i < N; ++i)
            for (int k = 0; k < D; ++k) {
                double want = double(hx[hsrc[i] * D + k]) * scale;
                chk.near("routed", hdst[i] * D + k, hy[hdst[i] * D + k], want, std::fabs(want) * seed::f32_eps);
            }
        cudaFree(x); cudaFree(y); cudaFree(src); cudaFree(dst);
        delete[] hx; delete[] hy;
    }
    {
        constexpr int R = 1, COLS = 16;
        const unsigned rows = 12, cols = 37;
        float *ha = new float[rows * cols], *hb = new float[rows * COLS];
        long long hids[COLS];
        seed::fill(ha, rows * cols);
        for (int j = 0; j < COLS; ++j) hids[j] = j % 4 == 3 ? cols + j : (j * 11) % cols;
        float *a = seed::device_alloc<float>(rows * cols), *b = seed::device_alloc<float>(rows * COLS);
        long long *ids = seed::device_alloc<long long>(COLS);
        seed::to_device(a, ha, rows * cols);
        seed::to_device(ids, hids, COLS);
        seed::poison(b, rows * COLS * sizeof(float));
        gather_columns<R, COLS><<<rows / R, 1>>>(a, ids, b, rows, cols);
        SEED_SYNC();
        seed::to_host(hb, b, rows * COLS);
        for (unsigned r = 0; r < rows; ++r)
            for (int j = 0; j < COLS; ++j) {
                double want = hids[j] < (long long)cols ? double(ha[r * cols + hids[j]]) : 0.0;
                chk.near("columns", r * COLS + j, hb[r * COLS + j], want, 0.0);
            }
        cudaFree(a); cudaFree(b); cudaFree(ids);
        delete[] ha; delete[] hb;
    }
    {
        constexpr int R = 4, W = 8, CHUNKS = 4;
        const int rows = 12, cols = 29, col0 = 3, pw = cols + W;
        int *ha = new int[rows * cols], *hb = new int[rows * cols], *hp = new int[R * pw];
        int hsrc[R] = {7, 0, 11, 7}, hdst[R] = {2, 9, 5, 0};
        seed::fill(ha, rows * cols);
        for (int i = 0; i < rows * cols; ++i) hb[i] = -1;
        int *a = seed::device_alloc<int>(rows * cols), *b = seed::device_alloc<int>(rows * cols);
        int *p = seed::device_alloc<int>(R * pw);
        int *src = seed::device_alloc<int>(R), *dst = seed::device_alloc<int>(R);
        seed::to_device(a, ha, rows * cols);
        seed::to_device(b, hb, rows * cols);
        seed::to_device(src, hsrc, R);
        seed::to_device(dst, hdst, R);
        seed::poison(p, R * pw * sizeof(int));
        chunk_columns<R, W><<<CHUNKS, 1>>>(a, src, dst, p, b, rows, cols, col0);
        SEED_SYNC();
        seed::to_host(hp, p, R * pw);
        seed::to_host(hb, b, rows * cols);
        for (int r = 0; r < R; ++r)
            for (int j = 0; j < CHUNKS * W; ++j) {
                const int c = col0 + j;
                chk.exact("chunk", r * pw + j, hp[r * pw + j], c < cols ? ha[hsrc[r] * cols + c] : 0);
            }
        for (int i = 0; i < rows; ++i)
            for (int c = 0; c < cols; ++c) {
                int want = -1;
                for (int r = 0; r < R; ++r)
                    if (hdst[r] == i && c >= col0) want = ha[hsrc[r] * cols + c] + 1;
                chk.exact("scattered chunk", i * cols + c, hb[i * cols + c], want);
            }
        cudaFree(a); cudaFree(b); cudaFree(p); cudaFree(src); cudaFree(dst);
        delete[] ha; delete[] hb; delete[] hp;
    }
    return chk.finish();
}
