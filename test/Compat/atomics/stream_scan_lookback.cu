// A single-pass inclusive prefix sum across blocks (the "stream scan"
// scheme): each block draws a ticket from a global counter with an atomic
// add, so that tiles are scanned in the order blocks start, scans its tile
// with ct::partial_sum, then waits in a while loop whose condition is an
// acquire atomic load of its predecessor's flag, reads the predecessor's
// inclusive total, and publishes its own total and flag with release
// stores. The last ticket resets the counter for the next launch.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void stream_scan(const int* __restrict__ x, int* __restrict__ y, int* __restrict__ ticket,
                                 int* __restrict__ flags, long long* __restrict__ totals, int n) {
    using namespace ct::literals;
    constexpr auto acq = ct::memory_order_acquire_t{};
    constexpr auto rel = ct::memory_order_release_t{};
    constexpr auto dev = ct::thread_scope_device_t{};
    const int t = ct::atomic_add(ticket, 1, ct::memory_order_relaxed_t{}, dev);
    auto i = t * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto v = ct::element_cast<long long>(ct::load_masked(x + i, m, 0));
    auto scan = ct::partial_sum(v, 0_ic);
    long long before = 0;
    if (t > 0) {
        while (ct::atomic_load(flags + (t - 1), acq, dev) == 0) {
        }
        before = ct::atomic_load(totals + (t - 1), ct::memory_order_relaxed_t{}, dev);
    }
    const long long mine = static_cast<long long>(ct::sum(v, 0_ic));
    ct::atomic_store(totals + t, before + mine, ct::memory_order_relaxed_t{}, dev);
    ct::atomic_store(flags + t, 1, rel, dev);
    ct::store_masked(y + i, ct::element_cast<int>(scan + before), m);
    if (t == int(ct::num_blocks().x) - 1)
        (void)ct::atomic_xchg(ticket, 0, ct::memory_order_relaxed_t{}, dev);
}

template <int BLOCK>
static void run(seed::checker& chk, int n) {
    const int blocks = (n + BLOCK - 1) / BLOCK;
    int *hx = new int[n], *hy = new int[n];
    seed::fill(hx, n, -1000, 1000);
    int *x = seed::device_alloc<int>(n), *y = seed::device_alloc<int>(n);
    int *ticket = seed::device_alloc<int>(1), *flags = seed::device_alloc<int>(blocks);
    long long* totals = seed::device_alloc<long long>(blocks);
    seed::to_device(x, hx, n);
    SEED_CHECK(cudaMemset(ticket, 0, sizeof(int)));
    for (int launch = 0; launch < 2; ++launch) {
        SEED_CHECK(cudaMemset(flags, 0, blocks * sizeof(int)));
        seed::poison(y, n * sizeof(int));
        stream_scan<BLOCK><<<blocks, 1>>>(x, y, ticket, flags, totals, n);
        SEED_SYNC();
        seed::to_host(hy, y, n);
        long long s = 0;
        for (int i = 0; i < n; ++i) {
            s += hx[i];
            chk.exact("y", size_t(launch) * n + i, hy[i], s);
        }
        int tk;
        seed::to_host(&tk, ticket, 1);
        chk.exact("ticket", launch, tk, 0);
    }
    cudaFree(x); cudaFree(y); cudaFree(ticket); cudaFree(flags); cudaFree(totals);
    delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("atomics_stream_scan_lookback");
    run<128>(chk, 1000);
    run<256>(chk, 256);
    run<64>(chk, 4097);
    return chk.finish();
}
