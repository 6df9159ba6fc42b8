// Explicit rounding and subnormal flags on f32 arithmetic: ct::add and
// ct::mul rounded toward zero, ct::sub toward negative infinity, ct::div
// with round_approximate, ct::fma toward positive infinity, and ct::exp2
// and ct::rsqrt with round_subnormals_to_zero (inputs kept away from the
// subnormal range so the reference is the ordinary one). The direction of
// the add is an int template parameter mapped to a rounding_mode constant.
// RUN: %compat %s
#include <cfloat>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int kDir>
constexpr ct::rounding_mode add_mode = kDir == 0   ? ct::rounding_mode::round_toward_zero
                                       : kDir < 0 ? ct::rounding_mode::round_toward_negative
                                                  : ct::rounding_mode::round_toward_positive;

template <int BLOCK, int kAddDir = 0>
__tile_global__ void rounded_ops(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ out,
                                 int n) {
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto x = ct::load_masked(a + i, m, 1.0f);
    auto y = ct::load_masked(b + i, m, 1.0f);
    ct::store_masked(out + 0 * n + i, ct::add(x, y, ct::rounding_mode_constant<add_mode<kAddDir>>{}), m);
    ct::store_masked(out + 1 * n + i, ct::mul(x, y, ct::round_toward_zero_t{}), m);
    ct::store_masked(out + 2 * n + i, ct::sub(x, y, ct::round_toward_negative_t{}), m);
    ct::store_masked(out + 3 * n + i, ct::div(x, y, ct::round_approximate_t{}), m);
    ct::store_masked(out + 4 * n + i, ct::fma(x, y, x, ct::round_toward_positive_t{}), m);
    ct::store_masked(out + 5 * n + i, ct::exp2(x, ct::round_subnormals_to_zero_t{}), m);
    ct::store_masked(out + 6 * n + i, ct::rsqrt(ct::abs(y), ct::round_subnormals_to_zero_t{}), m);
}

// Round the exactly representable double `e` to float in the given direction.
static float round_dir(double e, int dir) {  // dir: 0 toward zero, -1 down, +1 up
    float f = float(e);
    if (double(f) == e) return f;
    if (dir == 0 && std::fabs(double(f)) > std::fabs(e)) f = std::nextafter(f, 0.0f);
    if (dir < 0 && double(f) > e) f = std::nextafter(f, -INFINITY);
    if (dir > 0 && double(f) < e) f = std::nextafter(f, INFINITY);
    return f;
}

template <int BLOCK, int kAddDir>
static void run(seed::checker& chk, int n) {
    float *ha = new float[n], *hb = new float[n], *ho = new float[7 * n];
    for (int i = 0; i < n; ++i) { ha[i] = 4 * seed::rand_float(); hb[i] = 3 * seed::rand_float(); }
    float *a = seed::device_alloc<float>(n), *b = seed::device_alloc<float>(n), *o = seed::device_alloc<float>(7 * n);
    seed::to_device(a, ha, n); seed::to_device(b, hb, n);
    seed::poison(o, 7 * n * sizeof(float));
    rounded_ops<BLOCK, kAddDir><<<(n + BLOCK - 1) / BLOCK, 1>>>(a, b, o, n);
    SEED_SYNC();
    seed::to_host(ho, o, 7 * n);
    const int add_dir = kAddDir;
    for (int i = 0; i < n; ++i) {
        double x = ha[i], y = hb[i];
        chk.exact("add", i, ho[0 * n + i] == round_dir(x + y, add_dir), 1);
        chk.exact("mul", i, ho[1 * n + i] == round_dir(x * y, 0), 1);
        chk.exact("sub", i, ho[2 * n + i] == round_dir(x - y, -1), 1);
        chk.near("div", i, ho[3 * n + i], x / y, 4 * FLT_EPSILON * std::fabs(x / y));
        double f = x * y + x;  // x*y is exact in double; one more rounding at most
        chk.near("fma", i, ho[4 * n + i], f, FLT_EPSILON * std::fabs(f) + 1e-30);
        chk.exact("fma_dir", i, double(ho[4 * n + i]) >= f * (1 - 1e-15) - 1e-30, 1);
        chk.near("exp2", i, ho[5 * n + i], std::exp2(x), 4 * FLT_EPSILON * std::exp2(x));
        chk.near("rsqrt", i, ho[6 * n + i], 1 / std::sqrt(std::fabs(y)), 4 * FLT_EPSILON / std::sqrt(std::fabs(y)));
    }
    cudaFree(a); cudaFree(b); cudaFree(o);
    delete[] ha; delete[] hb; delete[] ho;
}

int main() {
    seed::checker chk("elementwise_rounding_flags");
    run<128, 0>(chk, 1000);
    run<64, 1>(chk, 100);
    run<256, -1>(chk, 256);
    return chk.finish();
}
