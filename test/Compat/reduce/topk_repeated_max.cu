// Top-k per row by repeated maximum, as a sampler's logits filter does it:
// each block loads one row (run-time width up to the tile), then k times
// (k a run-time argument) takes the maximum, finds its first lane with a
// reduce_min over the lanes holding it, writes value and index, and knocks
// that lane out with a select. The row tile and the k loop's counter are
// carried through a run-time loop; the outputs are scalar stores.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void topk_rows(const float* __restrict__ logits, float* __restrict__ top_vals,
                               int* __restrict__ top_idx, int cols, int k) {
    using namespace ct::literals;
    using itile = ct::tile<int, ct::shape<BLOCK>>;
    constexpr float kGone = -3.0e38f;
    const int r = ct::bid().x;
    auto lane = ct::iota<itile>();
    auto v = ct::load_masked(logits + r * cols + lane, lane < cols, kGone);
    for (int j = 0; j < k; ++j) {
        const float best = static_cast<float>(ct::reduce_max(v, 0_ic));
        const int at = static_cast<int>(ct::reduce_min(ct::select(v == best, lane, ct::full<itile>(BLOCK)), 0_ic));
        ct::store(top_vals + r * k + j, best);
        ct::store(top_idx + r * k + j, at);
        v = ct::select(lane == at, ct::full<decltype(v)>(kGone), v);
    }
}

template <int BLOCK>
static void run(seed::checker& chk, int rows, int cols, int k) {
    const size_t n = size_t(rows) * cols, nk = size_t(rows) * k;
    float* hx = new float[n];
    float* hv = new float[nk];
    int* hi = new int[nk];
    seed::fill(hx, n);
    for (int r = 0; r < rows; ++r)  // a tie: the first lane must win
        hx[size_t(r) * cols + cols - 1] = hx[size_t(r) * cols + (r % cols)] = 2.0f;
    float *x = seed::device_alloc<float>(n), *v = seed::device_alloc<float>(nk);
    int* idx = seed::device_alloc<int>(nk);
    seed::to_device(x, hx, n);
    topk_rows<BLOCK><<<rows, 1>>>(x, v, idx, cols, k);
    SEED_SYNC();
    seed::to_host(hv, v, nk);
    seed::to_host(hi, idx, nk);
    for (int r = 0; r < rows; ++r) {
        bool* taken = new bool[cols]();
        for (int j = 0; j < k; ++j) {
            int best = -1;
            for (int c = 0; c < cols; ++c)
                if (!taken[c] && (best < 0 || hx[size_t(r) * cols + c] > hx[size_t(r) * cols + best])) best = c;
            taken[best] = true;
            chk.exact("idx", size_t(r) * k + j, hi[size_t(r) * k + j], best);
            chk.exact("val", size_t(r) * k + j, hv[size_t(r) * k + j] == hx[size_t(r) * cols + best], 1);
        }
        delete[] taken;
    }
    cudaFree(x); cudaFree(v); cudaFree(idx);
    delete[] hx; delete[] hv; delete[] hi;
}

int main() {
    seed::checker chk("reduce_topk_repeated_max");
    run<128>(chk, 6, 100, 5);
    run<64>(chk, 3, 64, 8);
    run<256>(chk, 2, 200, 1);
    return chk.finish();
}
