// ct::select and masks whose condition is not bool, as nvcc 13.4 takes
// them: an int tile (non-zero lanes), a float tile (NaN is true, -0.0 is
// false), an int scalar, an optional pointer (null or not) and a float mask
// on a masked load and store.
// RUN: %compat %s
#include <cmath>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

constexpr int N = 16;
using F = ct::tile<float, ct::shape<N>>;
using I = ct::tile<int, ct::shape<N>>;

__tile_global__ void pick(const float* __restrict__ x, const int* __restrict__ k,
                          const float* __restrict__ bias, float* __restrict__ out, int flip) {
    auto i = ct::iota<I>();
    F v = ct::load(x + i);
    I kv = ct::load(k + i);
    F one = ct::full<F>(1.0f), two = ct::full<F>(2.0f);
    ct::store(out + i, ct::select(kv, one, two));                 // int tile
    ct::store(out + N + i, ct::select(v, one, two));              // float tile
    ct::store(out + 2 * N + i, ct::select(flip, v, -v));          // int scalar
    ct::store(out + 3 * N + i, ct::select(bias, one, two));       // pointer
    F m = ct::load_masked(x + i, ct::element_cast<float>(kv) * 1.5f); // float mask
    ct::store_masked(out + 4 * N + i, m + 10.0f, v);              // float mask
}

int main() {
    seed::checker chk("select_conditions");
    float hx[N];
    int hk[N];
    for (int e = 0; e < N; ++e) {
        hx[e] = e % 4 == 0 ? 0.0f : float(e) - 7.5f;
        hk[e] = (e % 3) - 1;
    }
    hx[5] = NAN;
    hx[8] = -0.0f;
    float* x = seed::device_alloc<float>(N);
    int* k = seed::device_alloc<int>(N);
    float* out = seed::device_alloc<float>(5 * N);
    seed::to_device(x, hx, N);
    seed::to_device(k, hk, N);
    for (int launch = 0; launch < 2; ++launch) {
        float init[5 * N];
        for (float& f : init)
            f = -1.0f;
        seed::to_device(out, init, 5 * N);
        pick<<<1, 1>>>(x, k, launch ? x : nullptr, out, launch);
        SEED_SYNC();
        float ho[5 * N];
        seed::to_host(ho, out, 5 * N);
        for (int e = 0; e < N; ++e) {
            chk.exact("int tile", e, ho[e], hk[e] ? 1.0f : 2.0f);
            chk.exact("float tile", e, ho[N + e], hx[e] != 0.0f || hx[e] != hx[e] ? 1.0f : 2.0f);
            float s = launch ? hx[e] : -hx[e];
            if (s == s)
                chk.exact("int scalar", e, ho[2 * N + e], s);
            else
                chk.exact("int scalar NaN", e, ho[2 * N + e] != ho[2 * N + e], true);
            chk.exact("pointer", e, ho[3 * N + e], launch ? 1.0f : 2.0f);
            bool stored = hx[e] != 0.0f || hx[e] != hx[e];
            float loaded = hk[e] ? hx[e] : 0.0f;
            float want = stored ? loaded + 10.0f : -1.0f;
            if (want == want)
                chk.exact("masks", e, ho[4 * N + e], want);
            else
                chk.exact("masks NaN", e, ho[4 * N + e] != ho[4 * N + e], true);
        }
    }
    return chk.finish();
}
