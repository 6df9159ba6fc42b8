// A union read through another member (float bits as an unsigned, the
// classic exponent extraction), and a local table longer than 4096
// elements zero-initialized with {}: both compilers give them an alloca.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

union float_bits {
    float f;
    unsigned u;
};

__tile_global__ void exponents(const float* __restrict__ x, int* __restrict__ e, int n) {
    const int b = ct::bid().x;
    for (int i = 0; i < n; ++i) {
        float_bits v;
        v.f = x[b * n + i];
        e[b * n + i] = int((v.u >> 23) & 0xffu) - 127;
    }
}

__tile_global__ void from_bits(const unsigned* __restrict__ bits, float* __restrict__ y) {
    const int b = ct::bid().x;
    float_bits v{0u};
    v.u = bits[b];
    y[b] = v.f;
}

template <int Size>
__tile_global__ void key_counts(const int* __restrict__ keys, int* __restrict__ out, int n,
                                int probes) {
    const int b = ct::bid().x;
    int counts[Size] = {};
    for (int i = 0; i < n; ++i)
        counts[keys[b * n + i] % Size] += 1;
    for (int p = 0; p < probes; ++p)
        out[b * probes + p] = counts[keys[b * n + p] % Size];
}

int main() {
    seed::checker chk("union_punning");
    const int blocks = 2, n = 24, size = 5000;
    float hx[blocks * n];
    unsigned hb[blocks];
    int hk[blocks * n];
    seed::fill(hx, blocks * n);
    for (int b = 0; b < blocks; ++b)
        hb[b] = 0x3f800000u + unsigned(b) * 0x00400000u; // 1.0, 1.5
    for (int i = 0; i < blocks * n; ++i)
        hk[i] = int(seed::next_u32() % 20000);
    for (int i = 3; i < blocks * n; i += 5)
        hk[i] = hk[i - 3] + size; // same bucket, another key
    float* x = seed::device_alloc<float>(blocks * n);
    int* e = seed::device_alloc<int>(blocks * n);
    unsigned* bits = seed::device_alloc<unsigned>(blocks);
    float* y = seed::device_alloc<float>(blocks);
    int* k = seed::device_alloc<int>(blocks * n);
    int* c = seed::device_alloc<int>(blocks * n);
    seed::to_device(x, hx, blocks * n);
    seed::to_device(bits, hb, blocks);
    seed::to_device(k, hk, blocks * n);
    exponents<<<blocks, 1>>>(x, e, n);
    from_bits<<<blocks, 1>>>(bits, y);
    key_counts<size><<<blocks, 1>>>(k, c, n, n);
    SEED_SYNC();
    int he[blocks * n], hc[blocks * n];
    float hy[blocks];
    seed::to_host(he, e, blocks * n);
    seed::to_host(hy, y, blocks);
    seed::to_host(hc, c, blocks * n);
    for (int i = 0; i < blocks * n; ++i) {
        unsigned u;
        std::memcpy(&u, &hx[i], 4);
        chk.near("exponent", i, he[i], int((u >> 23) & 0xffu) - 127, 0);
    }
    for (int b = 0; b < blocks; ++b) {
        float f;
        std::memcpy(&f, &hb[b], 4);
        chk.near("from_bits", b, hy[b], f, 0);
        for (int p = 0; p < n; ++p) {
            int want = 0;
            for (int i = 0; i < n; ++i)
                want += hk[b * n + i] % size == hk[b * n + p] % size;
            chk.near("count", b * n + p, hc[b * n + p], want, 0);
        }
    }
    return chk.finish();
}
