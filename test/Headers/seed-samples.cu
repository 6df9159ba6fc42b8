// Every C++ sample of the programming guide's "Writing Tile Kernels" chapter
// (shared/seeds), compiled against our cuda_tile.h in both compilations.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-device-only --cuda-gpu-arch=sm_90 -Xclang -verify %s
// Stock Clang without our plugin: the header degrades to __global__/__device__
// and parses cleanly (only the user's cutile::hint attributes are unknown).
// RUN: %llvm_tools/clang++ -x cuda --cuda-path=/usr/local/cuda -Wno-unknown-cuda-version -Wno-unknown-attributes -std=c++20 -fsyntax-only -I%cutile_src/runtime-headers --cuda-host-only -Xclang -verify %s
// RUN: %llvm_tools/clang++ -x cuda --cuda-path=/usr/local/cuda -Wno-unknown-cuda-version -Wno-unknown-attributes -std=c++20 -fsyntax-only -I%cutile_src/runtime-headers --cuda-device-only --cuda-gpu-arch=sm_90 -Xclang -verify %s
// expected-no-diagnostics
#include <cstddef>
#include "cuda_tile.h"
namespace ct = cuda::tiles;

// 2.4.1 kernel and function declarations
__tile_global__ void my_kernel(float* a, float* b, float* c) {
}
__tile__ float helper(float x, float y) {
    return x + y;
}

// 2.4.2 launching
void launch(float* a, float* b, float* c, int num_blocks_x, int num_blocks_y) {
    my_kernel<<<dim3(num_blocks_x, num_blocks_y), 1>>>(a, b, c);  // second arg must be 1
}
__tile_global__ void kernel(float* in, float* out, int N) {}
void launch_grid(float* in, float* out, int N, int tile_size) {
    int num_blocks = (N + tile_size - 1) / tile_size;   // ceil division -> covers partial tail
    kernel<<<num_blocks, 1>>>(in, out, N);
}

// 2.4.3 querying block position
__tile_global__ void my_kernel2(float* a, float* b, float* c) {
    namespace ct = cuda::tiles;
    int bid_x = ct::bid().x;          // block index along .x
    int bid_y = ct::bid().y;          // block index along .y
    int num_x = ct::num_blocks().x;   // total blocks along .x
}

// 2.4.4 creating tiles
__tile__ void factories() {
    namespace ct = cuda::tiles;

    using i32x8   = ct::tile<int,   ct::shape<8>>;      // 1-D: 8 ints
    using f32x4x4 = ct::tile<float, ct::shape<4, 4>>;   // 2-D: 4x4 floats

    auto z      = ct::zeros<f32x4x4>();       // all zeros
    auto o      = ct::ones<f32x4x4>();        // all ones
    auto filled = ct::full<f32x4x4>(3.14f);   // all 3.14
    auto seq    = ct::iota<i32x8>();          // {0, 1, 2, 3, 4, 5, 6, 7}
}

// 2.4.5.2 integral_constant and _ic literals
__tile__ void concat_demo() {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    using T = ct::tile<int, ct::shape<4, 8>>;
    T lhs = ct::full<T>(0);
    T rhs = ct::full<T>(1);

    auto a = ct::cat<0>(lhs, rhs);     // NTTP form
    auto b = ct::cat(lhs, rhs, 0_ic);  // _ic form
}
__tile__ void extents_demo(int length) {
    using namespace ct::literals;
    auto shape2d = ct::extents{8_ic, length};  // 8 is compile-time; length is runtime
}

// 2.4.6.1.1 partition view loads and stores
__tile_global__ void vec_add(float* __restrict__ a, float* __restrict__ b, float* __restrict__ out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    a   = ct::assume_aligned(a,   16_ic);
    b   = ct::assume_aligned(b,   16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto aSpan = ct::tensor_span{a,   ct::extents{128_ic}};
    auto bSpan = ct::tensor_span{b,   ct::extents{128_ic}};
    auto oSpan = ct::tensor_span{out, ct::extents{128_ic}};

    auto aView = ct::partition_view{aSpan, ct::shape{8_ic}};
    auto bView = ct::partition_view{bSpan, ct::shape{8_ic}};
    auto oView = ct::partition_view{oSpan, ct::shape{8_ic}};

    int  bx    = ct::bid().x;             // this block's tile-space index along .x
    auto aTile = aView.load(bx);          // pick the bx-th tile of a
    auto bTile = bView.load(bx);
    oView.store(aTile + bTile, bx);       // write the tile back at the bx-th position of out
}

// 2.4.6.1.3 tile-space boundary handling
__tile_global__ void edge_safe(float* __restrict__ in, float* __restrict__ out, int N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    in  = ct::assume_aligned(in,  16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto inView  = ct::partition_view{ct::tensor_span{in,  ct::extents{N}}, ct::shape{128_ic}};
    auto outView = ct::partition_view{ct::tensor_span{out, ct::extents{N}}, ct::shape{128_ic}};

    int  bx   = ct::bid().x;
    auto tile = inView.load_masked(bx);    // masked load: OOB lanes default to 0
    outView.store_masked(tile, bx);        // masked store: OOB writes silently discarded
}

// 2.4.6.2 gather and scatter
__tile_global__ void vec_add_gather(int* __restrict__ a, int* __restrict__ b, int* __restrict__ out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using i32x8 = ct::tile<int, ct::shape<8>>;

    a   = ct::assume_aligned(a,   16_ic);
    b   = ct::assume_aligned(b,   16_ic);
    out = ct::assume_aligned(out, 16_ic);

    int bx       = ct::bid().x;
    auto offsets = 8 * bx + ct::iota<i32x8>();   // element-level offsets, one per lane

    auto aPtrs = a + offsets;
    auto bPtrs = b + offsets;

    auto aTile = ct::load(aPtrs);                // gather: one load per pointer
    auto bTile = ct::load(bPtrs);
    ct::store(out + offsets, aTile + bTile);     // scatter: one store per pointer
}

// 2.4.6.2.1 gather and scatter boundary handling
__tile_global__ void gather_safe(int* __restrict__ arr, int* __restrict__ out, int N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using i32x8 = ct::tile<int, ct::shape<8>>;

    arr = ct::assume_aligned(arr, 16_ic);
    out = ct::assume_aligned(out, 16_ic);

    int bx       = ct::bid().x;
    auto offsets = 8 * bx + ct::iota<i32x8>();   // element-level offsets, one per lane
    auto mask    = offsets < N;                  // boolean tile: true where the offset is in-bounds

    auto ptrs = arr + offsets;                   // tile of pointers, one per offset
    auto tile = ct::load_masked(ptrs, mask, 0);  // masked lanes get the pad value 0
    ct::store_masked(out + offsets, tile, mask); // masked lanes are skipped on the store
}

// 2.4.7.1 loops
__tile_global__ void tile_sum(float* __restrict__ arr, float* __restrict__ out, int num_tiles) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using f32x8 = ct::tile<float, ct::shape<8>>;

    arr = ct::assume_aligned(arr, 16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto inView  = ct::partition_view{ct::tensor_span{arr, ct::extents{8 * num_tiles}},
                                      ct::shape{8_ic}};
    auto outView = ct::partition_view{ct::tensor_span{out, ct::extents{8_ic}},
                                      ct::shape{8_ic}};

    auto acc = ct::full<f32x8>(0.0f);
    for (auto k : ct::irange(0, num_tiles)) {
        auto tile = inView.load(k);
        acc = acc + tile;                               // accumulate the k-th tile into acc
    }
    outView.store(acc, 0);                              // write the final result as the 0-th tile of out
}

// 2.4.7.2 conditionals
__tile_global__ void conditional_load(float* __restrict__ arr, float* __restrict__ out, int N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using f32x8 = ct::tile<float, ct::shape<8>>;

    arr = ct::assume_aligned(arr, 16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto inView  = ct::partition_view{ct::tensor_span{arr, ct::extents{N}}, ct::shape{8_ic}};
    auto outView = ct::partition_view{ct::tensor_span{out, ct::extents{N}}, ct::shape{8_ic}};

    int bx   = ct::bid().x;
    int nb_x = ct::num_blocks().x;

    auto tile = ct::full<f32x8>(0.0f);    // default for the last-block branch
    if (bx < nb_x - 1) {
        tile = inView.load(bx);           // all blocks except the last
    }
    outView.store_masked(tile, bx);       // masked to handle a potentially partial final tile
}

// 2.4.8.1 broadcasting
__tile__ void broadcasting() {
    auto x = ct::iota<ct::tile<int, ct::shape<8, 2>>>();      // 8x2   (rank 2)
    auto y = ct::iota<ct::tile<int, ct::shape<4, 1, 2>>>();   // 4x1x2 (rank 3)
    auto z = x + y;                                           // x promoted to 1x8x2, then broadcasts to 4x8x2
    static_assert(__is_same(decltype(z), ct::tile<int, ct::shape<4, 8, 2>>));
}

// 2.4.8.2 arithmetic operators (the ill-formed x + 2.5 is in rule-narrowing.cu)
__tile__ void scalar_tile() {
    using i32x8 = ct::tile<int, ct::shape<8>>;
    i32x8 x = ct::full<i32x8>(3);
    x + 2;       // OK - int literal matches int tile element type
}
__tile_global__ void elementwise(float* __restrict__ a, float* __restrict__ b, float* __restrict__ out, int N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    a   = ct::assume_aligned(a,   16_ic);
    b   = ct::assume_aligned(b,   16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto aView = ct::partition_view{ct::tensor_span{a,   ct::extents{N}}, ct::shape{8_ic}};
    auto bView = ct::partition_view{ct::tensor_span{b,   ct::extents{N}}, ct::shape{8_ic}};
    auto cView = ct::partition_view{ct::tensor_span{out, ct::extents{N}}, ct::shape{8_ic}};

    int  bx = ct::bid().x;
    auto x  = aView.load(bx);
    auto y  = bView.load(bx);
    auto z  = 2.0f * x + y;
    cView.store(z, bx);
}

// 2.4.9.1 matrix multiply
__tile_global__ void gemm(const __half* __restrict__ A, const __half* __restrict__ B, float* __restrict__ C,
                          std::size_t M, std::size_t K, std::size_t N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using f32_acc = ct::tile<float, ct::shape<32, 32>>;

    A = ct::assume_aligned(A, 16_ic);
    B = ct::assume_aligned(B, 16_ic);
    C = ct::assume_aligned(C, 16_ic);

    constexpr auto tm = 32_ic;
    constexpr auto tn = 32_ic;
    constexpr auto tk = 16_ic;

    auto aView = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape{tm, tk}};
    auto bView = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape{tk, tn}};
    auto cView = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape{tm, tn}};

    auto [bx, by, bz] = ct::bid();
    auto acc = ct::full<f32_acc>(0.0f);                 // FP32 accumulator

    std::size_t num_k = (K + tk - 1) / tk;
    for (auto k : ct::irange(std::size_t{0}, num_k)) {
        acc = ct::mma(aView.load_masked(bx, k),         // zero-pad partial K-tile
                      bView.load_masked(k, by),
                      acc);                             // acc += a @ b
    }
    cView.store_masked(acc, bx, by);                    // drop OOB edge lanes
}

// 2.4.9.2 reductions
__tile__ void reductions() {
    using namespace ct::literals;
    using i32x2x4 = ct::tile<int, ct::shape<2, 4>>;

    auto x = ct::iota<i32x2x4>();                         // [[0,1,2,3],[4,5,6,7]]
    auto row_sums = ct::sum(x, 1_ic);                     // shape (2, 1) - axis kept
    static_assert(__is_same(decltype(row_sums), ct::tile<int, ct::shape<2, 1>>));
}

// 2.4.9.3 transpose and permutation
__tile__ void transpose_permute() {
    using namespace ct::literals;
    using t2d = ct::tile<int, ct::shape<2, 4>>;
    using t3d = ct::tile<int, ct::shape<2, 2, 2>>;

    auto tx = ct::iota<t2d>();
    auto ty = ct::transpose(tx);                                     // shape (4, 2)

    auto tz = ct::iota<t3d>();
    auto tw = ct::permute(tz, ct::dimension_map{2_ic, 0_ic, 1_ic});  // axes (0,1,2) -> (2,0,1)
    static_assert(__is_same(decltype(ty), ct::tile<int, ct::shape<4, 2>>));
}

// 2.4.9.4 element-wise selection
__tile__ void selection() {
    using namespace ct::literals;
    auto cond = ct::iota<ct::tile<int, ct::shape<4>>>() < 2;   // {T, T, F, F}
    auto t    = ct::full<ct::tile<float, ct::shape<4>>>( 1.0f);
    auto f    = ct::full<ct::tile<float, ct::shape<4>>>(-1.0f);
    auto r    = ct::select(cond, t, f);                        // {1, 1, -1, -1}
}

// 2.4.10.1 cross-block contention
__tile_global__ void block_sum(int* __restrict__ arr, int* __restrict__ out, std::size_t N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    constexpr auto TILE = 16_ic;

    arr = ct::assume_aligned(arr, 16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto aView = ct::partition_view{ct::tensor_span{arr, ct::extents{N}},
                                    ct::shape{TILE}};
    int bid = ct::bid().x;
    auto tile    = aView.load_masked(bid);        // partial final tile -> OOB lanes default to 0
    auto partial = ct::sum(tile, 0_ic);           // reduce to a 1-element tile

    ct::atomic_add(out, (int)partial,             // accumulate the scalar into out[0]
                   ct::memory_order_relaxed_t{},  // single-location accumulator -> relaxed suffices
                   ct::thread_scope_device_t{});  // visible across the device
}

// 2.4.10.2 intra-block contention
__tile__ void intra_block(int* slot) {
    using i32x16 = ct::tile<int, ct::shape<16>>;
    auto ptrs = ct::full<ct::tile<int*, ct::shape<16>>>(slot);
    ct::atomic_add(ptrs, ct::iota<i32x16>(),
                ct::memory_order_relaxed_t{},
                ct::thread_scope_block_t{});
}

// 2.4.11.1 optimization hints
[[ cutile::hint(900,  num_cta_in_cga=4),    // sm_90:  prefer 4 CTAs per cluster
   cutile::hint(1000, num_cta_in_cga=8) ]]  // sm_100: prefer 8 CTAs per cluster
__tile_global__ void optimization_hints(float* __restrict__ in,
                                        float* __restrict__ out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    in  = ct::assume_aligned(in,  16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto inSpan  = ct::tensor_span{in,  ct::extents{128_ic}};
    auto outSpan = ct::tensor_span{out, ct::extents{128_ic}};
    auto inView  = ct::partition_view{inSpan,  ct::shape{8_ic}};
    auto outView = ct::partition_view{outSpan, ct::shape{8_ic}};

    int bx = ct::bid().x;

    ct::tile<float, ct::shape<8>> tile;
    [[ cutile::hint(0, latency=8) ]]
    tile = inView.load(bx);

    outView.store(tile, bx);
}

// 2.4.12.1 __restrict__ pointers
__tile_global__ void tile_elementwise_copy(float* out, float const* in) {
    namespace ct = cuda::tiles;

    using f32x64 = ct::tile<float, ct::shape<64>>;
    using i32x64 = ct::tile<int, ct::shape<64>>;

    auto inPtrs  = in  + 64 * ct::bid().x + ct::iota<i32x64>();
    auto outPtrs = out + 64 * ct::bid().x + ct::iota<i32x64>();

    auto data = ct::load(inPtrs);   // (1)
    ct::store(outPtrs, data);       // (2)
}

// 2.4.12.2 16-byte aligned pointers
__tile_global__ void foo(float* __restrict__ in) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    in = ct::assume_aligned(in, 16_ic);

    ct::tensor_span t{in, ct::extents{256_ic, 256_ic}};
    ct::partition_view{t, ct::shape{4_ic, 4_ic}};
}

// 2.4.12.4 ct::irange for bounded loops
__tile__ void bounded(int lowerBound, int upperBound, int step) {
    for (auto idx : ct::irange(lowerBound, upperBound, step)) {
    }
}
