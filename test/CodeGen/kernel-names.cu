// Tile entries are named as nvcc 13.4 names its tile kernels: nvcc mangles
// as Clang 17 did, so packs, `auto` parameters and constraints leave no
// trace that Clang 18+ would write (Clang's own name after each `was`), and
// a static kernel has no `L`. Every name here was read from the cubin of
// `nvcc --enable-tile -tilecubin` of these forms. A SIMT kernel keeps
// Clang's name (Embed/kernel-names.test).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s 2>&1 | FileCheck %s
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 -fclang-abi-compat=17 %s 2>&1 | FileCheck %s
#include <concepts>
#include <type_traits>
#include "cuda_tile.h"

template <int N, int... Is> __tile_global__ void kp(float *p) {}
template <int... Is> __tile_global__ void kpn(float *p) {}
template <auto N> __tile_global__ void ka(float *p) {}
template <auto... Vs> __tile_global__ void kav(float *p) {}
template <class T, T V> __tile_global__ void kdep(float *p) {}
template <class T> requires(sizeof(T) == 4) __tile_global__ void kc(T *p) {}
template <std::floating_point T> __tile_global__ void kcc(T *p) {}
template <class T> __tile_global__ void kr(T *p) requires std::is_same_v<T, float> {}
template <class... Ts> __tile_global__ void ktp(Ts... p) {}
template <float F> __tile_global__ void kf(float *p) {}
template <template <class> class TT> __tile_global__ void ktt(float *p) {}
template <class T> struct Box {};
static __tile_global__ void kstatic(float *p) {}
namespace ns {
namespace L2ks { // a namespace whose name looks like the mark
static __tile_global__ void ks(float *p) {}
}
template <int N> static __tile_global__ void kst(float *p) {}
} // namespace ns
extern "C" __tile_global__ void kext(float *p) {}
template <int N> __tile_global__ void kplain(float *p) {}

// CHECK-DAG: entry @_Z2kpILi4EJEEvPf(
// was _Z2kpILi4ETpTniJEEvPf
template __tile_global__ void kp<4>(float *);
// CHECK-DAG: entry @_Z2kpILi4EJLi1ELi2EEEvPf(
template __tile_global__ void kp<4, 1, 2>(float *);
// CHECK-DAG: entry @_Z3kpnIJEEvPf(
// was _Z3kpnITpTniJEEvPf
template __tile_global__ void kpn<>(float *);
// CHECK-DAG: entry @_Z2kaILi4EEvPf(
// was _Z2kaITnDaLi4EEvPf
template __tile_global__ void ka<4>(float *);
// CHECK-DAG: entry @_Z2kaILj4EEvPf(
template __tile_global__ void ka<4u>(float *);
// CHECK-DAG: entry @_Z3kavIJLi1ELj2ELb1EEEvPf(
// was _Z3kavITpTnDaJLi1ELj2ELb1EEEvPf
template __tile_global__ void kav<1, 2u, true>(float *);
// CHECK-DAG: entry @_Z4kdepIiLi7EEvPf(
// was _Z4kdepIiTnT_Li7EEvPf
template __tile_global__ void kdep<int, 7>(float *);
// CHECK-DAG: entry @_Z2kcIfEvPT_(
// was _Z2kcIfQeqstT_Li4EEvPS0_
template __tile_global__ void kc<float>(float *);
// CHECK-DAG: entry @_Z3kccIfEvPT_(
// was _Z3kccITkSt14floating_pointfEvPT_
template __tile_global__ void kcc<float>(float *);
// CHECK-DAG: entry @_Z2krIfEvPT_(
// was _Z2krIfEvPT_Qsr3stdE9is_same_vIS0_fE
template __tile_global__ void kr<float>(float *);
// CHECK-DAG: entry @_Z3ktpIJiPfEEvDpT_(
template __tile_global__ void ktp<int, float *>(int, float *);
// CHECK-DAG: entry @_Z2kfILf3fc00000EEvPf(
template __tile_global__ void kf<1.5f>(float *);
// CHECK-DAG: entry @_Z3kttI3BoxEvPf(
template __tile_global__ void ktt<Box>(float *);
// CHECK-DAG: entry @_Z6kplainILi3EEvPf(
template __tile_global__ void kplain<3>(float *);
// CHECK-DAG: entry @kext(

// Static kernels: nvcc drops the `L` that marks internal linkage.
// CHECK-DAG: entry @_Z7kstaticPf(
// was _ZL7kstaticPf
// CHECK-DAG: entry @_ZN2ns4L2ks2ksEPf(
// was _ZN2ns4L2ksL2ksEPf
// CHECK-DAG: entry @_ZN2ns3kstILi5EEEvPf(
// was _ZN2nsL3kstILi5EEEvPf
void host() {
  kstatic<<<1, 1>>>(nullptr);
  ns::L2ks::ks<<<1, 1>>>(nullptr);
  ns::kst<5><<<1, 1>>>(nullptr);
}
// CHECK-NOT: error
