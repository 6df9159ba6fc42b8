// HDR-to-display conversion of an image: exposure-scaled linear values go
// to 8-bit pixels with element_cast<uint8_t>(v, saturate_finite_t) (CUDA
// 13.5: out-of-range values clamp to 0 and 255, infinities included), and
// the same values to signed Q7.8 fixed point with a saturating
// element_cast<int16_t> after rounding half away from zero (floor/ceil of
// +-0.5). The image holds negatives, overexposed pixels and infinities.
// The host clamps and truncates itself and checks every pixel.
// RUN: %compat %s
#include <cmath>
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BH, int BW>
__tile_global__ void to_display(const float* __restrict__ img, uint8_t* __restrict__ px,
                                int16_t* __restrict__ fx, float exposure, int h, int w) {
    auto iv = ct::partition_view{ct::tensor_span{img, ct::extents{h, w}}, ct::shape<BH, BW>{}};
    auto pv = ct::partition_view{ct::tensor_span{px, ct::extents{h, w}}, ct::shape<BH, BW>{}};
    auto fv = ct::partition_view{ct::tensor_span{fx, ct::extents{h, w}}, ct::shape<BH, BW>{}};
    auto [by, bx, unused] = ct::bid();
    auto v = iv.load(by, bx) * exposure;
    // Truncation toward zero (no + 0.5 here: a contracted fma would round
    // differently from the host's two operations).
    pv.store(ct::element_cast<uint8_t>(v * 255.0f, ct::saturate_finite_t{}), by, bx);
    // q is exact (a power of two), so q +- 0.5 is the same fused or not.
    auto q = v * 256.0f;
    auto r = ct::select(q < 0.0f, ct::ceil(q - 0.5f), ct::floor(q + 0.5f));
    fv.store(ct::element_cast<int16_t>(r, ct::saturate_finite_t{}), by, bx);
}

static long long clamp_trunc(float v, double lo, double hi) {
    if (std::isnan(v)) return 0;
    double t = std::trunc(double(v));
    return (long long)std::fmin(std::fmax(t, lo), hi);
}

static void run(seed::checker& chk, int h, int w) {
    constexpr int BH = 16, BW = 64;
    const float exposure = 1.5f;
    float* himg = new float[h * w];
    for (int i = 0; i < h * w; ++i) himg[i] = seed::rand_float() * float(1 + seed::next_u32() % 4);
    himg[0] = INFINITY;
    himg[1] = -INFINITY;
    himg[2] = 1e30f;
    himg[3] = -0.0f;
    himg[4] = 254.9f / 255.0f / exposure;
    float* img = seed::device_alloc<float>(h * w);
    uint8_t* px = seed::device_alloc<uint8_t>(h * w);
    int16_t* fx = seed::device_alloc<int16_t>(h * w);
    seed::to_device(img, himg, h * w);
    to_display<BH, BW><<<dim3(h / BH, w / BW), 1>>>(img, px, fx, exposure, h, w);
    SEED_SYNC();
    uint8_t* hpx = new uint8_t[h * w];
    int16_t* hfx = new int16_t[h * w];
    seed::to_host(hpx, px, h * w);
    seed::to_host(hfx, fx, h * w);
    for (int i = 0; i < h * w; ++i) {
        float v = himg[i] * exposure;
        chk.exact("px", i, hpx[i], clamp_trunc(v * 255.0f, 0, 255));
        float q = v * 256.0f;
        float r = q < 0.0f ? std::ceil(q - 0.5f) : std::floor(q + 0.5f);
        chk.exact("fx", i, hfx[i], clamp_trunc(r, -32768, 32767));
    }
    cudaFree(img); cudaFree(px); cudaFree(fx);
    delete[] himg; delete[] hpx; delete[] hfx;
}

int main() {
    seed::checker chk("types_u8_image_saturate");
    run(chk, 32, 128);
    return chk.finish();
}
