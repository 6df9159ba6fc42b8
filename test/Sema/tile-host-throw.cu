// A tile function written __host__ too is host code in the host
// compilation: nvcc 13.5 (-c) compiles a throw on its host side, as libcu++
// has on its host-only paths (NV_IF_TARGET(NV_IS_HOST, (throw ...))). The
// device side and tile-only functions keep the rule (nvcc: "device or tile
// code does not support exception handling"), and so does an emulated build,
// whose tile code is the host compilation's.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=dev %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__CUTILE_EMULATE__ -Xclang -verify=emu %s
#include <nv/target>

__tile__ __host__ __device__ inline int checked(int x) {
#ifndef __CUDA_ARCH__
  if (x < 0)
    throw 1; // emu-error {{exceptions are not supported in tile code}}
#endif
  return x;
}

__tile__ __host__ __device__ inline int via_target(int x) {
  NV_IF_ELSE_TARGET(NV_IS_HOST, (if (x < 0) throw 2;), (x = x + 1;)) // emu-error {{exceptions are not supported in tile code}}
  return x;
}

__tile__ __host__ __device__ inline int both_sides(int x) {
  if (x < 0)
    throw 3; // dev-error {{cannot use 'throw' in __host__ __device__ function}} dev-error {{exceptions are not supported in tile code}} emu-error {{exceptions are not supported in tile code}}
  return x;
}

__tile__ inline int tile_only(int x) {
  if (x < 0)
    // Clang's own CUDA rule fires too, on both sides.
    throw 4; // host-error {{cannot use 'throw' in __device__ function}} host-error {{exceptions are not supported in tile code}} dev-error {{cannot use 'throw' in __device__ function}} dev-error {{exceptions are not supported in tile code}} emu-error {{cannot use 'throw' in __device__ function}} emu-error {{exceptions are not supported in tile code}}
  return x;
}

__tile_global__ void k(int *o, int x) {
  *o = checked(x) + via_target(x) + both_sides(x) + tile_only(x); // dev-note {{called by 'k'}}
}
