// Hash partitioning with CUDA 13.5's scalar high-half multiplies in tile
// code: each block maps 16 keys to buckets, Lemire's fast range reduction
// bucket = __umulhi(h, nbuckets) of a multiplicative hash h (32-bit keys),
// a 64-bit tag from __umul64hi of the key's 64-bit mix, and a signed Q16
// fixed-point weight __mulhi(w << 16, scale) >> 0 (the high half of a
// 32x32 signed product); a bucket count of zero would divide by nothing and
// traps (__trap, an always-failing assert in Tile IR). Checked bit for bit
// against the same arithmetic in 64-bit host integers.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int PER_BLOCK>
__tile_global__ void hash_partition(const unsigned* __restrict__ keys, const int* __restrict__ w,
                                    unsigned* __restrict__ bucket,
                                    unsigned long long* __restrict__ tag, int* __restrict__ wq,
                                    unsigned nbuckets, int scale, int n) {
    if (nbuckets == 0) __trap();
    const int base = ct::bid().x * PER_BLOCK;
    for (int j = 0; j < PER_BLOCK; ++j) {
        const int i = base + j;
        if (i >= n) break;
        const unsigned k = keys[i];
        const unsigned h = k * 2654435761u;                       // Knuth's multiplier
        bucket[i] = __umulhi(h, nbuckets);                         // in [0, nbuckets)
        const unsigned long long k64 = (unsigned long long)k * 0x9E3779B97F4A7C15ull + 1;
        tag[i] = __umul64hi(k64, 0xD6E8FEB86659FD93ull);
        wq[i] = __mulhi(w[i] * 65536, scale);                      // Q16 weight times scale
    }
}

int main() {
    seed::checker chk("elementwise_mulhi_hash");
    constexpr int PB = 16;
    for (int n : {1000, 16, 37}) {
        unsigned* hk = new unsigned[n];
        int* hw = new int[n];
        for (int i = 0; i < n; ++i) {
            hk[i] = seed::next_u32();
            hw[i] = seed::rand_int(-30000, 30000);
        }
        unsigned* hb = new unsigned[n];
        unsigned long long* ht = new unsigned long long[n];
        int* hq = new int[n];
        unsigned* k = seed::device_alloc<unsigned>(n);
        int* w = seed::device_alloc<int>(n);
        unsigned* b = seed::device_alloc<unsigned>(n);
        unsigned long long* t = seed::device_alloc<unsigned long long>(n);
        int* q = seed::device_alloc<int>(n);
        seed::to_device(k, hk, n);
        seed::to_device(w, hw, n);
        seed::poison(b, n * sizeof(unsigned));
        seed::poison(t, n * sizeof(unsigned long long));
        seed::poison(q, n * sizeof(int));
        const unsigned nb = 1000003u;
        const int scale = -123457;
        hash_partition<PB><<<(n + PB - 1) / PB, 1>>>(k, w, b, t, q, nb, scale, n);
        SEED_SYNC();
        seed::to_host(hb, b, n);
        seed::to_host(ht, t, n);
        seed::to_host(hq, q, n);
        for (int i = 0; i < n; ++i) {
            uint32_t h = hk[i] * 2654435761u;
            chk.exact("bucket", i, hb[i], (long long)((uint64_t(h) * nb) >> 32));
            uint64_t k64 = uint64_t(hk[i]) * 0x9E3779B97F4A7C15ull + 1;
            uint64_t hi = uint64_t(((unsigned __int128)k64 * 0xD6E8FEB86659FD93ull) >> 64);
            chk.exact("tag_lo", i, (long long)(ht[i] & 0xFFFFFFFFu), (long long)(hi & 0xFFFFFFFFu));
            chk.exact("tag_hi", i, (long long)(ht[i] >> 32), (long long)(hi >> 32));
            int64_t p = int64_t(int32_t(uint32_t(hw[i]) * 65536u)) * scale;
            chk.exact("wq", i, hq[i], (long long)int32_t(p >> 32));
        }
        cudaFree(k); cudaFree(w); cudaFree(b); cudaFree(t); cudaFree(q);
        delete[] hk; delete[] hw; delete[] hb; delete[] ht; delete[] hq;
    }
    return chk.finish();
}
