// Early-exit searches with `return` inside loops (CUDA 13.5; nvcc 13.4
// rejected them, this file was Compat/invalid/return_inside_loop.cu then):
// a linear search of a key that returns its position as soon as it finds
// it, a search over tiles of a row that returns the first chunk holding a
// value above a threshold (ct::any_of) together with that chunk's sum,
// and a kernel that stops copying a row at its first negative value by
// returning from inside the chunk loop.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

__tile__ int find_first(const int* keys, int n, int key) {
    for (int i = 0; i < n; ++i)
        if (keys[i] == key)
            return i;
    return -1;
}

struct ChunkHit {
    int chunk;
    float sum;
};

template <int W>
__tile__ ChunkHit first_chunk_above(const float* row, int cols, float thr) {
    using namespace ct::literals;
    auto lane = ct::iota<ct::tile<int, ct::shape<W>>>();
    for (int k = 0; k * W < cols; ++k) {
        auto c = k * W + lane;
        auto v = ct::load_masked(row + c, c < cols, 0.0f);
        if (static_cast<bool>(ct::any_of(v > thr, 0_ic)))
            return ChunkHit{k, static_cast<float>(ct::sum(v, 0_ic))};
    }
    return ChunkHit{-1, 0.0f};
}

template <int W>
__tile_global__ void search(const int* keys, int n, const int* queries, int* out, const float* x, int cols,
                            float thr, int* chunk, float* chunk_sum) {
    const int q = ct::bid().x;
    out[q] = find_first(keys, n, queries[q]);
    ChunkHit h = first_chunk_above<W>(x + q * cols, cols, thr);
    chunk[q] = h.chunk;
    chunk_sum[q] = h.sum;
}

// Copies row r of x to y up to its first negative value: chunks before it
// whole, that chunk up to it, nothing after; len[r] is written only for
// rows without a negative value.
template <int W>
__tile_global__ void copy_until_negative(const float* x, float* y, int* len, int cols) {
    using namespace ct::literals;
    const int r = ct::bid().x;
    auto lane = ct::iota<ct::tile<int, ct::shape<W>>>();
    for (int k = 0; k * W < cols; ++k) {
        auto c = k * W + lane;
        auto in = c < cols;
        auto v = ct::load_masked(x + r * cols + c, in, 0.0f);
        auto neg = v < 0.0f;
        if (static_cast<bool>(ct::any_of(neg, 0_ic))) {
            // lanes before the first negative one
            auto first = ct::reduce_min(ct::select(neg, c, c + cols), 0_ic);
            ct::store_masked(y + r * cols + c, v, c < static_cast<int>(first));
            return;
        }
        ct::store_masked(y + r * cols + c, v, in);
    }
    len[r] = cols;
}

template <int W>
static void run(seed::checker& chk, int n, int nq, int cols) {
    int *hk = new int[n], *hq = new int[nq], *ho = new int[nq], *hc = new int[nq], *hl = new int[nq];
    float *hx = new float[nq * cols], *hy = new float[nq * cols], *hs = new float[nq];
    for (int i = 0; i < n; ++i) hk[i] = (i * 37 + 5) % (2 * n);  // some values repeat, some are missing
    for (int q = 0; q < nq; ++q) hq[q] = (q * 13 + 1) % (2 * n);
    for (int i = 0; i < nq * cols; ++i) hx[i] = std::fabs(seed::rand_float());
    for (int q = 0; q < nq; ++q)
        if (q % 3 != 0) hx[q * cols + (q * 29 + 7) % cols] = 2.0f + q % 5;    // above the threshold
    for (int q = 0; q < nq; ++q)
        if (q % 4 != 1) hx[q * cols + (q * 17 + 3) % cols] = -1.0f;           // a negative value
    int *keys = seed::device_alloc<int>(n), *qs = seed::device_alloc<int>(nq), *out = seed::device_alloc<int>(nq),
        *chunk = seed::device_alloc<int>(nq), *len = seed::device_alloc<int>(nq);
    float *x = seed::device_alloc<float>(nq * cols), *y = seed::device_alloc<float>(nq * cols),
          *sums = seed::device_alloc<float>(nq);
    seed::to_device(keys, hk, n); seed::to_device(qs, hq, nq); seed::to_device(x, hx, nq * cols);
    seed::poison(y, nq * cols * sizeof(float)); seed::poison(len, nq * sizeof(int));
    search<W><<<nq, 1>>>(keys, n, qs, out, x, cols, 1.5f, chunk, sums);
    copy_until_negative<W><<<nq, 1>>>(x, y, len, cols);
    SEED_SYNC();
    seed::to_host(ho, out, nq); seed::to_host(hc, chunk, nq); seed::to_host(hs, sums, nq);
    seed::to_host(hy, y, nq * cols); seed::to_host(hl, len, nq);
    const int poison_int = -1;  // seed::poison's 0xFF bytes
    for (int q = 0; q < nq; ++q) {
        int want = -1;
        for (int i = 0; i < n && want < 0; ++i)
            if (hk[i] == hq[q]) want = i;
        chk.exact("position", q, ho[q], want);
        const float* row = hx + q * cols;
        int wc = -1;
        double ws = 0;
        for (int k = 0; k * W < cols && wc < 0; ++k) {
            bool above = false;
            double s = 0;
            for (int l = 0; l < W && k * W + l < cols; ++l) {
                above |= row[k * W + l] > 1.5f;
                s += row[k * W + l];
            }
            if (above) wc = k, ws = s;
        }
        chk.exact("chunk", q, hc[q], wc);
        chk.near("chunk_sum", q, hs[q], ws, 1e-5 * (std::fabs(ws) + 1));
        int first = cols;
        for (int c = 0; c < cols && first == cols; ++c)
            if (row[c] < 0) first = c;
        for (int c = 0; c < first; ++c) chk.exact("copy", q * cols + c, hy[q * cols + c] == row[c], 1);
        int chunk_end = std::min(cols, (first / W + 1) * W);
        if (first < cols)
            chk.untouched("after the negative value", hy + q * cols + first, (chunk_end - first) * sizeof(float));
        chk.exact("len", q, hl[q], first == cols ? cols : poison_int);
    }
    cudaFree(keys); cudaFree(qs); cudaFree(out); cudaFree(chunk); cudaFree(len);
    cudaFree(x); cudaFree(y); cudaFree(sums);
    delete[] hk; delete[] hq; delete[] ho; delete[] hc; delete[] hl; delete[] hx; delete[] hy; delete[] hs;
}

int main() {
    seed::checker chk("control_early_exit_search");
    run<32>(chk, 100, 24, 200);
    run<64>(chk, 7, 9, 64);
    run<16>(chk, 1, 5, 37);
    return chk.finish();
}
