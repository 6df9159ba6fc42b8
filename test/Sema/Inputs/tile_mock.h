// A stand-in for the parts of cuda_tile.h the Sema tests touch: just enough
// declarations to write loads, stores and block queries.
#pragma once
namespace cuda::tiles {
struct tile {
  float v;
};
__tile_builtin__ tile load(float *p);
__tile_builtin__ void store(float *p, tile t);
__tile_builtin__ tile load_masked(float *p, bool m, float pad);
struct partition_view {
  __tile_builtin__ tile load(int i) const;
  __tile_builtin__ void store(tile t, int i) const;
};
__tile_builtin__ unsigned bid();
__tile_builtin__ tile add(tile a, tile b);
} // namespace cuda::tiles
namespace ct = cuda::tiles;
