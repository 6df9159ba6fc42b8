// Bool tiles as masks: comparisons, isnan/isinf, combined with & | ^ ! and
// && ||, loaded from and stored to bool arrays, reduced with any_of/all_of
// per row, counted by converting to int, and used by select and masked
// stores. Rows of a (rows, 64) f32 matrix with NaNs, infinities and
// values outside a [lo, hi] band.
// RUN: %compat %s
#include <cmath>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BC>
__tile_global__ void classify(const float* __restrict__ x, const bool* __restrict__ keep_in,
                              bool* __restrict__ bad_out, float* __restrict__ cleaned,
                              int* __restrict__ counts, bool* __restrict__ row_any, bool* __restrict__ row_all,
                              float lo, float hi) {
    using namespace ct::literals;
    const int r = ct::bid().x;
    auto c = ct::iota<ct::tile<int, ct::shape<1, BC>>>();
    auto v = ct::load(x + r * BC + c);
    auto keep = ct::load(keep_in + r * BC + c);
    auto nonfinite = ct::isnan(v) | ct::isinf(v);
    auto out_of_band = !nonfinite && ((v < lo) || (v > hi));
    auto bad = (nonfinite | out_of_band) & keep;
    ct::store(bad_out + r * BC + c, bad);
    // Bad kept values become 0; dropped values are not written.
    ct::store_masked(cleaned + r * BC + c, ct::select(bad, ct::zeros<ct::tile<float, ct::shape<1, BC>>>(), v), keep);
    auto n_bad = ct::sum(ct::element_cast<int>(bad), 1_ic);
    auto n_flip = ct::sum(ct::element_cast<int>(out_of_band ^ keep), 1_ic);
    // 1 x 1 results: converted to scalars before a scalar store.
    ct::store(counts + 2 * r, static_cast<int>(n_bad));
    counts[2 * r + 1] = int(n_flip);
    ct::store(row_any + r, static_cast<bool>(ct::any_of(bad, 1_ic)));
    row_all[r] = bool(ct::all_of(keep, 1_ic));
}

int main() {
    seed::checker chk("types_bool_masks");
    constexpr int BC = 64;
    const int rows = 12;
    const float lo = -0.5f, hi = 0.75f;
    const int n = rows * BC;
    float *hx = new float[n], *hc = new float[n];
    bool *hk = new bool[n], *hb = new bool[n], *hany = new bool[rows], *hall = new bool[rows];
    int* hcnt = new int[2 * rows];
    for (int i = 0; i < n; ++i) {
        unsigned u = seed::next_u32() % 16;
        hx[i] = u == 0 ? NAN : u == 1 ? INFINITY : u == 2 ? -INFINITY : seed::rand_float();
        hk[i] = (i / BC) % 4 == 1 ? true : (seed::next_u32() % 3) != 0;  // row 1, 5, 9: all kept
    }
    for (int j = 0; j < BC; ++j) hx[3 * BC + j] = 0.1f, hx[5 * BC + j] = 0.2f;  // rows 3 and 5: no bad values
    float *x = seed::device_alloc<float>(n), *cl = seed::device_alloc<float>(n);
    bool *k = seed::device_alloc<bool>(n), *b = seed::device_alloc<bool>(n);
    bool *ra = seed::device_alloc<bool>(rows), *rl = seed::device_alloc<bool>(rows);
    int* cnt = seed::device_alloc<int>(2 * rows);
    seed::to_device(x, hx, n);
    seed::to_device(k, hk, n);
    seed::poison(cl, n * sizeof(float));
    classify<BC><<<rows, 1>>>(x, k, b, cl, cnt, ra, rl, lo, hi);
    SEED_SYNC();
    seed::to_host(hb, b, n);
    seed::to_host(hc, cl, n);
    seed::to_host(hcnt, cnt, 2 * rows);
    seed::to_host(hany, ra, rows);
    seed::to_host(hall, rl, rows);
    for (int r = 0; r < rows; ++r) {
        int nb = 0, nf = 0;
        bool any = false, all = true;
        for (int j = 0; j < BC; ++j) {
            int i = r * BC + j;
            bool nonfinite = std::isnan(hx[i]) || std::isinf(hx[i]);
            bool oob = !nonfinite && (hx[i] < lo || hx[i] > hi);
            bool bad = (nonfinite || oob) && hk[i];
            chk.exact("bad", i, hb[i], bad);
            if (hk[i])
                chk.near("cleaned", i, hc[i], bad ? 0.0 : hx[i], 0.0);
            else
                chk.untouched("cleaned", hc + i, sizeof(float));
            nb += bad;
            nf += oob != hk[i];
            any = any || bad;
            all = all && hk[i];
        }
        chk.exact("n_bad", r, hcnt[2 * r], nb);
        chk.exact("n_flip", r, hcnt[2 * r + 1], nf);
        chk.exact("any", r, hany[r], any);
        chk.exact("all", r, hall[r], all);
    }
    cudaFree(x); cudaFree(cl); cudaFree(k); cudaFree(b); cudaFree(ra); cudaFree(rl); cudaFree(cnt);
    delete[] hx; delete[] hc; delete[] hk; delete[] hb; delete[] hany; delete[] hall; delete[] hcnt;
    return chk.finish();
}
