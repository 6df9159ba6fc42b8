// Type-generic reduction kernels in a library's style: the accumulator type
// is chosen with std::conditional_t from a defaulted bool template argument,
// if constexpr picks the integer or floating path with std::is_integral_v,
// and the block size has a default. Row sums of int8 (accumulated in int32),
// int64, __half (accumulated in float) and double matrices.
// RUN: %compat %s
#include <cstdint>
#include <type_traits>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T>
using widen_t = std::conditional_t<std::is_integral_v<T>, std::conditional_t<(sizeof(T) < 4), int32_t, T>,
                                   std::conditional_t<(sizeof(T) < 4), float, T>>;

template <typename T, bool kWiden = true, typename Acc = std::conditional_t<kWiden, widen_t<T>, T>,
          int BLOCK = 64>
__tile_global__ void row_sum(const T* __restrict__ x, Acc* __restrict__ out, int rows, int cols) {
    using namespace ct::literals;
    auto view = ct::partition_view{ct::tensor_span{x, ct::extents{rows, cols}}, ct::shape<1, BLOCK>{}};
    const int r = ct::bid().x;
    auto acc = ct::zeros<ct::tile<Acc, ct::shape<1, BLOCK>>>();
    for (int c : ct::irange(0, (cols + BLOCK - 1) / BLOCK)) {
        if constexpr (std::is_same_v<T, Acc>)
            acc = acc + view.load_masked(r, c);
        else
            acc = acc + ct::element_cast<Acc>(view.load_masked(r, c));
    }
    Acc total;
    if constexpr (std::is_integral_v<Acc>)
        total = Acc(ct::sum(acc, 1_ic));
    else
        total = static_cast<Acc>(ct::sum(acc, 1_ic));
    ct::store(out + r, total);
}

template <typename T, typename Acc, typename Gen, typename ToD>
static void run(seed::checker& chk, const char* what, int rows, int cols, Gen gen, ToD to_d, double rel) {
    T* hx = new T[rows * cols];
    Acc* ho = new Acc[rows + 1];
    for (int i = 0; i < rows * cols; ++i) hx[i] = gen();
    T* x = seed::device_alloc<T>(rows * cols);
    Acc* o = seed::device_alloc<Acc>(rows + 1);
    seed::to_device(x, hx, rows * cols);
    seed::poison(o, (rows + 1) * sizeof(Acc));
    row_sum<T><<<rows, 1>>>(x, o, rows, cols);
    SEED_SYNC();
    seed::to_host(ho, o, rows + 1);
    for (int r = 0; r < rows; ++r) {
        double want = 0, mag = 0;
        for (int c = 0; c < cols; ++c) want += to_d(hx[r * cols + c]), mag += std::fabs(to_d(hx[r * cols + c]));
        chk.near(what, r, double(ho[r]), want, rel * (cols + 1) * mag);
    }
    chk.untouched(what, ho + rows, sizeof(Acc));
    cudaFree(x); cudaFree(o);
    delete[] hx; delete[] ho;
}

int main() {
    seed::checker chk("library_conditional_types");
    static_assert(std::is_same_v<widen_t<int8_t>, int32_t> && std::is_same_v<widen_t<__half>, float>);
    auto i8 = [] { return int8_t(seed::rand_int(-128, 127)); };
    auto i64 = [] { return int64_t(seed::rand_int(-1000000, 1000000)) << 20; };
    auto f16 = [] { return __float2half(seed::rand_float()); };
    auto f64 = [] { return double(seed::rand_float()) / 7; };
    run<int8_t, int32_t>(chk, "int8", 9, 300, i8, [](int8_t v) { return double(v); }, 0.0);
    run<int64_t, int64_t>(chk, "int64", 5, 100, i64, [](int64_t v) { return double(v); }, 0.0);
    run<__half, float>(chk, "half", 7, 129, f16, [](__half v) { return double(__half2float(v)); }, seed::f32_eps);
    run<double, double>(chk, "double", 3, 64, f64, [](double v) { return v; }, 1e-16);
    run<__half, float>(chk, "half1", 1, 1, f16, [](__half v) { return double(__half2float(v)); }, seed::f32_eps);
    return chk.finish();
}
