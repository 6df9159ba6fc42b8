// The "last block finishes the reduction" pattern (threadFenceReduction):
// every block sums its chunk, publishes the partial with a release
// ct::atomic_store, then takes a ticket with a scalar acq_rel ct::atomic_add
// on a counter; the block that draws the last ticket reads all partials
// with acquire ct::atomic_load (a pointer tile over the partials, masked by
// a select) and writes the total, then resets the counter with a relaxed
// atomic_xchg so the kernel can be launched again.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK, int MAX_BLOCKS = 64>
__tile_global__ void sum_all(const float* __restrict__ x, float* __restrict__ partials, int* __restrict__ counter,
                             float* __restrict__ total, int n) {
    using namespace ct::literals;
    const int b = ct::bid().x;
    const int nb = ct::num_blocks().x;
    auto i = b * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    float part = static_cast<float>(ct::sum(ct::load_masked(x + i, i < n), 0_ic));
    ct::atomic_store(partials + b, part, ct::memory_order_release_t{}, ct::thread_scope_device_t{});
    int ticket = ct::atomic_add(counter, 1, ct::memory_order_acq_rel_t{}, ct::thread_scope_device_t{});
    if (ticket != nb - 1)
        return;
    auto j = ct::iota<ct::tile<int, ct::shape<MAX_BLOCKS>>>();
    auto jj = ct::select(j < nb, j, ct::zeros<decltype(j)>());
    auto p = ct::atomic_load(partials + jj, ct::memory_order_acquire_t{}, ct::thread_scope_device_t{});
    auto mine = ct::select(j < nb, p, ct::zeros<decltype(p)>());
    ct::store(total, static_cast<float>(ct::sum(mine, 0_ic)));
    (void)ct::atomic_xchg(counter, 0, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}

template <int BLOCK>
static void run(seed::checker& chk, int n, int launches) {
    const int blocks = (n + BLOCK - 1) / BLOCK;
    float* hx = new float[n];
    seed::fill(hx, n);
    float *x = seed::device_alloc<float>(n), *parts = seed::device_alloc<float>(blocks), *tot = seed::device_alloc<float>(1);
    int* counter = seed::device_alloc<int>(1);
    seed::to_device(x, hx, n);
    SEED_CHECK(cudaMemset(counter, 0, sizeof(int)));
    double want = 0, mag = 0;
    for (int i = 0; i < n; ++i) { want += hx[i]; mag += std::fabs(hx[i]); }
    for (int l = 0; l < launches; ++l) {
        seed::poison(tot, sizeof(float));
        sum_all<BLOCK><<<blocks, 1>>>(x, parts, counter, tot, n);
        SEED_SYNC();
        float got;
        int cnt;
        seed::to_host(&got, tot, 1);
        seed::to_host(&cnt, counter, 1);
        chk.near("total", l, got, want, (BLOCK + blocks + 2) * seed::f32_eps * mag);
        chk.exact("counter", l, cnt, 0);
    }
    cudaFree(x); cudaFree(parts); cudaFree(tot); cudaFree(counter);
    delete[] hx;
}

int main() {
    seed::checker chk("atomics_last_block_reduce");
    run<256>(chk, 10000, 2);
    run<128>(chk, 129, 3);
    run<512>(chk, 512, 1);
    run<64>(chk, 4000, 2);
    return chk.finish();
}
