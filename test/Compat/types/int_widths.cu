// Integer element types without C++ integral promotion: a 32-bit hash
// (multiply, xor, unsigned shifts uint_tile >> 16) as used for dropout masks
// and hashing kernels, uint8 wrap-around (uint8 + uint8 stays uint8), int16
// products, int64 accumulation of int32 products, and signed division and
// remainder rounding toward zero.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int B>
__tile__ ct::tile<uint32_t, ct::shape<B>> mix32(ct::tile<uint32_t, ct::shape<B>> h) {
    h = h ^ (h >> 16);
    h = h * 0x7feb352du;
    h = h ^ (h >> 15);
    h = h * 0x846ca68bu;
    return h ^ (h >> 16);
}

template <int B>
__tile_global__ void int_kernels(const uint8_t* __restrict__ a8, const uint8_t* __restrict__ b8,
                                 const int16_t* __restrict__ a16, const int32_t* __restrict__ a32,
                                 uint32_t seed, uint32_t* __restrict__ hash, uint8_t* __restrict__ sum8,
                                 int16_t* __restrict__ prod16, int64_t* __restrict__ wide,
                                 int32_t* __restrict__ quot, int32_t* __restrict__ rem, int n) {
    using namespace ct::literals;
    const int b = ct::bid().x;
    auto idx = b * B + ct::iota<ct::tile<int, ct::shape<B>>>();
    auto ok = idx < n;
    auto h = mix32<B>(ct::element_cast<uint32_t>(idx) + seed);
    ct::store_masked(hash + idx, h, ok);
    auto x8 = ct::load_masked(a8 + idx, ok, uint8_t(0));
    auto y8 = ct::load_masked(b8 + idx, ok, uint8_t(0));
    ct::store_masked(sum8 + idx, x8 + y8, ok);  // wraps in 8 bits
    auto x16 = ct::load_masked(a16 + idx, ok, int16_t(1));
    ct::store_masked(prod16 + idx, x16 * int16_t(3), ok);
    auto x32 = ct::load_masked(a32 + idx, ok, 1);
    auto w = ct::element_cast<int64_t>(x32) * ct::element_cast<int64_t>(x32);
    ct::store_masked(wide + idx, w, ok);
    ct::store_masked(quot + idx, x32 / 7, ok);
    ct::store_masked(rem + idx, x32 % 7, ok);
}

static uint32_t mix_ref(uint32_t h) {
    h ^= h >> 16; h *= 0x7feb352du; h ^= h >> 15; h *= 0x846ca68bu; return h ^ (h >> 16);
}

int main() {
    seed::checker chk("types_int_widths");
    constexpr int B = 64;
    const int n = 200;
    uint8_t *ha8 = new uint8_t[n], *hb8 = new uint8_t[n], *hs8 = new uint8_t[n];
    int16_t *ha16 = new int16_t[n], *hp16 = new int16_t[n];
    int32_t *ha32 = new int32_t[n], *hq = new int32_t[n], *hr = new int32_t[n];
    uint32_t* hh = new uint32_t[n];
    int64_t* hw = new int64_t[n];
    for (int i = 0; i < n; ++i) {
        ha8[i] = uint8_t(seed::next_u32());
        hb8[i] = uint8_t(seed::next_u32());
        ha16[i] = int16_t(seed::rand_int(-10000, 10000));
        ha32[i] = int32_t(seed::next_u32());
    }
    const uint32_t sd = seed::next_u32();
    auto* a8 = seed::device_alloc<uint8_t>(n); auto* b8 = seed::device_alloc<uint8_t>(n);
    auto* a16 = seed::device_alloc<int16_t>(n); auto* a32 = seed::device_alloc<int32_t>(n);
    auto* h = seed::device_alloc<uint32_t>(n); auto* s8 = seed::device_alloc<uint8_t>(n);
    auto* p16 = seed::device_alloc<int16_t>(n); auto* w = seed::device_alloc<int64_t>(n);
    auto* q = seed::device_alloc<int32_t>(n); auto* r = seed::device_alloc<int32_t>(n);
    seed::to_device(a8, ha8, n); seed::to_device(b8, hb8, n);
    seed::to_device(a16, ha16, n); seed::to_device(a32, ha32, n);
    int_kernels<B><<<(n + B - 1) / B, 1>>>(a8, b8, a16, a32, sd, h, s8, p16, w, q, r, n);
    SEED_SYNC();
    seed::to_host(hh, h, n); seed::to_host(hs8, s8, n); seed::to_host(hp16, p16, n);
    seed::to_host(hw, w, n); seed::to_host(hq, q, n); seed::to_host(hr, r, n);
    for (int i = 0; i < n; ++i) {
        chk.exact("hash", i, hh[i], mix_ref(uint32_t(i) + sd));
        chk.exact("sum8", i, hs8[i], uint8_t(ha8[i] + hb8[i]));
        chk.exact("prod16", i, hp16[i], int16_t(uint16_t(ha16[i]) * 3u));
        chk.exact("wide", i, hw[i], int64_t(ha32[i]) * ha32[i]);
        chk.exact("quot", i, hq[i], ha32[i] / 7);
        chk.exact("rem", i, hr[i], ha32[i] % 7);
    }
    cudaFree(a8); cudaFree(b8); cudaFree(a16); cudaFree(a32); cudaFree(h);
    cudaFree(s8); cudaFree(p16); cudaFree(w); cudaFree(q); cudaFree(r);
    delete[] ha8; delete[] hb8; delete[] hs8; delete[] ha16; delete[] hp16;
    delete[] ha32; delete[] hq; delete[] hr; delete[] hh; delete[] hw;
    return chk.finish();
}
