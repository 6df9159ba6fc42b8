// cuda_tile/config.h - attribute spellings, basic type traits, scalar types.
//
// Part of cutile-clang's cuda_tile.h. Everything here is an implementation
// detail (names start with "__"); the public API is in the other parts.
#ifndef CUTILE_CUDA_TILE_CONFIG_H
#define CUTILE_CUDA_TILE_CONFIG_H

#if __cplusplus < 202002L
#error "cuda_tile.h needs C++20 (-std=c++20)"
#endif

#ifndef __has_attribute
#define __has_attribute(x) 0
#endif

// Tile attributes. Our plugin registers tile_global/tile/tile_builtin. Without
// it (stock Clang, clangd without the plugin) the header degrades to CUDA
// spellings that Clang knows, so that it still parses without warnings: tile
// kernels become __global__ kernels and tile functions __device__ functions.
#if __has_attribute(tile_builtin)
#define __CT_HAS_TILE_ATTRS 1
#define __CT_BUILTIN_ATTR __attribute__((tile_builtin))
#define __CT_TILE __attribute__((tile))
#else
#define __CT_HAS_TILE_ATTRS 0
#if defined(__CUDA__) && __has_attribute(device)
#define __CT_BUILTIN_ATTR __attribute__((device))
#define __CT_TILE __attribute__((device))
#else
#define __CT_BUILTIN_ATTR
#define __CT_TILE
#endif
// CUDA's host_defines.h spells these as unknown attributes; remap them.
#if __has_attribute(global)
#undef __tile_global__
#define __tile_global__ __attribute__((global))
#undef __tile__
#define __tile__ __attribute__((device))
#undef __tile_builtin__
#define __tile_builtin__ __attribute__((device))
#endif
#endif

// `k<<<grid>>>` needs a default block dimension on the runtime's launch
// call. Our plugin declares it in the predefines (and defines the macro);
// where nothing did (stock Clang or clangd, our clangd's preamble), this
// header does, so that tile launches type-check there too.
#if defined(__CUDA__) && defined(__CLANG_CUDA_RUNTIME_WRAPPER_H__) &&          \
    !defined(__CUTILE_LAUNCH_DEFAULT__)
#define __CUTILE_LAUNCH_DEFAULT__ 1
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim,
    dim3 blockDim = dim3(1, 1, 1), __SIZE_TYPE__ sharedMem, void *stream);
#endif

// A builtin names the cuda_tile op it becomes: "cutile.op:<mnemonic>". The
// builtin's template parameters carry the op's attributes (named like them),
// its function parameters are the operands (named like them), its return type
// is the result. See docs/builtins.md.
#define __CT_OP(MNEMONIC) \
  __CT_BUILTIN_ATTR __attribute__((annotate("cutile.op:" MNEMONIC)))
// A builtin that produces no op: the result is the operand's value unchanged
// (a scalar and a 0-d tile are the same cuda_tile value).
#define __CT_IDENTITY __CT_BUILTIN_ATTR __attribute__((annotate("cutile.identity")))

#if __has_attribute(diagnose_if)
#define __CT_DIAGNOSE_IF(COND, MSG) __attribute__((diagnose_if(COND, MSG, "error")))
#define __CT_WARN_IF(COND, MSG) __attribute__((diagnose_if(COND, MSG, "warning")))
#else
#define __CT_DIAGNOSE_IF(COND, MSG)
#define __CT_WARN_IF(COND, MSG)
#endif

// The CUDA release whose tile language the toolkit in use speaks (CUDART_VERSION
// of its headers, e.g. 13050). A 13.4 toolkit keeps 13.4's language: an API
// that CUDA 13.5 added stays declared, so that its use is an error that names
// the feature and the release at the call, not an unknown name. Without the
// runtime headers (a tool parsing this file alone) the newest release is meant.
#if defined(CUDART_VERSION)
#define __CT_CUDA_VERSION CUDART_VERSION
#else
#define __CT_CUDA_VERSION 13050
#endif
#define __CT_SINCE_13_5(WHAT)                                                  \
  __CT_DIAGNOSE_IF(__CT_CUDA_VERSION < 13050,                                  \
                   WHAT " needs CUDA 13.5 or newer; the CUDA toolkit in use "  \
                        "is older (see --cuda-path)")

// Half, bfloat16 and fp8 are the toolkit's types; declaring them is enough for
// tiles of them (a tile never needs the complete scalar type).
struct __half;
struct __nv_bfloat16;
struct __nv_fp8_e4m3;
struct __nv_fp8_e5m2;
// CUDA 13.5's block-scale formats (cuda_fp8.h, cuda_fp4.h).
struct __nv_fp8_e8m0;
struct __nv_fp8_ue5m3;
struct __nv_fp4_e2m1;
#if __has_include(<cuda_tf32.h>)
#include <cuda_tf32.h>
#else
struct __nv_tf32;
#endif

namespace cuda::tiles {
inline namespace __1 {

using size_t = decltype(sizeof(0));
using ptrdiff_t = decltype((int *)0 - (int *)0);
using uint32_t = unsigned int;
using int32_t = int;
using uint64_t = unsigned long long;
using int64_t = long long;

namespace __detail {

// A minimal <type_traits> (the header does not use the standard library).
template <class T, T V> struct __constant {
  static constexpr T value = V;
};
template <class A, class B> inline constexpr bool __ct_same = false;
template <class A> inline constexpr bool __ct_same<A, A> = true;
template <bool C, class T, class F> struct __cond { using type = T; };
template <class T, class F> struct __cond<false, T, F> { using type = F; };
template <bool C, class T, class F>
using __cond_t = typename __cond<C, T, F>::type;
template <class T> struct __rm_cv { using type = T; };
template <class T> struct __rm_cv<const T> { using type = T; };
template <class T> struct __rm_cv<volatile T> { using type = T; };
template <class T> struct __rm_cv<const volatile T> { using type = T; };
template <class T> using __rm_cv_t = typename __rm_cv<T>::type;
template <class T> struct __rm_ref { using type = T; };
template <class T> struct __rm_ref<T &> { using type = T; };
template <class T> struct __rm_ref<T &&> { using type = T; };
template <class T> using __rm_cvref_t = __rm_cv_t<typename __rm_ref<T>::type>;
template <class T> struct __rm_ptr { using type = T; };
template <class T> struct __rm_ptr<T *> { using type = T; };
template <class T> struct __rm_ptr<T *const> { using type = T; };
template <class T> using __rm_ptr_t = typename __rm_ptr<T>::type;
template <class T> inline constexpr bool __ct_is_ptr = false;
template <class T> inline constexpr bool __ct_is_ptr<T *> = true;
template <class T> inline constexpr bool __ct_is_const = false;
template <class T> inline constexpr bool __ct_is_const<const T> = true;
template <class T> inline constexpr bool __ct_is_volatile = false;
template <class T> inline constexpr bool __ct_is_volatile<volatile T> = true;
template <class T> T &&__declval() noexcept;
template <class... T> struct __type_list {};

// Scalar kinds of the tile language.
enum class __kind { none, boolean, integer, floating, restricted_floating, pointer };

template <class T> struct __scalar_info {
  static constexpr __kind kind = __kind::none;
  static constexpr int bits = 0;
  static constexpr bool is_signed = false;
  static constexpr int rank = 0;
};
// Integers: rank orders same-width types (character types just below the
// integer type of their width); conversion never uses it across widths.
#define __CT_INT(T, BITS, SIGNED, RANK)                                        \
  template <> struct __scalar_info<T> {                                        \
    static constexpr __kind kind = __kind::integer;                            \
    static constexpr int bits = BITS;                                          \
    static constexpr bool is_signed = SIGNED;                                  \
    static constexpr int rank = RANK;                                          \
  };
__CT_INT(char, 8, ((char)-1 < 0), 0)
__CT_INT(signed char, 8, true, 1)
__CT_INT(unsigned char, 8, false, 1)
__CT_INT(char8_t, 8, false, 0)
__CT_INT(short, 16, true, 1)
__CT_INT(unsigned short, 16, false, 1)
__CT_INT(char16_t, 16, false, 0)
__CT_INT(int, 32, true, 1)
__CT_INT(unsigned int, 32, false, 1)
__CT_INT(char32_t, 32, false, 0)
__CT_INT(wchar_t, 8 * sizeof(wchar_t), ((wchar_t)-1 < 0), 0)
__CT_INT(long, 8 * sizeof(long), true, 2)
__CT_INT(unsigned long, 8 * sizeof(long), false, 2)
__CT_INT(long long, 64, true, 3)
__CT_INT(unsigned long long, 64, false, 3)
#undef __CT_INT
template <> struct __scalar_info<bool> {
  static constexpr __kind kind = __kind::boolean;
  static constexpr int bits = 1;
  static constexpr bool is_signed = false;
  static constexpr int rank = 0;
};
// Floating point: rank is the conversion rank; half and bfloat16 share one
// and are unordered. Restricted types (fp8, tf32) only load, store and mma.
#define __CT_FLOAT(T, BITS, KIND, RANK)                                        \
  template <> struct __scalar_info<T> {                                        \
    static constexpr __kind kind = __kind::KIND;                               \
    static constexpr int bits = BITS;                                          \
    static constexpr bool is_signed = true;                                    \
    static constexpr int rank = RANK;                                          \
  };
__CT_FLOAT(__half, 16, floating, 1)
__CT_FLOAT(__nv_bfloat16, 16, floating, 1)
__CT_FLOAT(float, 32, floating, 2)
__CT_FLOAT(double, 64, floating, 3)
__CT_FLOAT(__nv_fp8_e4m3, 8, restricted_floating, 0)
__CT_FLOAT(__nv_fp8_e5m2, 8, restricted_floating, 0)
__CT_FLOAT(__nv_tf32, 32, restricted_floating, 2)
__CT_FLOAT(__nv_fp8_e8m0, 8, restricted_floating, 0)
__CT_FLOAT(__nv_fp8_ue5m3, 8, restricted_floating, 0)
// fp4 takes a byte in memory (one value per byte, as nvcc stores it), so
// __bytes below is 1.
__CT_FLOAT(__nv_fp4_e2m1, 4, restricted_floating, 0)
#undef __CT_FLOAT
template <class T> struct __scalar_info<T *> {
  static constexpr __kind kind = __kind::pointer;
  static constexpr int bits = 64;
  static constexpr bool is_signed = false;
  static constexpr int rank = 0;
};
template <class T> struct __scalar_info<const T> : __scalar_info<T> {};
template <class T> struct __scalar_info<volatile T> : __scalar_info<T> {};
template <class T> struct __scalar_info<const volatile T> : __scalar_info<T> {};

template <class T>
inline constexpr bool __ct_is_integral = __scalar_info<T>::kind == __kind::integer ||
                                      __scalar_info<T>::kind == __kind::boolean;
template <class T>
inline constexpr bool __ct_is_float = __scalar_info<T>::kind == __kind::floating ||
                                   __scalar_info<T>::kind == __kind::restricted_floating;
template <class T>
inline constexpr bool __ct_is_basic_float = __scalar_info<T>::kind == __kind::floating;
template <class T>
inline constexpr bool __ct_is_arith = __ct_is_integral<T> || __ct_is_basic_float<T>;
template <class T>
inline constexpr bool __ct_is_numeric = __ct_is_integral<T> || __ct_is_float<T>;
template <class P> inline constexpr bool __ct_is_pointer_scalar = false;
template <class P>
inline constexpr bool __ct_is_pointer_scalar<P *> =
    __ct_is_numeric<P> || __ct_same<__rm_cv_t<P>, void>;
template <class P>
inline constexpr bool __ct_is_pointer_scalar<P *const> = __ct_is_pointer_scalar<P *>;
template <class T>
inline constexpr bool __ct_is_scalar = __ct_is_numeric<T> || __ct_is_pointer_scalar<T>;

// Floating-point kinds and CUDA 13.5's conversion rank among them: a
// conversion does not narrow when it goes up the order (or stays). The
// order is partial: f16 and bf16 are unordered, so are e4m3 and e5m2, and
// e8m0/ue5m3 (block scales) sit below bf16 only. On the types CUDA 13.4 had
// it agrees with 13.4's bit-width rule.
enum class __fpk { none, e2m1, e5m2, e4m3, e8m0, ue5m3, f16, bf16, tf32, f32, f64 };
template <class T> inline constexpr __fpk __fp_kind = __fpk::none;
template <> inline constexpr __fpk __fp_kind<__nv_fp4_e2m1> = __fpk::e2m1;
template <> inline constexpr __fpk __fp_kind<__nv_fp8_e5m2> = __fpk::e5m2;
template <> inline constexpr __fpk __fp_kind<__nv_fp8_e4m3> = __fpk::e4m3;
template <> inline constexpr __fpk __fp_kind<__nv_fp8_e8m0> = __fpk::e8m0;
template <> inline constexpr __fpk __fp_kind<__nv_fp8_ue5m3> = __fpk::ue5m3;
template <> inline constexpr __fpk __fp_kind<__half> = __fpk::f16;
template <> inline constexpr __fpk __fp_kind<__nv_bfloat16> = __fpk::bf16;
template <> inline constexpr __fpk __fp_kind<__nv_tf32> = __fpk::tf32;
template <> inline constexpr __fpk __fp_kind<float> = __fpk::f32;
template <> inline constexpr __fpk __fp_kind<double> = __fpk::f64;
// The edges of the order; __fp_below is their transitive closure.
constexpr bool __fp_edge(__fpk a, __fpk b) {
  switch (a) {
  case __fpk::e2m1: return b == __fpk::e4m3 || b == __fpk::e5m2;
  case __fpk::e4m3:
  case __fpk::e5m2: return b == __fpk::f16 || b == __fpk::bf16;
  case __fpk::e8m0:
  case __fpk::ue5m3: return b == __fpk::bf16;
  case __fpk::f16:
  case __fpk::bf16: return b == __fpk::tf32;
  case __fpk::tf32: return b == __fpk::f32;
  case __fpk::f32: return b == __fpk::f64;
  default: return false;
  }
}
constexpr bool __fp_below(__fpk a, __fpk b) {
  if (a == __fpk::none || b == __fpk::none)
    return false;
  for (int k = int(__fpk::e2m1); k <= int(__fpk::f64); ++k)
    if (__fp_edge(a, __fpk(k)) && (__fpk(k) == b || __fp_below(__fpk(k), b)))
      return true;
  return false;
}
// Does a floating-point conversion From -> To narrow (13.5's rule)?
template <class From, class To>
inline constexpr bool __fp_narrows =
    __fp_kind<From> != __fp_kind<To> && !__fp_below(__fp_kind<From>, __fp_kind<To>);

// Element types that CUDA 13.5 added to tiles.
template <class T>
inline constexpr bool __element_since_13_5 =
    __fp_kind<T> == __fpk::e2m1 || __fp_kind<T> == __fpk::e8m0 || __fp_kind<T> == __fpk::ue5m3;

// The element type a view or pointer load moves for E: fp4 travels as
// bytes (the value in the low nibble), everything else as itself.
template <class E> struct __mem_elem { using type = E; };
template <> struct __mem_elem<__nv_fp4_e2m1> { using type = signed char; };
template <class E> using __mem_elem_t = typename __mem_elem<E>::type;

// Bytes of a scalar, without needing its complete type.
template <class T>
inline constexpr size_t __bytes = __scalar_info<T>::bits <= 8 ? 1 : __scalar_info<T>::bits / 8;

} // namespace __detail
} // inline namespace __1
} // namespace cuda::tiles

#endif
