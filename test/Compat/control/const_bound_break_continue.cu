// break and continue under run-time conditions in loops whose bounds are
// compile-time constants (a fixed number of taps or probes, as in
// filters and hash-table probing) and in a plain for loop with a run-time
// bound that uses both: a linear-probing lookup that stops at the first
// empty slot or the key (at most kProbes probes), a tap loop that skips
// taps whose weight is zero and stops at a sentinel, and a scan over a run
// that skips odd values and stops past a limit.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int kSlots, int kProbes = 8>
__tile_global__ void probe_and_filter(const int* __restrict__ table, const int* __restrict__ keys,
                                      const float* __restrict__ w, const float* __restrict__ x,
                                      int* __restrict__ found, float* __restrict__ filt, int* __restrict__ scan,
                                      const int* __restrict__ run, int run_len, int limit) {
    const int q = ct::bid().x;
    const int key = keys[q];
    int pos = -1;
    for (int p = 0; p < kProbes; ++p) {
        const int slot = (key * 7 + p) & (kSlots - 1);
        const int v = table[slot];
        if (v == 0)
            break;  // empty slot: not present
        if (v != key)
            continue;
        pos = slot;
        break;
    }
    found[q] = pos;
    float acc = 0.0f;
    for (int t = 0; t < 8; ++t) {
        const float wt = w[t];
        if (wt == 0.0f)
            continue;
        if (wt < 0.0f)
            break;  // sentinel
        acc = acc + wt * x[q + t];
    }
    filt[q] = acc;
    int s = 0;
    for (int i = 0; i < run_len; ++i) {
        const int v = run[i];
        if (v % 2 != 0)
            continue;
        if (v > limit + q)
            break;
        s = s + v;
    }
    scan[q] = s;
}

int main() {
    seed::checker chk("control_const_bound_break_continue");
    constexpr int kSlots = 64, Q = 40, RUN = 30;
    int htable[kSlots] = {};
    int keys[Q];
    for (int q = 0; q < Q; ++q) {
        int key = seed::rand_int(1, 1000);
        if (key < 0) key = -key;
        keys[q] = key;
        if (q % 3 != 0)  // insert two thirds of the keys with linear probing
            for (int p = 0; p < 8; ++p) {
                int slot = (key * 7 + p) & (kSlots - 1);
                if (htable[slot] == 0 || htable[slot] == key) { htable[slot] = key; break; }
            }
    }
    float hw[8] = {0.5f, 0.0f, 0.25f, 0.0f, 1.0f, -1.0f, 3.0f, 4.0f};
    float hx[Q + 8];
    seed::fill(hx, Q + 8);
    int hrun[RUN];
    for (int i = 0; i < RUN; ++i) hrun[i] = seed::rand_int(1, 60);
    const int limit = 40;
    int *table = seed::device_alloc<int>(kSlots), *dk = seed::device_alloc<int>(Q), *fd = seed::device_alloc<int>(Q),
        *sc = seed::device_alloc<int>(Q), *rn = seed::device_alloc<int>(RUN);
    float *w = seed::device_alloc<float>(8), *x = seed::device_alloc<float>(Q + 8), *ft = seed::device_alloc<float>(Q);
    seed::to_device(table, htable, kSlots); seed::to_device(dk, keys, Q); seed::to_device(w, hw, 8);
    seed::to_device(x, hx, Q + 8); seed::to_device(rn, hrun, RUN);
    probe_and_filter<kSlots><<<Q, 1>>>(table, dk, w, x, fd, ft, sc, rn, RUN, limit);
    SEED_SYNC();
    int hfd[Q], hsc[Q];
    float hft[Q];
    seed::to_host(hfd, fd, Q); seed::to_host(hft, ft, Q); seed::to_host(hsc, sc, Q);
    for (int q = 0; q < Q; ++q) {
        int pos = -1;
        for (int p = 0; p < 8; ++p) {
            int slot = (keys[q] * 7 + p) & (kSlots - 1);
            if (htable[slot] == 0) break;
            if (htable[slot] != keys[q]) continue;
            pos = slot;
            break;
        }
        chk.exact("found", q, hfd[q], pos);
        double acc = 0;
        for (int t = 0; t < 8; ++t) {
            if (hw[t] == 0.0f) continue;
            if (hw[t] < 0.0f) break;
            acc += double(hw[t]) * hx[q + t];
        }
        chk.near("filt", q, hft[q], acc, 1e-6 * (std::fabs(acc) + 1));
        int s = 0;
        for (int i = 0; i < RUN; ++i) {
            if (hrun[i] % 2 != 0) continue;
            if (hrun[i] > limit + q) break;
            s += hrun[i];
        }
        chk.exact("scan", q, hsc[q], s);
    }
    return chk.finish();
}
