// Softmax cross-entropy forward and backward per row, as in a classifier
// head: logits (f32 or __half, a template parameter) of [rows, classes]
// with classes not a power of two; the label's logit is gathered with a
// pointer-plus-label scalar load, the row loss is logsumexp - logit[label],
// rows whose label is ignore_index (-100) get zero loss and zero gradient
// (a run-time early-out branch), the mean loss over the valid rows is
// accumulated with a scalar f32 ct::atomic_add, and the gradient
// softmax - onehot(label) is written in the logits' type.
// RUN: %compat %s
#include <type_traits>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T, int BLOCK>
__tile_global__ void xent(const T* __restrict__ logits, const int* __restrict__ labels, T* __restrict__ grad,
                          float* __restrict__ loss_sum, int classes, float inv_valid) {
    using namespace ct::literals;
    const int r = ct::bid().x;
    auto c = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = c < classes;
    const int label = labels[r];
    if (label == -100) {
        ct::store_masked(grad + r * classes + c, ct::zeros<ct::tile<T, ct::shape<BLOCK>>>(), m);
        return;
    }
    auto z = ct::element_cast<float>(ct::load_masked(logits + r * classes + c, m));
    z = ct::select(m, z, ct::full<decltype(z)>(-1.0e30f));
    auto mx = ct::reduce_max(z, 0_ic);
    auto e = ct::exp(z - mx);
    auto se = ct::sum(e, 0_ic);
    float lse = static_cast<float>(mx) + ct::log(static_cast<float>(se));
    const float zl = static_cast<float>(logits[r * classes + label]);  // a scalar load of T
    (void)ct::atomic_add(loss_sum, (lse - zl) * inv_valid, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
    auto g = e / se - ct::element_cast<float>(c == label);
    ct::store_masked(grad + r * classes + c, ct::element_cast<T>(g), m);
}

template <typename T, int BLOCK>
static void run(seed::checker& chk, int rows, int classes) {
    const int n = rows * classes;
    T *hz = new T[n], *hg = new T[n];
    int* hl = new int[rows];
    for (int i = 0; i < n; ++i) hz[i] = T(3 * seed::rand_float());
    int valid = 0;
    for (int r = 0; r < rows; ++r) {
        hl[r] = (r % 5 == 2) ? -100 : int(seed::next_u32() % unsigned(classes));
        valid += hl[r] != -100;
    }
    T *z = seed::device_alloc<T>(n), *g = seed::device_alloc<T>(n);
    int* l = seed::device_alloc<int>(rows);
    float* loss = seed::device_alloc<float>(1);
    seed::to_device(z, hz, n); seed::to_device(l, hl, rows);
    seed::poison(g, n * sizeof(T));
    SEED_CHECK(cudaMemset(loss, 0, sizeof(float)));
    xent<T, BLOCK><<<rows, 1>>>(z, l, g, loss, classes, 1.0f / valid);
    SEED_SYNC();
    seed::to_host(hg, g, n);
    float hloss;
    seed::to_host(&hloss, loss, 1);
    const double tol = std::is_same_v<T, float> ? 1e-6 : 1e-3;
    double want_loss = 0;
    for (int r = 0; r < rows; ++r) {
        double mx = -1e300, se = 0;
        for (int c = 0; c < classes; ++c) mx = std::fmax(mx, float(hz[r * classes + c]));
        for (int c = 0; c < classes; ++c) se += std::exp(float(hz[r * classes + c]) - mx);
        for (int c = 0; c < classes; ++c) {
            double want = hl[r] == -100 ? 0.0 : std::exp(float(hz[r * classes + c]) - mx) / se - (c == hl[r]);
            chk.near("grad", r * classes + c, float(hg[r * classes + c]), want, tol * (std::fabs(want) + 1));
        }
        if (hl[r] != -100) want_loss += (mx + std::log(se) - float(hz[r * classes + hl[r]])) / valid;
    }
    chk.near("loss", 0, hloss, want_loss, 1e-5 * (std::fabs(want_loss) + 1));
    cudaFree(z); cudaFree(g); cudaFree(l); cudaFree(loss);
    delete[] hz; delete[] hg; delete[] hl;
}

int main() {
    seed::checker chk("norm_softmax_xent_loss");
    run<float, 128>(chk, 12, 100);
    run<__half, 1024>(chk, 7, 1000);
    run<float, 16>(chk, 9, 10);
    run<__half, 64>(chk, 5, 64);
    return chk.finish();
}
