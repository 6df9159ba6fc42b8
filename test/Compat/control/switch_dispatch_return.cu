// A switch-dispatch helper that returns from its cases (CUDA 13.5; nvcc
// 13.4 rejected a return inside a switch): per-row activation functions
// chosen by an opcode read from memory, the helper returning a whole tile
// from each case (one case falls through into the next, unknown opcodes
// take the default), and a scalar helper whose cases return the row's
// scale, one of them after an early-exit loop over the row's parameters.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T>
__tile__ T activate(int op, T x) {
    switch (op) {
    case 0:
        return x;                                        // identity
    case 1:
        return ct::max(x, ct::zeros<T>());               // relu
    case 2:
        x = x * 0.5f;
        [[fallthrough]];
    case 3:
        return x / (1.0f + ct::abs(x));                  // softsign (of x / 2 for op 2)
    case 4:
        return ct::select(x > 0.0f, x, 0.1f * x);        // leaky relu
    default:
        break;
    }
    return ct::zeros<T>();
}

// The row's scale: a constant per opcode, or for op 4 the first positive
// parameter of the row's list (1 where there is none).
__tile__ float scale_for(int op, const float* params, int nparams) {
    switch (op) {
    case 0:
        return 1.0f;
    case 1:
    case 2:
        return 2.0f;
    case 4:
        for (int i = 0; i < nparams; ++i)
            if (params[i] > 0.0f)
                return params[i];
        return 1.0f;
    default:
        return 0.5f;
    }
}

template <int BLOCK>
__tile_global__ void dispatch_rows(const float* __restrict__ x, const int* __restrict__ ops,
                                   const float* __restrict__ params, float* __restrict__ y, int cols, int nparams) {
    using f_t = ct::tile<float, ct::shape<BLOCK>>;
    const int r = ct::bid().x;
    const int op = ops[r];
    auto c = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = c < cols;
    f_t v = ct::load_masked(x + r * cols + c, m, 0.0f);
    f_t a = activate(op, v) * scale_for(op, params + r * nparams, nparams);
    ct::store_masked(y + r * cols + c, a, m);
}

static double host_activate(int op, double x) {
    switch (op) {
    case 0: return x;
    case 1: return x > 0 ? x : 0;
    case 2: x = x * 0.5; return x / (1 + std::fabs(x));
    case 3: return x / (1 + std::fabs(x));
    case 4: return x > 0 ? x : 0.1 * x;
    default: return 0;
    }
}

template <int BLOCK>
static void run(seed::checker& chk, int rows, int cols, int nparams) {
    const int n = rows * cols;
    float *hx = new float[n], *hy = new float[n], *hp = new float[rows * nparams];
    int* hop = new int[rows];
    seed::fill(hx, n);
    for (int r = 0; r < rows; ++r) hop[r] = r % 7 - 1;  // -1 and 5 take the default
    for (int i = 0; i < rows * nparams; ++i) hp[i] = seed::rand_float();
    for (int r = 0; r < rows; r += 3)
        for (int i = 0; i < nparams; ++i) hp[r * nparams + i] = -1.0f;  // no positive parameter
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n),
          *p = seed::device_alloc<float>(rows * nparams);
    int* ops = seed::device_alloc<int>(rows);
    seed::to_device(x, hx, n); seed::to_device(ops, hop, rows); seed::to_device(p, hp, rows * nparams);
    seed::poison(y, n * sizeof(float));
    dispatch_rows<BLOCK><<<rows, 1>>>(x, ops, p, y, cols, nparams);
    SEED_SYNC();
    seed::to_host(hy, y, n);
    for (int r = 0; r < rows; ++r) {
        double s;
        switch (hop[r]) {
        case 0: s = 1; break;
        case 1: case 2: s = 2; break;
        case 4: {
            s = 1;
            for (int i = 0; i < nparams; ++i)
                if (hp[r * nparams + i] > 0) { s = hp[r * nparams + i]; break; }
            break;
        }
        default: s = 0.5;
        }
        for (int c = 0; c < cols; ++c) {
            double want = host_activate(hop[r], hx[r * cols + c]) * s;
            chk.near("y", r * cols + c, hy[r * cols + c], want, 1e-5 * (std::fabs(want) + 1));
        }
    }
    cudaFree(x); cudaFree(y); cudaFree(p); cudaFree(ops);
    delete[] hx; delete[] hy; delete[] hp; delete[] hop;
}

int main() {
    seed::checker chk("control_switch_dispatch_return");
    run<64>(chk, 21, 50, 4);
    run<128>(chk, 14, 128, 9);
    run<16>(chk, 8, 3, 1);
    return chk.finish();
}
