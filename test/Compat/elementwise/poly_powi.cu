// A polynomial activation written with CUDA 13.5's ct::powi (fpowi): the
// cubic GELU approximation 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))),
// plus a per-element integer power from a tensor of exponents (a learned
// "power unit" with small signed exponents) and ct::pow with an int
// exponent (itof, then pow).
// RUN: %compat %s
#include <cmath>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void activations(const float* __restrict__ x, const int* __restrict__ e,
                                 float* __restrict__ gelu, float* __restrict__ pw,
                                 float* __restrict__ sq, int n) {
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape{128_ic}};
    auto ev = ct::partition_view{ct::tensor_span{e, ct::extents{n}}, ct::shape{128_ic}};
    auto gv = ct::partition_view{ct::tensor_span{gelu, ct::extents{n}}, ct::shape{128_ic}};
    auto pv = ct::partition_view{ct::tensor_span{pw, ct::extents{n}}, ct::shape{128_ic}};
    auto sv = ct::partition_view{ct::tensor_span{sq, ct::extents{n}}, ct::shape{128_ic}};
    const int b = ct::bid().x;
    auto v = xv.load(b);
    auto inner = 0.7978845608f * (v + 0.044715f * ct::powi(v, 3));
    gv.store(0.5f * v * (1.0f + ct::tanh(inner)), b);
    pv.store(ct::powi(v, ev.load(b)), b);
    sv.store(ct::pow(ct::abs(v), 2), b);
}

int main() {
    seed::checker chk("elementwise_poly_powi");
    const int n = 2048;
    float* hx = new float[n];
    int* he = new int[n];
    float *hg = new float[n], *hp = new float[n], *hs = new float[n];
    for (int i = 0; i < n; ++i) {
        hx[i] = seed::rand_float() * 3.0f;
        he[i] = i % 9 - 4;
    }
    float* x = seed::device_alloc<float>(n);
    int* e = seed::device_alloc<int>(n);
    float *g = seed::device_alloc<float>(n), *p = seed::device_alloc<float>(n),
          *s = seed::device_alloc<float>(n);
    seed::to_device(x, hx, n);
    seed::to_device(e, he, n);
    activations<<<n / 128, 1>>>(x, e, g, p, s, n);
    SEED_SYNC();
    seed::to_host(hg, g, n);
    seed::to_host(hp, p, n);
    seed::to_host(hs, s, n);
    for (int i = 0; i < n; ++i) {
        double v = hx[i];
        double want = 0.5 * v * (1.0 + std::tanh(0.7978845608 * (v + 0.044715 * v * v * v)));
        chk.rel("gelu", i, hg[i], want, 1e-5, 1.0);
        double pwant = std::pow(v, he[i]);
        chk.rel("powi", i, hp[i], pwant, 4 * seed::f32_eps, pwant);
        chk.rel("pow2", i, hs[i], v * v, 4 * seed::f32_eps, v * v);
    }
    cudaFree(x); cudaFree(e); cudaFree(g); cudaFree(p); cudaFree(s);
    delete[] hx; delete[] he; delete[] hg; delete[] hp; delete[] hs;
    return chk.finish();
}
