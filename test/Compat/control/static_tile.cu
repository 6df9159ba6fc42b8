// A function-local static tile, which nvcc 13.4 accepts: a tile-shaped
// module global (zero at first) that each access reads or writes whole
// through a view of it. The kernel keeps a running 2-D sum of the tiles it
// is given and a running count in a static int, across launches; a
// `__tile__` helper keeps its own static tile of maxima, reached through a
// reference.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

using T48 = ct::tile<float, ct::shape<4, 8>>;

__tile__ void keep_max(const T48& x, T48& into) { into = ct::max(into, x); }

__tile__ T48 running_max(const T48& x) {
    static T48 best;
    keep_max(x, best);
    return best;
}

__tile_global__ void accumulate(const float* __restrict__ x, float* __restrict__ sum, float* __restrict__ mx,
                                int* __restrict__ count) {
    static T48 total;
    static int launches;
    auto in = ct::partition_view{ct::tensor_span{x, ct::extents{4, 8}}, ct::shape<4, 8>{}};
    auto so = ct::partition_view{ct::tensor_span{sum, ct::extents{4, 8}}, ct::shape<4, 8>{}};
    auto mo = ct::partition_view{ct::tensor_span{mx, ct::extents{4, 8}}, ct::shape<4, 8>{}};
    const T48 t = in.load(0, 0);
    total = total + t;
    so.store(total, 0, 0);
    mo.store(running_max(t), 0, 0);
    count[0] = ++launches;
}

int main() {
    seed::checker chk("control_static_tile");
    const int n = 32;
    float *x = seed::device_alloc<float>(n), *sum = seed::device_alloc<float>(n), *mx = seed::device_alloc<float>(n);
    int* count = seed::device_alloc<int>(1);
    float hsum[n] = {}, hmax[n], hx[n], got[n];
    for (int i = 0; i < n; ++i) hmax[i] = 0.0f;  // the static starts at zero
    for (int launch = 0; launch < 3; ++launch) {
        seed::fill(hx, n);
        seed::to_device(x, hx, n);
        accumulate<<<1, 1>>>(x, sum, mx, count);
        SEED_SYNC();
        for (int i = 0; i < n; ++i) {
            hsum[i] += hx[i];
            hmax[i] = hx[i] > hmax[i] ? hx[i] : hmax[i];
        }
        seed::to_host(got, sum, n);
        for (int i = 0; i < n; ++i) chk.near("sum", launch * n + i, got[i], hsum[i], 1e-5f);
        seed::to_host(got, mx, n);
        for (int i = 0; i < n; ++i) chk.exact("max", launch * n + i, got[i] == hmax[i], 1);
        int c = 0;
        seed::to_host(&c, count, 1);
        chk.exact("count", launch, c, launch + 1);
    }
    cudaFree(x); cudaFree(sum); cudaFree(mx); cudaFree(count);
    return chk.finish();
}
