// The frequency-domain half of an FFT convolution: Y[f] = sum over input
// channels c of X[c, f] * H[c, f], complex numbers stored interleaved
// (re, im) as cuFFT writes them. Each block owns BF frequencies; the
// interleaved pairs are loaded as a [BF, 2] tile and split with ct::extract;
// a small complex struct of two tiles with __tile__ operators does the
// arithmetic, accumulated over a run-time channel count; the result is
// written back interleaved through two strided pointer tiles.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int N>
struct cvec {
    ct::tile<float, ct::shape<N>> re, im;
};

template <int N>
__tile__ cvec<N> operator*(const cvec<N>& a, const cvec<N>& b) {
    return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

template <int N>
__tile__ cvec<N> operator+(const cvec<N>& a, const cvec<N>& b) {
    return {a.re + b.re, a.im + b.im};
}

template <int N>
__tile__ cvec<N> load_interleaved(const float* p, ct::tile<int, ct::shape<N, 1>> f, int nf) {
    auto idx = f * 2 + ct::iota<ct::tile<int, ct::shape<1, 2>>>();
    auto pair = ct::load_masked(p + idx, f < nf, 0.0f);
    return {ct::reshape(ct::extract(pair, ct::shape<N, 1>{}, 0, 0), ct::shape<N>{}),
            ct::reshape(ct::extract(pair, ct::shape<N, 1>{}, 0, 1), ct::shape<N>{})};
}

template <int BF>
__tile_global__ void spectral_mac(const float* __restrict__ x, const float* __restrict__ h, float* __restrict__ y,
                                  int channels, int nf) {
    auto f = int(ct::bid().x) * BF + ct::iota<ct::tile<int, ct::shape<BF, 1>>>();
    cvec<BF> acc{ct::zeros<ct::tile<float, ct::shape<BF>>>(), ct::zeros<ct::tile<float, ct::shape<BF>>>()};
    for (int c = 0; c < channels; ++c)
        acc = acc + load_interleaved<BF>(x + c * 2 * nf, f, nf) * load_interleaved<BF>(h + c * 2 * nf, f, nf);
    auto m = f < nf;
    ct::store_masked(y + f * 2, ct::reshape(acc.re, ct::shape<BF, 1>{}), m);
    ct::store_masked(y + f * 2 + 1, ct::reshape(acc.im, ct::shape<BF, 1>{}), m);
}

template <int BF>
static void run(seed::checker& chk, int channels, int nf) {
    const size_t n = size_t(channels) * nf * 2;
    float *hx = new float[n], *hh = new float[n], *hy = new float[2 * nf + 2];
    seed::fill(hx, n);
    seed::fill(hh, n);
    float *x = seed::device_alloc<float>(n), *h = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(2 * nf + 2);
    seed::to_device(x, hx, n);
    seed::to_device(h, hh, n);
    seed::poison(y, (2 * nf + 2) * sizeof(float));
    spectral_mac<BF><<<(nf + BF - 1) / BF, 1>>>(x, h, y, channels, nf);
    SEED_SYNC();
    seed::to_host(hy, y, 2 * nf + 2);
    for (int fi = 0; fi < nf; ++fi) {
        double re = 0, im = 0, mag = 0;
        for (int c = 0; c < channels; ++c) {
            const float *a = hx + (size_t(c) * nf + fi) * 2, *b = hh + (size_t(c) * nf + fi) * 2;
            re += double(a[0]) * b[0] - double(a[1]) * b[1];
            im += double(a[0]) * b[1] + double(a[1]) * b[0];
            mag += 2.0;
        }
        chk.near("re", fi, hy[2 * fi], re, (channels + 4) * seed::f32_eps * mag);
        chk.near("im", fi, hy[2 * fi + 1], im, (channels + 4) * seed::f32_eps * mag);
    }
    chk.untouched("y guard", hy + 2 * nf, 2 * sizeof(float));
    cudaFree(x); cudaFree(h); cudaFree(y);
    delete[] hx; delete[] hh; delete[] hy;
}

int main() {
    seed::checker chk("elementwise_complex_freq_conv");
    run<64>(chk, 8, 257);
    run<128>(chk, 3, 128);
    return chk.finish();
}
