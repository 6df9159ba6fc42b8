// Locals that need an address, which both compilers place in an alloca: a
// per-block histogram with more bins than registers can select among
// (indexed by the data), sums through a pointer to one of two locals chosen
// per element, a conditional lvalue, and a local whose address is stored in
// memory and used through the stored copy.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int Bins>
__tile_global__ void bin_histogram(const int* __restrict__ keys, const float* __restrict__ vals,
                                   float* __restrict__ out, int n) {
    const int b = ct::bid().x;
    float hist[Bins] = {};
    for (int i = 0; i < n; ++i) {
        const int k = keys[b * n + i];
        hist[k % Bins] += vals[b * n + i];
    }
    for (int q = 0; q < Bins; ++q)
        out[b * Bins + q] = hist[q];
}

__tile_global__ void split_sums(const float* __restrict__ x, float* __restrict__ out, int n,
                                float t) {
    const int b = ct::bid().x;
    float below = 0.0f, above = 0.0f;
    int n_below = 0, n_above = 0;
    float* last = nullptr;
    for (int i = 0; i < n; ++i) {
        const float v = x[b * n + i];
        float* acc = v < t ? &below : &above;
        *acc += v;
        (v < t ? n_below : n_above) += 1;
        last = acc;
    }
    out[b * 5 + 0] = below;
    out[b * 5 + 1] = above;
    out[b * 5 + 2] = float(n_below);
    out[b * 5 + 3] = float(n_above);
    out[b * 5 + 4] = last ? *last : -1.0f;
}

struct work_item {
    float* acc;
    float scale;
};

__tile_global__ void stored_pointer(work_item* __restrict__ items, const float* __restrict__ x,
                                    float* __restrict__ out, int n) {
    const int b = ct::bid().x;
    float total = 0.0f;
    items[b].acc = &total;
    items[b].scale = float(b + 1);
    for (int i = 0; i < n; ++i)
        *items[b].acc += items[b].scale * x[b * n + i];
    out[b] = total;
}

int main() {
    seed::checker chk("local_memory_objects");
    const int blocks = 3, n = 40, bins = 300;
    int hk[blocks * n];
    float hv[blocks * n];
    for (int i = 0; i < blocks * n; ++i) {
        hk[i] = int(seed::next_u32() % 1000);
        hv[i] = seed::rand_float();
    }
    int* k = seed::device_alloc<int>(blocks * n);
    float* v = seed::device_alloc<float>(blocks * n);
    float* h = seed::device_alloc<float>(blocks * bins);
    float* s = seed::device_alloc<float>(blocks * 5);
    float* o = seed::device_alloc<float>(blocks);
    work_item* items = seed::device_alloc<work_item>(blocks);
    seed::to_device(k, hk, blocks * n);
    seed::to_device(v, hv, blocks * n);
    bin_histogram<bins><<<blocks, 1>>>(k, v, h, n);
    split_sums<<<blocks, 1>>>(v, s, n, 0.25f);
    stored_pointer<<<blocks, 1>>>(items, v, o, n);
    SEED_SYNC();
    static float hh[blocks * bins];
    float hs[blocks * 5], ho[blocks];
    seed::to_host(hh, h, blocks * bins);
    seed::to_host(hs, s, blocks * 5);
    seed::to_host(ho, o, blocks);
    for (int b = 0; b < blocks; ++b) {
        float ref[bins] = {};
        float below = 0, above = 0, last = -1, total = 0;
        int nb = 0, na = 0;
        for (int i = 0; i < n; ++i) {
            const float x = hv[b * n + i];
            ref[hk[b * n + i] % bins] += x;
            if (x < 0.25f) {
                below += x;
                ++nb;
                last = below;
            } else {
                above += x;
                ++na;
                last = above;
            }
            total += float(b + 1) * x;
        }
        for (int q = 0; q < bins; ++q)
            chk.near("hist", b * bins + q, hh[b * bins + q], ref[q], 1e-5);
        chk.near("below", b, hs[b * 5 + 0], below, 1e-5);
        chk.near("above", b, hs[b * 5 + 1], above, 1e-5);
        chk.near("n_below", b, hs[b * 5 + 2], float(nb), 0);
        chk.near("n_above", b, hs[b * 5 + 3], float(na), 0);
        chk.near("last", b, hs[b * 5 + 4], last, 1e-5);
        chk.near("total", b, ho[b], total, 1e-4);
    }
    return chk.finish();
}
