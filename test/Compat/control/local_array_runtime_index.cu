// Local arrays subscripted at run time: a per-block histogram of four
// buckets kept in a scalar array (bucket chosen by the data), and a
// two-slot ring of tiles in a K loop (slot k % 2), as pipelined kernels
// write them. nvcc puts both arrays in an alloca; ours puts the scalar one
// there (subscripted in a run-time loop) and keeps the ring of tiles in
// registers (tiles cannot live in memory).
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int N>
__tile_global__ void bucket_sums(const int* __restrict__ keys, const float* __restrict__ vals,
                                 float* __restrict__ out, int n) {
    const int b = ct::bid().x;
    float sums[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    for (int i = 0; i < n; ++i) {
        const int k = keys[b * n + i];
        sums[k & 3] += vals[b * n + i];
    }
    for (int q = 0; q < 4; ++q)
        out[b * 4 + q] = sums[q];
}

template <int T>
__tile_global__ void ring_sum(const float* __restrict__ x, float* __restrict__ y, int steps) {
    using tile_t = ct::tile<float, ct::shape<T>>;
    const int b = ct::bid().x;
    auto c = ct::iota<ct::tile<int, ct::shape<T>>>();
    tile_t ring[2] = {ct::load(x + c), ct::load(x + T + c)};
    tile_t acc = ct::zeros<tile_t>();
    for (int k = 0; k < steps; ++k) {
        acc = acc + ring[k % 2] * float(b + 1);
        ring[k % 2] = ring[(k + 1) % 2] + 1.0f;
    }
    ct::store(y + b * T + c, acc);
}

int main() {
    seed::checker chk("local_array_runtime_index");
    const int blocks = 3, n = 10, T = 16, steps = 5;
    int hk[blocks * n];
    float hv[blocks * n], hx[2 * T];
    for (int i = 0; i < blocks * n; ++i) {
        hk[i] = int(seed::next_u32() % 7);
        hv[i] = seed::rand_float();
    }
    seed::fill(hx, 2 * T);
    int* k = seed::device_alloc<int>(blocks * n);
    float *v = seed::device_alloc<float>(blocks * n), *o = seed::device_alloc<float>(blocks * 4);
    float *x = seed::device_alloc<float>(2 * T), *y = seed::device_alloc<float>(blocks * T);
    seed::to_device(k, hk, blocks * n);
    seed::to_device(v, hv, blocks * n);
    seed::to_device(x, hx, 2 * T);
    bucket_sums<4><<<blocks, 1>>>(k, v, o, n);
    ring_sum<T><<<blocks, 1>>>(x, y, steps);
    SEED_SYNC();
    float ho[blocks * 4], hy[blocks * T];
    seed::to_host(ho, o, blocks * 4);
    seed::to_host(hy, y, blocks * T);
    for (int b = 0; b < blocks; ++b) {
        float s[4] = {0, 0, 0, 0};
        for (int i = 0; i < n; ++i)
            s[hk[b * n + i] & 3] += hv[b * n + i];
        for (int q = 0; q < 4; ++q)
            chk.near("bucket", b * 4 + q, ho[b * 4 + q], s[q], 1e-5);
        for (int e = 0; e < T; ++e) {
            float ring[2] = {hx[e], hx[T + e]}, acc = 0.0f;
            for (int kk = 0; kk < steps; ++kk) {
                acc = acc + ring[kk % 2] * float(b + 1);
                ring[kk % 2] = ring[(kk + 1) % 2] + 1.0f;
            }
            chk.near("ring", b * T + e, hy[b * T + e], acc, 1e-4);
        }
    }
    return chk.finish();
}
