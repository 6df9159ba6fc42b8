// Loop forms in tile code: ct::irange with a run-time step, a while loop
// whose condition is computed at run time from a scalar reduction (repeated
// halving of a residual until it is below a tolerance or a cap on the
// number of rounds), a do-while, a plain for with a run-time bound and a
// break on a run-time condition (odd i skipped with an if), and #pragma
// unroll on a loop with a constant trip count. The kernel writes its
// results per row for the host to replay.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK, int kTaps = 4>
__tile_global__ void loop_forms(const float* __restrict__ x, float* __restrict__ out, int* __restrict__ rounds,
                                int cols, int step, float tol) {
    using namespace ct::literals;
    using f_t = ct::tile<float, ct::shape<BLOCK>>;
    const int r = ct::bid().x;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    const float* row = x + r * cols;

    // 1. strided accumulation: tiles k = 0, step, 2*step, ... (run-time step)
    f_t acc = ct::zeros<f_t>();
    for (int k : ct::irange(0, (cols + BLOCK - 1) / BLOCK, step)) {
        auto c = k * BLOCK + lane;
        acc = acc + ct::load_masked(row + c, c < cols);
    }
    // 2. #pragma unroll over a compile-time tap count: a weighted sum of shifted loads
    f_t taps = ct::zeros<f_t>();
#pragma unroll
    for (int t = 0; t < kTaps; ++t) {
        auto c = lane + t;
        taps = taps + float(t + 1) * ct::load_masked(row + c, c < cols);
    }
    // 3. while with a run-time condition: halve until the max |residual| < tol (at most 40 rounds)
    f_t res = acc;
    int n_rounds = 0;
    float mx = static_cast<float>(ct::reduce_max(ct::abs(res), 0_ic));
    while (mx >= tol && n_rounds < 40) {
        res = res * 0.5f;
        mx = mx * 0.5f;
        ++n_rounds;
    }
    // 4. do-while that runs at least once; 5. for with continue and break
    int k = 0;
    float dw = 0.0f;
    do {
        dw = dw + float(k);
        ++k;
    } while (k < (r % 3));
    float fb = 0.0f;
    for (int i = 0; i < cols; ++i) {
        if (i > r + 4)
            break;
        if (i % 2 == 0)
            fb = fb + float(i);
    }
    auto c = lane;
    ct::store_masked(out + r * BLOCK * 2 + c, acc + taps, c < BLOCK);
    ct::store(out + r * BLOCK * 2 + BLOCK + lane, res);
    ct::store(rounds + 2 * r, n_rounds);
    ct::store(rounds + 2 * r + 1, int(dw + fb));
}

template <int BLOCK>
static void run(seed::checker& chk, int rows, int cols, int step) {
    const int n = rows * cols;
    const float tol = 0.01f;
    float *hx = new float[n], *ho = new float[rows * BLOCK * 2];
    int* hr = new int[2 * rows];
    seed::fill(hx, n);
    float *x = seed::device_alloc<float>(n), *o = seed::device_alloc<float>(rows * BLOCK * 2);
    int* rd = seed::device_alloc<int>(2 * rows);
    seed::to_device(x, hx, n);
    seed::poison(o, rows * BLOCK * 2 * sizeof(float));
    loop_forms<BLOCK><<<rows, 1>>>(x, o, rd, cols, step, tol);
    SEED_SYNC();
    seed::to_host(ho, o, rows * BLOCK * 2);
    seed::to_host(hr, rd, 2 * rows);
    for (int r = 0; r < rows; ++r) {
        float acc[BLOCK];
        double mx = 0;
        for (int l = 0; l < BLOCK; ++l) {
            double a = 0, t = 0;
            for (int k = 0; k * BLOCK < cols; k += step)
                if (k * BLOCK + l < cols) a += hx[r * cols + k * BLOCK + l];
            for (int tp = 0; tp < 4; ++tp)
                if (l + tp < cols) t += (tp + 1) * double(hx[r * cols + l + tp]);
            acc[l] = float(a);
            mx = std::fmax(mx, std::fabs(a));
            chk.near("acc_taps", r * BLOCK * 2 + l, ho[r * BLOCK * 2 + l], a + t, 1e-5 * (std::fabs(a) + std::fabs(t) + 1));
        }
        int rounds = 0;
        float fmx = float(mx);
        while (fmx >= tol && rounds < 40) { fmx *= 0.5f; ++rounds; }
        chk.exact("rounds", r, hr[2 * r], rounds);
        for (int l = 0; l < BLOCK; ++l)
            chk.near("res", l, ho[r * BLOCK * 2 + BLOCK + l], std::ldexp(double(acc[l]), -rounds),
                     1e-5 * std::ldexp(std::fabs(double(acc[l])), -rounds) + 1e-7);
        int dw = 0, k = 0;
        do { dw += k; ++k; } while (k < r % 3);
        int fb = 0;
        for (int i = 0; i < cols; ++i) { if (i % 2 == 1) continue; if (i > r + 4) break; fb += i; }
        chk.exact("dw_fb", r, hr[2 * r + 1], dw + fb);
    }
    cudaFree(x); cudaFree(o); cudaFree(rd);
    delete[] hx; delete[] ho; delete[] hr;
}

int main() {
    seed::checker chk("control_loops_irange_while");
    run<64>(chk, 5, 1000, 3);
    run<32>(chk, 4, 100, 1);
    run<128>(chk, 3, 130, 2);
    return chk.finish();
}
