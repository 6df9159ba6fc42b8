// f32 -> bf16 conversion is round-to-nearest-even (the guide's rule for FP to
// FP conversions): the kernel converts f32 inputs built to sit exactly on and
// near bf16 ties and its results must match the host's __float2bfloat16 bit
// for bit; a bf16 tile sum and a bf16 scalar argument check bf16 arithmetic.
// RUN: %compat %s
#include <cstdint>
#include <cstring>
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using bf16 = __nv_bfloat16;

template <int BLOCK>
__tile_global__ void to_bf16(const float* __restrict__ in, bf16* __restrict__ out, bf16* __restrict__ shifted,
                             bf16 shift, int n) {
    auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape<BLOCK>{}};
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape<BLOCK>{}};
    auto sv = ct::partition_view{ct::tensor_span{shifted, ct::extents{n}}, ct::shape<BLOCK>{}};
    const int b = ct::bid().x;
    auto r = ct::element_cast<bf16>(iv.load_masked(b));
    ov.store_masked(r, b);
    sv.store_masked(r + shift, b);  // bf16 + bf16 scalar: a bf16 tile
}

static uint16_t bits(bf16 v) { uint16_t u; std::memcpy(&u, &v, 2); return u; }
static float from_bits(uint32_t u) { float f; std::memcpy(&f, &u, 4); return f; }

int main() {
    seed::checker chk("types_bf16_rounding");
    constexpr int BLOCK = 64;
    const int n = 999, guard = 4;
    float* hin = new float[n];
    for (int i = 0; i < n; ++i) {
        // A random bf16 value with low 16 bits chosen: exact ties (0x8000),
        // just below / above ties, and random.
        uint32_t hi = (seed::next_u32() & 0x807Fu) | (uint32_t(100 + i % 50) << 7);
        uint32_t lo = i % 4 == 0 ? 0x8000u : i % 4 == 1 ? 0x7FFFu : i % 4 == 2 ? 0x8001u : seed::next_u32() & 0xFFFFu;
        hin[i] = from_bits((hi << 16) | lo);
    }
    bf16 *hout = new bf16[n + guard], *hsh = new bf16[n + guard];
    float* in = seed::device_alloc<float>(n);
    bf16 *out = seed::device_alloc<bf16>(n + guard), *sh = seed::device_alloc<bf16>(n + guard);
    seed::to_device(in, hin, n);
    seed::poison(out, (n + guard) * sizeof(bf16));
    seed::poison(sh, (n + guard) * sizeof(bf16));
    const bf16 shift = __float2bfloat16(0.5f);
    to_bf16<BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(in, out, sh, shift, n);
    SEED_SYNC();
    seed::to_host(hout, out, n + guard);
    seed::to_host(hsh, sh, n + guard);
    for (int i = 0; i < n; ++i) {
        chk.exact("bits", i, bits(hout[i]), bits(__float2bfloat16(hin[i])));
        double want = double(__bfloat162float(__float2bfloat16(hin[i]))) + 0.5;
        chk.near("shifted", i, __bfloat162float(hsh[i]), want, std::fabs(want) / 256);
    }
    chk.untouched("out", hout + n, guard * sizeof(bf16));
    chk.untouched("shifted", hsh + n, guard * sizeof(bf16));
    cudaFree(in); cudaFree(out); cudaFree(sh);
    delete[] hin; delete[] hout; delete[] hsh;
    return chk.finish();
}
