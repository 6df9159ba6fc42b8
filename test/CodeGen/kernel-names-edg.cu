// The three spellings of nvcc 13.4's front end that no Clang mode writes,
// which the tile entry takes (KernelNames.cpp); every expected name was read
// from `nvcc --enable-tile -tilebc` of these forms (tileirdisasm), Clang's own
// after each `was`:
// - an anonymous namespace carries the module id
//   `_GLOBAL__N__<crc>_<n>_<file>_<first>`, crc the CRC-32 of the input's
//   real path (printed first by the RUN line, so that the check holds in any
//   checkout), first the CRC-32 of the file's first external definition's
//   name (`_Z6launchPf`: explicit instantiations do not count); one directly
//   inside another is plain `_GLOBAL__N_`;
// - a class-type template argument lists its trailing zero members;
// - a nullptr_t template argument is `LDnE`.
// RUN: python3 -c "import os, sys, zlib; print('CRC: %%08x' %% zlib.crc32(os.path.realpath(sys.argv[1]).encode()))" %s > %t.names
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s >> %t.names 2>&1
// RUN: FileCheck %s < %t.names
#include "cuda_tile.h"

// CHECK: CRC: [[CRC:[0-9a-f]{8}]]

namespace {
__tile_global__ void in_anon(float *p) {}
struct Tag {};
namespace {
__tile_global__ void twice(float *p) {}
}
namespace named {
namespace {
__tile_global__ void apart(float *p) {}
}
} // namespace named
} // namespace
namespace outer {
namespace {
__tile_global__ void inner(float *p) {}
}
} // namespace outer
template <class T> __tile_global__ void by_tag(float *p) {}
template __tile_global__ void by_tag<Tag>(float *);

struct S { int a; int b; };
struct F { float x; double y; };
struct B { bool f; unsigned char c; long long l; };
struct In { int x; };
struct N { In i; int b; };
template <S s> __tile_global__ void cs(float *p) {}
template <F f> __tile_global__ void cf(float *p) {}
template <B b> __tile_global__ void cb(float *p) {}
template <N n> __tile_global__ void cn(float *p) {}
struct Arr { int v[3]; int c; };
template <Arr a> __tile_global__ void car(float *p) {}
template __tile_global__ void car<Arr{{1, 0, 0}, 0}>(float *);
enum class E : int { z, o };
enum Plain { pz, po };
struct Q { E e; int b; };
struct R { Plain p; float f; int g; };
template <Q q, R r> __tile_global__ void two(E *e, float *p) {}
template <Q q> __tile_global__ void ce(float *p) {}
template __tile_global__ void two<Q{E::o, 0}, R{po, 1.0f, 0}>(E *, float *);
template __tile_global__ void ce<Q{E::z, 0}>(float *);
template <class T, S s, int K> __tile_global__ void mix(T *p) {}
template <S... ss> __tile_global__ void pack(float *p) {}
template __tile_global__ void cs<S{0, 0}>(float *);
template __tile_global__ void cs<S{1, 0}>(float *);
template __tile_global__ void cs<S{0, 1}>(float *);
template __tile_global__ void cf<F{0.0f, 0.0}>(float *);
template __tile_global__ void cf<F{1.0f, 0.0}>(float *);
template __tile_global__ void cb<B{true, 0, 0}>(float *);
template __tile_global__ void cn<N{{1}, 2}>(float *);
template __tile_global__ void cn<N{{1}, 0}>(float *);
template __tile_global__ void mix<float, S{2, 0}, 3>(float *);
template __tile_global__ void pack<S{0, 0}, S{1, 0}, S{0, 1}>(float *);

template <decltype(nullptr) P> __tile_global__ void np(float *p) {}
template <auto P> __tile_global__ void na(float *p) {}
template __tile_global__ void np<nullptr>(float *);
template __tile_global__ void na<nullptr>(float *);
template __tile_global__ void na<(int *)nullptr>(float *);

void launch(float *p) {
  in_anon<<<1, 1>>>(p);
  twice<<<1, 1>>>(p);
  named::apart<<<1, 1>>>(p);
  outer::inner<<<1, 1>>>(p);
}

// CHECK-DAG: entry @_ZN52_GLOBAL__N__[[CRC]]_19_kernel_names_edg_cu_d589cb607in_anonEPf(
// was _ZN12_GLOBAL__N_17in_anonEPf
// CHECK-DAG: entry @_ZN52_GLOBAL__N__[[CRC]]_19_kernel_names_edg_cu_d589cb6011_GLOBAL__N_5twiceEPf(
// CHECK-DAG: entry @_ZN52_GLOBAL__N__[[CRC]]_19_kernel_names_edg_cu_d589cb605named52_GLOBAL__N__[[CRC]]_19_kernel_names_edg_cu_d589cb605apartEPf(
// CHECK-DAG: entry @_ZN5outer52_GLOBAL__N__[[CRC]]_19_kernel_names_edg_cu_d589cb605innerEPf(
// CHECK-DAG: entry @_Z6by_tagIN52_GLOBAL__N__[[CRC]]_19_kernel_names_edg_cu_d589cb603TagEEvPf(

// CHECK-DAG: entry @_Z2csIXtl1SLi0ELi0EEEEvPf(
// was _Z2csIXtl1SEEEvPf
// CHECK-DAG: entry @_Z2csIXtl1SLi1ELi0EEEEvPf(
// CHECK-DAG: entry @_Z2csIXtl1SLi0ELi1EEEEvPf(
// CHECK-DAG: entry @_Z2cfIXtl1FLf00000000ELd0000000000000000EEEEvPf(
// CHECK-DAG: entry @_Z2cfIXtl1FLf3f800000ELd0000000000000000EEEEvPf(
// CHECK-DAG: entry @_Z2cbIXtl1BLb1ELh0ELx0EEEEvPf(
// CHECK-DAG: entry @_Z3mixIfXtl1SLi2ELi0EEELi3EEvPT_(
// CHECK-DAG: entry @_Z4packIJXtl1SLi0ELi0EEEXtlS0_Li1ELi0EEEXtlS0_Li0ELi1EEEEEvPf(
// Class and array members Clang writes are completed too.
// CHECK-DAG: entry @_Z2cnIXtl1Ntl2InLi1EELi2EEEEvPf(
// CHECK-DAG: entry @_Z2cnIXtl1Ntl2InLi1EELi0EEEEvPf(
// was _Z2cnIXtl1Ntl2InLi1EEEEEvPf
// CHECK-DAG: entry @_Z3carIXtl3ArrtlA3_iLi1ELi0ELi0EELi0EEEEvPf(
// was _Z3carIXtl3ArrtlA3_iLi1EEEEEvPf
// An enum member Clang writes is kept, the zeros after it added; a
// substitution after them (S1_) keeps its number.
// CHECK-DAG: entry @_Z3twoIXtl1QL1E1ELi0EEEXtl1RL5Plain1ELf3f800000ELi0EEEEvPS1_Pf(
// An enum (or class) member left out: nvcc _Z2ceIXtl1QL1E0ELi0EEEEvPf; its
// type could shift the substitution numbers after it, so Clang's name stays.
// CHECK-DAG: entry @_Z2ceIXtl1QEEEvPf(

// CHECK-DAG: entry @_Z2npILDnEEvPf(
// was _Z2npILDn0EEvPf
// CHECK-DAG: entry @_Z2naILDnEEvPf(
// CHECK-DAG: entry @_Z2naILPi0EEvPf(
