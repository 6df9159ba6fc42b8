// Guide 2.4.5.2 "C++ integral_constant and _ic Literals": ct::cat with the
// axis as a template argument and as an _ic literal. The guide's tile
// function is kept as written; concat_kernel stores the same two results, and
// concat_loaded concatenates loaded data along axis 1.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile__ void concat_demo() {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    using T = ct::tile<int, ct::shape<4, 8>>;
    T lhs = ct::full<T>(0);
    T rhs = ct::full<T>(1);

    auto a = ct::cat<0>(lhs, rhs);     // NTTP form
    auto b = ct::cat(lhs, rhs, 0_ic);  // _ic form
}

__tile_global__ void concat_kernel(int* a_out, int* b_out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using T = ct::tile<int, ct::shape<4, 8>>;

    concat_demo();
    T lhs = ct::full<T>(0);
    T rhs = ct::full<T>(1);
    auto offsets = ct::iota<ct::tile<int, ct::shape<8, 8>>>();
    ct::store(a_out + offsets, ct::cat<0>(lhs, rhs));
    ct::store(b_out + offsets, ct::cat(lhs, rhs, 0_ic));
}

__tile_global__ void concat_loaded(const int* l, const int* r, int* out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    auto in = ct::iota<ct::tile<int, ct::shape<4, 8>>>();
    auto lhs = ct::load(l + in);
    auto rhs = ct::load(r + in);
    ct::store(out + ct::iota<ct::tile<int, ct::shape<4, 16>>>(), ct::cat(lhs, rhs, 1_ic));
}

int main() {
    seed::checker chk("concat");
    int ha[64], hb[64], hl[32], hr[32], ho[64];
    int *a = seed::device_alloc<int>(64), *b = seed::device_alloc<int>(64);
    seed::poison(a, sizeof ha);
    seed::poison(b, sizeof hb);
    concat_kernel<<<1, 1>>>(a, b);
    SEED_SYNC();
    seed::to_host(ha, a, 64);
    seed::to_host(hb, b, 64);
    for (int i = 0; i < 64; ++i) {
        chk.exact("a", i, ha[i], i < 32 ? 0 : 1); // rows 0-3 from lhs, 4-7 from rhs
        chk.exact("b", i, hb[i], i < 32 ? 0 : 1);
    }

    seed::fill(hl, 32);
    seed::fill(hr, 32);
    int *l = seed::device_alloc<int>(32), *r = seed::device_alloc<int>(32),
        *out = seed::device_alloc<int>(64);
    seed::to_device(l, hl, 32);
    seed::to_device(r, hr, 32);
    seed::poison(out, sizeof ho);
    concat_loaded<<<1, 1>>>(l, r, out);
    SEED_SYNC();
    seed::to_host(ho, out, 64);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 16; ++j)
            chk.exact("loaded", i * 16 + j, ho[i * 16 + j], j < 8 ? hl[i * 8 + j] : hr[i * 8 + j - 8]);
    cudaFree(a);
    cudaFree(b);
    cudaFree(l);
    cudaFree(r);
    cudaFree(out);
    return chk.finish();
}
