// A non-const function-local static in tile code is a module global, as
// nvcc 13.4 makes it (read from its Tile IR): named by its mangled name,
// aligned as its type, holding its constant initial value (zero without
// one); a scalar as a tile<1xT>, a bool as a byte, an array or a class as
// its bytes, padded to a power of two. Kernels reaching one helper share
// its global; each template instantiation has its own, public, as are the
// statics of inline functions; the others are private. Reads and writes are
// weak load_ptr_tko/store_ptr_tko through get_global, ordered by tokens.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

struct S { int a; float b; };

__tile__ int helper() {
  static int h = 7;
  return ++h;
}
inline __tile__ int inline_helper() {
  static int q = 3;
  return ++q;
}

// CHECK-DAG: global private @_ZZ2k1PfE1f alignment = 4 <f32: 1.500000e+00> : tile<1xf32>
// CHECK-DAG: global private @_ZZ2k1PfE1d alignment = 8 <f64: 2.500000e+00> : tile<1xf64>
// CHECK-DAG: global private @_ZZ2k1PfE1b alignment = 1 <i8: 1> : tile<1xi8>
// CHECK-DAG: global private @_ZZ2k1PfE1n alignment = 4 <i32: 0> : tile<1xi32>
// CHECK-DAG: global private @_ZZ2k1PfE1s alignment = 4 <i8: [3, 0, 0, 0, 0, 0, -128, 64]> : tile<8xi8>
// CHECK-DAG: global private @_ZZ2k1PfE1m alignment = 4 <i8: [1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tile<32xi8>
// CHECK-DAG: global private @_ZZ6helpervE1h alignment = 4 <i32: 7> : tile<1xi32>
// CHECK-DAG: global @_ZZ13inline_helpervE1q alignment = 4 <i32: 3> : tile<1xi32>
// CHECK-DAG: global @_ZZ2ktILi1EEvPiE1t alignment = 4 <i32: 1> : tile<1xi32>
// CHECK-DAG: global @_ZZ2ktILi2EEvPiE1t alignment = 4 <i32: 2> : tile<1xi32>
// CHECK-DAG: global private @_ZZ2k6PiiE3acc alignment = 4 <i32: 1> : tile<1xi32>
// CHECK-DAG: global private @_ZZZ2k6PiiENKUlvE_clEvE1z alignment = 4 <i32: 9> : tile<1xi32>
// CHECK-DAG: global private @_ZZ2k8PfE1t alignment = 4 <f32: 0.000000e+00> : tile<32xf32>
// CHECK-DAG: global private @_ZZ2k7PiE1p alignment = 4 <i8: [7, 0, 0, 0, 0, 0, 0, 0]> : tile<8xi8>
// CHECK-DAG: global private @_ZZ2k7PiE1q alignment = 4 <i8: [7, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tile<32xi8>
// CHECK-DAG: global private @_ZZ2k7PiE1r alignment = 4 <i8: [7, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0]> : tile<16xi8>

// CHECK-LABEL: entry @_Z2k1Pf(
// CHECK: %[[F:.*]] = get_global @_ZZ2k1PfE1f : tile<ptr<f32>>
// CHECK: %[[FV:.*]], %[[FT:.*]] = load_ptr_tko weak %[[F]] : tile<ptr<f32>> -> tile<f32>, token
// CHECK: %[[F2:.*]] = mulf %[[FV]]
// CHECK: store_ptr_tko weak %[[F]], %[[F2]] token=%[[FT]]
// CHECK: %[[SB:.*]] = get_global @_ZZ2k1PfE1s : tile<ptr<i8>>
// CHECK: %[[SO:.*]] = offset %[[SB]], %{{.*}} : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
// CHECK: ptr_to_ptr %[[SO]] : tile<ptr<i8>> -> tile<ptr<f32>>
// CHECK: %[[MB:.*]] = get_global @_ZZ2k1PfE1m : tile<ptr<i8>>
// CHECK: %[[BB:.*]] = get_global @_ZZ2k1PfE1b : tile<ptr<i8>>
// CHECK: ptr_to_ptr %[[BB]] : tile<ptr<i8>> -> tile<ptr<i1>>
// CHECK: get_global @_ZZ2k1PfE1d : tile<ptr<f64>>
// CHECK: get_global @_ZZ2k1PfE1n : tile<ptr<i32>>
__tile_global__ void k1(float *out) {
  static float f = 1.5f;
  static double d = 2.5;
  static bool b = true;
  static int n;
  static S s = {3, 4.0f};
  static int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  f *= 2.0f;
  s.b += 1.0f;
  m[1][2] += 1;
  b = !b;
  out[0] = f + (float)d + (b ? 1.0f : 0.0f) + s.b + (float)m[1][2] + (float)n;
}

// CHECK-LABEL: entry @_Z2k3Pi(
// CHECK: get_global @_ZZ6helpervE1h
// CHECK: get_global @_ZZ13inline_helpervE1q
__tile_global__ void k3(int *out) { out[0] = helper() + inline_helper(); }
// CHECK-LABEL: entry @_Z2k4Pi(
// CHECK: get_global @_ZZ6helpervE1h
__tile_global__ void k4(int *out) { out[0] = helper(); }

// CHECK-LABEL: entry @_Z2ktILi1EEvPi(
// CHECK: get_global @_ZZ2ktILi1EEvPiE1t
// CHECK-LABEL: entry @_Z2ktILi2EEvPi(
// CHECK: get_global @_ZZ2ktILi2EEvPiE1t
template <int N> __tile_global__ void kt(int *out) {
  static int t = N;
  t += N;
  out[0] = t;
}
template __tile_global__ void kt<1>(int *);
template __tile_global__ void kt<2>(int *);

// Run-time subscripts of a static array are offsets from its global.
// CHECK-LABEL: entry @_Z2k5Pii(
// CHECK: %[[A:.*]] = get_global @_ZZ2k5PiiE1a : tile<ptr<i8>>
// CHECK: %[[AP:.*]] = ptr_to_ptr %[[A]] : tile<ptr<i8>> -> tile<ptr<i32>>
// CHECK: offset %[[AP]], %arg1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
__tile_global__ void k5(int *out, int i) {
  static int a[300];
  a[i] += 1;
  out[0] = a[i];
}

// A static inside a run-time loop (whose body runs on trial first, in a
// detached block) and in a lambda.
// CHECK-LABEL: entry @_Z2k6Pii(
// CHECK: get_global @_ZZ2k6PiiE3acc
// CHECK: for
// CHECK: get_global @_ZZZ2k6PiiENKUlvE_clEvE1z
__tile_global__ void k6(int *out, int n) {
  for (int i = 0; i < n; ++i) {
    static int acc = 1;
    acc += i;
  }
  auto l = [&]() { static int z = 9; return ++z; };
  out[0] = l();
}

// A class default-initialized through default member initializers that do
// not cover every member: C++ zero-initializes the static, then the
// constructor stores the initializers (a = 7, b = 0; c = 9 and the
// S member zero), also through a base and in an array (globals checked
// above). nvcc 13.4 zero-fills these (probed: <i8: 0>); docs/compat.md
// records the difference.
struct Partial { int a = 7; float b; };
struct PartialBase : Partial { short c = 9; S s; };
// CHECK-LABEL: entry @_Z2k7Pi(
__tile_global__ void k7(int *out) {
  static Partial p;
  static PartialBase q;
  static Partial r[2];
  p.a += 1;
  q.c += 1;
  r[1].a += 1;
  out[0] = p.a + q.c + r[1].a;
}

// A static tile: a global of its elements, zero, aligned as an element;
// each read or write is a whole-tile view access (nvcc 13.4's form).
// CHECK-LABEL: entry @_Z2k8Pf(
// CHECK: %[[G:.*]] = get_global @_ZZ2k8PfE1t : tile<ptr<f32>>
// CHECK: %[[TV:.*]] = make_tensor_view %[[G]], shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf32, strides=[8,1]>
// CHECK: %[[PV:.*]] = make_partition_view %[[TV]] : partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>
// CHECK: %[[T:.*]], %[[TT:.*]] = load_view_tko weak %[[PV]][%[[Z:.*]], %[[Z]]] : {{.*}} -> tile<4x8xf32>, token
// CHECK: %[[S:.*]] = addf %[[T]]
// CHECK: store_view_tko weak %[[S]], %{{.*}}[%{{.*}}, %{{.*}}] token = %[[TT]] : tile<4x8xf32>
__tile_global__ void k8(float *out) {
  static ct::tile<float, ct::shape<4, 8>> t;
  t = t + 1.0f;
  out[0] = 1.0f;
}
