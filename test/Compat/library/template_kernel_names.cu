// Kernel templates whose names Clang 18+ and nvcc 13.4 mangle apart, as a
// library writes them: a constrained element type (`std::floating_point`
// and a requires-clause on the tile width), an `auto` tile width, a pack of
// fused bias offsets instantiated empty and not, a dependent non-type
// parameter (`T Scale`) and a file-local static kernel; and three names only
// nvcc's front end writes: a kernel in an anonymous namespace (the module id
// from the file's path and first definition), a class-type argument with a
// trailing zero member, a nullptr argument. The harness compares
// the kernels per name with nvcc's cubin, so a name of ours that differs
// shows as a missing kernel; the emulated run launches each by <<<g>>>,
// <<<g, 1>>> and cudaLaunchKernel.
// RUN: %compat %s
#include <concepts>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int Tile> using idx_t = ct::tile<int, ct::shape<Tile>>;

template <std::floating_point T, int Tile>
  requires(Tile % 32 == 0)
__tile_global__ void axpy(T a, const T *__restrict__ x, T *__restrict__ y, int n) {
  auto i = int(ct::bid().x) * Tile + ct::iota<idx_t<Tile>>();
  auto m = i < n;
  ct::store_masked(y + i, a * ct::load_masked(x + i, m) + ct::load_masked(y + i, m), m);
}

template <auto Tile>
__tile_global__ void fill(float *__restrict__ out, float v, int n) {
  auto i = int(ct::bid().x) * int(Tile) + ct::iota<idx_t<int(Tile)>>();
  ct::store_masked(out + i, ct::full<ct::tile<float, ct::shape<int(Tile)>>>(v), i < n);
}

// out[i] = in[i] + sum over Offsets of in[i + offset] (clamped to n - 1).
template <int Tile, int... Offsets>
__tile_global__ void fused_bias(const float *__restrict__ in, float *__restrict__ out, int n) {
  auto i = int(ct::bid().x) * Tile + ct::iota<idx_t<Tile>>();
  auto m = i < n;
  auto acc = ct::load_masked(in + i, m);
  ((acc = acc + ct::load_masked(in + ct::min(i + Offsets, n - 1), m)), ...);
  ct::store_masked(out + i, acc, m);
}

template <typename T, T Scale>
__tile_global__ void scale(T *__restrict__ p, int n) {
  auto i = int(ct::bid().x) * 64 + ct::iota<idx_t<64>>();
  auto m = i < n;
  ct::store_masked(p + i, ct::load_masked(p + i, m) * Scale, m);
}

static __tile_global__ void negate(float *__restrict__ p, int n) {
  auto i = int(ct::bid().x) * 64 + ct::iota<idx_t<64>>();
  auto m = i < n;
  ct::store_masked(p + i, -ct::load_masked(p + i, m), m);
}

struct Affine {
  int mul;
  int add;
};

template <Affine A>
__tile_global__ void affine(int *__restrict__ p, int n) {
  auto i = int(ct::bid().x) * 64 + ct::iota<idx_t<64>>();
  auto m = i < n;
  ct::store_masked(p + i, ct::load_masked(p + i, m) * A.mul + A.add, m);
}

template <decltype(nullptr) Unused>
__tile_global__ void copy_tagged(const float *__restrict__ in, float *__restrict__ out, int n) {
  auto i = int(ct::bid().x) * 64 + ct::iota<idx_t<64>>();
  auto m = i < n;
  ct::store_masked(out + i, ct::load_masked(in + i, m), m);
}

namespace {
__tile_global__ void halve(float *__restrict__ p, int n) {
  auto i = int(ct::bid().x) * 64 + ct::iota<idx_t<64>>();
  auto m = i < n;
  ct::store_masked(p + i, ct::load_masked(p + i, m) * 0.5f, m);
}
} // namespace

int main() {
  seed::checker chk("library_template_kernel_names");
  const int n = 300;
  float *hx = new float[n], *hy = new float[n], *hr = new float[n];
  int *hi = new int[n], *hri = new int[n];
  seed::fill(hx, n);
  seed::fill(hy, n);
  seed::fill(hi, n);
  float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n);
  float *r = seed::device_alloc<float>(n);
  int *di = seed::device_alloc<int>(n);
  seed::to_device(x, hx, n);
  seed::to_device(y, hy, n);
  seed::to_device(di, hi, n);

  axpy<float, 128><<<(n + 127) / 128>>>(2.0f, x, y, n);
  SEED_SYNC();
  seed::to_host(hr, y, n);
  for (int i = 0; i < n; ++i) chk.near("axpy", i, hr[i], 2.0 * hx[i] + hy[i], 1e-6);

  fill<64><<<(n + 63) / 64, 1>>>(r, 1.25f, n);
  SEED_SYNC();
  seed::to_host(hr, r, n);
  for (int i = 0; i < n; ++i) chk.near("fill", i, hr[i], 1.25, 0);

  const int blocks = (n + 63) / 64;
  int nn = n;
  void *args[] = {&x, &r, &nn};
  cudaLaunchKernel((const void *)fused_bias<64>, dim3(blocks), dim3(1), args, 0, nullptr);
  SEED_SYNC();
  seed::to_host(hr, r, n);
  for (int i = 0; i < n; ++i) chk.near("fused_bias<64>", i, hr[i], hx[i], 0);

  fused_bias<64, 1, 3><<<blocks>>>(x, r, n);
  SEED_SYNC();
  seed::to_host(hr, r, n);
  for (int i = 0; i < n; ++i) {
    double want = double(hx[i]) + hx[i + 1 < n ? i + 1 : n - 1] + hx[i + 3 < n ? i + 3 : n - 1];
    chk.near("fused_bias<64,1,3>", i, hr[i], want, 1e-6);
  }

  scale<int, 3><<<blocks>>>(di, n);
  SEED_SYNC();
  seed::to_host(hri, di, n);
  for (int i = 0; i < n; ++i) chk.exact("scale<int,3>", i, hri[i], hi[i] * 3);

  negate<<<blocks, 1>>>(x, n);
  SEED_SYNC();
  seed::to_host(hr, x, n);
  for (int i = 0; i < n; ++i) chk.near("negate", i, hr[i], -hx[i], 0);

  affine<Affine{2, 0}><<<blocks>>>(di, n);
  SEED_SYNC();
  seed::to_host(hri, di, n);
  for (int i = 0; i < n; ++i) chk.exact("affine<{2,0}>", i, hri[i], hi[i] * 6);

  copy_tagged<nullptr><<<blocks, 1>>>(x, r, n);
  SEED_SYNC();
  seed::to_host(hr, r, n);
  for (int i = 0; i < n; ++i) chk.near("copy_tagged<nullptr>", i, hr[i], -hx[i], 0);

  void *hargs[] = {&x, &nn};
  cudaLaunchKernel((const void *)halve, dim3(blocks), dim3(1), hargs, 0, nullptr);
  SEED_SYNC();
  seed::to_host(hr, x, n);
  for (int i = 0; i < n; ++i) chk.near("halve", i, hr[i], -0.5 * hx[i], 0);

  cudaFree(x); cudaFree(y); cudaFree(r); cudaFree(di);
  delete[] hx; delete[] hy; delete[] hr; delete[] hi; delete[] hri;
  return chk.finish();
}
