// An object of a class with (host) virtual functions made in tile code: its virtual table cannot be used there.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

struct Config {
    int block = 64;
    virtual int tile_size() const { return block; }
};

__tile_global__ void fill(int* out) {
    Config c;  // COMPAT-ERROR
    (void)c;
    ct::store(out + ct::iota<ct::tile<int, ct::shape<16>>>(), ct::iota<ct::tile<int, ct::shape<16>>>());
}
