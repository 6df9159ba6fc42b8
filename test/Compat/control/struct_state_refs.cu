// Aggregates and references in tile code, as Welford-style helpers are
// written: a struct holding three tiles (count, mean, M2) carried through a
// loop and updated by a __tile__ function taking it by reference, a helper
// returning a struct by value, an out-parameter by reference, a
// constexpr function computing the tile width from a template parameter, a
// fold expression over an int parameter pack, and a run-time ternary that
// picks one of two tiles. Output: per-row mean and population variance.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T>
struct welford {
    T n, mean, m2;
};

template <typename T, typename M>
__tile__ void welford_push(welford<T>& s, T x, M valid) {
    auto one = ct::select(valid, ct::ones<T>(), ct::zeros<T>());
    auto n1 = s.n + one;
    auto safe_n = ct::max(n1, 1.0f);
    auto d = x - s.mean;
    auto mean = s.mean + one * d / safe_n;
    s.m2 = s.m2 + one * d * (x - mean);
    s.mean = mean;
    s.n = n1;
}

template <typename T>
__tile__ welford<T> welford_init() {
    return {ct::zeros<T>(), ct::zeros<T>(), ct::zeros<T>()};
}

// Combine the lanes into one (n, mean, M2) triple (Chan et al.), via sums.
template <typename T>
__tile__ void welford_finish(const welford<T>& s, float& mean, float& var) {
    using namespace ct::literals;
    const float n = static_cast<float>(ct::sum(s.n, 0_ic));
    mean = static_cast<float>(ct::sum(s.n * s.mean, 0_ic)) / n;
    auto dm = s.mean - mean;
    var = static_cast<float>(ct::sum(s.m2 + s.n * dm * dm, 0_ic)) / n;
}

// constexpr helpers called from tile code must be __tile__ (nvcc rejects a
// plain constexpr __host__ function there without --expt-relaxed-constexpr).
__tile__ constexpr int tile_width(int bytes_per_row) { return bytes_per_row >= 1024 ? 256 : (bytes_per_row >= 256 ? 64 : 16); }

template <int... Ns>
__tile__ constexpr int sum_of() { return (Ns + ... + 0); }

template <int kRowBytes, int... kPad>
__tile_global__ void row_moments(const float* __restrict__ x, float* __restrict__ out, int cols, bool swap) {
    constexpr int W = tile_width(kRowBytes) + sum_of<kPad...>() * 0;  // the pack only checks the fold
    static_assert(sum_of<kPad...>() >= 0);
    const int r = ct::bid().x;
    auto lane = ct::iota<ct::tile<int, ct::shape<W>>>();
    auto s = welford_init<ct::tile<float, ct::shape<W>>>();
    for (int c0 : ct::irange(0, cols, W)) {
        auto c = c0 + lane;
        auto m = c < cols;
        welford_push(s, ct::load_masked(x + r * cols + c, m), m);
    }
    float mean, var;
    welford_finish(s, mean, var);
    auto pair = ct::iota<ct::tile<int, ct::shape<2>>>();
    using pair_t = ct::tile<float, ct::shape<2>>;
    const auto mv = ct::full<pair_t>(mean), vv = ct::full<pair_t>(var);
    // a run-time conditional over two tile prvalues
    ct::store(out + 2 * r + pair, swap ? ct::select(pair == 0, vv, mv) : ct::select(pair == 0, mv, vv));
}

template <int kRowBytes, int... kPad>
static void run(seed::checker& chk, int rows, int cols, bool swap) {
    const int n = rows * cols;
    float *hx = new float[n], *ho = new float[2 * rows];
    for (int i = 0; i < n; ++i) hx[i] = 3.0f + seed::rand_float();
    float *x = seed::device_alloc<float>(n), *o = seed::device_alloc<float>(2 * rows);
    seed::to_device(x, hx, n);
    seed::poison(o, 2 * rows * sizeof(float));
    row_moments<kRowBytes, kPad...><<<rows, 1>>>(x, o, cols, swap);
    SEED_SYNC();
    seed::to_host(ho, o, 2 * rows);
    for (int r = 0; r < rows; ++r) {
        double mu = 0, q = 0;
        for (int c = 0; c < cols; ++c) mu += hx[r * cols + c];
        mu /= cols;
        for (int c = 0; c < cols; ++c) q += (hx[r * cols + c] - mu) * (hx[r * cols + c] - mu);
        q /= cols;
        chk.near("mean", r, ho[2 * r + (swap ? 1 : 0)], mu, 1e-5 * std::fabs(mu));
        chk.near("var", r, ho[2 * r + (swap ? 0 : 1)], q, 1e-4 * q + 1e-6);
    }
    cudaFree(x); cudaFree(o);
    delete[] hx; delete[] ho;
}

int main() {
    seed::checker chk("control_struct_state_refs");
    run<4096, 0>(chk, 5, 1000, false);
    run<512, 1, 2, 3>(chk, 4, 130, true);
    run<64, 7>(chk, 6, 16, false);
    run<2048, 0, 0>(chk, 2, 3, true);
    return chk.finish();
}
