// Both include spellings must find our cuda_tile.h.
#include "cuda_tile.h"
#include <cuda_tile.h>
namespace ct = cuda::tiles;
__tile_global__ void k(float *p) { ct::store(p + ct::iota<ct::tile<int, ct::shape<4>>>(), ct::full<ct::tile<float, ct::shape<4>>>(1.0f)); }
void launch(float *p) { k<<<1, 1>>>(p); }
