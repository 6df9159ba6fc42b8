// Local arrays subscripted by run-time indices in tile code (reads, writes,
// compound assignment, increments, two dimensions, arrays of structs, a
// pointer into the array passed to a helper, arrays of tiles), as nvcc 13.4
// accepts them. Built with --cutile-emulate; every block's results are
// checked against the same C++ run on the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS local_array_runtime_index
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

struct Pair {
  int key;
  float val;
};

#define ARRAY_FUNCS(QUAL, P)                                               \
QUAL float P##sum(const float *a, int n) {                                 \
  float s = 0.0f;                                                          \
  for (int i = 0; i < n; ++i)                                              \
    s += a[i];                                                             \
  return s;                                                                \
}                                                                          \
                                                                           \
QUAL float P##scalars(int j, int n) {                                      \
  float a[4] = {1.0f, 2.0f, 3.0f, 4.0f};                                   \
  a[j & 3] = 7.0f;                                                         \
  for (int i = 0; i < n; ++i)                                              \
    a[i & 3] += float(i);                                                  \
  a[(j + 1) & 3] *= 2.0f;                                                  \
  a[(j + 2) & 3]++;                                                        \
  float *p = a + 1;                                                        \
  p[j % 3] -= 0.5f;                                                        \
  return a[j & 3] * 100.0f + a[(n + j) & 3] * 10.0f +                      \
         P##sum(a, 1 + (j & 3));                                           \
}                                                                          \
                                                                           \
QUAL int P##grid(int r, int c) {                                           \
  int g[3][4];                                                             \
  for (int i = 0; i < 3; ++i)                                              \
    for (int k = 0; k < 4; ++k)                                            \
      g[i][k] = i * 10 + k;                                                \
  g[r % 3][c & 3] = -1;                                                    \
  int *row = g[(r + 1) % 3];                                               \
  row[(c + 1) & 3] += 100;                                                 \
  int s = 0;                                                               \
  for (int i = 0; i < 3; ++i)                                              \
    s = s * 3 + g[i][(c + i) & 3];                                         \
  return s;                                                                \
}                                                                          \
                                                                           \
QUAL float P##structs(int j) {                                             \
  Pair ps[3] = {{1, 0.5f}, {2, 1.5f}, {3, 2.5f}};                          \
  ps[j % 3].key += 10;                                                     \
  ps[(j + 1) % 3].val = float(ps[j % 3].key);                              \
  Pair q = ps[(j + 2) % 3];                                                \
  ps[j % 3] = q;                                                           \
  return ps[0].val + ps[1].val * 10.0f + float(ps[2].key) * 100.0f +       \
         float(ps[j % 3].key);                                             \
}

ARRAY_FUNCS(__tile__, t_)
ARRAY_FUNCS(, h_)

constexpr int kTile = 8;

__tile_global__ void kernel(const int *__restrict__ js, float *__restrict__ out,
                            int *__restrict__ iout, float *__restrict__ sout,
                            const float *__restrict__ x,
                            float *__restrict__ y) {
  int b = ct::bid().x;
  int j = js[b];
  out[b] = t_scalars(j, j + 2);
  iout[b] = t_grid(j, j + b);
  sout[b] = t_structs(j);
  // An array of tiles: rows of x kept in registers, chosen at run time.
  using T = ct::tile<float, ct::shape<kTile>>;
  T rows[3];
  for (int i = 0; i < 3; ++i)
    rows[i] = ct::load(x + i * kTile + ct::iota<ct::tile<int, ct::shape<kTile>>>());
  rows[j % 3] = rows[j % 3] * 2.0f;
  rows[(j + 1) % 3] = rows[(j + 1) % 3] + rows[(j + 2) % 3];
  ct::store(y + b * kTile + ct::iota<ct::tile<int, ct::shape<kTile>>>(),
            rows[j % 3] + rows[(j + 1) % 3]);
}

int main() {
  seed::checker chk("local_array_runtime_index");
  const int n = 9;
  int hjs[n] = {0, 1, 2, 3, 4, 5, 6, 7, 11};
  float hx[3 * kTile];
  for (int i = 0; i < 3 * kTile; ++i)
    hx[i] = float(i) * 0.25f - 1.0f;
  int *js = seed::device_alloc<int>(n), *iout = seed::device_alloc<int>(n);
  float *out = seed::device_alloc<float>(n), *sout = seed::device_alloc<float>(n);
  float *x = seed::device_alloc<float>(3 * kTile);
  float *y = seed::device_alloc<float>(n * kTile);
  seed::to_device(js, hjs, n);
  seed::to_device(x, hx, 3 * kTile);
  kernel<<<n, 1>>>(js, out, iout, sout, x, y);
  SEED_SYNC();
  float hout[n], hsout[n], hy[n * kTile];
  int hiout[n];
  seed::to_host(hout, out, n);
  seed::to_host(hiout, iout, n);
  seed::to_host(hsout, sout, n);
  seed::to_host(hy, y, n * kTile);
  for (int b = 0; b < n; ++b) {
    int j = hjs[b];
    chk.near("scalars", b, hout[b], h_scalars(j, j + 2), 1e-4);
    chk.exact("grid", b, hiout[b], h_grid(j, j + b));
    chk.near("structs", b, hsout[b], h_structs(j), 1e-4);
    for (int e = 0; e < kTile; ++e) {
      float rows[3];
      for (int i = 0; i < 3; ++i)
        rows[i] = hx[i * kTile + e];
      rows[j % 3] = rows[j % 3] * 2.0f;
      rows[(j + 1) % 3] += rows[(j + 2) % 3];
      chk.near("tiles", b * kTile + e, hy[b * kTile + e],
               rows[j % 3] + rows[(j + 1) % 3], 1e-5);
    }
  }
  return chk.finish();
}
