// Guide 2.4.7.1 "Loops": tile_sum, one block summing all 8-element tiles of a
// 1-D array with a ct::irange loop.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void tile_sum(float* __restrict__ arr, float* __restrict__ out, int num_tiles) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using f32x8 = ct::tile<float, ct::shape<8>>;

    arr = ct::assume_aligned(arr, 16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto inView  = ct::partition_view{ct::tensor_span{arr, ct::extents{8 * num_tiles}},
                                      ct::shape{8_ic}};
    auto outView = ct::partition_view{ct::tensor_span{out, ct::extents{8_ic}},
                                      ct::shape{8_ic}};

    auto acc = ct::full<f32x8>(0.0f);
    // range-for over ct::irange gives the compiler structured iteration bounds.
    for (auto k : ct::irange(0, num_tiles)) {
        auto tile = inView.load(k);
        acc = acc + tile;                               // accumulate the k-th tile into acc
    }
    outView.store(acc, 0);                              // write the final result as the 0-th tile of out
}

int main() {
    seed::checker chk("tile_sum");
    const int counts[] = {1, 2, 17, 100};
    for (int num_tiles : counts) {
        int n = 8 * num_tiles;
        float *harr = new float[n], hout[8];
        seed::fill(harr, n);
        float *arr = seed::device_alloc<float>(n), *out = seed::device_alloc<float>(8);
        seed::to_device(arr, harr, n);
        seed::poison(out, 8 * sizeof(float));
        tile_sum<<<1, 1>>>(arr, out, num_tiles);   // intended grid: one block
        SEED_SYNC();
        seed::to_host(hout, out, 8);
        for (int j = 0; j < 8; ++j) {
            double want = 0, mag = 0;
            for (int k = 0; k < num_tiles; ++k)
                want += harr[8 * k + j], mag += std::fabs(harr[8 * k + j]);
            // num_tiles float additions, each off by at most half an ulp of
            // the running magnitude.
            chk.near("out", j, hout[j], want, num_tiles * seed::f32_eps * mag + 1e-30);
        }
        cudaFree(arr);
        cudaFree(out);
        delete[] harr;
    }
    return chk.finish();
}
