// A tile-rule violation: the front end's checks report it, and embedding
// (which runs after them) adds nothing of its own.
#include "cuda_tile.h"
__device__ float simt_helper(float x) { return x; }
__tile_global__ void bad(float *p) { simt_helper(1.0f); }
