// CUDA 13.5's scalar __nv_tf32 in tile code: a per-row scale is rounded to
// tf32 precision (__nv_tf32(float), round to nearest even on 10 mantissa
// bits, then float(t)) before it scales the row, so that the result matches
// what a tf32 tensor-core path would use; a row count arrives through
// __nv_tf32(int) and (int)t truncates a tf32 back to an integer offset.
// Checked bit for bit against tf32 rounding done on the bits here.
// RUN: %compat %s
#include <cstdint>
#include <cstring>
#include <cuda_tf32.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int COLS>
__tile_global__ void scale_rows_tf32(const float* __restrict__ x, const float* __restrict__ s,
                                     float* __restrict__ y, float* __restrict__ info, int rows) {
    const int r = ct::bid().x;
    const __nv_tf32 st(s[r]);                       // f32 -> tf32
    const float sr = float(st);                     // tf32 -> f32
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{rows, COLS}}, ct::shape<1, COLS>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{rows, COLS}}, ct::shape<1, COLS>{}};
    yv.store(xv.load(r, 0) * sr, r, 0);
    const __nv_tf32 nr(rows * 1000 + r);            // i32 -> tf32
    info[2 * r] = static_cast<float>(nr);
    info[2 * r + 1] = float(static_cast<int>(__nv_tf32(s[r] * 100.0f)));  // tf32 -> i32
}

static float tf32_round(float f) {  // round to nearest even on 10 mantissa bits
    uint32_t u;
    std::memcpy(&u, &f, 4);
    if ((u & 0x7F800000u) != 0x7F800000u)
        u = (u + 0xFFFu + ((u >> 13) & 1u)) & ~0x1FFFu;
    std::memcpy(&f, &u, 4);
    return f;
}

int main() {
    seed::checker chk("types_tf32_scalar_round");
    constexpr int COLS = 64;
    for (int rows : {32, 3}) {
        float *hx = new float[rows * COLS], *hs = new float[rows];
        float *hy = new float[rows * COLS], *hi = new float[2 * rows];
        seed::fill(hx, rows * COLS);
        for (int r = 0; r < rows; ++r) hs[r] = 3.0f * seed::rand_float() + (r == 0 ? 1.0f / 3.0f : 0.0f);
        float *x = seed::device_alloc<float>(rows * COLS), *s = seed::device_alloc<float>(rows);
        float *y = seed::device_alloc<float>(rows * COLS), *info = seed::device_alloc<float>(2 * rows);
        seed::to_device(x, hx, rows * COLS);
        seed::to_device(s, hs, rows);
        seed::poison(y, rows * COLS * sizeof(float));
        seed::poison(info, 2 * rows * sizeof(float));
        scale_rows_tf32<COLS><<<rows, 1>>>(x, s, y, info, rows);
        SEED_SYNC();
        seed::to_host(hy, y, rows * COLS);
        seed::to_host(hi, info, 2 * rows);
        for (int r = 0; r < rows; ++r) {
            const float sr = tf32_round(hs[r]);
            for (int c = 0; c < COLS; ++c)
                chk.exact("y_bits", r * COLS + c, (long long)*(const uint32_t*)&hy[r * COLS + c],
                          (long long)[&] { float v = hx[r * COLS + c] * sr; uint32_t u; std::memcpy(&u, &v, 4); return u; }());
            chk.exact("rows", r, (long long)hi[2 * r], (long long)tf32_round(float(rows * 1000 + r)));
            chk.exact("trunc", r, (long long)hi[2 * r + 1], (long long)(int)tf32_round(hs[r] * 100.0f));
        }
        cudaFree(x); cudaFree(s); cudaFree(y); cudaFree(info);
        delete[] hx; delete[] hs; delete[] hy; delete[] hi;
    }
    return chk.finish();
}
