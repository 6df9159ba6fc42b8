// Guide 2.4.9.3 "Transpose and Permutation": transpose of a 2x4 tile and the
// (2, 0, 1) permutation of a 2x2x2 tile, on iota and on loaded data.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void transpose_permute(int* ty_out, int* tw_out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using t2d = ct::tile<int, ct::shape<2, 4>>;
    using t3d = ct::tile<int, ct::shape<2, 2, 2>>;

    auto tx = ct::iota<t2d>();
    auto ty = ct::transpose(tx);                                     // shape (4, 2)

    auto tz = ct::iota<t3d>();
    auto tw = ct::permute(tz, ct::dimension_map{2_ic, 0_ic, 1_ic});  // axes (0,1,2) -> (2,0,1)

    // Added: store both results (row-major) so that they can be checked.
    ct::store(ty_out + ct::iota<ct::tile<int, ct::shape<4, 2>>>(), ty);
    ct::store(tw_out + ct::iota<t3d>(), tw);
}

// A non-square, non-uniform case: 8x16 loaded data, transposed and permuted.
__tile_global__ void transpose_loaded(const float* in, float* t_out, float* p_out) {
    namespace ct = cuda::tiles;
    auto x = ct::load(in + ct::iota<ct::tile<int, ct::shape<8, 16>>>());
    ct::store(t_out + ct::iota<ct::tile<int, ct::shape<16, 8>>>(), ct::transpose(x));
    auto x3 = ct::reshape<ct::shape<2, 4, 16>>(x);
    ct::store(p_out + ct::iota<ct::tile<int, ct::shape<16, 2, 4>>>(),
              ct::permute(x3, ct::dimension_map<2, 0, 1>{}));
}

int main() {
    seed::checker chk("transpose_permute");
    int hy[8], hw[8];
    int *y = seed::device_alloc<int>(8), *w = seed::device_alloc<int>(8);
    seed::poison(y, sizeof hy);
    seed::poison(w, sizeof hw);
    transpose_permute<<<1, 1>>>(y, w);
    SEED_SYNC();
    seed::to_host(hy, y, 8);
    seed::to_host(hw, w, 8);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 2; ++j)
            chk.exact("ty", i * 2 + j, hy[i * 2 + j], j * 4 + i);     // ty[i][j] = tx[j][i]
    for (int a = 0; a < 2; ++a)
        for (int b = 0; b < 2; ++b)
            for (int c = 0; c < 2; ++c)                               // tw[a][b][c] = tz[b][c][a]
                chk.exact("tw", (a * 2 + b) * 2 + c, hw[(a * 2 + b) * 2 + c], (b * 2 + c) * 2 + a);

    float hin[128], ht[128], hp[128];
    seed::fill(hin, 128);
    float *in = seed::device_alloc<float>(128), *t = seed::device_alloc<float>(128),
          *p = seed::device_alloc<float>(128);
    seed::to_device(in, hin, 128);
    seed::poison(t, sizeof ht);
    seed::poison(p, sizeof hp);
    transpose_loaded<<<1, 1>>>(in, t, p);
    SEED_SYNC();
    seed::to_host(ht, t, 128);
    seed::to_host(hp, p, 128);
    for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 8; ++j)
            chk.near("transpose", i * 8 + j, ht[i * 8 + j], hin[j * 16 + i], 0.0);
    // p[k][a][b] = x3[a][b][k] = x[a * 4 + b][k]
    for (int k = 0; k < 16; ++k)
        for (int a = 0; a < 2; ++a)
            for (int b = 0; b < 4; ++b)
                chk.near("permute", (k * 2 + a) * 4 + b, hp[(k * 2 + a) * 4 + b],
                         hin[(a * 4 + b) * 16 + k], 0.0);
    cudaFree(y);
    cudaFree(w);
    cudaFree(in);
    cudaFree(t);
    cudaFree(p);
    return chk.finish();
}
