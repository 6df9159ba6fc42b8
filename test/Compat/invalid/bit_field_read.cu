// Packed flags in a struct with bit-fields, unpacked in tile code (a SIMT
// habit): nvcc 13.4 rejects every bit-field read or write in tile code, of a
// local object too ("bit field read/write is unsupported in tile code").
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

struct RowFlags {
    unsigned scale_log2 : 4;
    unsigned negate : 1;
};

__tile_global__ void apply_flags(const float* __restrict__ in, float* __restrict__ out, unsigned packed) {
    RowFlags f{};
    float x = ct::load(in + ct::bid().x);
    if (f.negate)  // COMPAT-ERROR
        x = -x;
    ct::store(out + ct::bid().x, x * float(packed));
}
