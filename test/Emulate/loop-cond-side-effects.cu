// A loop condition with side effects runs exactly once per test, as C++
// says. Code generation used to evaluate it once more before the loop (to
// see whether it was a constant), which took a CAS lock in a discarded pass
// and then spun, and counted i++ < n one short. Built with --cutile-emulate
// and checked against the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS loop_cond_side_effects
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

__tile_global__ void kernel(int *__restrict__ out, int *__restrict__ counter,
                            int *__restrict__ lock, int n) {
  int i = 0, s = 0;
  while (i++ < n)
    s = s + i;
  int j = 0, t = 0;
  for (; j++ < n;)
    t = t + j;
  // The counter starts at 0: the body runs for the values 0, 1 and 2.
  int m = 0;
  while (ct::atomic_add<ct::memory_order::relaxed, ct::thread_scope::device>(counter, 1) < 3)
    m = m + 1;
  // An unlocked lock is taken on the first try.
  int tries = 0;
  while (ct::atomic_compare_exchange(lock, 0, 1, ct::memory_order_acquire_t{},
                                     ct::thread_scope_device_t{}) != 0) {
    tries = tries + 1;
    if (tries > 100)
      break;
  }
  out[0] = s;
  out[1] = t;
  out[2] = m;
  out[3] = tries;
  out[4] = i;
}

int main() {
  seed::checker chk("loop_cond_side_effects");
  int *out = seed::device_alloc<int>(5), *counter = seed::device_alloc<int>(1),
      *lock = seed::device_alloc<int>(1);
  int zero = 0;
  seed::to_device(counter, &zero, 1);
  seed::to_device(lock, &zero, 1);
  kernel<<<1, 1>>>(out, counter, lock, 4);
  SEED_SYNC();
  int h[5], c = 0, l = 0;
  seed::to_host(h, out, 5);
  seed::to_host(&c, counter, 1);
  seed::to_host(&l, lock, 1);
  chk.exact("while i++ < n", 0, h[0], 10);
  chk.exact("for j++ < n", 0, h[1], 10);
  chk.exact("atomic condition", 0, h[2], 3);
  chk.exact("counter", 0, c, 4);
  chk.exact("lock tries", 0, h[3], 0);
  chk.exact("lock", 0, l, 1);
  chk.exact("i after", 0, h[4], 5);
  return chk.finish();
}
