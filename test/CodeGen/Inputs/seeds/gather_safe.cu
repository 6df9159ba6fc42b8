// Guide 2.4.6.2.1 "Gather and Scatter Boundary Handling": gather_safe copies
// a runtime-length int array through pointer tiles with a bounds mask, so the
// last partial block neither reads nor writes past N.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void gather_safe(int* __restrict__ arr, int* __restrict__ out, int N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using i32x8 = ct::tile<int, ct::shape<8>>;

    arr = ct::assume_aligned(arr, 16_ic);
    out = ct::assume_aligned(out, 16_ic);

    int bx       = ct::bid().x;
    auto offsets = 8 * bx + ct::iota<i32x8>();   // element-level offsets, one per lane
    auto mask    = offsets < N;                  // boolean tile: true where the offset is in-bounds

    auto ptrs = arr + offsets;                   // tile of pointers, one per offset
    auto tile = ct::load_masked(ptrs, mask, 0);  // masked lanes get the pad value 0
    ct::store_masked(out + offsets, tile, mask); // masked lanes are skipped on the store
}

int main() {
    seed::checker chk("gather_safe");
    const int guard = 8;
    const int sizes[] = {1, 7, 8, 9, 100, 1001};
    for (int N : sizes) {
        int *hin = new int[N], *hout = new int[N + guard];
        seed::fill(hin, N);
        int *arr = seed::device_alloc<int>(N + guard), *out = seed::device_alloc<int>(N + guard);
        seed::to_device(arr, hin, N);
        seed::poison(out, (N + guard) * sizeof(int));
        gather_safe<<<(N + 7) / 8, 1>>>(arr, out, N);
        SEED_SYNC();
        seed::to_host(hout, out, N + guard);
        for (int i = 0; i < N; ++i)
            chk.exact("out", i, hout[i], hin[i]);
        chk.untouched("out", hout + N, guard * sizeof(int));
        cudaFree(arr);
        cudaFree(out);
        delete[] hin;
        delete[] hout;
    }
    return chk.finish();
}
