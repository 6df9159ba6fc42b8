// Guide 2.4.12.4 "Use ct::irange for Bounded Loops": the guide's loop with a
// lower bound, upper bound and step, here summing the 16-element tiles at
// lowerBound, lowerBound + step, ... below upperBound.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void irange_sum(float* __restrict__ arr, float* __restrict__ out, int num_tiles,
                                int lowerBound, int upperBound, int step) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    auto view = ct::partition_view{ct::tensor_span{arr, ct::extents{16 * num_tiles}},
                                   ct::shape{16_ic}};
    auto acc = ct::zeros<ct::tile<float, ct::shape<16>>>();
    for (auto idx : ct::irange(lowerBound, upperBound, step)) {
        acc = acc + view.load(idx);
    }
    ct::store(out + ct::iota<ct::tile<int, ct::shape<16>>>(), acc);
}

int main() {
    seed::checker chk("irange");
    const int num_tiles = 40;
    const int ranges[][3] = {{0, 40, 1}, {3, 40, 5}, {7, 8, 3}, {10, 10, 1}, {12, 5, 2}, {1, 39, 38}};
    float *harr = new float[16 * num_tiles], hout[16];
    seed::fill(harr, 16 * num_tiles);
    float *arr = seed::device_alloc<float>(16 * num_tiles), *out = seed::device_alloc<float>(16);
    seed::to_device(arr, harr, 16 * num_tiles);
    for (auto r : ranges) {
        seed::poison(out, sizeof hout);
        irange_sum<<<1, 1>>>(arr, out, num_tiles, r[0], r[1], r[2]);
        SEED_SYNC();
        seed::to_host(hout, out, 16);
        for (int j = 0; j < 16; ++j) {
            double want = 0, mag = 0;
            int count = 0;
            for (int k = r[0]; k < r[1]; k += r[2])
                want += harr[16 * k + j], mag += std::fabs(harr[16 * k + j]), ++count;
            chk.near("out", j, hout[j], want, count * seed::f32_eps * mag);
        }
    }
    cudaFree(arr);
    cudaFree(out);
    delete[] harr;
    return chk.finish();
}
