// Weight-only int4 dequantisation (GPTQ/AWQ-style storage): eight 4-bit
// weights packed per uint32_t along a row, one f16 scale and one 4-bit zero
// point per group of G columns. Each output element gathers its word at
// column / 8, shifts by (column % 8) * 4 and masks a nibble, as unsigned
// tile arithmetic; the zero points are themselves packed eight per word.
// The result is written as __half, computed in f32.
// RUN: %compat %s
#include <cstdint>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BR, int BC, int G>
__tile_global__ void dequant_int4(const uint32_t* __restrict__ qweight, const uint32_t* __restrict__ qzeros,
                                  const __half* __restrict__ scales, __half* __restrict__ w, int rows, int cols) {
    static_assert(BC % 8 == 0 && G % 8 == 0, "whole words per tile and per group");
    const int words = cols / 8, groups = cols / G;
    auto r = int(ct::bid().x) * BR + ct::iota<ct::tile<int, ct::shape<BR, 1>>>();
    auto c = int(ct::bid().y) * BC + ct::iota<ct::tile<int, ct::shape<1, BC>>>();
    auto ok = (r < rows) & (c < cols);
    auto shift = ct::element_cast<uint32_t>((c % 8) * 4);
    auto q = (ct::load_masked(qweight + r * words + c / 8, ok, 0u) >> shift) & 0xFu;
    auto g = c / G;
    auto zshift = ct::element_cast<uint32_t>((g % 8) * 4);
    auto z = (ct::load_masked(qzeros + r * ((groups + 7) / 8) + g / 8, ok, 0u) >> zshift) & 0xFu;
    auto s = ct::element_cast<float>(ct::load_masked(scales + r * groups + g, ok));
    auto val = (ct::element_cast<float>(ct::element_cast<int>(q)) - ct::element_cast<float>(ct::element_cast<int>(z))) * s;
    ct::store_masked(w + r * cols + c, ct::element_cast<__half>(val), ok);
}

template <int BR, int BC, int G>
static void run(seed::checker& chk, int rows, int cols) {
    const int words = cols / 8, groups = cols / G, zwords = (groups + 7) / 8;
    uint32_t *hq = new uint32_t[size_t(rows) * words], *hz = new uint32_t[size_t(rows) * zwords];
    __half *hs = new __half[size_t(rows) * groups], *hw = new __half[size_t(rows) * cols];
    unsigned char *nib = new unsigned char[size_t(rows) * cols], *zn = new unsigned char[size_t(rows) * zwords * 8];
    for (size_t i = 0; i < size_t(rows) * cols; ++i) nib[i] = (unsigned char)(seed::next_u32() & 0xF);
    for (size_t i = 0; i < size_t(rows) * zwords * 8; ++i) zn[i] = (unsigned char)(seed::next_u32() & 0xF);
    for (size_t i = 0; i < size_t(rows) * words; ++i) {
        uint32_t v = 0;
        for (int k = 0; k < 8; ++k) v |= uint32_t(nib[i * 8 + k]) << (4 * k);
        hq[i] = v;
    }
    for (size_t i = 0; i < size_t(rows) * zwords; ++i) {
        uint32_t v = 0;
        for (int k = 0; k < 8; ++k) v |= uint32_t(zn[i * 8 + k]) << (4 * k);
        hz[i] = v;
    }
    for (size_t i = 0; i < size_t(rows) * groups; ++i) hs[i] = __float2half(seed::rand_float() / 8.0f);
    auto *q = seed::device_alloc<uint32_t>(size_t(rows) * words), *z = seed::device_alloc<uint32_t>(size_t(rows) * zwords);
    auto *s = seed::device_alloc<__half>(size_t(rows) * groups), *w = seed::device_alloc<__half>(size_t(rows) * cols);
    seed::to_device(q, hq, size_t(rows) * words);
    seed::to_device(z, hz, size_t(rows) * zwords);
    seed::to_device(s, hs, size_t(rows) * groups);
    dequant_int4<BR, BC, G><<<dim3((rows + BR - 1) / BR, (cols + BC - 1) / BC), 1>>>(q, z, s, w, rows, cols);
    SEED_SYNC();
    seed::to_host(hw, w, size_t(rows) * cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) {
            size_t at = size_t(i) * cols + j;
            int g = j / G;
            double want = (int(nib[at]) - int(zn[size_t(i) * zwords * 8 + g])) * double(__half2float(hs[size_t(i) * groups + g]));
            // one f16 rounding of |value| < 2
            chk.near("w", at, __half2float(hw[at]), want, std::fabs(want) / 1024.0 + 1e-7);
        }
    cudaFree(q); cudaFree(z); cudaFree(s); cudaFree(w);
    delete[] hq; delete[] hz; delete[] hs; delete[] hw; delete[] nib; delete[] zn;
}

int main() {
    seed::checker chk("elementwise_int4_group_dequant");
    run<8, 64, 32>(chk, 19, 256);
    run<16, 128, 128>(chk, 16, 1024);
    return chk.finish();
}
