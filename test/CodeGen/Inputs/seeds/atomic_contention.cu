// Guide 2.4.10.2 "Intra-block Contention": 16 lanes atomically add
// 0, 1, ..., 15 to one slot. The guide's fragment leaves the slot open; here
// every block gets its own slot, so block scope is enough.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void intra_block(int* slots) {
    namespace ct = cuda::tiles;
    using i32x16 = ct::tile<int, ct::shape<16>>;

    int* slot = slots + ct::bid().x;  // pointer to the contended location

    // 16 lanes all aim at the same address. Add is commutative, so the
    // unspecified ordering doesn't affect this sum; block scope suffices
    // since contention stays within one block.
    auto ptrs = ct::full<ct::tile<int*, ct::shape<16>>>(slot);
    ct::atomic_add(ptrs, ct::iota<i32x16>(),
                ct::memory_order_relaxed_t{},
                ct::thread_scope_block_t{});
}

int main() {
    seed::checker chk("atomic_contention");
    const int blocks[] = {1, 5, 64};
    for (int nb : blocks) {
        int *init = new int[nb], *got = new int[nb];
        seed::fill(init, nb, -1000, 1000);
        int *slots = seed::device_alloc<int>(nb);
        seed::to_device(slots, init, nb);
        intra_block<<<nb, 1>>>(slots);
        SEED_SYNC();
        seed::to_host(got, slots, nb);
        for (int i = 0; i < nb; ++i)
            chk.exact("slot", i, got[i], init[i] + 120); // 0 + 1 + ... + 15
        cudaFree(slots);
        delete[] init;
        delete[] got;
    }
    return chk.finish();
}
