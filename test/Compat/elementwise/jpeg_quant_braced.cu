// JPEG-style quantisation of 8x8 DCT coefficient blocks: the baseline
// luminance table is a CUDA 13.5 braced-list tile (one dense constant),
// scaled for a quality setting as libjpeg does ((q * s + 50) / 100, at
// least 1, in integers), and each coefficient is divided by its entry and
// rounded half away from zero (truncation of |x| + 0.5 by element_cast,
// the sign put back with select). The kernel stores the
// int16 levels and the dequantised coefficients. The host recomputes both
// for every block and checks every element.
// RUN: %compat %s
#include <cmath>
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

__tile_global__ void quantize(const float* __restrict__ coef, int16_t* __restrict__ level,
                              float* __restrict__ recon, int nblocks, int scale) {
    auto cv = ct::partition_view{ct::tensor_span{coef, ct::extents{nblocks * 8, 8}}, ct::shape<8, 8>{}};
    auto lv = ct::partition_view{ct::tensor_span{level, ct::extents{nblocks * 8, 8}}, ct::shape<8, 8>{}};
    auto rv = ct::partition_view{ct::tensor_span{recon, ct::extents{nblocks * 8, 8}}, ct::shape<8, 8>{}};
    const ct::tile<int, ct::shape<8, 8>> luma{{{16, 11, 10, 16, 24, 40, 51, 61},
                                               {12, 12, 14, 19, 26, 58, 60, 55},
                                               {14, 13, 16, 24, 40, 57, 69, 56},
                                               {14, 17, 22, 29, 51, 87, 80, 62},
                                               {18, 22, 37, 56, 68, 109, 103, 77},
                                               {24, 35, 55, 64, 81, 104, 113, 92},
                                               {49, 64, 78, 87, 103, 121, 120, 101},
                                               {72, 92, 95, 98, 112, 100, 103, 99}}};
    auto q = ct::max((luma * scale + 50) / 100, 1);
    const int b = ct::bid().x;
    auto x = cv.load(b, 0) / ct::element_cast<float>(q);
    auto mag = ct::element_cast<int16_t>(ct::abs(x) + 0.5f);
    auto lev = ct::select(x < 0.0f, -mag, mag);
    lv.store(ct::element_cast<int16_t>(lev), b, 0);
    rv.store(ct::element_cast<float>(ct::element_cast<int>(lev) * q), b, 0);
}

static const int kLuma[64] = {16, 11, 10, 16, 24,  40,  51,  61,  12, 12, 14, 19, 26,  58,  60,  55,
                              14, 13, 16, 24, 40,  57,  69,  56,  14, 17, 22, 29, 51,  87,  80,  62,
                              18, 22, 37, 56, 68,  109, 103, 77,  24, 35, 55, 64, 81,  104, 113, 92,
                              49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99};

static void run(seed::checker& chk, int nblocks, int scale) {
    const int n = nblocks * 64;
    float* hc = new float[n];
    for (int i = 0; i < n; ++i) hc[i] = float(int(seed::next_u32() % 4097) - 2048) / 4.0f;
    // Ties, which round away from zero: +-2.5 times the entry.
    hc[0] = 2.5f * float(std::max((kLuma[0] * scale + 50) / 100, 1));
    hc[1] = -2.5f * float(std::max((kLuma[1] * scale + 50) / 100, 1));
    float* c = seed::device_alloc<float>(n);
    int16_t* l = seed::device_alloc<int16_t>(n);
    float* r = seed::device_alloc<float>(n);
    seed::to_device(c, hc, n);
    quantize<<<dim3(nblocks), 1>>>(c, l, r, nblocks, scale);
    SEED_SYNC();
    int16_t* hl = new int16_t[n];
    float* hr = new float[n];
    seed::to_host(hl, l, n);
    seed::to_host(hr, r, n);
    for (int i = 0; i < n; ++i) {
        int q = std::max((kLuma[i % 64] * scale + 50) / 100, 1);
        float x = hc[i] / float(q);
        int mag = int(std::fabs(x) + 0.5f);
        int lev = x < 0 ? -mag : mag;
        chk.exact("level", i, hl[i], lev);
        chk.near("recon", i, hr[i], double(lev * q), 0.0);
    }
    cudaFree(c); cudaFree(l); cudaFree(r);
    delete[] hc; delete[] hl; delete[] hr;
}

int main() {
    seed::checker chk("elementwise_jpeg_quant_braced");
    run(chk, 16, 100); // quality 50: the table itself
    run(chk, 16, 40);  // quality 80 (libjpeg: 200 - 2 * 80)
    return chk.finish();
}
