// Structs with reference members read from device memory: a list of
// (source, destination, scale) work items, each reference an address in
// the struct, read through and written through in a run-time loop.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"
#include <new>

namespace ct = cuda::tiles;

struct axpy_item {
    const float& src;
    float& dst;
    float scale;
};

__tile_global__ void apply_items(const axpy_item* __restrict__ items, int per_block) {
    const int b = ct::bid().x;
    for (int i = 0; i < per_block; ++i) {
        const axpy_item& it = items[b * per_block + i];
        it.dst += it.scale * it.src;
    }
}

int main() {
    seed::checker chk("reference_members_in_memory");
    const int blocks = 2, per_block = 6, n = 16;
    float hx[n], hy[n];
    seed::fill(hx, n);
    seed::fill(hy, n);
    float* x = seed::device_alloc<float>(n);
    float* y = seed::device_alloc<float>(n);
    seed::to_device(x, hx, n);
    seed::to_device(y, hy, n);
    // Items built in place: a struct with reference members has no default
    // constructor. Block b writes y[b * 8 + i % 8] only, so blocks do not race.
    const int count = blocks * per_block;
    alignas(axpy_item) static unsigned char raw[sizeof(axpy_item) * count];
    int src_of[count], dst_of[count];
    float scale_of[count];
    for (int k = 0; k < count; ++k) {
        const int b = k / per_block, i = k % per_block;
        src_of[k] = int(seed::next_u32() % n);
        dst_of[k] = b * 8 + (i * 3) % 8;
        scale_of[k] = seed::rand_float();
        new (raw + k * sizeof(axpy_item)) axpy_item{x[src_of[k]], y[dst_of[k]], scale_of[k]};
    }
    axpy_item* items = seed::device_alloc<axpy_item>(count);
    seed::to_device(items, reinterpret_cast<axpy_item*>(raw), count);
    apply_items<<<blocks, 1>>>(items, per_block);
    SEED_SYNC();
    float out[n];
    seed::to_host(out, y, n);
    float ref[n];
    for (int e = 0; e < n; ++e)
        ref[e] = hy[e];
    for (int k = 0; k < count; ++k)
        ref[dst_of[k]] += scale_of[k] * hx[src_of[k]];
    for (int e = 0; e < n; ++e)
        chk.near("y", e, out[e], ref[e], 1e-5);
    return chk.finish();
}
