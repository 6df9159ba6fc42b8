// Global absolute maximum for FP8 scaling (the "amax" of a tensor), reduced
// in two levels: each block takes reduce_max(|x|) over its grid-stride
// chunks, then publishes it with an integer ct::atomic_max on the float's
// bit pattern (non-negative floats order like their uint32 bits, a common
// trick since there is no float atomic max), read back as f32 by the host;
// a second kernel scales by 448 / amax (e4m3's max) and counts the values
// that would saturate with a masked int atomic_add. Outputs per tensor.
// RUN: %compat %s
#include <cstdint>
#include <cstring>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void amax_kernel(const float* __restrict__ x, uint32_t* __restrict__ amax_bits, int n) {
    using namespace ct::literals;
    using f_t = ct::tile<float, ct::shape<BLOCK>>;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    f_t m = ct::zeros<f_t>();
    for (int s : ct::irange(int(ct::bid().x) * BLOCK, n, int(ct::num_blocks().x) * BLOCK)) {
        auto i = s + lane;
        m = ct::max(m, ct::abs(ct::load_masked(x + i, i < n)));
    }
    auto block_max = ct::reduce_max(m, 0_ic);  // [1]
    ct::atomic_max(amax_bits + ct::iota<ct::tile<int, ct::shape<1>>>(), ct::element_bitcast<uint32_t>(block_max),
                   ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}

template <int BLOCK>
__tile_global__ void scale_count(const float* __restrict__ x, const uint32_t* __restrict__ amax_bits,
                                 float* __restrict__ y, int* __restrict__ clipped, float margin, int n) {
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    const float amax = static_cast<float>(ct::element_bitcast<float>(ct::load(amax_bits)));
    const float scale = 448.0f / (amax * margin);
    auto v = ct::load_masked(x + i, m) * scale;
    ct::store_masked(y + i, v, m);
    auto over = m & (ct::abs(v) > 448.0f);
    ct::atomic_add_masked(clipped + ct::zeros<ct::tile<int, ct::shape<BLOCK>>>(),
                          ct::ones<ct::tile<int, ct::shape<BLOCK>>>(), over, ct::memory_order_relaxed_t{});
}

template <int BLOCK>
static void run(seed::checker& chk, int n, int blocks, float margin) {
    float *hx = new float[n], *hy = new float[n];
    for (int i = 0; i < n; ++i) hx[i] = 10 * seed::rand_float();
    hx[n / 2] = -37.5f;  // the amax, negative
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n);
    uint32_t* ab = seed::device_alloc<uint32_t>(1);
    int* cl = seed::device_alloc<int>(1);
    seed::to_device(x, hx, n);
    SEED_CHECK(cudaMemset(ab, 0, 4));
    SEED_CHECK(cudaMemset(cl, 0, 4));
    seed::poison(y, n * sizeof(float));
    amax_kernel<BLOCK><<<blocks, 1>>>(x, ab, n);
    SEED_SYNC();
    scale_count<BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(x, ab, y, cl, margin, n);
    SEED_SYNC();
    uint32_t bits;
    int clipped;
    seed::to_host(&bits, ab, 1);
    seed::to_host(&clipped, cl, 1);
    seed::to_host(hy, y, n);
    float amax;
    std::memcpy(&amax, &bits, 4);
    chk.near("amax", 0, amax, 37.5, 0);
    const float scale = 448.0f / (37.5f * margin);
    int want_clipped = 0;
    for (int i = 0; i < n; ++i) {
        float v = hx[i] * scale;
        chk.near("y", i, hy[i], v, 0);
        want_clipped += std::fabs(v) > 448.0f;
    }
    chk.exact("clipped", 0, clipped, want_clipped);
    cudaFree(x); cudaFree(y); cudaFree(ab); cudaFree(cl);
    delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("reduce_amax_atomic_fp8_scale");
    run<256>(chk, 10000, 4, 1.0f);
    run<128>(chk, 1000, 3, 0.25f);  // a small margin: values above amax / 4 clip
    run<64>(chk, 65, 1, 0.5f);
    return chk.finish();
}
