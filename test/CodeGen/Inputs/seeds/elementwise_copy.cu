// Guide 2.4.12.1 "Use __restrict__ Pointers": tile_elementwise_copy, a
// 64-element gather/scatter copy per block written without __restrict__.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void tile_elementwise_copy(float* out, float const* in) {
    namespace ct = cuda::tiles;

    using f32x64 = ct::tile<float, ct::shape<64>>;
    using i32x64 = ct::tile<int, ct::shape<64>>;

    auto inPtrs  = in  + 64 * ct::bid().x + ct::iota<i32x64>();
    auto outPtrs = out + 64 * ct::bid().x + ct::iota<i32x64>();

    auto data = ct::load(inPtrs);   // (1)
    ct::store(outPtrs, data);       // (2)
}

int main() {
    seed::checker chk("elementwise_copy");
    const int blocks[] = {1, 10, 33};
    for (int nb : blocks) {
        int n = 64 * nb;
        float *hin = new float[n], *hout = new float[n];
        seed::fill(hin, n);
        float *in = seed::device_alloc<float>(n), *out = seed::device_alloc<float>(n);
        seed::to_device(in, hin, n);
        seed::poison(out, n * sizeof(float));
        tile_elementwise_copy<<<nb, 1>>>(out, in);
        SEED_SYNC();
        seed::to_host(hout, out, n);
        for (int i = 0; i < n; ++i)
            chk.near("out", i, hout[i], hin[i], 0.0);
        cudaFree(in);
        cudaFree(out);
        delete[] hin;
        delete[] hout;
    }
    return chk.finish();
}
