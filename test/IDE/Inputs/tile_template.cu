// Issue 26's first symptom: an explicit instantiation of a tile kernel
// template, which our compiler accepts, was an error in clangd when the
// command's compiler (not our launcher) let it pick the machine's CUDA 13.0.
#include <cuda_tile.h>

namespace ct = cuda::tiles;

template <typename T>
__tile_global__ void twice(T *in, T *out, int n) {
  using namespace ct::literals;
  auto vi = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{64_ic}};
  auto vo = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{64_ic}};
  int b = ct::bid().x;
  vo.store(vi.load(b) + vi.load(b), b);
}

template __tile_global__ void twice<float>(float *, float *, int);
