// && and || evaluate their right side only where C++ does: a guard
// (i < n && p[i] > 0) must not read p[i] when i >= n (the emulator checks
// every access), and an atomic on the right runs only when the left side
// lets it. Checked against the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS logical_short_circuit
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

__tile_global__ void kernel(const float *__restrict__ p, int *__restrict__ out,
                            int *__restrict__ counter, int n) {
  int b = ct::bid().x;
  out[3 * b] = b < n && p[b] > 0.0f;
  out[3 * b + 1] = b >= n || p[b] < 0.0f;
  int hit = 0;
  if (b % 2 == 0 &&
      ct::atomic_add(counter, 1, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}) >= 0)
    hit = 1;
  out[3 * b + 2] = hit;
}

int main() {
  seed::checker chk("logical_short_circuit");
  const int n = 5, blocks = 8;
  float hp[n];
  seed::fill(hp, n);
  float *p = seed::device_alloc<float>(n);
  int *out = seed::device_alloc<int>(3 * blocks), *counter = seed::device_alloc<int>(1);
  int zero = 0;
  seed::to_device(p, hp, n);
  seed::to_device(counter, &zero, 1);
  kernel<<<blocks, 1>>>(p, out, counter, n);
  SEED_SYNC();
  int ho[3 * blocks], c = 0;
  seed::to_host(ho, out, 3 * blocks);
  seed::to_host(&c, counter, 1);
  for (int b = 0; b < blocks; ++b) {
    chk.exact("and", b, ho[3 * b], int(b < n && hp[b] > 0.0f));
    chk.exact("or", b, ho[3 * b + 1], int(b >= n || hp[b] < 0.0f));
    chk.exact("atomic guarded", b, ho[3 * b + 2], int(b % 2 == 0));
  }
  chk.exact("atomic count", 0, c, blocks / 2);
  return chk.finish();
}
