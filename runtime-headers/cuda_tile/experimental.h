// cuda_tile/experimental.h - cuda::tiles::experimental (CUDA 13.5 preview).
//
// The SIMT interop preview, on with --tile-preview simt, which defines
// __CUDACC_TILE_PREVIEW_SIMT__ (nvcc 13.5 and our launcher alike). A tile
// function declared __experimental_foreign_decl__ (host_defines.h) has no
// body: calling it calls a SIMT function (preview$call in Tile IR, docs/
// codegen.md). Its template arguments may be strings through fixedString,
// and it returns several tiles through multi_outputs, whose members F0..F4
// are the outputs in order. The namespace exists without the preview too, as
// in nvcc's header, so that code naming its members fails at the member.
#ifndef CUTILE_CUDA_TILE_EXPERIMENTAL_H
#define CUTILE_CUDA_TILE_EXPERIMENTAL_H

#include "config.h"

namespace cuda::tiles {
inline namespace __1 {
namespace experimental {

#ifdef __CUDACC_TILE_PREVIEW_SIMT__

// A string literal as a template argument: f<"fast">(...) passes "fast" to
// the SIMT function's template.
template <size_t N> struct fixedString {
  char data[N]{};
  consteval fixedString(const char (&s)[N]) {
    for (size_t i = 0; i < N; ++i)
      data[i] = s[i];
  }
};

// The outputs of a foreign function, 1 to 5 of them.
template <class... T> struct multi_outputs {
  static_assert(sizeof...(T) > 0 && sizeof...(T) < 6,
                "ct::experimental::multi_outputs: a foreign function has 1 to "
                "5 outputs");
};
template <class T0> struct multi_outputs<T0> {
  T0 F0;
};
template <class T0, class T1> struct multi_outputs<T0, T1> {
  T0 F0;
  T1 F1;
};
template <class T0, class T1, class T2> struct multi_outputs<T0, T1, T2> {
  T0 F0;
  T1 F1;
  T2 F2;
};
template <class T0, class T1, class T2, class T3>
struct multi_outputs<T0, T1, T2, T3> {
  T0 F0;
  T1 F1;
  T2 F2;
  T3 F3;
};
template <class T0, class T1, class T2, class T3, class T4>
struct multi_outputs<T0, T1, T2, T3, T4> {
  T0 F0;
  T1 F1;
  T2 F2;
  T3 F3;
  T4 F4;
};

#endif // __CUDACC_TILE_PREVIEW_SIMT__

} // namespace experimental
} // inline namespace __1
} // namespace cuda::tiles

#endif
