// Guide 2.4.9.2 "Reductions and Scans": ct::sum along axis 1 keeps the axis
// with extent 1. reductions_loaded applies sum, reduce_max, reduce_min and
// partial_sum to loaded data.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void reductions_kernel(int* out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using i32x2x4 = ct::tile<int, ct::shape<2, 4>>;

    auto x = ct::iota<i32x2x4>();                         // [[0,1,2,3],[4,5,6,7]]
    auto row_sums = ct::sum(x, 1_ic);                     // shape (2, 1) - axis kept
    // row_sums == [[6], [22]]
    ct::store(out + ct::iota<ct::tile<int, ct::shape<2, 1>>>(), row_sums);
}

__tile_global__ void reductions_loaded(const float* in, float* sums, float* maxs, float* mins,
                                       int* prefix, const int* ints) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    auto x = ct::load(in + ct::iota<ct::tile<int, ct::shape<8, 16>>>());
    auto rows = ct::iota<ct::tile<int, ct::shape<8, 1>>>();
    ct::store(sums + rows, ct::sum(x, 1_ic));
    ct::store(maxs + rows, ct::reduce_max<1>(x));
    ct::store(mins + ct::iota<ct::tile<int, ct::shape<1, 16>>>(), ct::reduce_min(x, 0_ic));
    auto n = ct::load(ints + ct::iota<ct::tile<int, ct::shape<32>>>());
    ct::store(prefix + ct::iota<ct::tile<int, ct::shape<32>>>(), ct::partial_sum(n, 0_ic));
}

int main() {
    seed::checker chk("reductions");
    int hrow[2];
    int *row = seed::device_alloc<int>(2);
    seed::poison(row, sizeof hrow);
    reductions_kernel<<<1, 1>>>(row);
    SEED_SYNC();
    seed::to_host(hrow, row, 2);
    chk.exact("row_sums", 0, hrow[0], 6);
    chk.exact("row_sums", 1, hrow[1], 22);

    float hin[128], hs[8], hmax[8], hmin[16];
    int hints[32], hp[32];
    seed::fill(hin, 128);
    seed::fill(hints, 32);
    float *in = seed::device_alloc<float>(128), *s = seed::device_alloc<float>(8),
          *mx = seed::device_alloc<float>(8), *mn = seed::device_alloc<float>(16);
    int *ints = seed::device_alloc<int>(32), *p = seed::device_alloc<int>(32);
    seed::to_device(in, hin, 128);
    seed::to_device(ints, hints, 32);
    seed::poison(s, sizeof hs);
    seed::poison(mx, sizeof hmax);
    seed::poison(mn, sizeof hmin);
    seed::poison(p, sizeof hp);
    reductions_loaded<<<1, 1>>>(in, s, mx, mn, p, ints);
    SEED_SYNC();
    seed::to_host(hs, s, 8);
    seed::to_host(hmax, mx, 8);
    seed::to_host(hmin, mn, 16);
    seed::to_host(hp, p, 32);
    for (int i = 0; i < 8; ++i) {
        double want = 0, mag = 0;
        float m = hin[i * 16];
        for (int j = 0; j < 16; ++j) {
            want += hin[i * 16 + j], mag += std::fabs(hin[i * 16 + j]);
            m = hin[i * 16 + j] > m ? hin[i * 16 + j] : m;
        }
        chk.near("sum", i, hs[i], want, 16 * seed::f32_eps * mag); // any association order
        chk.near("max", i, hmax[i], m, 0.0);
    }
    for (int j = 0; j < 16; ++j) {
        float m = hin[j];
        for (int i = 1; i < 8; ++i)
            m = hin[i * 16 + j] < m ? hin[i * 16 + j] : m;
        chk.near("min", j, hmin[j], m, 0.0);
    }
    int run = 0;
    for (int i = 0; i < 32; ++i)
        run += hints[i], chk.exact("partial_sum", i, hp[i], run);
    cudaFree(row);
    cudaFree(in);
    cudaFree(s);
    cudaFree(mx);
    cudaFree(mn);
    cudaFree(ints);
    cudaFree(p);
    return chk.finish();
}
