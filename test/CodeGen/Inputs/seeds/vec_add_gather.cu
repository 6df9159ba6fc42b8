// Guide 2.4.6.2 "Gather and Scatter": vec_add_gather adds two int arrays
// through tiles of pointers, 8 elements per block (no masking: the array
// length is a multiple of 8).
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void vec_add_gather(int* __restrict__ a, int* __restrict__ b, int* __restrict__ out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using i32x8 = ct::tile<int, ct::shape<8>>;

    a   = ct::assume_aligned(a,   16_ic);
    b   = ct::assume_aligned(b,   16_ic);
    out = ct::assume_aligned(out, 16_ic);

    int bx       = ct::bid().x;
    auto offsets = 8 * bx + ct::iota<i32x8>();   // element-level offsets, one per lane

    // scalar pointer + int tile = tile of pointers (one pointer per offset).
    auto aPtrs = a + offsets;
    auto bPtrs = b + offsets;

    auto aTile = ct::load(aPtrs);                // gather: one load per pointer
    auto bTile = ct::load(bPtrs);
    ct::store(out + offsets, aTile + bTile);     // scatter: one store per pointer
}

int main() {
    seed::checker chk("vec_add_gather");
    const int sizes[] = {8, 64, 8 * 37};
    for (int n : sizes) {
        int *ha = new int[n], *hb = new int[n], *ho = new int[n];
        seed::fill(ha, n);
        seed::fill(hb, n);
        int *a = seed::device_alloc<int>(n), *b = seed::device_alloc<int>(n),
            *out = seed::device_alloc<int>(n);
        seed::to_device(a, ha, n);
        seed::to_device(b, hb, n);
        seed::poison(out, n * sizeof(int));
        vec_add_gather<<<n / 8, 1>>>(a, b, out);
        SEED_SYNC();
        seed::to_host(ho, out, n);
        for (int i = 0; i < n; ++i)
            chk.exact("out", i, ho[i], ha[i] + hb[i]);
        cudaFree(a);
        cudaFree(b);
        cudaFree(out);
        delete[] ha;
        delete[] hb;
        delete[] ho;
    }
    return chk.finish();
}
