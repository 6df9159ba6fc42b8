// Integer atomics other than add on pointer tiles: a per-key running
// maximum and minimum (ct::atomic_max / ct::atomic_min with acq_rel order),
// a bitmask of seen keys (ct::atomic_or, relaxed, block scope is not enough
// across blocks so device scope), a "first writer wins" claim with
// ct::atomic_compare_exchange (expected -1, desired the block id; the old
// values returned tell each lane whether it won), and ct::atomic_xchg of a
// slot with the returned old values written out. Keys are unique within a
// block's tile so each slot sees at most one lane per block.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void key_atomics(const int* __restrict__ keys, const int* __restrict__ vals,
                                 int* __restrict__ kmax, int* __restrict__ kmin, uint32_t* __restrict__ seen,
                                 int* __restrict__ owner, int* __restrict__ won, int* __restrict__ slots,
                                 int* __restrict__ old_out, int n) {
    const int b = ct::bid().x;
    auto i = b * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto k = ct::load_masked(keys + i, m);
    auto v = ct::load_masked(vals + i, m);
    ct::atomic_max_masked(kmax + k, v, m, ct::memory_order_acq_rel_t{}, ct::thread_scope_device_t{});
    ct::atomic_min_masked(kmin + k, v, m, ct::memory_order_acq_rel_t{}, ct::thread_scope_device_t{});
    auto bit = ct::element_cast<uint32_t>(1) << ct::element_cast<uint32_t>(b % 32);
    ct::atomic_or_masked<ct::memory_order::relaxed, ct::thread_scope::device>(
        seen + k, ct::full<ct::tile<uint32_t, ct::shape<BLOCK>>>(static_cast<uint32_t>(bit)), m);
    auto prev = ct::atomic_compare_exchange_masked(owner + k, ct::full<ct::tile<int, ct::shape<BLOCK>>>(-1),
                                                   ct::full<ct::tile<int, ct::shape<BLOCK>>>(b), m,
                                                   ct::memory_order_acq_rel_t{}, ct::thread_scope_device_t{});
    ct::store_masked(won + i, ct::element_cast<int>(prev == -1), m);
    // Each lane swaps its own slot (one writer per slot), the old value comes back.
    auto old = ct::atomic_xchg_masked(slots + i, v * 2, m, ct::memory_order_relaxed_t{});
    ct::store_masked(old_out + i, old, m);
}

template <int BLOCK>
static void run(seed::checker& chk, int n, int nkeys) {
    const int blocks = (n + BLOCK - 1) / BLOCK;
    int *hk = new int[n], *hv = new int[n], *hs = new int[n];
    for (int i = 0; i < n; ++i) hv[i] = seed::rand_int(-1000, 1000);
    for (int i = 0; i < n; ++i) hs[i] = seed::rand_int(1, 50);
    // Unique keys within each block: a per-block rotation of 0..nkeys-1 (nkeys >= BLOCK).
    for (int b = 0; b < blocks; ++b) {
        int rot = seed::rand_int(1, nkeys) % nkeys;
        for (int j = 0; j < BLOCK && b * BLOCK + j < n; ++j) hk[b * BLOCK + j] = (j + rot) % nkeys;
    }
    int *keys = seed::device_alloc<int>(n), *vals = seed::device_alloc<int>(n), *kmax = seed::device_alloc<int>(nkeys),
        *kmin = seed::device_alloc<int>(nkeys), *owner = seed::device_alloc<int>(nkeys),
        *won = seed::device_alloc<int>(n), *slots = seed::device_alloc<int>(n), *old = seed::device_alloc<int>(n);
    uint32_t* seen = seed::device_alloc<uint32_t>(nkeys);
    int *hmax = new int[nkeys], *hmin = new int[nkeys], *hown = new int[nkeys], *hwon = new int[n],
        *hslots = new int[n], *hold = new int[n];
    uint32_t* hseen = new uint32_t[nkeys];
    for (int k = 0; k < nkeys; ++k) { hmax[k] = -2147483647 - 1; hmin[k] = 2147483647; hseen[k] = 0; }
    seed::to_device(keys, hk, n); seed::to_device(vals, hv, n); seed::to_device(slots, hs, n);
    seed::to_device(kmax, hmax, nkeys); seed::to_device(kmin, hmin, nkeys); seed::to_device(seen, hseen, nkeys);
    seed::poison(owner, nkeys * sizeof(int));  // -1 everywhere: unclaimed
    seed::poison(won, n * sizeof(int)); seed::poison(old, n * sizeof(int));
    key_atomics<BLOCK><<<blocks, 1>>>(keys, vals, kmax, kmin, seen, owner, won, slots, old, n);
    SEED_SYNC();
    seed::to_host(hmax, kmax, nkeys); seed::to_host(hmin, kmin, nkeys); seed::to_host(hseen, seen, nkeys);
    seed::to_host(hown, owner, nkeys); seed::to_host(hwon, won, n); seed::to_host(hslots, slots, n);
    seed::to_host(hold, old, n);
    for (int k = 0; k < nkeys; ++k) {
        int wmax = -2147483647 - 1, wmin = 2147483647, winners = 0, claimed = 0;
        uint32_t wseen = 0;
        for (int i = 0; i < n; ++i)
            if (hk[i] == k) {
                wmax = hv[i] > wmax ? hv[i] : wmax;
                wmin = hv[i] < wmin ? hv[i] : wmin;
                wseen |= 1u << ((i / BLOCK) % 32);
                claimed = 1;
                if (hwon[i] == 1) {
                    ++winners;
                    chk.exact("owner", k, hown[k], i / BLOCK);
                }
            }
        chk.exact("max", k, hmax[k], wmax);
        chk.exact("min", k, hmin[k], wmin);
        chk.exact("seen", k, hseen[k], wseen);
        chk.exact("winners", k, winners, claimed);
    }
    for (int i = 0; i < n; ++i) {
        chk.exact("old", i, hold[i], hs[i]);
        chk.exact("slot", i, hslots[i], hv[i] * 2);
        chk.exact("won01", i, hwon[i] == 0 || hwon[i] == 1, 1);
    }
    cudaFree(keys); cudaFree(vals); cudaFree(kmax); cudaFree(kmin); cudaFree(owner); cudaFree(won);
    cudaFree(slots); cudaFree(old); cudaFree(seen);
    delete[] hk; delete[] hv; delete[] hs; delete[] hmax; delete[] hmin; delete[] hown; delete[] hwon;
    delete[] hslots; delete[] hold; delete[] hseen;
}

int main() {
    seed::checker chk("atomics_minmax_xchg_cas");
    run<64>(chk, 1000, 100);
    run<128>(chk, 300, 128);
    run<32>(chk, 33, 40);
    return chk.finish();
}
