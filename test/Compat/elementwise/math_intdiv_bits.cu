// The less common element-wise functions: ct::pow, ct::atan2, ct::sinh,
// ct::cosh, ct::tan and ct::log2 on f32; ct::floordiv, ct::ceildiv,
// ct::remainder on int32 (negative operands included, where floor and
// truncation differ) and ct::mulhi on uint32; ct::isnan / ct::isinf on
// values made NaN or infinite on purpose; and ct::element_bitcast of f32
// to uint32 to pull out the exponent field.
// RUN: %compat %s
#include <cstdint>
#include <cstring>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void float_math(const float* __restrict__ x, const float* __restrict__ y, float* __restrict__ out,
                                int n) {
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto a = ct::load_masked(x + i, m, 1.0f);
    auto b = ct::load_masked(y + i, m, 1.0f);
    ct::store_masked(out + 0 * n + i, ct::pow(ct::abs(a), b), m);
    ct::store_masked(out + 1 * n + i, ct::atan2(a, b), m);
    ct::store_masked(out + 2 * n + i, ct::sinh(a) - ct::cosh(b), m);
    ct::store_masked(out + 3 * n + i, ct::tan(a * 0.5f) + ct::log2(ct::abs(b)), m);
}

template <int BLOCK>
__tile_global__ void int_math(const int* __restrict__ x, const int* __restrict__ y, int* __restrict__ out, int n) {
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto a = ct::load_masked(x + i, m, 1);
    auto b = ct::load_masked(y + i, m, 1);
    ct::store_masked(out + 0 * n + i, ct::floordiv(a, b), m);
    ct::store_masked(out + 1 * n + i, ct::ceildiv(a, b), m);
    ct::store_masked(out + 2 * n + i, ct::remainder(a, b), m);
    // mulhi on the unsigned reinterpretation (the high word of the 64-bit product)
    auto ua = ct::element_bitcast<uint32_t>(a * 65537);
    auto ub = ct::element_bitcast<uint32_t>(b * 40503);
    ct::store_masked(out + 3 * n + i, ct::element_bitcast<int>(ct::mulhi(ua, ub)), m);
}

template <int BLOCK>
__tile_global__ void classify(const float* __restrict__ x, uint32_t* __restrict__ exps, int* __restrict__ kind, int n) {
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto a = ct::load_masked(x + i, m);
    auto bits = ct::element_bitcast<uint32_t>(a);
    ct::store_masked(exps + i, (bits >> 23u) & 0xFFu, m);
    ct::store_masked(kind + i, ct::element_cast<int>(ct::isnan(a)) + 2 * ct::element_cast<int>(ct::isinf(a)), m);
}

template <int BLOCK>
static void run(seed::checker& chk, int n) {
    const int grid = (n + BLOCK - 1) / BLOCK;
    float *hx = new float[n], *hy = new float[n], *hf = new float[4 * n];
    int *ha = new int[n], *hb = new int[n], *hi = new int[4 * n], *hk = new int[n];
    uint32_t* he = new uint32_t[n];
    for (int i = 0; i < n; ++i) { hx[i] = 2 * seed::rand_float(); hy[i] = 2 * seed::rand_float(); }
    seed::fill(ha, n, -1000, 1000);
    seed::fill(hb, n, -9, 9);
    float* hc = new float[n];
    for (int i = 0; i < n; ++i) hc[i] = (i % 7 == 3) ? NAN : (i % 7 == 5 ? -INFINITY : hx[i] * 1e30f);
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n), *f = seed::device_alloc<float>(4 * n),
          *c = seed::device_alloc<float>(n);
    int *a = seed::device_alloc<int>(n), *b = seed::device_alloc<int>(n), *io = seed::device_alloc<int>(4 * n),
        *k = seed::device_alloc<int>(n);
    uint32_t* e = seed::device_alloc<uint32_t>(n);
    seed::to_device(x, hx, n); seed::to_device(y, hy, n); seed::to_device(a, ha, n); seed::to_device(b, hb, n);
    seed::to_device(c, hc, n);
    float_math<BLOCK><<<grid, 1>>>(x, y, f, n);
    SEED_SYNC();
    int_math<BLOCK><<<grid, 1>>>(a, b, io, n);
    SEED_SYNC();
    classify<BLOCK><<<grid, 1>>>(c, e, k, n);
    SEED_SYNC();
    seed::to_host(hf, f, 4 * n); seed::to_host(hi, io, 4 * n); seed::to_host(hk, k, n); seed::to_host(he, e, n);
    for (int i = 0; i < n; ++i) {
        double X = hx[i], Y = hy[i];
        double w0 = std::pow(std::fabs(X), Y), w1 = std::atan2(X, Y), w2 = std::sinh(X) - std::cosh(Y),
               w3 = std::tan(X * 0.5) + std::log2(std::fabs(Y));
        chk.near("pow", i, hf[i], w0, 1e-5 * (std::fabs(w0) + 1));
        chk.near("atan2", i, hf[n + i], w1, 1e-5 * (std::fabs(w1) + 1));
        chk.near("sinh_cosh", i, hf[2 * n + i], w2, 1e-5 * (std::fabs(w2) + 1));
        chk.near("tan_log2", i, hf[3 * n + i], w3, 1e-5 * (std::fabs(w3) + 1));
        long long A = ha[i], B = hb[i];
        long long fd = A / B - ((A % B != 0) && ((A < 0) != (B < 0)) ? 1 : 0);
        long long cd = A / B + ((A % B != 0) && ((A < 0) == (B < 0)) ? 1 : 0);
        chk.exact("floordiv", i, hi[i], fd);
        chk.exact("ceildiv", i, hi[n + i], cd);
        chk.exact("remainder", i, hi[2 * n + i], A % B);
        unsigned long long p = (unsigned long long)(uint32_t(A) * 65537u) * (uint32_t(B) * 40503u);
        chk.exact("mulhi", i, uint32_t(hi[3 * n + i]), uint32_t(p >> 32));
        uint32_t bits;
        std::memcpy(&bits, &hc[i], 4);
        chk.exact("exp", i, he[i], (bits >> 23) & 0xFF);
        chk.exact("kind", i, hk[i], std::isnan(hc[i]) ? 1 : (std::isinf(hc[i]) ? 2 : 0));
    }
    cudaFree(x); cudaFree(y); cudaFree(f); cudaFree(c); cudaFree(a); cudaFree(b); cudaFree(io); cudaFree(k); cudaFree(e);
    delete[] hx; delete[] hy; delete[] hf; delete[] ha; delete[] hb; delete[] hi; delete[] hk; delete[] he; delete[] hc;
}

int main() {
    seed::checker chk("elementwise_math_intdiv_bits");
    run<128>(chk, 1000);
    run<64>(chk, 64);
    run<256>(chk, 77);
    return chk.finish();
}
