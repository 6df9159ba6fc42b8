// Signal framing for a short-time Fourier transform: overlapping frames of
// FRAME samples every HOP samples are read with ct::strided_view (13.4;
// static strides, index type unsigned to match the strides), multiplied by a
// Hann window and written as a (frames, FRAME) matrix. A second kernel reads
// a column-major matrix through a layout_strided_mapping span and writes it
// row-major.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int FRAME, int HOP>
__tile_global__ void frame_signal(const float* __restrict__ x, const float* __restrict__ window,
                                  float* __restrict__ frames, unsigned n, unsigned n_frames) {
    using namespace ct::literals;
    auto frames_in = ct::strided_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<FRAME>{},
                                      ct::strides{ct::integral_constant<HOP>{}}};
    auto out = ct::partition_view{ct::tensor_span{frames, ct::extents{n_frames, ct::integral_constant<FRAME>{}}},
                                  ct::shape<1, FRAME>{}};
    auto w = ct::load(window + ct::iota<ct::tile<int, ct::shape<FRAME>>>());
    const unsigned f = ct::bid().x;
    auto seg = frames_in.load_masked(f);  // the last frame runs past n: zero padded
    out.store(ct::reshape<ct::shape<1, FRAME>>(seg * w), f, 0u);
}

template <int BM, int BN>
__tile_global__ void col_to_row_major(const double* __restrict__ a_cm, double* __restrict__ a_rm,
                                      unsigned rows, unsigned cols) {
    auto cm = ct::tensor_span{a_cm, ct::layout_strided_mapping{ct::extents{rows, cols}, ct::extents{1u, rows}}};
    auto src = ct::partition_view{cm, ct::shape<BM, BN>{}};
    auto dst = ct::partition_view{ct::tensor_span{a_rm, ct::extents{rows, cols}}, ct::shape<BM, BN>{}};
    auto [i, j, k] = ct::bid();
    dst.store_masked(src.load_masked(i, j), i, j);
}

int main() {
    seed::checker chk("layout_strided_frames");
    constexpr int FRAME = 32, HOP = 8;
    for (unsigned n : {200u, 32u, 45u}) {
        const unsigned n_frames = (n - FRAME) / HOP + 2;  // the last one partial (or empty tail)
        float *hx = new float[n], hw[FRAME], *hf = new float[n_frames * FRAME];
        seed::fill(hx, n);
        for (int i = 0; i < FRAME; ++i) hw[i] = float(0.5 - 0.5 * std::cos(2 * 3.141592653589793 * i / FRAME));
        float *x = seed::device_alloc<float>(n), *w = seed::device_alloc<float>(FRAME),
              *fr = seed::device_alloc<float>(n_frames * FRAME);
        seed::to_device(x, hx, n);
        seed::to_device(w, hw, FRAME);
        seed::poison(fr, n_frames * FRAME * sizeof(float));
        frame_signal<FRAME, HOP><<<n_frames, 1>>>(x, w, fr, n, n_frames);
        SEED_SYNC();
        seed::to_host(hf, fr, n_frames * FRAME);
        for (unsigned f = 0; f < n_frames; ++f)
            for (int i = 0; i < FRAME; ++i) {
                unsigned at = f * HOP + i;
                double want = at < n ? double(hx[at]) * hw[i] : 0.0;
                chk.near("frames", f * FRAME + i, hf[f * FRAME + i], want, std::fabs(want) * seed::f32_eps);
            }
        cudaFree(x); cudaFree(w); cudaFree(fr);
        delete[] hx; delete[] hf;
    }
    constexpr int BM = 16, BN = 8;
    const unsigned rows = 37, cols = 21, guard = 4;
    double *hcm = new double[rows * cols], *hrm = new double[rows * cols + guard];
    for (unsigned i = 0; i < rows * cols; ++i) hcm[i] = seed::rand_float();
    double *cm = seed::device_alloc<double>(rows * cols), *rm = seed::device_alloc<double>(rows * cols + guard);
    seed::to_device(cm, hcm, rows * cols);
    seed::poison(rm, (rows * cols + guard) * sizeof(double));
    col_to_row_major<BM, BN><<<dim3((rows + BM - 1) / BM, (cols + BN - 1) / BN), 1>>>(cm, rm, rows, cols);
    SEED_SYNC();
    seed::to_host(hrm, rm, rows * cols + guard);
    for (unsigned r = 0; r < rows; ++r)
        for (unsigned c = 0; c < cols; ++c)
            chk.near("row_major", r * cols + c, hrm[r * cols + c], hcm[c * rows + r], 0.0);
    chk.untouched("row_major", hrm + rows * cols, guard * sizeof(double));
    cudaFree(cm); cudaFree(rm);
    delete[] hcm; delete[] hrm;
    return chk.finish();
}
