// `return` inside a loop or a switch in tile code: CUDA 13.4 rejects it
// (nvcc 13.4: "a return statement inside a loop/switch statement is not
// currently supported in a tile function", at these lines), CUDA 13.5
// accepts it (CodeGen/return-in-loop.cu lowers it). The toolkit that
// --cuda-path names decides.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only --cuda-path=%cutile_src/.deps/cuda-13.4.92 -Xclang -verify=cuda134 %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only --cuda-path=%cutile_src/.deps/cuda-13.4.92 -Xclang -verify=cuda134 %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=cuda135 %s
// cuda135-no-diagnostics
#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile__ int find_first(const int *p, int n, int key) {
  for (int i = 0; i < n; ++i)
    if (p[i] == key)
      return i; // cuda134-error {{'return' inside a loop is not allowed in tile code before CUDA 13.5 (the CUDA toolkit in use is older); leave the loop with 'break' and return after it}}
  int j = 0;
  while (j < n) {
    if (p[j] < 0)
      return -j; // cuda134-error {{'return' inside a loop}}
    ++j;
  }
  do {
    return 7; // cuda134-error {{'return' inside a loop}}
  } while (n > 0);
}

__tile__ float scale_for(int mode) {
  switch (mode) {
  case 0:
    return 1.0f; // cuda134-error {{'return' inside a 'switch' is not allowed in tile code before CUDA 13.5 (the CUDA toolkit in use is older); 'break' out of the 'switch' and return after it}}
  default:
    break;
  }
  return 2.0f; // after the switch: fine in 13.4 too
}

__tile__ float run_ops(const int *ops, int n) {
  float x = 0.0f;
  for (int i : ct::irange(0, n)) {
    switch (ops[i]) {
    case 2:
      return x; // cuda134-error {{'return' inside a loop}}
    default:
      x += 1.0f;
    }
  }
  return x;
}

__tile_global__ void k(const int *p, int n, float *out) {
  // A lambda's body is a function of its own: its loop counts, the
  // kernel's does not.
  auto first_neg = [&] {
    for (int i = 0; i < n; ++i)
      if (p[i] < 0)
        return i; // cuda134-error {{'return' inside a loop}}
    return n;
  };
  out[0] = float(find_first(p, n, 3)) * scale_for(n) + run_ops(p, n) + first_neg();
  for (int i = 0; i < n; ++i)
    if (p[i] == 0)
      return; // cuda134-error {{'return' inside a loop}}
}
