// Batched element-wise work over ragged batches described by an offset
// table (the varlen / cu_seqlens convention: batch b lives at
// base + offs[b] with length offs[b + 1] - offs[b], int64 offsets): each
// block reads its batch's offsets with scalar loads, returns early for an
// empty batch or a batch flagged as skipped, and gathers through
// pointer-plus-iota tiles built from base + offset. A second kernel walks
// the offset table in a run-time loop and reads element 0 of every
// non-empty batch with a scalar load under a run-time if.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void batched_scale(const float* __restrict__ x, float* __restrict__ y,
                                   const int64_t* __restrict__ offs, const int* __restrict__ skip, float alpha) {
    const int b = ct::bid().y;
    const int64_t begin = offs[b];
    const int n = int(offs[b + 1] - begin);
    if (n == 0 || skip[b] != 0)
        return;
    const float* xb = x + begin;
    float* yb = y + begin;
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    ct::store_masked(yb + i, alpha * ct::load_masked(xb + i, m) + 1.0f, m);
}

__tile_global__ void first_elements(const float* __restrict__ x, const int64_t* __restrict__ offs,
                                    float* __restrict__ out, int batches) {
    for (int j = 0; j < batches; ++j) {
        float v = -1.0f;
        if (offs[j + 1] > offs[j])
            v = x[offs[j]];
        out[j] = v;
    }
}

int main() {
    seed::checker chk("elementwise_batched_offset_table");
    const int B = 7, BLOCK = 64;
    const int lens[B] = {100, 64, 1, 0, 300, 77, 5};
    const int skip_h[B] = {0, 0, 0, 0, 0, 0, 1};
    int64_t offs_h[B + 1] = {0};
    for (int b = 0; b < B; ++b) offs_h[b + 1] = offs_h[b] + lens[b];
    const int total = int(offs_h[B]);
    float *hx = new float[total], *hy = new float[total];
    seed::fill(hx, total);
    float *x = seed::device_alloc<float>(total), *y = seed::device_alloc<float>(total), *first = seed::device_alloc<float>(B);
    int64_t* offs = seed::device_alloc<int64_t>(B + 1);
    int* skip = seed::device_alloc<int>(B);
    seed::to_device(x, hx, total); seed::to_device(offs, offs_h, B + 1); seed::to_device(skip, skip_h, B);
    seed::poison(y, total * sizeof(float));
    batched_scale<BLOCK><<<dim3((300 + BLOCK - 1) / BLOCK, B), 1>>>(x, y, offs, skip, 0.5f);
    SEED_SYNC();
    first_elements<<<1, 1>>>(x, offs, first, B);
    SEED_SYNC();
    seed::to_host(hy, y, total);
    for (int b = 0; b < B; ++b)
        for (int64_t i = offs_h[b]; i < offs_h[b + 1]; ++i) {
            if (skip_h[b])
                chk.untouched("skipped", hy + i, sizeof(float));
            else
                chk.near("y", size_t(i), hy[i], 0.5 * hx[i] + 1.0, 1e-6);
        }
    float hf[B];
    seed::to_host(hf, first, B);
    for (int b = 0; b < B; ++b) chk.near("first", b, hf[b], lens[b] ? hx[offs_h[b]] : -1.0, 0);
    cudaFree(x); cudaFree(y); cudaFree(first); cudaFree(offs); cudaFree(skip);
    delete[] hx; delete[] hy;
    return chk.finish();
}
