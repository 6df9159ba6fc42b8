// Guide 2.4.10.1 "Cross-block Contention": each block sums its 16-element
// tile (masked at the end) and atomically adds the partial sum to out[0].
#include <cstdio>
#include <cstdlib>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void block_sum(int* __restrict__ arr, int* __restrict__ out, std::size_t N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    constexpr auto TILE = 16_ic;

    arr = ct::assume_aligned(arr, 16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto aView = ct::partition_view{ct::tensor_span{arr, ct::extents{N}},
                                    ct::shape{TILE}};
    int bid = ct::bid().x;
    auto tile    = aView.load_masked(bid);        // partial final tile -> OOB lanes default to 0
    auto partial = ct::sum(tile, 0_ic);           // reduce to a 1-element tile

    ct::atomic_add(out, (int)partial,             // accumulate the scalar into out[0]
                   ct::memory_order_relaxed_t{},  // single-location accumulator -> relaxed suffices
                   ct::thread_scope_device_t{});  // visible across the device
}

int main() {
    seed::checker chk("block_sum");
    const std::size_t sizes[] = {1, 15, 16, 17, 1000, 100000};
    for (std::size_t N : sizes) {
        int *harr = new int[N];
        seed::fill(harr, N);
        // The accumulator starts at a random value, not at zero: the kernel
        // must add to it.
        int init = seed::rand_int(-1000, 1000), hout = 0;
        int *arr = seed::device_alloc<int>(N), *out = seed::device_alloc<int>(1);
        seed::to_device(arr, harr, N);
        seed::to_device(out, &init, 1);
        block_sum<<<(N + 15) / 16, 1>>>(arr, out, N);
        SEED_SYNC();
        seed::to_host(&hout, out, 1);
        long long want = init;
        for (std::size_t i = 0; i < N; ++i)
            want += harr[i];
        chk.exact("out", 0, hout, want);
        cudaFree(arr);
        cudaFree(out);
        delete[] harr;
    }
    return chk.finish();
}
