// A complex multiply-accumulate over chunks of interleaved (re, im) pairs:
// y = sum over chunks j of a[j] * b[j], N complex numbers per chunk. Each
// chunk is one unmasked [N, 2] pointer-tile load split by ct::extract into a
// struct of two tiles with __tile__ operators; the chunk loop is a plain
// run-time `for` in one kernel and a ct::irange in the other. Only reads
// happen in the loop: the stores after it wait for the last chunk's loads
// (nvcc's token form; with the join of every chunk's loads tileiras made
// 291 and 310 SASS instructions sm_90 of nvcc's 260 and 276).
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int N>
struct cplx {
    ct::tile<float, ct::shape<N>> re, im;
};

template <int N>
__tile__ cplx<N> operator*(cplx<N> a, cplx<N> b) {
    return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

template <int N>
__tile__ cplx<N> operator+(cplx<N> a, cplx<N> b) {
    return {a.re + b.re, a.im + b.im};
}

template <int N>
__tile__ cplx<N> load_chunk(const float* p) {
    auto idx = ct::iota<ct::tile<int, ct::shape<N, 1>>>() * 2 + ct::iota<ct::tile<int, ct::shape<1, 2>>>();
    auto pair = ct::load(p + idx);
    return {ct::reshape(ct::extract(pair, ct::shape<N, 1>{}, 0, 0), ct::shape<N>{}),
            ct::reshape(ct::extract(pair, ct::shape<N, 1>{}, 0, 1), ct::shape<N>{})};
}

template <int N>
__tile__ void store_chunk(float* y, const cplx<N>& v) {
    auto i = ct::iota<ct::tile<int, ct::shape<N, 1>>>();
    ct::store(y + i * 2, ct::reshape(v.re, ct::shape<N, 1>{}));
    ct::store(y + i * 2 + 1, ct::reshape(v.im, ct::shape<N, 1>{}));
}

template <int N>
__tile__ cplx<N> zero_cplx() {
    return {ct::zeros<ct::tile<float, ct::shape<N>>>(), ct::zeros<ct::tile<float, ct::shape<N>>>()};
}

template <int N>
__tile_global__ void mac_for(const float* a, const float* b, float* y, int chunks) {
    cplx<N> acc = zero_cplx<N>();
    for (int j = 0; j < chunks; ++j)
        acc = acc + load_chunk<N>(a + 2 * N * j) * load_chunk<N>(b + 2 * N * j);
    store_chunk<N>(y, acc);
}

template <int N>
__tile_global__ void mac_irange(const float* a, const float* b, float* y, int chunks) {
    cplx<N> acc = zero_cplx<N>();
    for (int j : ct::irange(0, chunks))
        acc = acc + load_chunk<N>(a + 2 * N * j) * load_chunk<N>(b + 2 * N * j);
    store_chunk<N>(y, acc);
}

template <int N>
static void run(seed::checker& chk, int chunks, bool irange) {
    const size_t n = size_t(chunks) * N * 2;
    float *ha = new float[n + 1], *hb = new float[n + 1], *hy = new float[2 * N + 2];
    seed::fill(ha, n + 1);
    seed::fill(hb, n + 1);
    float *a = seed::device_alloc<float>(n + 1), *b = seed::device_alloc<float>(n + 1);
    float* y = seed::device_alloc<float>(2 * N + 2);
    seed::to_device(a, ha, n + 1);
    seed::to_device(b, hb, n + 1);
    seed::poison(y, (2 * N + 2) * sizeof(float));
    if (irange)
        mac_irange<N><<<1, 1>>>(a, b, y, chunks);
    else
        mac_for<N><<<1, 1>>>(a, b, y, chunks);
    SEED_SYNC();
    seed::to_host(hy, y, 2 * N + 2);
    const char* re_name = irange ? "irange re" : "for re";
    const char* im_name = irange ? "irange im" : "for im";
    for (int k = 0; k < N; ++k) {
        double re = 0, im = 0, mag = 0;
        for (int j = 0; j < chunks; ++j) {
            const float *p = ha + (size_t(j) * N + k) * 2, *q = hb + (size_t(j) * N + k) * 2;
            re += double(p[0]) * q[0] - double(p[1]) * q[1];
            im += double(p[0]) * q[1] + double(p[1]) * q[0];
            mag += 2.0;
        }
        chk.near(re_name, k, hy[2 * k], re, (chunks + 4) * seed::f32_eps * mag);
        chk.near(im_name, k, hy[2 * k + 1], im, (chunks + 4) * seed::f32_eps * mag);
    }
    chk.untouched("y guard", hy + 2 * N, 2 * sizeof(float));
    cudaFree(a); cudaFree(b); cudaFree(y);
    delete[] ha; delete[] hb; delete[] hy;
}

int main() {
    seed::checker chk("elementwise_complex_mac_unmasked");
    run<16>(chk, 7, false);
    run<16>(chk, 7, true);
    run<16>(chk, 0, false);
    run<32>(chk, 3, true);
    return chk.finish();
}
