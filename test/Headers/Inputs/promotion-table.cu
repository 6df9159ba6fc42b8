// Which element-wise operations are well-formed, and their result element
// types, for every pair of element types as tile op scalar, scalar op tile
// and tile op tile; plus integral_constant operands, compound assignment,
// unary operators, the named functions, fma, pointers and shape limits.
// Built once by nvcc and once by us (../promotion-table.test); the outputs
// must be identical. Each operation prints one character: '.' when it is
// ill-formed, otherwise the code of its result element type.
#include <cuda_tile.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdint>
#include <cstdio>
#include <type_traits>
namespace ct = cuda::tiles;
using namespace ct::literals;

template <class T> struct elem { using type = T; static constexpr bool tile = false; };
template <class E, class S> struct elem<ct::tile<E, S>> {
  using type = E;
  static constexpr bool tile = true;
};
template <class E> constexpr char code() {
  using std::is_same_v;
  if constexpr (is_same_v<E, bool>) return 'b';
  else if constexpr (is_same_v<E, char>) return 'c';
  else if constexpr (is_same_v<E, signed char>) return 'a';
  else if constexpr (is_same_v<E, unsigned char>) return 'h';
  else if constexpr (is_same_v<E, short>) return 's';
  else if constexpr (is_same_v<E, unsigned short>) return 't';
  else if constexpr (is_same_v<E, int>) return 'i';
  else if constexpr (is_same_v<E, unsigned>) return 'j';
  else if constexpr (is_same_v<E, long>) return 'l';
  else if constexpr (is_same_v<E, unsigned long>) return 'm';
  else if constexpr (is_same_v<E, long long>) return 'x';
  else if constexpr (is_same_v<E, unsigned long long>) return 'y';
  else if constexpr (is_same_v<E, __half>) return 'H';
  else if constexpr (is_same_v<E, __nv_bfloat16>) return 'B';
  else if constexpr (is_same_v<E, float>) return 'f';
  else if constexpr (is_same_v<E, double>) return 'd';
  else if constexpr (std::is_pointer_v<E>) return 'p';
  else return '?';
}
// The result's element code; upper-case '#' marks a scalar result where a
// tile was expected (and the other way round), which would be a difference.
template <class R, bool WantTile> constexpr char result() {
  using D = std::remove_cvref_t<R>;
  if constexpr (elem<D>::tile != WantTile) return '#';
  else return code<typename elem<D>::type>();
}

// One probe per operation, on lvalues a and b of the operand types. The
// probes are class templates, not functions: in a host function our
// compiler does not see the tile operators (they are tile functions), while
// nvcc does.
#define a std::declval<A &>()
#define b std::declval<B &>()
#define PROBE(NAME, ...)                                                       \
  template <class A, class B> struct NAME {                                    \
    static constexpr char v = '.';                                             \
  };                                                                           \
  template <class A, class B>                                                  \
    requires requires { __VA_ARGS__; }                                         \
  struct NAME<A, B> {                                                          \
    static constexpr char v =                                                  \
        result<decltype(__VA_ARGS__), elem<A>::tile || elem<B>::tile>();       \
  };
PROBE(p_add, a + b)
PROBE(p_sub, a - b)
PROBE(p_mul, a * b)
PROBE(p_div, a / b)
PROBE(p_rem, a % b)
PROBE(p_and, a & b)
PROBE(p_or, a | b)
PROBE(p_xor, a ^ b)
PROBE(p_shl, a << b)
PROBE(p_shr, a >> b)
PROBE(p_eq, a == b)
PROBE(p_ne, a != b)
PROBE(p_lt, a < b)
PROBE(p_le, a <= b)
PROBE(p_gt, a > b)
PROBE(p_ge, a >= b)
PROBE(p_land, a && b)
PROBE(p_lor, a || b)
PROBE(f_add, ct::add(a, b))
PROBE(f_sub, ct::sub(a, b))
PROBE(f_mul, ct::mul(a, b))
PROBE(f_div, ct::div(a, b))
PROBE(f_max, ct::max(a, b))
PROBE(f_min, ct::min(a, b))
PROBE(f_remainder, ct::remainder(a, b))
PROBE(f_floordiv, ct::floordiv(a, b))
PROBE(f_ceildiv, ct::ceildiv(a, b))
PROBE(f_mulhi, ct::mulhi(a, b))
PROBE(f_pow, ct::pow(a, b))
PROBE(f_atan2, ct::atan2(a, b))
PROBE(f_add_rz, ct::add(a, b, ct::round_toward_zero_t{}))
PROBE(f_max_nan, ct::max(a, b, ct::propagate_nan_t{}))
#undef PROBE
#undef a
#undef b
// Compound assignment: only well-formed or not (nvcc has none).
#define ASSIGN(NAME, OP)                                                       \
  template <class A, class B>                                                  \
  constexpr char NAME = requires(A x, B y) { x OP y; } ? '1' : '.';
ASSIGN(c_add, +=)
ASSIGN(c_sub, -=)
ASSIGN(c_mul, *=)
ASSIGN(c_div, /=)
ASSIGN(c_and, &=)
ASSIGN(c_shl, <<=)
#undef ASSIGN

template <class A, class B> void row(const char *an, const char *bn) {
  char ops[] = {p_add<A, B>::v, p_sub<A, B>::v, p_mul<A, B>::v, p_div<A, B>::v, p_rem<A, B>::v,
                p_and<A, B>::v, p_or<A, B>::v, p_xor<A, B>::v, p_shl<A, B>::v, p_shr<A, B>::v,
                ' ',
                p_eq<A, B>::v, p_ne<A, B>::v, p_lt<A, B>::v, p_le<A, B>::v, p_gt<A, B>::v,
                p_ge<A, B>::v, p_land<A, B>::v, p_lor<A, B>::v,
                ' ',
                f_add<A, B>::v, f_sub<A, B>::v, f_mul<A, B>::v, f_div<A, B>::v, f_max<A, B>::v,
                f_min<A, B>::v, f_remainder<A, B>::v, f_floordiv<A, B>::v, f_ceildiv<A, B>::v,
                f_mulhi<A, B>::v, f_pow<A, B>::v, f_atan2<A, B>::v, f_add_rz<A, B>::v,
                f_max_nan<A, B>::v,
                ' ',
                c_add<A, B>, c_sub<A, B>, c_mul<A, B>, c_div<A, B>, c_and<A, B>,
                c_shl<A, B>, 0};
  printf("%-22s %-22s %s\n", an, bn, ops);
}

template <class E> using T4 = ct::tile<E, ct::shape<4>>;
#define TYPES(X)                                                               \
  X(bool) X(char) X(int8_t) X(uint8_t) X(int16_t) X(uint16_t) X(int32_t)       \
  X(uint32_t) X(int64_t) X(uint64_t) X(long long) X(unsigned long long)        \
  X(__half) X(__nv_bfloat16) X(float) X(double)

#define UNARY(NAME, OP)                                                        \
  template <class A> struct NAME {                                             \
    static constexpr char v = '.';                                             \
  };                                                                           \
  template <class A>                                                           \
    requires requires(A x) { OP x; }                                           \
  struct NAME<A> {                                                             \
    static constexpr char v = result<decltype(OP std::declval<A &>()), true>(); \
  };
UNARY(u_plus, +)
UNARY(u_minus, -)
UNARY(u_not, ~)
UNARY(u_lnot, !)
#undef UNARY
template <class X, class Acc> struct fma_probe {
  static constexpr char v = '.';
};
template <class X, class Acc>
  requires requires(X x, Acc c) { ct::fma(x, x, c); }
struct fma_probe<X, Acc> {
  static constexpr char v =
      result<decltype(ct::fma(std::declval<X &>(), std::declval<X &>(), std::declval<Acc &>())),
             elem<Acc>::tile>();
};

template <class E> void rows(const char *n) {
  char t[64], s[64];
  snprintf(t, sizeof t, "t:%s", n);
#define R(E2)                                                                  \
  snprintf(s, sizeof s, "s:%s", #E2);                                          \
  row<T4<E>, E2>(t, s);                                                        \
  row<E2, T4<E>>(s, t);                                                        \
  snprintf(s, sizeof s, "t:%s", #E2);                                          \
  row<T4<E>, T4<E2>>(t, s);
  TYPES(R)
#undef R
  row<T4<E>, decltype(2_ic)>(t, "2_ic");
  row<decltype(2_ic), T4<E>>("2_ic", t);
  row<T4<E>, decltype(1.0)>(t, "literal 1.0");
  row<T4<E>, decltype(1)>(t, "literal 1");
  row<T4<E>, decltype(1u)>(t, "literal 1u");
  row<E, E>(n, n);
  char u[] = {u_plus<T4<E>>::v, u_minus<T4<E>>::v, u_not<T4<E>>::v, u_lnot<T4<E>>::v, ' ',
              fma_probe<T4<E>, T4<float>>::v, fma_probe<E, T4<float>>::v,
              fma_probe<T4<E>, T4<__half>>::v, fma_probe<T4<E>, T4<double>>::v,
              fma_probe<E, float>::v, 0};
  printf("unary+fma %-22s %s\n", t, u);
}

template <size_t... D> constexpr char shape_ok() {
  return ct::tile_shape<ct::shape<D...>> ? '1' : '.';
}

int main() {
#define RR(E) rows<E>(#E);
  TYPES(RR)
#undef RR
  // Pointers.
  row<T4<float *>, int>("t:float*", "s:int");
  row<int, T4<float *>>("s:int", "t:float*");
  row<T4<float *>, T4<long long>>("t:float*", "t:long long");
  row<T4<float *>, T4<bool>>("t:float*", "t:bool");
  row<T4<float *>, float>("t:float*", "s:float");
  row<T4<float *>, T4<float *>>("t:float*", "t:float*");
  row<T4<float *>, T4<const float *>>("t:float*", "t:const float*");
  row<T4<float *>, T4<int *>>("t:float*", "t:int*");
  row<T4<float *>, T4<void *>>("t:float*", "t:void*");
  row<T4<void *>, int>("t:void*", "s:int");
  row<T4<float *>, float *>("t:float*", "s:float*");
  // Shapes.
  row<ct::tile<float, ct::shape<8, 1>>, T4<float>>("t:float[8,1]", "t:float[4]");
  row<ct::tile<float, ct::shape<8>>, T4<float>>("t:float[8]", "t:float[4]");
  row<ct::tile<float, ct::shape<4096, 1>>, ct::tile<float, ct::shape<1, 8192>>>(
      "t:float[4096,1]", "t:float[1,8192]");
  row<ct::tile<float, ct::shape<2048, 1>>, ct::tile<float, ct::shape<1, 8192>>>(
      "t:float[2048,1]", "t:float[1,8192]");
  printf("tile_shape %c%c%c%c%c%c%c%c\n", shape_ok<>(), shape_ok<1>(), shape_ok<3>(),
         shape_ok<(1 << 24)>(), shape_ok<(1 << 25)>(), shape_ok<4294967296>(),
         shape_ok<(1 << 12), (1 << 12)>(), shape_ok<(1 << 13), (1 << 12)>());
}
