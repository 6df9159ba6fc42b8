// Epilogue customization the way C++ kernel libraries do it: an elementwise
// "bias + activation + residual" kernel takes its activation as a functor
// type parameter (a struct with a __tile__ call operator, one per
// activation, built inside the kernel from a float kernel argument: nvcc
// takes only scalars and pointers as tile kernel parameters), and the kernel
// body composes it with a local generic lambda.
// A __tile__ helper template works on tiles of any shape.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

struct Identity {
    float param;
    template <typename T> __tile__ T operator()(T x) const { return x; }
};
struct Silu {
    float param;
    template <typename T> __tile__ T operator()(T x) const { return x / (1.0f + ct::exp(-x)); }
};
struct LeakyRelu {
    float param;  // the negative slope
    template <typename T> __tile__ T operator()(T x) const { return ct::select(x > 0.0f, x, x * param); }
};

template <typename Tile>
__tile__ Tile clamp_abs(Tile x, float limit) {
    return ct::min(ct::max(x, -limit), limit);
}

template <int BR, int BC, typename Act, bool kResidual>
__tile_global__ void bias_act(const float* __restrict__ x, const float* __restrict__ bias,
                              const float* __restrict__ residual, float* __restrict__ y, int rows,
                              int cols, float act_param, float clip) {
    const Act act{act_param};
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    auto rv = ct::partition_view{ct::tensor_span{residual, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    auto bv = ct::partition_view{ct::tensor_span{bias, ct::extents{cols}}, ct::shape<BC>{}};
    auto [i, j, k] = ct::bid();

    auto epilogue = [&](auto v) {
        auto out = act(v + bv.load_masked(j));  // (BC) broadcasts over the rows
        if constexpr (kResidual)
            out = out + rv.load_masked(i, j);
        return clamp_abs(out, clip);
    };
    yv.store_masked(epilogue(xv.load_masked(i, j)), i, j);
}

template <typename Act, bool kResidual, typename Ref>
static void run(seed::checker& chk, const char* what, int rows, int cols, Act act, Ref ref) {
    constexpr int BR = 8, BC = 32;
    const int n = rows * cols, guard = 8;
    const float clip = 0.75f;
    float *hx = new float[n], *hb = new float[cols], *hr = new float[n], *hy = new float[n + guard];
    seed::fill(hx, n);
    seed::fill(hb, cols);
    seed::fill(hr, n);
    float *x = seed::device_alloc<float>(n), *b = seed::device_alloc<float>(cols),
          *r = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n + guard);
    seed::to_device(x, hx, n);
    seed::to_device(b, hb, cols);
    seed::to_device(r, hr, n);
    seed::poison(y, (n + guard) * sizeof(float));
    bias_act<BR, BC, Act, kResidual><<<dim3((rows + BR - 1) / BR, (cols + BC - 1) / BC), 1>>>(
        x, b, r, y, rows, cols, act.param, clip);
    SEED_SYNC();
    seed::to_host(hy, y, n + guard);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) {
            double v = ref(double(hx[i * cols + j]) + hb[j]);
            if (kResidual) v += hr[i * cols + j];
            v = std::fmin(std::fmax(v, -clip), clip);
            chk.near(what, i * cols + j, hy[i * cols + j], v, 1e-6);
        }
    chk.untouched(what, hy + n, guard * sizeof(float));
    cudaFree(x); cudaFree(b); cudaFree(r); cudaFree(y);
    delete[] hx; delete[] hb; delete[] hr; delete[] hy;
}

int main() {
    seed::checker chk("library_lambda_epilogue");
    run<Identity, true>(chk, "identity", 16, 64, Identity{}, [](double v) { return v; });
    run<Silu, false>(chk, "silu", 13, 45, Silu{}, [](double v) { return v / (1 + std::exp(-v)); });
    run<LeakyRelu, true>(chk, "leaky", 9, 70, LeakyRelu{0.125f}, [](double v) { return v > 0 ? v : 0.125 * v; });
    run<Silu, true>(chk, "silu1", 1, 1, Silu{}, [](double v) { return v / (1 + std::exp(-v)); });
    return chk.finish();
}
