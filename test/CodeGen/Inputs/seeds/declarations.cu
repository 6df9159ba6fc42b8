// Guide 2.4.1 "Kernel and Function Declarations" and 2.4.2 "Launching
// Kernels": a tile kernel calling a tile function, launched on a 2-D grid with
// the <<<dim3(x, y), 1>>> form.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

// Declared ahead: the guide defines helper after the kernel that calls it.
__tile__ float helper(float x, float y);

// Tile kernel entry point. Cannot be called directly; must be launched.
__tile_global__ void my_kernel(float* a, float* b, float* c) {
    // The guide elides the body ("..."). This one gives every block one
    // element to compute with helper, so that the launch can be checked.
    namespace ct = cuda::tiles;
    int i = ct::bid().y * ct::num_blocks().x + ct::bid().x;
    ct::store(c + i, helper(ct::load(a + i), ct::load(b + i)));
}

// Tile function. Callable from tile kernels and tile functions.
__tile__ float helper(float x, float y) {
    return x + y;
}

int main() {
    seed::checker chk("declarations");
    const int grids[][2] = {{1, 1}, {3, 2}, {7, 5}};
    for (auto g : grids) {
        int num_blocks_x = g[0], num_blocks_y = g[1], n = num_blocks_x * num_blocks_y;
        float *ha = new float[n], *hb = new float[n], *hc = new float[n];
        seed::fill(ha, n);
        seed::fill(hb, n);
        float *a = seed::device_alloc<float>(n), *b = seed::device_alloc<float>(n),
              *c = seed::device_alloc<float>(n);
        seed::to_device(a, ha, n);
        seed::to_device(b, hb, n);
        seed::poison(c, n * sizeof(float));
        my_kernel<<<dim3(num_blocks_x, num_blocks_y), 1>>>(a, b, c);  // second arg must be 1
        SEED_SYNC();
        seed::to_host(hc, c, n);
        for (int i = 0; i < n; ++i)
            chk.near("c", i, hc[i], ha[i] + hb[i], 0.0);
        cudaFree(a);
        cudaFree(b);
        cudaFree(c);
        delete[] ha;
        delete[] hb;
        delete[] hc;
    }
    return chk.finish();
}
