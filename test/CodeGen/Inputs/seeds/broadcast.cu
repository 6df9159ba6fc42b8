// Guide 2.4.8.1 "Broadcasting" and the scalar rule of 2.4.8.2: an 8x2 tile
// plus a 4x1x2 tile gives 4x8x2; an int literal with an int tile stays int.
// (The guide's ill-formed `x + 2.5` is a compile error, checked in
// test/Headers/rule-narrowing.cu, not here.)
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void broadcast_kernel(int* z_out, int* w_out) {
    namespace ct = cuda::tiles;
    auto x = ct::iota<ct::tile<int, ct::shape<8, 2>>>();      // 8x2   (rank 2)
    auto y = ct::iota<ct::tile<int, ct::shape<4, 1, 2>>>();   // 4x1x2 (rank 3)
    auto z = x + y;                                           // x promoted to 1x8x2, then broadcasts to 4x8x2
    ct::store(z_out + ct::iota<ct::tile<int, ct::shape<4, 8, 2>>>(), z);

    using i32x8 = ct::tile<int, ct::shape<8>>;
    i32x8 x8 = ct::full<i32x8>(3);
    auto w = x8 + 2;       // OK - int literal matches int tile element type
    ct::store(w_out + ct::iota<i32x8>(), w);
}

// The same shapes over loaded data, so that broadcasting is checked with
// values that differ per element.
__tile_global__ void broadcast_loaded(const float* xs, const float* ys, float* out) {
    namespace ct = cuda::tiles;
    auto x = ct::load(xs + ct::iota<ct::tile<int, ct::shape<8, 2>>>());
    auto y = ct::load(ys + ct::iota<ct::tile<int, ct::shape<4, 1, 2>>>());
    ct::store(out + ct::iota<ct::tile<int, ct::shape<4, 8, 2>>>(), x + y);
}

int main() {
    seed::checker chk("broadcast");
    int hz[64], hw[8];
    int *z = seed::device_alloc<int>(64), *w = seed::device_alloc<int>(8);
    seed::poison(z, sizeof hz);
    seed::poison(w, sizeof hw);
    broadcast_kernel<<<1, 1>>>(z, w);
    SEED_SYNC();
    seed::to_host(hz, z, 64);
    seed::to_host(hw, w, 8);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 8; ++j)
            for (int k = 0; k < 2; ++k)
                chk.exact("z", (i * 8 + j) * 2 + k, hz[(i * 8 + j) * 2 + k], (j * 2 + k) + (i * 2 + k));
    for (int i = 0; i < 8; ++i)
        chk.exact("w", i, hw[i], 5);

    float hx[16], hy[8], ho[64];
    seed::fill(hx, 16);
    seed::fill(hy, 8);
    float *x = seed::device_alloc<float>(16), *y = seed::device_alloc<float>(8),
          *out = seed::device_alloc<float>(64);
    seed::to_device(x, hx, 16);
    seed::to_device(y, hy, 8);
    seed::poison(out, sizeof ho);
    broadcast_loaded<<<1, 1>>>(x, y, out);
    SEED_SYNC();
    seed::to_host(ho, out, 64);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 8; ++j)
            for (int k = 0; k < 2; ++k) {
                int o = (i * 8 + j) * 2 + k;
                chk.near("loaded", o, ho[o], hx[j * 2 + k] + hy[i * 2 + k], 0.0);
            }
    cudaFree(z);
    cudaFree(w);
    cudaFree(x);
    cudaFree(y);
    cudaFree(out);
    return chk.finish();
}
