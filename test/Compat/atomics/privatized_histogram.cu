// A histogram privatised per block: each block turns its chunk of bytes
// into a one-hot [BLOCK, BINS] comparison against the bin numbers, sums it
// over the chunk axis to get its own bin counts (an int tile of BINS), and
// adds that whole tile to the global bins with one pointer-tile atomic add
// (skipping the add when the block saw nothing, as a block past the data
// would). Values outside [lo, lo + BINS) are clamped into the edge bins.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK, int BINS>
__tile_global__ void byte_histogram(const uint8_t* __restrict__ data, unsigned* __restrict__ bins, int n, int lo) {
    using namespace ct::literals;
    const int start = int(ct::bid().x) * BLOCK;
    if (start >= n)
        return;
    auto i = start + ct::iota<ct::tile<int, ct::shape<BLOCK, 1>>>();
    auto m = i < n;
    auto v = ct::element_cast<int>(ct::load_masked(data + i, m, uint8_t(0))) - lo;
    auto b = ct::min(ct::max(v, 0), BINS - 1);
    auto bin_ids = ct::iota<ct::tile<int, ct::shape<1, BINS>>>();
    auto hit = ct::element_cast<unsigned>((b == bin_ids) & m);
    auto counts = ct::reshape(ct::sum(hit, 0_ic), ct::shape<BINS>{});
    auto out = bins + ct::iota<ct::tile<int, ct::shape<BINS>>>();
    (void)ct::atomic_add(out, counts, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}

template <int BLOCK, int BINS>
static void run(seed::checker& chk, int n, int lo, int blocks) {
    uint8_t* hd = new uint8_t[n];
    unsigned *hb = new unsigned[BINS], *want = new unsigned[BINS]();
    for (int i = 0; i < n; ++i) hd[i] = uint8_t(seed::next_u32() % 96 + 16);
    for (int i = 0; i < n; ++i) {
        int v = int(hd[i]) - lo;
        ++want[v < 0 ? 0 : v > BINS - 1 ? BINS - 1 : v];
    }
    uint8_t* d = seed::device_alloc<uint8_t>(n);
    unsigned* bins = seed::device_alloc<unsigned>(BINS);
    seed::to_device(d, hd, n);
    SEED_CHECK(cudaMemset(bins, 0, BINS * sizeof(unsigned)));
    byte_histogram<BLOCK, BINS><<<blocks, 1>>>(d, bins, n, lo);
    SEED_SYNC();
    seed::to_host(hb, bins, BINS);
    for (int k = 0; k < BINS; ++k) chk.exact("bins", k, hb[k], want[k]);
    cudaFree(d); cudaFree(bins);
    delete[] hd; delete[] hb; delete[] want;
}

int main() {
    seed::checker chk("atomics_privatized_histogram");
    run<256, 64>(chk, 5000, 32, (5000 + 255) / 256 + 2);  // two blocks past the data
    run<128, 128>(chk, 1000, 0, (1000 + 127) / 128);
    return chk.finish();
}
