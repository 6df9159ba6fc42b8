// Constructs that tile code does not allow, each with what to do instead.
// RUN: %tile_verify -Wno-vla-cxx-extension --cuda-host-only %s
// RUN: %tile_verify -Wno-vla-cxx-extension --cuda-device-only %s
#include "tile_mock.h"

__device__ int counter;
const int limit = 8;
constexpr int width = 4;
__constant__ float coeffs[4];

__tile__ int ok_helper(int x) {
  if (x < 0)
    return 0; // a top-level early return is fine
  for (int i = 0; i < width; ++i)
    x += limit;
  int r = 0;
  for (int i = 0; i < 2; ++i) {
    auto f = [](int y) { return y + 1; }; // returns from the lambda only
    r += f(i);
  }
  return r + x;
}

// A return inside a loop or a switch: CUDA 13.5 allows it, 13.4 does not
// (return-in-loop.cu).

__tile__ void jumps(int x) {
again:
  if (x--)
    goto again; // expected-error {{'goto' is not allowed in tile code; use loops, 'if', 'break' and 'continue'}}
}

__tile__ void exceptions(int x) {
  try { // expected-error {{exceptions are not supported in tile code; remove the 'try' block}} expected-error 0-1 {{cannot use 'try' in __device__ function}}
    if (x)
      throw 1; // expected-error {{exceptions are not supported in tile code; remove the 'throw'}} expected-error 0-1 {{cannot use 'throw' in __device__ function}}
  } catch (...) {
  }
}

struct Base {
  __host__ __device__ virtual int f() { return 1; }
  __host__ __device__ int g() { return 2; }
};
struct Final final : Base {
  __host__ __device__ int f() override { return 3; }
};

__tile__ int calls(Base *b, Final *fin, int (*fp)(int)) {
  int r = b->f(); // expected-error {{virtual calls are not allowed in tile code}} expected-error {{tile code cannot call __host__ __device__ function 'f', which is not __tile__}}
  r += b->Base::f();   // qualified: a direct call; expected-error {{tile code cannot call __host__ __device__ function 'f', which is not __tile__}}
  r += fin->f();       // final: a direct call; expected-error {{tile code cannot call __host__ __device__ function 'f', which is not __tile__}}
  r += b->g(); // expected-error {{tile code cannot call __host__ __device__ function 'g', which is not __tile__}}
  Base local; // expected-error {{an object of 'Base', a class with virtual functions, cannot be made in tile code}}
  r += local.f();      // the object's type is known: a direct call; expected-error {{tile code cannot call __host__ __device__ function 'f', which is not __tile__}}
  r += fp(1); // expected-error {{indirect calls are not allowed in tile code; call the function (or lambda) directly}}
  auto l = [](int v) { return v; };
  r += l(2);
  return r;
}

__tile__ int fact(int n) {
  return n <= 1 ? 1 : n * fact(n - 1); // expected-error {{recursion is not allowed in tile code: this call to 'fact' can reach 'fact' again; rewrite it as a loop}}
}
__tile__ int pong(int n);
__tile__ int ping(int n) { return n ? pong(n - 1) : 0; } // expected-error {{recursion is not allowed in tile code: this call to 'pong' can reach 'ping' again}}
__tile__ int pong(int n) { return n ? ping(n - 1) : 1; } // expected-error {{recursion is not allowed in tile code: this call to 'ping' can reach 'pong' again}}

__tile__ void memory(int n) {
  int *p = new int[4]; // expected-error {{'new' is not allowed in tile code}}
  delete[] p;          // expected-error {{'delete' is not allowed in tile code; free memory on the host}}
  int vla[n];          // expected-error {{variable-length arrays are not allowed in tile code}} expected-error 0-1 {{cannot use variable-length arrays in __device__ functions}}
  (void)vla;
  int fixed[4] = {};
  (void)fixed;
}

__tile__ void assembly() {
  asm volatile(""); // expected-error {{inline assembly is not allowed in tile code; use the cuda::tiles operations}}
}

struct Config {
  static constexpr int lanes = 4;
};

__tile__ int globals() {
  static int calls = 0;       // a module global (Sema/static-locals.cu)
  static const int fixed = 2; // const statics are fine
  int r = counter;            // expected-error {{tile code cannot access the non-constant global variable 'counter'; pass the value in as a kernel parameter or make the variable constexpr}}
  r += calls++;
  r += Config::lanes + limit + width + fixed;
  r += coeffs[0];             // expected-error {{tile code cannot access the non-constant global variable 'coeffs'}}
  return r;
}

__tile_global__ void simt_builtins(float *p) {
  p[threadIdx.x] = 0;  // expected-error {{'threadIdx' is a SIMT builtin and is not available in tile code; a tile block has one logical thread}}
  p[blockIdx.x] = 0;   // expected-error {{'blockIdx' is a SIMT builtin and is not available in tile code; use ct::bid()}}
  p[blockDim.x] = 0;   // expected-error {{'blockDim' is a SIMT builtin and is not available in tile code; the block dimension of a tile kernel is always 1}}
  p[gridDim.x] = 0;    // expected-error {{'gridDim' is a SIMT builtin and is not available in tile code; use ct::num_blocks()}}
  p[warpSize] = 0;     // expected-error {{'warpSize' is a SIMT builtin}}
  __syncthreads();     // expected-error {{'__syncthreads' is a SIMT intrinsic and is not available in tile code}}
  unsigned m = __activemask(); // expected-error {{'__activemask' is a SIMT intrinsic}}
  p[0] = __shfl_sync(m, p[1], 0); // expected-error {{'__shfl_sync' is a SIMT intrinsic}}
  p[ct::bid()] = 1;    // the tile way
}

// The same constructs are fine in SIMT code.
__device__ int simt_ok(int x) {
  for (int i = 0; i < x; ++i)
    if (i == 3)
      return i;
  return counter + threadIdx.x;
}

// Shared memory is the compiler's (nvcc: "tile functions cannot access
// __shared__ variables"); reported once, where it is declared or used.
__shared__ float shared_global[4];
__tile_global__ void uses_shared(float *p) {
  __shared__ float buf[4]; // expected-error {{tile code cannot use __shared__ variables; the compiler places tiles, and a block's tiles need no shared buffer of yours}}
  p[0] = buf[0];
  p[1] = shared_global[1]; // expected-error {{tile code cannot use __shared__ variables}}
}

// A tile function may also be __host__ and/or __device__; SIMT code may call
// it only where it is __device__.
__tile__ __host__ __device__ int both_spaces(int x) { return x + 1; }
__tile__ __host__ int tile_and_host(int x) { return x * 2; }
__tile__ int tile_only(int x) { return x * 3; }
__global__ void simt_calls(int *p) {
  p[0] = both_spaces(1);
  p[1] = tile_only(2); // expected-error {{SIMT code cannot call tile function 'tile_only'}}
}
