// Constructs nvcc 13.4 rejects in tile code and Clang alone would accept,
// each probed with scripts/nvcc-ref (test/Compat/invalid has one program per
// rule, checked against nvcc itself): virtual tile functions, objects with
// virtual tables, constexpr functions that are not __tile__ (nvcc wants
// --expt-relaxed-constexpr for them, even at compile time), __host__
// __device__ functions that are not __tile__, and __global__
// on an explicit instantiation of a tile kernel template.
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s
#include <limits>
#include <cuda_tile.h>
namespace ct = cuda::tiles;

//--- virtual functions -------------------------------------------------------
struct Act {
  __tile__ virtual float apply(float x) const { return x; } // expected-error {{virtual functions are not supported in tile code; 'apply' cannot be virtual}}
  __tile__ virtual float later(float x) const; // a declaration alone passes
};
template <class T> struct Unused {
  __tile__ virtual T f() const { return T(); } // never instantiated: passes
};
struct HostVirtual {
  int n = 1;
  virtual int size() const { return n; }
};
__tile__ int make_object() {
  HostVirtual h; // expected-error {{an object of 'HostVirtual', a class with virtual functions, cannot be made in tile code: tile code has no virtual tables}}
  return 0;
}

//--- constexpr functions -------------------------------------------------------
constexpr int twice(int x) { return 2 * x; }
__host__ __device__ constexpr int hd_twice(int x) { return 2 * x; }
__tile__ constexpr int tile_twice(int x) { return 2 * x; }
consteval int ce_twice(int x) { return 2 * x; }
struct Cfg {
  int m;
  static constexpr int bm() { return 32; }
  constexpr int get() const { return m; }
};
struct Pair {
  int v;
  constexpr Pair(int x) : v(x) {}
};
template <int N> __tile__ int value() { return N; }

__tile__ int constexpr_calls(int n) {
  int r = twice(n);              // expected-error {{tile code cannot call constexpr function 'twice', which is not __tile__ (nvcc allows it only with --expt-relaxed-constexpr); declare it __tile__ or consteval}}
  r += hd_twice(n);              // expected-error {{constexpr function 'hd_twice'}}
  constexpr int c = twice(4);    // expected-error {{constexpr function 'twice'}}
  r += value<Cfg::bm()>();       // expected-error {{constexpr function 'bm'}}
  Cfg cfg{n};
  r += cfg.get();                // expected-error {{constexpr function 'get'}}
  Pair p(n);                     // expected-error {{constexpr function 'Pair'}}
  float inf = std::numeric_limits<float>::infinity(); // expected-error {{constexpr function 'infinity'}}
  // What nvcc accepts: __tile__ and consteval functions, lambdas, the API.
  r += tile_twice(n) + ce_twice(3) + c + p.v + int(inf);
  auto l = [](int x) { return x + 1; };
  r += l(n);
  r += int(ct::shape<4, 8>::static_extent(1)) + int(ct::shape<4>::rank());
  return r;
}

//--- __host__ __device__ functions ----------------------------------------------
__host__ __device__ int hd_clamp(int x) { return x < 0 ? 0 : x; }
__tile__ __host__ __device__ int thd_clamp(int x) { return x < 0 ? 0 : x; }
__tile__ int hd_calls(int n) {
  return hd_clamp(n) // expected-error {{tile code cannot call __host__ __device__ function 'hd_clamp', which is not __tile__; declare it __tile__ __host__ __device__}}
         + thd_clamp(n);
}

//--- explicit instantiation ----------------------------------------------------
template <int N> __tile_global__ void fill(int *out) {
  ct::store(out + ct::iota<ct::tile<int, ct::shape<N>>>(), ct::iota<ct::tile<int, ct::shape<N>>>());
}
template __tile_global__ void fill<8>(int *);
template __global__ void fill<16>(int *); // expected-error {{'fill<16>' is a __tile_global__ kernel; its explicit instantiation must say __tile_global__, not __global__}}
