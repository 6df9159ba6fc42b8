// Counter-based dropout: a 32-bit integer hash (multiply, xor-shift with
// unsigned shift amounts) of the element index and a seed gives each
// element a keep bit; kept values are scaled by 1/(1-p), dropped ones are
// zero, and the keep mask is written as uint8. The drop threshold is an
// unsigned kernel argument, the scale a float one. __half data.
// RUN: %compat %s
#include <cstdint>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void dropout(const __half* __restrict__ x, __half* __restrict__ y, uint8_t* __restrict__ keep,
                             uint32_t seed, uint32_t threshold, float scale, int n) {
    using u32_t = ct::tile<uint32_t, ct::shape<BLOCK>>;
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    u32_t h = ct::element_cast<uint32_t>(i) * 0x9E3779B1u + seed;
    h = h ^ (h >> 16u);
    h = h * 0x85EBCA6Bu;
    h = h ^ (h >> 13u);
    h = h * 0xC2B2AE35u;
    h = h ^ (h >> 16u);
    auto kept = h >= threshold;
    auto v = ct::element_cast<float>(ct::load_masked(x + i, m));
    auto out = ct::select(kept, v * scale, ct::zeros<ct::tile<float, ct::shape<BLOCK>>>());
    ct::store_masked(y + i, ct::element_cast<__half>(out), m);
    ct::store_masked(keep + i, ct::element_cast<uint8_t>(kept), m);
}

static uint32_t host_hash(uint32_t i, uint32_t seed) {
    uint32_t h = i * 0x9E3779B1u + seed;
    h ^= h >> 16; h *= 0x85EBCA6Bu; h ^= h >> 13; h *= 0xC2B2AE35u; h ^= h >> 16;
    return h;
}

template <int BLOCK>
static void run(seed::checker& chk, int n, double p) {
    const int guard = 16;
    uint32_t s = seed::next_u32();
    uint32_t threshold = uint32_t(p * 4294967296.0);
    float scale = float(1.0 / (1.0 - p));
    __half *hx = new __half[n], *hy = new __half[n + guard];
    uint8_t* hk = new uint8_t[n + guard];
    for (int i = 0; i < n; ++i) hx[i] = __float2half(seed::rand_float());
    __half *x = seed::device_alloc<__half>(n), *y = seed::device_alloc<__half>(n + guard);
    uint8_t* k = seed::device_alloc<uint8_t>(n + guard);
    seed::to_device(x, hx, n);
    seed::poison(y, (n + guard) * sizeof(__half));
    seed::poison(k, n + guard);
    dropout<BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(x, y, k, s, threshold, scale, n);
    SEED_SYNC();
    seed::to_host(hy, y, n + guard);
    seed::to_host(hk, k, n + guard);
    for (int i = 0; i < n; ++i) {
        bool kept = host_hash(uint32_t(i), s) >= threshold;
        chk.exact("keep", i, hk[i], kept ? 1 : 0);
        double want = kept ? double(__half2float(hx[i])) * scale : 0.0;
        chk.near("y", i, __half2float(hy[i]), want, std::fabs(want) / 1024);
    }
    chk.untouched("y", hy + n, guard * sizeof(__half));
    chk.untouched("keep", hk + n, guard);
    cudaFree(x); cudaFree(y); cudaFree(k);
    delete[] hx; delete[] hy; delete[] hk;
}

int main() {
    seed::checker chk("elementwise_hash_dropout_u32");
    run<256>(chk, 1000, 0.1);
    run<128>(chk, 4096, 0.5);
    run<64>(chk, 37, 0.25);
    return chk.finish();
}
