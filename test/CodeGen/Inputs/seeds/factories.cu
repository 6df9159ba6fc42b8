// Guide 2.4.4 "Creating Tiles": zeros, ones, full and iota. The guide's tile
// function is kept as written; the kernel calls it and then stores the same
// four factory results so that they can be checked.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile__ void factories() {
    namespace ct = cuda::tiles;

    using i32x8   = ct::tile<int,   ct::shape<8>>;      // 1-D: 8 ints
    using f32x4x4 = ct::tile<float, ct::shape<4, 4>>;   // 2-D: 4x4 floats

    auto z      = ct::zeros<f32x4x4>();       // all zeros
    auto o      = ct::ones<f32x4x4>();        // all ones
    auto filled = ct::full<f32x4x4>(3.14f);   // all 3.14
    auto seq    = ct::iota<i32x8>();          // {0, 1, 2, 3, 4, 5, 6, 7}
}

__tile_global__ void factories_kernel(float* z_out, float* o_out, float* filled_out, int* seq_out) {
    namespace ct = cuda::tiles;
    using i32x8   = ct::tile<int,   ct::shape<8>>;
    using f32x4x4 = ct::tile<float, ct::shape<4, 4>>;
    using i32x4x4 = ct::tile<int,   ct::shape<4, 4>>;

    factories();
    auto offsets = ct::iota<i32x4x4>();       // row-major positions of a 4x4 tile
    ct::store(z_out + offsets, ct::zeros<f32x4x4>());
    ct::store(o_out + offsets, ct::ones<f32x4x4>());
    ct::store(filled_out + offsets, ct::full<f32x4x4>(3.14f));
    ct::store(seq_out + ct::iota<i32x8>(), ct::iota<i32x8>());
}

int main() {
    seed::checker chk("factories");
    float hz[16], ho[16], hf[16];
    int hs[8];
    float *z = seed::device_alloc<float>(16), *o = seed::device_alloc<float>(16),
          *f = seed::device_alloc<float>(16);
    int *s = seed::device_alloc<int>(8);
    seed::poison(z, sizeof hz);
    seed::poison(o, sizeof ho);
    seed::poison(f, sizeof hf);
    seed::poison(s, sizeof hs);
    factories_kernel<<<1, 1>>>(z, o, f, s);
    SEED_SYNC();
    seed::to_host(hz, z, 16);
    seed::to_host(ho, o, 16);
    seed::to_host(hf, f, 16);
    seed::to_host(hs, s, 8);
    for (int i = 0; i < 16; ++i) {
        chk.near("z", i, hz[i], 0.0, 0.0);
        chk.exact("z.sign", i, std::signbit(hz[i]), 0); // zeros are +0.0
        chk.near("o", i, ho[i], 1.0, 0.0);
        chk.near("filled", i, hf[i], 3.14f, 0.0);
    }
    for (int i = 0; i < 8; ++i)
        chk.exact("seq", i, hs[i], i);
    cudaFree(z);
    cudaFree(o);
    cudaFree(f);
    cudaFree(s);
    return chk.finish();
}
