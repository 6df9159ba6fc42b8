// nvcc 13.5 turns counted C++ loops into `for` ops (13.4 kept every one a
// `loop`); which ones was read from its Tile IR (nvcc 13.5 -tilebc +
// tileirdisasm on these kernels): `iv < bound` tested first, the bound made
// before the loop, a positive constant step added to the counter, no other
// way out of or round the loop, the counter not changed in the body
// (lib/CodeGenTile/LoopPromote.cpp). The `for` carries the counter's next
// value, which C++ reads after the loop.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

#define KERNEL(name, ...)                                                      \
  __tile_global__ void name(float *out, int n, unsigned un, long long ln,      \
                            short sn, unsigned short usn) {                    \
    auto fv = ct::partition_view{ct::tensor_span{out, ct::extents{n}},         \
                                 ct::shape{16_ic}};                            \
    auto acc = ct::zeros<ct::tile<float, ct::shape<16>>>();                   \
    __VA_ARGS__                                                                \
    fv.store(acc, 0);                                                          \
  }

// The body reads the induction variable; the counter is carried as its
// next value, without overflow flags (as nvcc's).
// CHECK-LABEL: entry @_Z5basicPfijxst(
// CHECK-NOT: loop
// CHECK: %[[FOR:.*]]:{{[0-9]+}} = for %[[IV:.*]] in (%{{.*}} to %arg1, step %[[ONE:.*]]) : tile<i32> iter_values(
// CHECK: load_view_tko weak %{{.*}}[%[[IV]]] inbounds = [true]
// CHECK: %[[NEXT:.*]] = addi %[[IV]], %[[ONE]] : tile<i32>
// CHECK: continue {{.*}}%[[NEXT]]
// CHECK-NOT: loop
// CHECK: return
KERNEL(basic, for (int i = 0; i < n; ++i) acc = acc + fv.load(i);)

// CHECK-LABEL: entry @_Z4stepPfijxst(
// CHECK: %[[C4:.*]] = constant <i32: 4> : tile<i32>
// CHECK: for %{{.*}} in (%{{.*}} to %arg1, step %[[C4]]) : tile<i32>
// CHECK-NOT: loop
// CHECK: return
KERNEL(step, for (int i = 0; i < n; i += 4) acc = acc + 1.0f;)

// The value after the loop is what the `for` carried.
// CHECK-LABEL: entry @_Z5afterPfijxst(
// CHECK: %[[F:.*]]:2 = for %{{.*}} in
// CHECK: itof %[[F]]#1 signed
KERNEL(after, int i = 0; for (; i < n; ++i) acc = acc + 1.0f; acc = acc + (float)i;)

// A while loop whose counter goes up at the end of the body, as nvcc.
// CHECK-LABEL: entry @_Z6whilesPfijxst(
// CHECK-NOT: loop
// CHECK: for %{{.*}} in (%{{.*}} to %arg1, step %{{.*}}) : tile<i32>
// CHECK-NOT: loop
// CHECK: return
KERNEL(whiles, int i = 0; while (i < n) { acc = acc + 1.0f; i += 2; })

// Unsigned comparisons make an unsigned `for`; an int counter against an
// unsigned bound is compared unsigned in C++.
// CHECK-LABEL: entry @_Z9unsigned_Pfijxst(
// CHECK: for unsigned %{{.*}} in (%{{.*}} to %arg2, step %{{.*}}) : tile<i32>
// CHECK: for unsigned %{{.*}} in (%{{.*}} to %arg2, step %{{.*}}) : tile<i32>
KERNEL(unsigned_, for (unsigned i = 0; i < un; ++i) acc = acc + 1.0f;
       for (int i = 0; i < un; ++i) acc = acc + 1.0f;)

// Both sides widened alike: the comparison at the narrow type. nvcc makes
// the unsigned short loop a signed `for`, wrong for bounds >= 32768; ours
// compares unsigned.
// CHECK-LABEL: entry @_Z6narrowPfijxst(
// CHECK: for %{{.*}} in (%{{.*}} to %arg4, step %{{.*}}) : tile<i16>
// CHECK: for unsigned %{{.*}} in (%{{.*}} to %arg5, step %{{.*}}) : tile<i16>
KERNEL(narrow, for (short i = 0; i < sn; ++i) acc = acc + 1.0f;
       for (unsigned short i = 0; i < usn; ++i) acc = acc + 1.0f;)

// A constant trip count: a `for` over constants.
// CHECK-LABEL: entry @_Z6const_Pfijxst(
// CHECK: %[[C8:.*]] = constant <i32: 8> : tile<i32>
// CHECK: for %{{.*}} in (%{{.*}} to %[[C8]], step %{{.*}}) : tile<i32>
KERNEL(const_, for (int i = 0; i < 8; ++i) acc = acc + 1.0f;)

// Nested: the inner bound is the outer counter.
// CHECK-LABEL: entry @_Z6nestedPfijxst(
// CHECK: for %[[OUTER:[^ ]*]] in
// CHECK: for %{{.*}} in (%{{.*}} to %[[OUTER]], step
KERNEL(nested, for (int i = 0; i < n; ++i) for (int j = 0; j < i; ++j) acc = acc + 1.0f;)

// What nvcc 13.5 leaves a `loop`, and so do we: each kernel has no `for`.
// CHECK-LABEL: entry @_Z4keepPfijxst(
// CHECK-NOT: for
// CHECK: return
KERNEL(keep,
  for (int i = 0; i <= n; ++i) acc = acc + 1.0f;          // not <
  for (int i = 0; n > i; ++i) acc = acc + 1.0f;           // counter on the right
  for (int i = n; i > 0; --i) acc = acc + 1.0f;           // counting down
  for (int i = 1; i < n; i *= 2) acc = acc + 1.0f;        // not a sum
  for (int i = 0; i < n; i = 2 + i) acc = acc + 1.0f;     // the step first
  for (int i = 0; i < n; i += n) acc = acc + 1.0f;        // a step not constant
  for (int i = 0; i < n / 2; ++i) acc = acc + 1.0f;       // bound computed in the loop
  for (int i = 0; i < ln; ++i) acc = acc + 1.0f;          // compared as long long
  for (int i = 0; i < n && i < 10; ++i) acc = acc + 1.0f; // two tests
  int j = 0; do { acc = acc + 1.0f; ++j; } while (j < n); // do-while
)

// CHECK-LABEL: entry @_Z5jumpsPfijxst(
// CHECK-NOT: for
// CHECK: return
KERNEL(jumps,
  for (int i = 0; i < n; ++i) { acc = acc + 1.0f; if (i * 3 > n) break; }
  for (int i = 0; i < n; ++i) { if (i == 3) continue; acc = acc + 1.0f; }
  for (int i = 0; i < n; ++i) { acc = acc + 1.0f; if (i > 2) ++i; }     // counter changed
  int m = n; for (int i = 0; i < m; ++i) { acc = acc + 1.0f; m = m - 1; } // bound changed
)
