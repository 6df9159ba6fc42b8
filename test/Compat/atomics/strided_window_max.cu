// Sliding-window maxima through a strided_view whose windows overlap: block
// b scores the [W] window that starts at element b * S (S = W / 2) and
// raises every element of that window to at least the window's score with
// strided_view::atomic_max_masked (CUDA 13.5; relaxed, device scope), so
// element j ends as the maximum score of the windows covering it. The last
// window runs past n: its lanes beyond the span are not written (guard
// elements keep their value). Unsigned scores take umax.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int W>
__tile_global__ void window_max(const int* __restrict__ x, int* __restrict__ best, uint32_t* __restrict__ ubest,
                                int n) {
    using namespace ct::literals;
    const int b = ct::bid().x;
    auto xv = ct::strided_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<W>{}, ct::strides{ct::integral_constant<W / 2>{}}};
    auto bv = ct::strided_view{ct::tensor_span{best, ct::extents{n}}, ct::shape<W>{}, ct::strides{ct::integral_constant<W / 2>{}}};
    auto uv = ct::strided_view{ct::tensor_span{ubest, ct::extents{n}}, ct::shape<W>{}, ct::strides{ct::integral_constant<W / 2>{}}};
    auto v = xv.load_masked(b);
    const int score = static_cast<int>(ct::sum(v, 0_ic));
    auto s = ct::zeros<ct::tile<int, ct::shape<W>>>() + score;
    bv.atomic_max_masked(s, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, b);
    uv.atomic_max_masked(ct::element_cast<uint32_t>(s), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, b);
}

template <int W>
static void run(seed::checker& chk, int n) {
    const int S = W / 2, guard = W;
    const int blocks = (n - 1) / S + 1;  // windows starting inside the span
    int* hx = new int[n];
    seed::fill(hx, n, -1000, 1000);
    int* x = seed::device_alloc<int>(n);
    int* bst = seed::device_alloc<int>(n + guard);
    uint32_t* ub = seed::device_alloc<uint32_t>(n + guard);
    seed::to_device(x, hx, n);
    int* hb = new int[n + guard];
    uint32_t* hu = new uint32_t[n + guard];
    for (int i = 0; i < n + guard; ++i) { hb[i] = i < n ? -2147483647 - 1 : 12345; hu[i] = i < n ? 0u : 777u; }
    seed::to_device(bst, hb, n + guard);
    seed::to_device(ub, hu, n + guard);
    window_max<W><<<blocks, 1>>>(x, bst, ub, n);
    SEED_SYNC();
    seed::to_host(hb, bst, n + guard);
    seed::to_host(hu, ub, n + guard);
    for (int j = 0; j < n; ++j) {
        long long want = -2147483647LL - 1;
        uint32_t uwant = 0;
        for (int b = 0; b < blocks; ++b) {
            if (j < b * S || j >= b * S + W) continue;
            long long score = 0;
            for (int t = b * S; t < b * S + W && t < n; ++t) score += hx[t];
            if (score > want) want = score;
            if (uint32_t(score) > uwant) uwant = uint32_t(score);
        }
        chk.exact("max", j, hb[j], want);
        chk.exact("umax", j, hu[j], uwant);
    }
    for (int j = n; j < n + guard; ++j) {
        chk.exact("guard", j, hb[j], 12345);
        chk.exact("uguard", j, hu[j], 777);
    }
    cudaFree(x); cudaFree(bst); cudaFree(ub);
    delete[] hx; delete[] hb; delete[] hu;
}

int main() {
    seed::checker chk("strided_window_max");
    run<16>(chk, 100);
    run<64>(chk, 200);
    return chk.finish();
}
