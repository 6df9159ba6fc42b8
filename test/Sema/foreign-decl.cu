// The SIMT interop preview of CUDA 13.5 (__experimental_foreign_decl__,
// __experimental_foreign_name__, [[cutile::experimental_inout]]): without
// --tile-preview simt each is nvcc 13.5's error at the declaration; with it,
// the rules nvcc 13.5 checks on the declaration, whether or not it is called,
// each at the line nvcc reports (probed one declaration at a time).
// RUN: %tile_verify=off --cuda-host-only %s
// RUN: %tile_verify=off --cuda-device-only %s
// RUN: %tile_verify=on --tile-preview simt --cuda-host-only %s
// RUN: %tile_verify=on --tile-preview=simt --cuda-device-only %s
// RUN: %tile_verify=on -tile-preview simt --cuda-device-only %s
// An unknown preview feature is the launcher's error, in nvcc's words.
// RUN: not %clangxx_tile -x cuda -fsyntax-only --tile-preview simd %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FEATURE
// FEATURE: error: value 'simd' is not defined for option 'tile-preview' (the preview features are: simt)
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using F16 = ct::tile<float, ct::shape<16>>;
using I16 = ct::tile<int, ct::shape<16>>;

__experimental_foreign_decl__ F16 ok(F16 x, float s, int *p); // off-error {{the __experimental_foreign_decl__ attribute needs Tile preview support to be turned on (pass --tile-preview=simt to the compiler)}}
__experimental_foreign_decl__ __experimental_foreign_name__("simt_g") // off-error {{needs Tile preview support}}
void named(F16 x, [[cutile::experimental_inout]] I16 &y); // off-error {{the cutile::experimental_inout attribute needs Tile preview support to be turned on}}

__experimental_foreign_decl__ F16 body(F16 x) { return x; } // off-error {{needs Tile preview support}} on-error {{a function declared with the __experimental_foreign_decl__ attribute cannot have a body}}
__experimental_foreign_decl__ F16 none(); // off-error {{needs Tile preview support}} on-error {{a function declared with the __experimental_foreign_decl__ attribute must have at least one parameter}}
__experimental_foreign_decl__ F16 vararg(F16 x, ...); // off-error {{needs Tile preview support}} on-error {{a function declared with the __experimental_foreign_decl__ attribute cannot be variadic}}
__experimental_foreign_decl__ F16 twice(F16 x); // off-error {{needs Tile preview support}}
__experimental_foreign_decl__ F16 twice(I16 x); // off-error {{needs Tile preview support}} on-error {{a function declared with the __experimental_foreign_decl__ attribute cannot be overloaded}}
struct S { float a; };
__experimental_foreign_decl__ F16 bystruct(F16 x, S s); // off-error {{needs Tile preview support}} on-error {{the __experimental_foreign_decl__ attribute is not supported for function with parameter or return type 'S'}}
__experimental_foreign_decl__ S retstruct(F16 x); // off-error {{needs Tile preview support}} on-error {{not supported for function with parameter or return type 'S'}}
template <int N> __experimental_foreign_decl__ F16 intparam(F16 x); // off-error {{needs Tile preview support}} on-error {{the __experimental_foreign_decl__ attribute requires non-type integer template parameter of type 'int' to have the same size as a pointer}}
enum E { A };
template <E e> __experimental_foreign_decl__ F16 enumparam(F16 x); // off-error {{needs Tile preview support}} on-error {{not supported for a function template with non-type template parameter of enum type 'E'}}
template <long N, class T> __experimental_foreign_decl__ F16 fine(F16 x, T t); // off-error {{needs Tile preview support}}
F16 __tile__ notforeign(F16 x, [[cutile::experimental_inout]] F16 &y); // off-error {{needs Tile preview support}} on-error {{the 'cutile::experimental_inout' annotation is only allowed on a parameter of a function declared with __experimental_foreign_decl__}}
