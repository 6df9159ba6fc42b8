// Source of hints.tilebc: an entry with optimization hints and one without.
#include <cuda_tile.h>
[[cutile::hint(0, occupancy = 4)]] __tile_global__ void k(float *p) {}
__tile_global__ void k2(float *p, int n) {}
