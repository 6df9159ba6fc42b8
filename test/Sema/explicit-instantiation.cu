// Explicit instantiation of tile kernel and tile function templates, the
// form JIT-style libraries generate (one wrapper file of instantiations).
// Clang matches an explicit instantiation to its template by the CUDA
// target of the attributes written on it, and knows nothing of
// __tile_global__; lib/Sema/TokenWatch.cpp makes it compare as __global__.
// nvcc rejects the form without __tile_global__, and so do we.
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 -DNO_ERRORS %s | FileCheck %s
#include <cuda_fp16.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;

template <class T, int N, bool kScale = false, int kPad = 0>
__tile_global__ void fill(T *out, float v) { // expected-note {{candidate template ignored: target attributes do not match}}
  auto i = ct::iota<ct::tile<int, ct::shape<N>>>();
  float x = kScale ? 2.0f * v : v;
  ct::store(out + i + kPad, ct::full<ct::tile<T, ct::shape<N>>>(T(x)));
}

template <class T> __tile__ T twice(T x) { return x + x; }

template <int N> __tile_global__ void use_twice(float *out) {
  ct::store(out, twice(float(N)));
}

template __tile_global__ void fill<float, 16>(float *, float);
template __tile_global__ void fill<__half, 32, true>(__half *, float);
extern template __tile_global__ void fill<float, 64>(float *, float);
template __tile__ float twice<float>(float);
template __tile_global__ void use_twice<3>(float *);

// Inside a class: the member-template disambiguator is not an
// instantiation.
struct Launcher {
  template <int N> static void run(float *p) { fill<float, N><<<1>>>(p, 1.0f); }
};
template void Launcher::run<8>(float *);

#ifndef NO_ERRORS
template void fill<float, 128>(float *, float); // expected-error {{explicit instantiation of 'fill' does not refer to}}
#endif

// CHECK-DAG: entry @_Z4fillIfLi16ELb0ELi0EEvPT_f(
// CHECK-DAG: entry @_Z4fillI6__halfLi32ELb1ELi0EEvPT_f(
// CHECK-DAG: entry @_Z9use_twiceILi3EEvPf(
// CHECK-DAG: entry @_Z4fillIfLi8ELb0ELi0EEvPT_f(
// CHECK-NOT: entry @_Z4fillIfLi64
