// Bucketing by binary search with `return` inside the loop (CUDA 13.5):
// each block looks its key up in a sorted table of bucket boundaries with
// a bounded search (at most 32 halvings, a compile-time trip count; the
// search returns the index as soon as it hits a boundary exactly, breaks
// when the range is empty, and returns the insertion point after the
// loop), then adds the key's weights tile into the bucket's row of a
// per-block output. Duplicated boundaries, keys below and above the table
// and exact hits are all exercised.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

// Index of `key` in bounds[0, n) if present (one of them where repeated),
// else -(insertion point) - 1.
__tile__ int bucket_of(const int* bounds, int n, int key) {
    int lo = 0, hi = n - 1;
    for (int step = 0; step < 32; ++step) {
        if (lo > hi)
            break;
        const int mid = lo + (hi - lo) / 2;
        const int b = bounds[mid];
        if (b == key)
            return mid;
        if (b < key)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -lo - 1;
}

template <int W>
__tile_global__ void bucketize(const int* __restrict__ bounds, int n, const int* __restrict__ keys,
                               const float* __restrict__ w, int* __restrict__ bucket,
                               float* __restrict__ rows) {
    const int q = ct::bid().x;
    const int b = bucket_of(bounds, n, keys[q]);
    bucket[q] = b;
    // an exact hit scales the weights by 2, a miss keeps them, in the row
    // of the bucket it falls in
    const int row = b >= 0 ? b : -b - 1;
    auto lane = ct::iota<ct::tile<int, ct::shape<W>>>();
    auto v = ct::load(w + q * W + lane);
    ct::store(rows + (q * (n + 1) + row) * W + lane, b >= 0 ? v * 2.0f : v);
}

template <int W>
static void run(seed::checker& chk, int n, int nq) {
    int *hb = new int[n], *hk = new int[nq], *hbk = new int[nq];
    float *hw = new float[nq * W], *hr = new float[nq * (n + 1) * W];
    int v = -20;
    for (int i = 0; i < n; ++i) {
        v += (i % 4 == 3) ? 0 : 3 + i % 5;  // every fourth boundary repeats the one before
        hb[i] = v;
    }
    for (int q = 0; q < nq; ++q) hk[q] = (q % 5 == 0) ? hb[(q * 7) % n] : -25 + (q * 11) % (v + 30);
    for (int i = 0; i < nq * W; ++i) hw[i] = seed::rand_float();
    int *bounds = seed::device_alloc<int>(n), *keys = seed::device_alloc<int>(nq),
        *bucket = seed::device_alloc<int>(nq);
    float *w = seed::device_alloc<float>(nq * W), *rows = seed::device_alloc<float>(nq * (n + 1) * W);
    seed::to_device(bounds, hb, n); seed::to_device(keys, hk, nq); seed::to_device(w, hw, nq * W);
    seed::poison(rows, nq * (n + 1) * W * sizeof(float));
    bucketize<W><<<nq, 1>>>(bounds, n, keys, w, bucket, rows);
    SEED_SYNC();
    seed::to_host(hbk, bucket, nq); seed::to_host(hr, rows, nq * (n + 1) * W);
    for (int q = 0; q < nq; ++q) {
        // the same search on the host
        int lo = 0, hi = n - 1, want = 0;
        bool hit = false;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (hb[mid] == hk[q]) { want = mid; hit = true; break; }
            if (hb[mid] < hk[q]) lo = mid + 1; else hi = mid - 1;
        }
        if (!hit) want = -lo - 1;
        chk.exact("bucket", q, hbk[q], want);
        const int row = want >= 0 ? want : -want - 1;
        for (int r = 0; r <= n; ++r) {
            const float* got = hr + (q * (n + 1) + r) * W;
            if (r != row) {
                chk.untouched("other rows", got, W * sizeof(float));
                continue;
            }
            for (int l = 0; l < W; ++l)
                chk.exact("row", (q * (n + 1) + r) * W + l, got[l] == (hit ? 2.0f * hw[q * W + l] : hw[q * W + l]), 1);
        }
    }
    cudaFree(bounds); cudaFree(keys); cudaFree(bucket); cudaFree(w); cudaFree(rows);
    delete[] hb; delete[] hk; delete[] hbk; delete[] hw; delete[] hr;
}

int main() {
    seed::checker chk("control_bounded_binary_search");
    run<16>(chk, 37, 40);
    run<32>(chk, 1, 6);
    run<8>(chk, 200, 25);
    return chk.finish();
}
