// What a __tile_global__ kernel may take (nvcc 13.4's rule, probed):
// integers, enums, floating-point scalars including __half and
// __nv_bfloat16, pointers (to classes too), references, std::nullptr_t.
// Objects of class type, tiles and pointers to members are errors at the
// parameter, with the point of instantiation for templates.
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_tile.h>
#include <cstddef>
namespace ct = cuda::tiles;

struct Params { float alpha; int n; };
enum Mode { Fast, Exact };
enum class Small : short { A };

__tile_global__ void scalars(float *p, bool b, char c, long long l, unsigned short u,
                             double d, __half h, __nv_bfloat16 bh, Mode m, Small s) {}
__tile_global__ void pointers(float *p, void *v, Params *sp, const Params *csp,
                              std::nullptr_t n, float **pp) {}
__tile_global__ void references(float *p, float &r, const int &ci, const Params &rp) {}

__tile_global__ void by_value(float *p, Params s) {}             // expected-error {{a __tile_global__ kernel cannot take a parameter of type 'Params'; pass integers, floating-point scalars, pointers or references}}
__tile_global__ void member_ptr(float *p, int Params::*m) {}     // expected-error {{cannot take a parameter of type 'int Params::*'}}
__tile_global__ void tile_param(ct::tile<float, ct::shape<4>> t) {} // expected-error {{cannot take a parameter of type 'ct::tile<float, ct::shape<4>>'}}

template <class T> __tile_global__ void generic(float *p, T t) {} // expected-error {{cannot take a parameter of type 'Params'}}
template __tile_global__ void generic<int>(float *, int);
template __tile_global__ void generic<Params>(float *, Params);   // expected-note {{in the instantiation of 'generic<Params>' requested here}}
