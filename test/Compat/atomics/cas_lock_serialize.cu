// A block-level mutex built from ct::atomic_compare_exchange in a run-time
// do-while loop (acquire on success), guarding a non-atomic read-modify-write
// of a small shared record (a running count and a running sum plus the
// largest block id seen so far, updated with plain scalar loads and stores),
// released with a release ct::atomic_store. Every block enters the critical
// section exactly once, so the record ends as the exact totals.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void locked_update(const int* __restrict__ x, int* __restrict__ lock, int* __restrict__ record, int n) {
    using namespace ct::literals;
    const int b = ct::bid().x;
    auto i = b * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    const int part = static_cast<int>(ct::sum(ct::load_masked(x + i, i < n), 0_ic));
    // spin until the lock goes 0 -> 1
    int old;
    do {
        old = ct::atomic_compare_exchange(lock, 0, 1, ct::memory_order_acquire_t{}, ct::thread_scope_device_t{});
    } while (old != 0);
    const int count = record[0];
    const int sum = record[1];
    const int maxb = record[2];
    record[0] = count + 1;
    record[1] = sum + part;
    int new_max = maxb;
    if (b > new_max)
        new_max = b;
    record[2] = new_max;
    ct::atomic_store(lock, 0, ct::memory_order_release_t{}, ct::thread_scope_device_t{});
}

template <int BLOCK>
static void run(seed::checker& chk, int n) {
    const int blocks = (n + BLOCK - 1) / BLOCK;
    int* hx = new int[n];
    seed::fill(hx, n, -50, 50);
    int *x = seed::device_alloc<int>(n), *lock = seed::device_alloc<int>(1), *rec = seed::device_alloc<int>(3);
    seed::to_device(x, hx, n);
    SEED_CHECK(cudaMemset(lock, 0, sizeof(int)));
    const int init[3] = {0, 0, -1};
    seed::to_device(rec, init, 3);
    locked_update<BLOCK><<<blocks, 1>>>(x, lock, rec, n);
    SEED_SYNC();
    int hr[3], hl;
    seed::to_host(hr, rec, 3);
    seed::to_host(&hl, lock, 1);
    long long want = 0;
    for (int i = 0; i < n; ++i) want += hx[i];
    chk.exact("count", 0, hr[0], blocks);
    chk.exact("sum", 0, hr[1], want);
    chk.exact("max_block", 0, hr[2], blocks - 1);
    chk.exact("lock", 0, hl, 0);
    cudaFree(x); cudaFree(lock); cudaFree(rec);
    delete[] hx;
}

int main() {
    seed::checker chk("atomics_cas_lock_serialize");
    run<128>(chk, 5000);
    run<256>(chk, 256);
    run<64>(chk, 70);
    return chk.finish();
}
