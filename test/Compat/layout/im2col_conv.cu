// 3x3 convolution (stride 1, padding 1, NHWC) as an implicit GEMM: the
// M dimension is the flattened output pixels, N the output channels, K runs
// over (kh, kw, input-channel chunk). The A tile is an im2col gather of
// input pixels through a pointer tile, masked where the window leaves the
// image (the zero padding); the B tile gathers the (9*C, OC) weight rows of
// the tap. __half activations and weights, f32 accumulation and output.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int BC>
__tile_global__ void conv3x3_nhwc(const __half* __restrict__ in, const __half* __restrict__ w,
                                  float* __restrict__ out, int N, int H, int W, int C, int OC) {
    const int pixels = N * H * W;
    const int tm = ct::bid().x, tn = ct::bid().y;
    auto pix = tm * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    auto pix_ok = pix < pixels;
    auto n = pix / (H * W);
    auto oh = (pix / W) % H;
    auto ow = pix % W;
    auto oc = tn * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
    auto oc_ok = oc < OC;
    const int c_chunks = (C + BC - 1) / BC;

    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
    for (int tap = 0; tap < 9; ++tap) {
        const int kh = tap / 3, kw = tap % 3;
        auto ih = oh + (kh - 1);
        auto iw = ow + (kw - 1);
        auto inside = pix_ok & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W);
        auto a_row = in + ((n * H + ih) * W + iw) * C;  // BM x 1 pointers
        for (int cb : ct::irange(0, c_chunks)) {
            auto ch = cb * BC + ct::iota<ct::tile<int, ct::shape<1, BC>>>();
            auto a = ct::load_masked(a_row + ch, inside & (ch < C),
                                     ct::zeros<ct::tile<__half, ct::shape<BM, BC>>>());
            auto k_row = cb * BC + ct::iota<ct::tile<int, ct::shape<BC, 1>>>();
            auto b = ct::load_masked(w + (tap * C + k_row) * OC + oc, (k_row < C) & oc_ok,
                                     ct::zeros<ct::tile<__half, ct::shape<BC, BN>>>());
            acc = ct::mma(a, b, acc);
        }
    }
    ct::store_masked(out + pix * OC + oc, acc, pix_ok & oc_ok);
}

int main() {
    seed::checker chk("layout_im2col_conv");
    constexpr int BM = 32, BN = 16, BC = 16;
    struct { int N, H, W, C, OC; } cases[] = {{1, 8, 8, 16, 16}, {2, 5, 7, 20, 24}, {1, 1, 1, 3, 1}};
    for (auto cs : cases) {
        const int N = cs.N, H = cs.H, W = cs.W, C = cs.C, OC = cs.OC;
        const int ni = N * H * W * C, nw = 9 * C * OC, no = N * H * W * OC, guard = 8;
        __half *hi = new __half[ni], *hw = new __half[nw];
        float* ho = new float[no + guard];
        for (int i = 0; i < ni; ++i) hi[i] = __float2half(seed::rand_float());
        for (int i = 0; i < nw; ++i) hw[i] = __float2half(seed::rand_float());
        __half *in = seed::device_alloc<__half>(ni), *w = seed::device_alloc<__half>(nw);
        float* out = seed::device_alloc<float>(no + guard);
        seed::to_device(in, hi, ni);
        seed::to_device(w, hw, nw);
        seed::poison(out, (no + guard) * sizeof(float));
        conv3x3_nhwc<BM, BN, BC><<<dim3((N * H * W + BM - 1) / BM, (OC + BN - 1) / BN), 1>>>(in, w, out, N, H, W, C, OC);
        SEED_SYNC();
        seed::to_host(ho, out, no + guard);
        for (int n = 0; n < N; ++n)
            for (int y = 0; y < H; ++y)
                for (int x = 0; x < W; ++x)
                    for (int o = 0; o < OC; ++o) {
                        double want = 0, mag = 0;
                        for (int kh = 0; kh < 3; ++kh)
                            for (int kw = 0; kw < 3; ++kw) {
                                int iy = y + kh - 1, ix = x + kw - 1;
                                if (iy < 0 || iy >= H || ix < 0 || ix >= W) continue;
                                for (int c = 0; c < C; ++c) {
                                    double p = double(__half2float(hi[((n * H + iy) * W + ix) * C + c])) *
                                               __half2float(hw[((kh * 3 + kw) * C + c) * OC + o]);
                                    want += p;
                                    mag += std::fabs(p);
                                }
                            }
                        int at = ((n * H + y) * W + x) * OC + o;
                        chk.near("out", at, ho[at], want, (9 * C + 2) * seed::f32_eps * mag + 1e-30);
                    }
        chk.untouched("out", ho + no, guard * sizeof(float));
        cudaFree(in); cudaFree(w); cudaFree(out);
        delete[] hi; delete[] hw; delete[] ho;
    }
    return chk.finish();
}
