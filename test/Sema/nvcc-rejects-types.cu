// Types nvcc 13.4 rejects in tile code, each probed with scripts/nvcc-ref:
// bit-field reads and writes (of locals too, in decltype and constant
// expressions too), initial values for an object with bit-fields other than
// '{}', 128-bit integers (expressions, locals, parameters; a pointer to one
// and sizeof pass), and the closure type of a host lambda as a tile kernel's
// template argument. test/Compat/invalid has one program per rule, checked
// against nvcc's line.
// RUN: %tile_verify --cuda-device-only %s
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only -DEXTENDED -D__CUDACC_EXTENDED_LAMBDA__ %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

//--- bit-fields ---------------------------------------------------------------
struct Flags {
  unsigned a : 3;
  unsigned b : 5;
  int c;
  __tile__ int get() const { return a; } // expected-error {{bit-fields cannot be read or written in tile code ('a'); use a whole integer and shifts}}
  int host_get() const { return a; }     // host code: fine
};
struct Outer {
  Flags f;
  int d;
};

__tile_global__ void bit_field_local(int *out) {
  Flags f{};
  f.a = 2;       // expected-error {{bit-fields cannot be read or written in tile code ('a')}}
  int v = f.b;   // expected-error {{bit-fields cannot be read or written in tile code ('b')}}
  f.c = v;       // a plain member of the same object: fine
  f.b++;         // expected-error {{bit-fields cannot be read or written in tile code ('b')}}
  decltype(f.a) w = 1; // expected-error {{bit-fields cannot be read or written in tile code ('a')}}
  ct::store(out + ct::bid().x, f.c + int(w));
}

__tile_global__ void bit_field_memory(const Flags *in, int *out) {
  Flags copy = *in; // a copy is no bit-field access (nvcc accepts it)
  ct::store(out + ct::bid().x, int(in->a)); // expected-error {{bit-fields cannot be read or written in tile code ('a')}}
  ct::store(out + ct::bid().x, copy.c);
}

__tile_global__ void bit_field_constexpr(int *out) {
  constexpr Flags f{1, 2, 3}; // expected-error {{an object of 'Flags', which has bit-fields, cannot be given initial values in tile code; only '{}' (all zero) is supported}}
  constexpr int v = f.a;      // expected-error {{bit-fields cannot be read or written in tile code ('a')}}
  ct::store(out + ct::bid().x, v);
}

__tile_global__ void bit_field_inits(int *out, int n) {
  Flags zero{};           // all zero: fine
  Flags alsozero = Flags{};
  Outer o{{}, 2};         // the inner object all zero: fine
  Flags f = Flags();      // expected-error {{an object of 'Flags', which has bit-fields, cannot be given initial values in tile code}}
  Flags g{.c = 3};        // expected-error {{an object of 'Flags', which has bit-fields, cannot be given initial values in tile code}}
  Outer p{{1, 1, 1}, n};  // expected-error {{an object of 'Flags', which has bit-fields, cannot be given initial values in tile code}}
  ct::store(out + ct::bid().x, zero.c + alsozero.c + o.d + f.c + g.c + p.d);
}

template <class T> __tile__ int unused_bit_field(const T &t) { return t.a; } // never instantiated: passes

//--- 128-bit integers -----------------------------------------------------------
__tile__ int wide_param(__int128 x) { return 1; } // expected-error {{128-bit integer types are not supported in tile code ('__int128')}}
__tile__ unsigned __int128 wide_result(); // expected-error {{128-bit integer types are not supported in tile code ('unsigned __int128')}}

__tile_global__ void wide_kernel_param(int *out, unsigned __int128 n) { // expected-error {{128-bit integer types are not supported in tile code ('unsigned __int128')}}
  ct::store(out + ct::bid().x, 1);
}

__tile_global__ void wide_pointer(__int128 *p, int *out) { // a pointer to one: fine
  ct::store(out + ct::bid().x, int(sizeof(__int128)));     // sizeof: fine
}

__tile_global__ void wide_locals(long long *out, long long a) {
  __int128 w = a; // expected-error {{128-bit integer types are not supported in tile code ('__int128')}}
  w = w * 3;      // expected-error {{128-bit integer types are not supported in tile code ('__int128')}}
  ct::store(out + ct::bid().x, (long long)(unsigned __int128)a); // expected-error {{128-bit integer types are not supported in tile code ('unsigned __int128')}}
}

__int128 host_wide(__int128 x) { return x * 2; } // host code: fine

//--- host lambdas as kernel template arguments ----------------------------------
template <typename F> __tile_global__ void by_type(int *out) {
  ct::store(out + ct::bid().x, 1);
}
template <typename T> struct Box {};

auto global_lambda = [](int x) { return x; }; // expected-note {{the lambda is defined here}}

__tile_global__ void tile_lambda(int *out) {
  auto t = [](int x) { return x; };
  ct::store(out + ct::bid().x, t(1));
}

void launch(int *out) {
  auto f = [](int x) { return x + 1; }; // expected-note 3 {{the lambda is defined here}}
  by_type<decltype(f)><<<1, 1>>>(out);  // expected-error {{the closure type of a lambda defined in host code cannot be a template argument of tile kernel 'by_type<(lambda at}}
  by_type<Box<decltype(f)>><<<1, 1>>>(out); // expected-error {{the closure type of a lambda defined in host code cannot be a template argument of tile kernel}}
  by_type<decltype(f) *><<<1, 1>>>(out); // expected-error {{the closure type of a lambda defined in host code cannot be a template argument of tile kernel}}
  by_type<decltype(global_lambda)><<<1, 1>>>(out); // expected-error {{the closure type of a lambda defined in host code cannot be a template argument of tile kernel}}
  by_type<int><<<1, 1>>>(out);
#ifndef EXTENDED
  // Without --extended-lambda (nvcc's __CUDACC_EXTENDED_LAMBDA__), a
  // __device__ lambda is no excuse either.
  auto d = [] __device__(int x) { return x; }; // expected-note {{the lambda is defined here}}
  by_type<decltype(d)><<<1, 1>>>(out); // expected-error {{the closure type of a lambda defined in host code cannot be a template argument of tile kernel}}
#else
  auto d = [] __device__(int x) { return x; };
  auto hd = [] __host__ __device__(int x) { return x; };
  by_type<decltype(d)><<<1, 1>>>(out);
  by_type<Box<decltype(hd)>><<<1, 1>>>(out);
#endif
}
