// Constant lookup tables as CUDA 13.5 braced-list tiles (one dense constant
// each): per-channel dequantisation scales and zero points for 8 channels
// of uint8 data, a 4x4 colour-mixing matrix applied with mma-free
// broadcasting, and a bool channel mask deduced from a braced list.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

static constexpr float kScale[8] = {0.5f, 0.25f, 0.125f, 1.0f, 2.0f, 0.75f, 1.5f, 0.0625f};

__tile_global__ void dequant(const uint8_t* __restrict__ q, float* __restrict__ out, int rows) {
    auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{rows, 8_ic}}, ct::shape{16_ic, 8_ic}};
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{rows, 8_ic}}, ct::shape{16_ic, 8_ic}};
    const int b = ct::bid().x;
    ct::tile scale{kScale};
    ct::tile<int, ct::shape<8>> zero{{128, 128, 0, 0, 64, 64, 32, 32}};
    ct::tile keep{{true, true, true, false, true, true, true, true}};
    auto v = ct::element_cast<int>(qv.load(b, 0)) - ct::reshape<ct::shape<1, 8>>(zero);
    auto f = ct::element_cast<float>(v) * ct::reshape<ct::shape<1, 8>>(scale);
    ov.store(ct::select(ct::reshape<ct::shape<1, 8>>(keep), f, 0.0f * f), b, 0);
}

__tile_global__ void mix(const float* __restrict__ rgba, float* __restrict__ out) {
    auto iv = ct::partition_view{ct::tensor_span{rgba, ct::extents{64_ic, 4_ic}}, ct::shape{64_ic, 4_ic}};
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{64_ic, 4_ic}}, ct::shape{64_ic, 4_ic}};
    ct::tile<float, ct::shape<4, 4>> m{{{0.5f, 0.25f, 0.25f, 0.0f},
                                        {0.0f, 1.0f, 0.0f, 0.0f},
                                        {0.125f, 0.125f, 0.75f, 0.0f},
                                        {0.0f, 0.0f, 0.0f, 1.0f}}};
    auto x = iv.load(0, 0);
    // out[p][j] = sum_k x[p][k] * m[j][k], one column of m at a time.
    auto acc = ct::zeros<ct::tile<float, ct::shape<64, 4>>>();
    for (int k = 0; k < 4; ++k) {
        auto xk = ct::extract(x, ct::shape<64, 1>{}, 0, k);
        auto mk = ct::reshape<ct::shape<1, 4>>(ct::extract(m, ct::shape<4, 1>{}, 0, k));
        acc = acc + xk * mk;
    }
    ov.store(acc, 0, 0);
}

int main() {
    seed::checker chk("types_lut_braced_tiles");
    const int rows = 64;
    uint8_t* hq = new uint8_t[rows * 8];
    float* ho = new float[rows * 8];
    for (int i = 0; i < rows * 8; ++i) hq[i] = uint8_t(seed::next_u32());
    uint8_t* q = seed::device_alloc<uint8_t>(rows * 8);
    float* o = seed::device_alloc<float>(rows * 8);
    seed::to_device(q, hq, rows * 8);
    dequant<<<rows / 16, 1>>>(q, o, rows);
    SEED_SYNC();
    seed::to_host(ho, o, rows * 8);
    const int zero[8] = {128, 128, 0, 0, 64, 64, 32, 32};
    for (int i = 0; i < rows * 8; ++i) {
        int c = i % 8;
        float want = c == 3 ? 0.0f : float(int(hq[i]) - zero[c]) * kScale[c];
        chk.exact("dequant", i, (long long)(ho[i] * 16.0f), (long long)(want * 16.0f));
    }
    const float m[4][4] = {{0.5f, 0.25f, 0.25f, 0.0f}, {0.0f, 1.0f, 0.0f, 0.0f},
                           {0.125f, 0.125f, 0.75f, 0.0f}, {0.0f, 0.0f, 0.0f, 1.0f}};
    float hx[64 * 4], hm[64 * 4];
    for (int i = 0; i < 256; ++i) hx[i] = float(seed::rand_int(0, 255)) / 8.0f;
    float* x = seed::device_alloc<float>(256);
    float* mo = seed::device_alloc<float>(256);
    seed::to_device(x, hx, 256);
    mix<<<1, 1>>>(x, mo);
    SEED_SYNC();
    seed::to_host(hm, mo, 256);
    for (int p = 0; p < 64; ++p)
        for (int j = 0; j < 4; ++j) {
            double want = 0;
            for (int k = 0; k < 4; ++k) want += double(hx[p * 4 + k]) * m[j][k];
            chk.near("mix", size_t(p * 4 + j), hm[p * 4 + j], want, 1e-4);
        }
    cudaFree(q); cudaFree(o); cudaFree(x); cudaFree(mo);
    delete[] hq; delete[] ho;
    return chk.finish();
}
