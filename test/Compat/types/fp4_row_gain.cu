// Per-row gains stored as single fp4 (e2m1) codes, one byte per row as CUDA
// 13.5 stores __nv_fp4_e2m1: block r reads its row's code through a
// shape<1> view (a tile of one fp4, which nvcc carries as its byte and
// pairs with a zero to convert), broadcasts the gain over the row and
// scales it; it also re-quantises the row's mean absolute output into a
// new fp4 code, one element again (round to nearest even, saturating at 6).
// The host decodes and encodes e2m1 itself and checks every value.
// Block-scale types need sm_100.
// COMPAT-ARCH: sm_100
// RUN: %compat %s
#include <cmath>
#include <cuda_fp4.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;
using fp4 = __nv_fp4_e2m1;

template <int C>
__tile_global__ void row_gain(const float* __restrict__ x, const fp4* __restrict__ gain,
                              float* __restrict__ y, fp4* __restrict__ level, int rows) {
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{rows, C}}, ct::shape<1, C>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{rows, C}}, ct::shape<1, C>{}};
    auto gv = ct::partition_view{ct::tensor_span{gain, ct::extents{rows}}, ct::shape<1>{}};
    auto lv = ct::partition_view{ct::tensor_span{level, ct::extents{rows}}, ct::shape<1>{}};
    const int r = ct::bid().x;
    auto g = ct::element_cast<float>(gv.load(r)); // tile<float, shape<1>>
    auto out = xv.load(r, 0) * ct::broadcast<ct::shape<1, C>>(g);
    yv.store(out, r, 0);
    auto mean = ct::reshape<ct::shape<1>>(ct::sum(ct::abs(out), 1_ic)) * (1.0f / C);
    lv.store(ct::element_cast<fp4>(mean), r);
}

static double dec_e2m1(unsigned c) {
    static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    return (c & 8 ? -1 : 1) * mag[c & 7];
}
static unsigned enc_e2m1(double v) {
    unsigned best = 0;
    for (unsigned c = 1; c < 8; ++c) {
        double d = std::fabs(std::fabs(v) - dec_e2m1(c)), db = std::fabs(std::fabs(v) - dec_e2m1(best));
        if (d < db || (d == db && (c & 1) == 0)) best = c;
    }
    return best | (std::signbit(v) ? 8 : 0);
}

static void run(seed::checker& chk, int rows) {
    constexpr int C = 64;
    float* hx = new float[rows * C];
    unsigned char* hg = new unsigned char[rows];
    // Multiples of 1/8 below 4: products and the row sums are exact.
    for (int i = 0; i < rows * C; ++i) hx[i] = float(int(seed::next_u32() % 63) - 31) / 8.0f;
    for (int r = 0; r < rows; ++r) hg[r] = (r & 15) | (seed::next_u32() & 0xF0); // every code; junk above
    float* x = seed::device_alloc<float>(rows * C);
    fp4* g = seed::device_alloc<fp4>(rows);
    float* y = seed::device_alloc<float>(rows * C);
    fp4* lv = seed::device_alloc<fp4>(rows);
    seed::to_device(x, hx, rows * C);
    seed::to_device(g, reinterpret_cast<fp4*>(hg), rows);
    row_gain<C><<<dim3(rows), 1>>>(x, g, y, lv, rows);
    SEED_SYNC();
    float* hy = new float[rows * C];
    unsigned char* hl = new unsigned char[rows];
    seed::to_host(hy, y, rows * C);
    seed::to_host(reinterpret_cast<fp4*>(hl), lv, rows);
    for (int r = 0; r < rows; ++r) {
        double gain = dec_e2m1(hg[r] & 15), sum = 0;
        for (int c = 0; c < C; ++c) {
            double want = hx[r * C + c] * gain;
            chk.near("y", r * C + c, hy[r * C + c], want, 0.0);
            sum += std::fabs(want);
        }
        chk.exact("level", r, hl[r], enc_e2m1(float(sum) * (1.0f / C)));
    }
    cudaFree(x); cudaFree(g); cudaFree(y); cudaFree(lv);
    delete[] hx; delete[] hg; delete[] hy; delete[] hl;
}

int main() {
    seed::checker chk("types_fp4_row_gain");
    run(chk, 64);
    return chk.finish();
}
