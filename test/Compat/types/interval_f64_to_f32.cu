// Interval enclosures in single precision of double-precision results: for
// each element the kernel computes a*b in double and stores the f32
// interval [lo, hi] with element_cast<float>(x, round_toward_negative_t)
// and element_cast<float>(x, round_toward_positive_t) (CUDA 13.5 rounding
// tags), plus the truncation toward zero used for a magnitude bound. The
// host recomputes each bound from the double with nextafterf and checks
// every bit, and that lo <= x <= hi.
// RUN: %compat %s
#include <cmath>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int B>
__tile_global__ void enclose(const double* __restrict__ a, const double* __restrict__ b,
                             float* __restrict__ lo, float* __restrict__ hi,
                             float* __restrict__ tz, int n) {
    auto av = ct::partition_view{ct::tensor_span{a, ct::extents{n}}, ct::shape<B>{}};
    auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{n}}, ct::shape<B>{}};
    auto lv = ct::partition_view{ct::tensor_span{lo, ct::extents{n}}, ct::shape<B>{}};
    auto hv = ct::partition_view{ct::tensor_span{hi, ct::extents{n}}, ct::shape<B>{}};
    auto zv = ct::partition_view{ct::tensor_span{tz, ct::extents{n}}, ct::shape<B>{}};
    const int i = ct::bid().x;
    auto x = av.load(i) * bv.load(i);
    lv.store(ct::element_cast<float>(x, ct::round_toward_negative_t{}), i);
    hv.store(ct::element_cast<float>(x, ct::round_toward_positive_t{}), i);
    zv.store(ct::element_cast<float>(x, ct::round_toward_zero_t{}), i);
}

static unsigned bits(float f) {
    unsigned u;
    std::memcpy(&u, &f, 4);
    return u;
}
// The float below (dir < 0) or above (dir > 0) x, x itself when exact.
static float round_dir(double x, int dir) {
    float f = float(x); // nearest
    if (double(f) == x) return f;
    if (dir < 0 && double(f) > x) return std::nextafterf(f, -INFINITY);
    if (dir > 0 && double(f) < x) return std::nextafterf(f, INFINITY);
    return f;
}

static void run(seed::checker& chk, int n) {
    constexpr int B = 128;
    double *ha = new double[n], *hb = new double[n];
    for (int i = 0; i < n; ++i) {
        ha[i] = std::ldexp(double(seed::rand_float()) + 1e-9 * seed::rand_float(), int(seed::next_u32() % 40) - 20);
        hb[i] = double(seed::rand_float()) * (1 + 1e-12 * int(seed::next_u32() % 1000));
    }
    ha[0] = 0.5; hb[0] = 0.5;    // exact: all three bounds equal
    ha[1] = 1e30; hb[1] = 1e10;  // beyond float: inf above, FLT_MAX below
    ha[2] = -1e30; hb[2] = 1e10; // and the negative side
    ha[3] = 1e-30; hb[3] = 1e-20; // below the smallest subnormal: 0 and 2^-149
    ha[4] = 1e300; hb[4] = 1e10; // infinite in double too
    double *a = seed::device_alloc<double>(n), *b = seed::device_alloc<double>(n);
    float *lo = seed::device_alloc<float>(n), *hi = seed::device_alloc<float>(n), *tz = seed::device_alloc<float>(n);
    seed::to_device(a, ha, n);
    seed::to_device(b, hb, n);
    enclose<B><<<dim3(n / B), 1>>>(a, b, lo, hi, tz, n);
    SEED_SYNC();
    float *hlo = new float[n], *hhi = new float[n], *htz = new float[n];
    seed::to_host(hlo, lo, n);
    seed::to_host(hhi, hi, n);
    seed::to_host(htz, tz, n);
    for (int i = 0; i < n; ++i) {
        double x = ha[i] * hb[i];
        float wl = round_dir(x, -1), wh = round_dir(x, 1), wz = x < 0 ? round_dir(x, 1) : round_dir(x, -1);
        if (std::isinf(x)) wl = wh = wz = float(x);
        chk.exact("lo", i, bits(hlo[i]), bits(wl));
        chk.exact("hi", i, bits(hhi[i]), bits(wh));
        chk.exact("tz", i, bits(htz[i]), bits(wz));
        chk.exact("enclosed", i, double(hlo[i]) <= x && x <= double(hhi[i]), 1);
    }
    cudaFree(a); cudaFree(b); cudaFree(lo); cudaFree(hi); cudaFree(tz);
    delete[] ha; delete[] hb; delete[] hlo; delete[] hhi; delete[] htz;
}

int main() {
    seed::checker chk("types_interval_f64_to_f32");
    run(chk, 1024);
    return chk.finish();
}
