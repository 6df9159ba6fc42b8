// Evaluation order of side effects in scalar tile code, checked exactly:
// a while loop whose condition reads memory (a zero-terminated run, as in
// strlen), a conditional operator whose two arms are atomics (only the
// taken arm may run), an atomic in a for loop's increment expression, a
// do-while that draws tickets until one is past a limit, and a pre-
// increment inside the subscript of an assignment's left side (sequenced
// after the right side since C++17). One block per test case; the cases differ
// in the run-time flag and the data.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

#define RELAXED ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}

__tile_global__ void side_effects(int* __restrict__ counters, int* __restrict__ out, const int* __restrict__ runs,
                                  const int* __restrict__ flags) {
    const int b = ct::bid().x;
    int* c = counters + 8 * b;
    int* o = out + 8 * b;
    const int* run = runs + 16 * b;
    int len = 0;
    while (run[len] != 0)
        len = len + 1;
    o[0] = len;
    const int flag = flags[b];
    o[1] = flag ? ct::atomic_add(c + 0, 10, RELAXED) : ct::atomic_add(c + 1, 100, RELAXED);
    int m = 0;
    for (int j = 0; j < len; j = j + 1, m = m + ct::atomic_add(c + 2, 1, RELAXED)) {
    }
    o[2] = m;
    int ticket;
    int draws = 0;
    do {
        ticket = ct::atomic_add(c + 3, 1, RELAXED);
        draws = draws + 1;
    } while (ticket < len);
    o[3] = draws;
    int k = 0;
    o[4 + ++k] = k;  // C++17: the right side is sequenced first, so o[5] = 0
    o[4] = k;
}

int main() {
    seed::checker chk("control_side_effect_order");
    const int B = 4;
    int hruns[16 * B] = {};
    int lens[B] = {5, 0, 15, 1};
    for (int b = 0; b < B; ++b)
        for (int i = 0; i < lens[b]; ++i) hruns[16 * b + i] = seed::rand_int(1, 9);
    int hflags[B] = {1, 0, 0, 1};
    int *c = seed::device_alloc<int>(8 * B), *o = seed::device_alloc<int>(8 * B), *runs = seed::device_alloc<int>(16 * B),
        *flags = seed::device_alloc<int>(B);
    seed::to_device(runs, hruns, 16 * B); seed::to_device(flags, hflags, B);
    SEED_CHECK(cudaMemset(c, 0, 8 * B * sizeof(int)));
    seed::poison(o, 8 * B * sizeof(int));
    side_effects<<<B, 1>>>(c, o, runs, flags);
    SEED_SYNC();
    int hc[8 * B], ho[8 * B];
    seed::to_host(hc, c, 8 * B); seed::to_host(ho, o, 8 * B);
    for (int b = 0; b < B; ++b) {
        const int len = lens[b];
        chk.exact("strlen", b, ho[8 * b + 0], len);
        chk.exact("cond_result", b, ho[8 * b + 1], 0);
        chk.exact("cond_taken", b, hc[8 * b + 0], hflags[b] ? 10 : 0);
        chk.exact("cond_untaken", b, hc[8 * b + 1], hflags[b] ? 0 : 100);
        chk.exact("for_incr", b, ho[8 * b + 2], len * (len - 1) / 2);
        chk.exact("for_incr_count", b, hc[8 * b + 2], len);
        chk.exact("do_draws", b, ho[8 * b + 3], len + 1);
        chk.exact("do_count", b, hc[8 * b + 3], len + 1);
        chk.exact("preinc_k", b, ho[8 * b + 4], 1);
        chk.exact("preinc_slot", b, ho[8 * b + 5], 0);
    }
    return chk.finish();
}
