// Depth-to-space (PixelShuffle, upscale factor R) on NCHW f32 tensors:
// out[n][c][h*R + i][w*R + j] = in[n][c*R*R + i*R + j][h][w]. A block loads
// the R*R input channels of one output channel as a 1 x R*R x BH x BW tile,
// reshapes it to R x R x BH x BW, permutes to BH x R x BW x R and reshapes
// to the (BH*R) x (BW*R) output tile.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int R, int BH, int BW>
__tile_global__ void pixel_shuffle(const float* __restrict__ in, float* __restrict__ out,
                                   int N, int C, int H, int W) {
    using namespace ct::literals;
    auto src = ct::partition_view{ct::tensor_span{in, ct::extents{N, C * R * R, H, W}},
                                  ct::shape<1, R * R, BH, BW>{}};
    auto dst = ct::partition_view{ct::tensor_span{out, ct::extents{N, C, H * R, W * R}},
                                  ct::shape<1, 1, BH * R, BW * R>{}};
    const int nc = ct::bid().z;
    const int n = nc / C, c = nc % C;
    auto [bh, bw, unused] = ct::bid();
    auto t = ct::reshape<ct::shape<R, R, BH, BW>>(src.load_masked(n, c, bh, bw));
    auto p = ct::permute(t, ct::dimension_map{2_ic, 0_ic, 3_ic, 1_ic});
    dst.store_masked(ct::reshape<ct::shape<1, 1, BH * R, BW * R>>(p), n, c, bh, bw);
}

int main() {
    seed::checker chk("layout_pixel_shuffle");
    constexpr int R = 2, BH = 8, BW = 8;
    struct { int N, C, H, W; } sizes[] = {{1, 3, 8, 8}, {2, 2, 11, 13}, {1, 1, 1, 1}};
    for (auto sz : sizes) {
        const int N = sz.N, C = sz.C, H = sz.H, W = sz.W;
        const size_t n = size_t(N) * C * R * R * H * W;
        const int guard = 8;
        float *h_in = new float[n], *h_out = new float[n + guard];
        seed::fill(h_in, n);
        float *in = seed::device_alloc<float>(n), *out = seed::device_alloc<float>(n + guard);
        seed::to_device(in, h_in, n);
        seed::poison(out, (n + guard) * sizeof(float));
        pixel_shuffle<R, BH, BW><<<dim3((H + BH - 1) / BH, (W + BW - 1) / BW, N * C), 1>>>(in, out, N, C, H, W);
        SEED_SYNC();
        seed::to_host(h_out, out, n + guard);
        for (int b = 0; b < N; ++b)
            for (int c = 0; c < C; ++c)
                for (int y = 0; y < H * R; ++y)
                    for (int x = 0; x < W * R; ++x) {
                        int ic = c * R * R + (y % R) * R + (x % R);
                        size_t src = ((size_t(b) * C * R * R + ic) * H + y / R) * W + x / R;
                        size_t dst = ((size_t(b) * C + c) * H * R + y) * W * R + x;
                        chk.near("out", dst, h_out[dst], h_in[src], 0.0);
                    }
        chk.untouched("out", h_out + n, guard * sizeof(float));
        cudaFree(in); cudaFree(out);
        delete[] h_in; delete[] h_out;
    }
    return chk.finish();
}
