// Guide 2.4.9.4 "Element-wise Selection": ct::select with a comparison mask,
// on the guide's constants and on loaded data with a broadcast condition.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void select_kernel(float* r_out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    auto cond = ct::iota<ct::tile<int, ct::shape<4>>>() < 2;   // {T, T, F, F}
    auto t    = ct::full<ct::tile<float, ct::shape<4>>>( 1.0f);
    auto f    = ct::full<ct::tile<float, ct::shape<4>>>(-1.0f);
    auto r    = ct::select(cond, t, f);                        // {1, 1, -1, -1}
    ct::store(r_out + ct::iota<ct::tile<int, ct::shape<4>>>(), r);  // added: store the result
}

// cond is 4x1 (one flag per row) and broadcasts over the 4x8 operands.
__tile_global__ void select_loaded(const float* a, const float* b, const int* flags, float* out) {
    namespace ct = cuda::tiles;
    auto idx = ct::iota<ct::tile<int, ct::shape<4, 8>>>();
    auto cond = ct::load(flags + ct::iota<ct::tile<int, ct::shape<4, 1>>>()) > 0;
    ct::store(out + idx, ct::select(cond, ct::load(a + idx), ct::load(b + idx)));
}

int main() {
    seed::checker chk("select");
    float hr[4];
    float *r = seed::device_alloc<float>(4);
    seed::poison(r, sizeof hr);
    select_kernel<<<1, 1>>>(r);
    SEED_SYNC();
    seed::to_host(hr, r, 4);
    const float want[4] = {1, 1, -1, -1};
    for (int i = 0; i < 4; ++i)
        chk.near("r", i, hr[i], want[i], 0.0);

    float ha[32], hb[32], ho[32];
    int hf[4];
    seed::fill(ha, 32);
    seed::fill(hb, 32);
    seed::fill(hf, 4, -5, 5);
    float *a = seed::device_alloc<float>(32), *b = seed::device_alloc<float>(32),
          *out = seed::device_alloc<float>(32);
    int *fl = seed::device_alloc<int>(4);
    seed::to_device(a, ha, 32);
    seed::to_device(b, hb, 32);
    seed::to_device(fl, hf, 4);
    seed::poison(out, sizeof ho);
    select_loaded<<<1, 1>>>(a, b, fl, out);
    SEED_SYNC();
    seed::to_host(ho, out, 32);
    for (int i = 0; i < 32; ++i)
        chk.near("loaded", i, ho[i], hf[i / 8] > 0 ? ha[i] : hb[i], 0.0);
    cudaFree(r);
    cudaFree(a);
    cudaFree(b);
    cudaFree(out);
    cudaFree(fl);
    return chk.finish();
}
