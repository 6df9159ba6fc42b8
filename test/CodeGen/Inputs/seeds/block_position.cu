// Guide 2.4.3 "Querying Block Position": ct::bid() and ct::num_blocks() on a
// 2-D grid.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void my_kernel(float* a, float* b, float* c) {
    namespace ct = cuda::tiles;
    int bid_x = ct::bid().x;          // block index along .x
    int bid_y = ct::bid().y;          // block index along .y
    int num_x = ct::num_blocks().x;   // total blocks along .x
    // Added so that the values can be checked: each block writes its three
    // values at its own position.
    int i = bid_y * num_x + bid_x;
    ct::store(a + i, (float)bid_x);
    ct::store(b + i, (float)bid_y);
    ct::store(c + i, (float)num_x);
}

int main() {
    seed::checker chk("block_position");
    const int grids[][2] = {{1, 1}, {4, 1}, {3, 5}, {9, 2}};
    for (auto g : grids) {
        int nx = g[0], ny = g[1], n = nx * ny;
        float *ha = new float[n], *hb = new float[n], *hc = new float[n];
        float *a = seed::device_alloc<float>(n), *b = seed::device_alloc<float>(n),
              *c = seed::device_alloc<float>(n);
        seed::poison(a, n * sizeof(float));
        seed::poison(b, n * sizeof(float));
        seed::poison(c, n * sizeof(float));
        my_kernel<<<dim3(nx, ny), 1>>>(a, b, c);
        SEED_SYNC();
        seed::to_host(ha, a, n);
        seed::to_host(hb, b, n);
        seed::to_host(hc, c, n);
        for (int y = 0; y < ny; ++y)
            for (int x = 0; x < nx; ++x) {
                int i = y * nx + x;
                chk.near("bid_x", i, ha[i], x, 0.0);
                chk.near("bid_y", i, hb[i], y, 0.0);
                chk.near("num_x", i, hc[i], nx, 0.0);
            }
        cudaFree(a);
        cudaFree(b);
        cudaFree(c);
        delete[] ha;
        delete[] hb;
        delete[] hc;
    }
    return chk.finish();
}
