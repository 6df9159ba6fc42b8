// A truncating fp32 -> fp16 downcast (for example to keep a stored
// checkpoint's magnitudes from growing) with CUDA 13.5's
// element_cast<__half>(x, ct::round_toward_zero_t{}): ftof rounding<zero>.
// Beside it the default (ties to even) and the tf32 round-trip with ties
// away (the tensor cores' operand rounding). Checked bit for bit against
// cuda_fp16.h's host __float2half_rz / __float2half_rn and tf32 bit
// arithmetic.
// RUN: %compat %s
#include <cstring>
#include <cuda_fp16.h>
#include <cuda_tf32.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void downcast(const float* __restrict__ x, __half* __restrict__ rz,
                              __half* __restrict__ rn, float* __restrict__ tf, int n) {
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape{256_ic}};
    auto zv = ct::partition_view{ct::tensor_span{rz, ct::extents{n}}, ct::shape{256_ic}};
    auto nv = ct::partition_view{ct::tensor_span{rn, ct::extents{n}}, ct::shape{256_ic}};
    auto tv = ct::partition_view{ct::tensor_span{tf, ct::extents{n}}, ct::shape{256_ic}};
    const int b = ct::bid().x;
    auto v = xv.load(b);
    zv.store(ct::element_cast<__half>(v, ct::round_toward_zero_t{}), b);
    nv.store(ct::element_cast<__half>(v), b);
    tv.store(ct::element_cast<float>(ct::element_cast<__nv_tf32>(v, ct::round_ties_to_away_t{})), b);
}

static unsigned bits(float v) { unsigned u; std::memcpy(&u, &v, 4); return u; }
static unsigned short hbits(__half h) { unsigned short u; std::memcpy(&u, &h, 2); return u; }

int main() {
    seed::checker chk("types_fp16_downcast_rtz");
    const int n = 4096;
    float* hx = new float[n];
    __half* hz = new __half[n];
    __half* hn = new __half[n];
    float* ht = new float[n];
    for (int i = 0; i < n; ++i) {
        float r = seed::rand_float() * float(1 << (i % 16));
        if (i % 3 == 0) { unsigned u = (bits(r) & ~0x1FFFu) | 0x1000u; std::memcpy(&r, &u, 4); }
        hx[i] = r;
    }
    float* x = seed::device_alloc<float>(n);
    __half* z = seed::device_alloc<__half>(n);
    __half* rn = seed::device_alloc<__half>(n);
    float* t = seed::device_alloc<float>(n);
    seed::to_device(x, hx, n);
    downcast<<<n / 256, 1>>>(x, z, rn, t, n);
    SEED_SYNC();
    seed::to_host(hz, z, n);
    seed::to_host(hn, rn, n);
    seed::to_host(ht, t, n);
    for (int i = 0; i < n; ++i) {
        chk.exact("rz", i, hbits(hz[i]), hbits(__float2half_rz(hx[i])));
        chk.exact("rn", i, hbits(hn[i]), hbits(__float2half_rn(hx[i])));
        chk.exact("tf32", i, bits(ht[i]), (bits(hx[i]) + 0x1000u) & ~0x1FFFu);
    }
    cudaFree(x); cudaFree(z); cudaFree(rn); cudaFree(t);
    delete[] hx; delete[] hz; delete[] hn; delete[] ht;
    return chk.finish();
}
