// Loops driven by tile-valued conditions: an open-ended while (true) that
// runs fixed-point iterations x <- 0.5 * (x + a / x) (Newton's square
// root) on a whole tile until ct::all_of says every lane converged, a for
// loop over chunks that breaks at the first chunk containing a negative
// value (ct::any_of), a loop-carried pointer advanced by a run-time stride
// each iteration, and a run-time if/else that assigns different tiles in
// its two arms inside the loop. Per-row results are checked exactly or to
// a tolerance.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int W>
__tile_global__ void tile_loops(const float* __restrict__ a, float* __restrict__ roots, int* __restrict__ iters,
                                const float* __restrict__ x, int* __restrict__ first_neg, float* __restrict__ acc_out,
                                int cols, int stride_chunks) {
    using namespace ct::literals;
    using f_t = ct::tile<float, ct::shape<W>>;
    const int r = ct::bid().x;
    auto lane = ct::iota<ct::tile<int, ct::shape<W>>>();
    // 1. Newton iterations until every lane converged
    f_t av = ct::load(a + r * W + lane);
    f_t g = ct::max(av, 1.0f);
    int it = 0;
    while (true) {
        f_t next = 0.5f * (g + av / g);
        auto done = ct::abs(next - g) <= 1e-6f * next;
        g = next;
        it = it + 1;
        if (static_cast<bool>(ct::all_of(done, 0_ic)) || it >= 60)
            break;
    }
    ct::store(roots + r * W + lane, g);
    iters[r] = it;
    // 2. first chunk with a negative value; 3. pointer advanced by a run-time stride
    const float* p = x + r * cols;
    int found = -1;
    f_t acc = ct::zeros<f_t>();
    const int chunks = (cols + W - 1) / W;
    for (int k = 0; k < chunks; k += stride_chunks) {
        auto c = k * W + lane;
        f_t v = ct::load_masked(p + lane, c < cols, 1.0f);
        if (static_cast<bool>(ct::any_of(v < 0.0f, 0_ic))) {
            found = k;
            break;
        }
        // 4. run-time if/else assigning different tiles
        if (k % 2 == 0)
            acc = acc + v;
        else
            acc = acc - 0.5f * v;
        p = p + stride_chunks * W;
    }
    first_neg[r] = found;
    ct::store(acc_out + r * W + lane, acc);
}

template <int W>
static void run(seed::checker& chk, int rows, int cols, int stride) {
    float *ha = new float[rows * W], *hx = new float[rows * cols];
    for (int i = 0; i < rows * W; ++i) ha[i] = 0.01f + 100.0f * std::fabs(seed::rand_float());
    for (int i = 0; i < rows * cols; ++i) hx[i] = std::fabs(seed::rand_float());
    for (int r = 0; r < rows; ++r)
        if (r % 3 != 2) hx[r * cols + (r * 37 + 11) % cols] = -1.0f;  // rows with r % 3 == 2 stay positive
    float *a = seed::device_alloc<float>(rows * W), *roots = seed::device_alloc<float>(rows * W),
          *x = seed::device_alloc<float>(rows * cols), *acc = seed::device_alloc<float>(rows * W);
    int *iters = seed::device_alloc<int>(rows), *fn = seed::device_alloc<int>(rows);
    seed::to_device(a, ha, rows * W); seed::to_device(x, hx, rows * cols);
    tile_loops<W><<<rows, 1>>>(a, roots, iters, x, fn, acc, cols, stride);
    SEED_SYNC();
    float *hroots = new float[rows * W], *hacc = new float[rows * W];
    int *hit = new int[rows], *hfn = new int[rows];
    seed::to_host(hroots, roots, rows * W); seed::to_host(hacc, acc, rows * W);
    seed::to_host(hit, iters, rows); seed::to_host(hfn, fn, rows);
    for (int r = 0; r < rows; ++r) {
        // Newton replayed in f32 on the host gives the same iteration count
        float g[W];
        for (int l = 0; l < W; ++l) g[l] = std::fmax(ha[r * W + l], 1.0f);
        int it = 0;
        for (;;) {
            bool all = true;
            for (int l = 0; l < W; ++l) {
                float nx = 0.5f * (g[l] + ha[r * W + l] / g[l]);
                all = all && std::fabs(nx - g[l]) <= 1e-6f * nx;
                g[l] = nx;
            }
            ++it;
            if (all || it >= 60) break;
        }
        chk.exact("iters", r, hit[r], it);
        for (int l = 0; l < W; ++l)
            chk.near("root", r * W + l, hroots[r * W + l], std::sqrt(double(ha[r * W + l])), 2e-6 * std::sqrt(ha[r * W + l]));
        int found = -1;
        double want[W] = {};
        const int chunks = (cols + W - 1) / W;
        for (int k = 0; k < chunks; k += stride) {
            bool neg = false;
            double v[W];
            for (int l = 0; l < W; ++l) {
                int c = k * W + l;
                v[l] = c < cols ? hx[r * cols + c] : 1.0;
                neg = neg || v[l] < 0;
            }
            if (neg) { found = k; break; }
            for (int l = 0; l < W; ++l) want[l] += (k % 2 == 0) ? v[l] : -0.5 * v[l];
        }
        chk.exact("first_neg", r, hfn[r], found);
        for (int l = 0; l < W; ++l) chk.near("acc", r * W + l, hacc[r * W + l], want[l], 1e-5 * (std::fabs(want[l]) + 1));
    }
    cudaFree(a); cudaFree(roots); cudaFree(x); cudaFree(acc); cudaFree(iters); cudaFree(fn);
    delete[] ha; delete[] hx; delete[] hroots; delete[] hacc; delete[] hit; delete[] hfn;
}

int main() {
    seed::checker chk("control_tile_loop_breaks");
    run<32>(chk, 6, 1000, 1);
    run<64>(chk, 5, 700, 3);
    run<16>(chk, 3, 40, 2);
    return chk.finish();
}
