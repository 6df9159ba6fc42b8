#include <cuda_tile.h>
namespace ct = cuda::tiles;
__tile_global__ void k(float *y) {
  __shared__ float buf[4];
  ct::store(y, buf[0]);
}
