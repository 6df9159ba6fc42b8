// cuda_tile/builtins.h - the primitive operations. Each builtin becomes one
// cuda_tile op, named by its annotation "cutile.op:<mnemonic>":
//   - template parameters whose names are attribute names of the op carry
//     those attributes (values are the dialect's enum values, see the enums);
//   - function parameters are the operands, named like the op's operands;
//   - the return type is the result type (a struct of scalars for an op with
//     several results). docs/builtins.md has the full table.
// Builtins have no body: code generation replaces every call.
#ifndef CUTILE_CUDA_TILE_BUILTINS_H
#define CUTILE_CUDA_TILE_BUILTINS_H

#include "tile.h"

namespace cuda::tiles {
inline namespace __1 {
namespace __ir {

// Enum values are those of the cuda_tile dialect.
enum class signedness : int { unsigned_ = 0, signed_ = 1 };
enum class overflow : int { none = 0, no_signed_wrap = 1, no_unsigned_wrap = 2, no_wrap = 3 };
enum class rounding : int {
  nearest_even = 0, zero = 1, negative_inf = 2, positive_inf = 3,
  approx = 4, full = 5, nearest_int_to_zero = 6, nearest_away = 7
};
enum class predicate : int {
  equal = 0, not_equal = 1, less_than = 2, less_than_or_equal = 3,
  greater_than = 4, greater_than_or_equal = 5
};
enum class ordering : int { unordered = 0, ordered = 1 };
enum class memory_ordering : int { weak = 0, relaxed = 1, acquire = 2, release = 3, acq_rel = 4 };
// none: the optional memory_scope attribute is absent.
enum class scope : int { none = -1, tl_blk = 0, device = 1, sys = 2 };
enum class rmw : int {
  and_ = 0, or_ = 1, xor_ = 2, add = 3, addf = 4, max = 5, min = 6, umax = 7, umin = 8, xchg = 9
};
// none: the partition_view type has no padding_value.
enum class padding : int { none = -1, zero = 0, neg_zero = 1, nan = 2, pos_inf = 3, neg_inf = 4 };
// The op in the body of a reduce or scan (its identity follows from it).
enum class combiner : int { addf, addi, mulf, muli, maxf, minf, maxi, mini, andi, ori, xori };

// Several results: one member per result, in order.
template <class T, size_t N> struct results {
  T r[N];
};

// View types. Everything the cuda_tile type needs is in the template
// arguments: element type, shape and strides (extents/strides with
// dynamic_extent for '?'), tile shape, padding and dimension map.
template <class E, class Shape, class Strides> struct tensor_view {
  static constexpr size_t num_dynamic_shape = Shape::rank_dynamic();
};
template <class TensorView, class TileShape, padding Padding, class DimMap>
struct partition_view {};
// TraversalStrides is a ct::strides with static values: traversal_strides.
template <class TensorView, class TileShape, class TraversalStrides, padding Padding,
          class DimMap>
struct strided_view {};
// SparseDim is the dimension indexed by a tile of row numbers (sparse_dim).
template <class TensorView, class TileShape, size_t SparseDim, padding Padding>
struct gather_scatter_view {};
struct token {};

//===--------------------------------------------------------------------===//
// Core
//===--------------------------------------------------------------------===//
__CT_OP("get_tile_block_id") results<int, 3> get_tile_block_id() noexcept;
__CT_OP("get_num_tile_blocks") results<int, 3> get_num_tile_blocks() noexcept;
// Splat constant: every element is `value` in the element type of R.
template <class R, int value> __CT_OP("constant") R constant() noexcept;
template <class R> __CT_OP("iota") R iota() noexcept;
template <class P, class I> __CT_OP("offset") P offset(P ptr, I offset) noexcept;
template <class C, class T>
__CT_OP("select") T select(C cond, T val_if_true, T val_if_false) noexcept;
template <class R, class T> __CT_OP("broadcast") R broadcast(T source) noexcept;
template <class R, class T> __CT_OP("reshape") R reshape(T source) noexcept;
template <int dim, class R, class T> __CT_OP("cat") R cat(T lhs, T rhs) noexcept;
template <class R, class T, class... I>
__CT_OP("extract") R extract(T source, I... indices) noexcept;
template <class R, int... permutation, class T>
__CT_OP("permute") R permute(T source) noexcept;
// dest with the slice at slice numbers indices... replaced by source.
template <class R, class S, class T, class... I>
__CT_OP("insert") R insert(S source, T dest, I... indices) noexcept;
// Reinterpret a 1-d tile's bits as another element type (pack: to i8,
// unpack: from i8); the element counts scale with the widths.
template <class R, class T> __CT_OP("pack") R pack(T source) noexcept;
template <class R, class T> __CT_OP("unpack") R unpack(T source) noexcept;

//===--------------------------------------------------------------------===//
// Arithmetic (float)
//===--------------------------------------------------------------------===//
#define __CT_FBIN_RND(NAME)                                                    \
  template <rounding rounding_mode, bool flush_to_zero, class T>               \
  __CT_OP(#NAME) T NAME(T lhs, T rhs) noexcept;
__CT_FBIN_RND(addf)
__CT_FBIN_RND(subf)
__CT_FBIN_RND(mulf)
__CT_FBIN_RND(divf)
#undef __CT_FBIN_RND
template <class T> __CT_OP("remf") T remf(T lhs, T rhs) noexcept;
template <class T> __CT_OP("pow") T pow(T source, T exponent) noexcept;
// An integer exponent tile of the source's shape (13.5's ct::powi).
template <class T, class E> __CT_OP("fpowi") T fpowi(T source, E exponent) noexcept;
template <class T> __CT_OP("atan2") T atan2(T x, T y) noexcept;
template <bool propagate_nan, bool flush_to_zero, class T>
__CT_OP("maxf") T maxf(T lhs, T rhs) noexcept;
template <bool propagate_nan, bool flush_to_zero, class T>
__CT_OP("minf") T minf(T lhs, T rhs) noexcept;
template <rounding rounding_mode, bool flush_to_zero, class T>
__CT_OP("fma") T fma(T lhs, T rhs, T acc) noexcept;
#define __CT_FUN(NAME) template <class T> __CT_OP(#NAME) T NAME(T source) noexcept;
__CT_FUN(absf)
__CT_FUN(negf)
__CT_FUN(ceil)
__CT_FUN(floor)
__CT_FUN(cos)
__CT_FUN(cosh)
__CT_FUN(sin)
__CT_FUN(sinh)
__CT_FUN(tan)
__CT_FUN(log)
__CT_FUN(log2)
#undef __CT_FUN
template <rounding rounding_mode, class T> __CT_OP("exp") T exp(T source) noexcept;
template <rounding rounding_mode, class T> __CT_OP("tanh") T tanh(T source) noexcept;
template <bool flush_to_zero, class T> __CT_OP("exp2") T exp2(T source) noexcept;
template <bool flush_to_zero, class T> __CT_OP("rsqrt") T rsqrt(T source) noexcept;
template <rounding rounding_mode, bool flush_to_zero, class T>
__CT_OP("sqrt") T sqrt(T source) noexcept;
template <predicate comparison_predicate, ordering comparison_ordering, class R, class T>
__CT_OP("cmpf") R cmpf(T lhs, T rhs) noexcept;
template <bool fast_acc, class A, class L, class R>
__CT_OP("mmaf") A mmaf(L lhs, R rhs, A acc) noexcept;
template <class A, class L, class R, class LS, class RS>
__CT_OP("mmaf_scaled")
A mmaf_scaled(L lhs, R rhs, A acc, LS lhs_scale, RS rhs_scale) noexcept;

//===--------------------------------------------------------------------===//
// Arithmetic (integer and bitwise)
//===--------------------------------------------------------------------===//
#define __CT_IBIN_OVF(NAME)                                                    \
  template <overflow overflow, class T> __CT_OP(#NAME) T NAME(T lhs, T rhs) noexcept;
__CT_IBIN_OVF(addi)
__CT_IBIN_OVF(subi)
__CT_IBIN_OVF(muli)
__CT_IBIN_OVF(shli)
#undef __CT_IBIN_OVF
#define __CT_IBIN_SGN(NAME)                                                    \
  template <signedness signedness, class T> __CT_OP(#NAME) T NAME(T lhs, T rhs) noexcept;
__CT_IBIN_SGN(remi)
__CT_IBIN_SGN(maxi)
__CT_IBIN_SGN(mini)
__CT_IBIN_SGN(shri)
#undef __CT_IBIN_SGN
template <signedness signedness, rounding rounding, class T>
__CT_OP("divi") T divi(T lhs, T rhs) noexcept;
template <class T> __CT_OP("andi") T andi(T lhs, T rhs) noexcept;
template <class T> __CT_OP("ori") T ori(T lhs, T rhs) noexcept;
template <class T> __CT_OP("xori") T xori(T lhs, T rhs) noexcept;
template <class T> __CT_OP("mulhii") T mulhii(T x, T y) noexcept;
template <class T> __CT_OP("absi") T absi(T source) noexcept;
template <overflow overflow, class T> __CT_OP("negi") T negi(T source) noexcept;
template <predicate comparison_predicate, signedness signedness, class R, class T>
__CT_OP("cmpi") R cmpi(T lhs, T rhs) noexcept;
template <signedness signedness_lhs, signedness signedness_rhs, class A, class L, class R>
__CT_OP("mmai") A mmai(L lhs, R rhs, A acc) noexcept;

//===--------------------------------------------------------------------===//
// Conversions (R is the result type)
//===--------------------------------------------------------------------===//
template <class R, class T> __CT_OP("bitcast") R bitcast(T source) noexcept;
template <signedness signedness, class R, class T> __CT_OP("exti") R exti(T from) noexcept;
template <overflow overflow, class R, class T> __CT_OP("trunci") R trunci(T from) noexcept;
template <rounding rounding_mode, class R, class T> __CT_OP("ftof") R ftof(T from) noexcept;
template <signedness signedness, rounding rounding_mode, class R, class T>
__CT_OP("ftoi") R ftoi(T from) noexcept;
// saturating: out-of-range values clamp to the result's range (13.5's
// element_cast with saturate_finite_t).
template <signedness signedness, rounding rounding_mode, bool saturating, class R, class T>
__CT_OP("ftoi") R ftoi__saturating(T from) noexcept;
template <signedness signedness, rounding rounding_mode, class R, class T>
__CT_OP("itof") R itof(T from) noexcept;
template <class R, class T> __CT_OP("int_to_ptr") R int_to_ptr(T source) noexcept;
template <class R, class T> __CT_OP("ptr_to_int") R ptr_to_int(T source) noexcept;
template <class R, class T> __CT_OP("ptr_to_ptr") R ptr_to_ptr(T source) noexcept;

//===--------------------------------------------------------------------===//
// Reductions and scans. R is the result: the operand without `dim` for
// reduce, the operand's type for scan. The body applies `body` (with the
// attribute flags below where that op has them) to (element, accumulator).
//===--------------------------------------------------------------------===//
template <int dim, combiner body, bool propagate_nan, rounding rounding_mode,
          bool flush_to_zero, class R, class T>
__CT_OP("reduce") R reduce(T operands) noexcept;
template <int dim, bool reverse, combiner body, rounding rounding_mode,
          bool flush_to_zero, class T>
__CT_OP("scan") T scan(T operands) noexcept;
// The position of the first maximum (is_max) or minimum along `dim`: a
// reduce over (value, position) pairs whose body keeps the pair with the
// larger (smaller) value, the lower position on ties. R is the positions'
// result.
template <int dim, bool is_max, class R, class T, class P>
__CT_OP("reduce") R reduce_position(T values, P positions) noexcept;

//===--------------------------------------------------------------------===//
// Memory. Tokens are not visible here: code generation orders memory ops.
//===--------------------------------------------------------------------===//
template <memory_ordering memory_ordering_semantics, scope memory_scope, class R, class P>
__CT_OP("load_ptr_tko") R load_ptr_tko(P source) noexcept;
template <memory_ordering memory_ordering_semantics, scope memory_scope, class R, class P,
          class M>
__CT_OP("load_ptr_tko") R load_ptr_tko__masked(P source, M mask, R paddingValue) noexcept;
// Without paddingValue: masked-off lanes are unspecified (the operand is absent).
template <memory_ordering memory_ordering_semantics, scope memory_scope, class R, class P,
          class M>
__CT_OP("load_ptr_tko") R load_ptr_tko__masked(P source, M mask) noexcept;
template <memory_ordering memory_ordering_semantics, scope memory_scope, class P, class T>
__CT_OP("store_ptr_tko") void store_ptr_tko(P destination, T value) noexcept;
template <memory_ordering memory_ordering_semantics, scope memory_scope, class P, class T,
          class M>
__CT_OP("store_ptr_tko") void store_ptr_tko__masked(P destination, T value, M mask) noexcept;

// The first TV::num_dynamic_shape values are dynamicShape, the rest
// dynamicStrides.
template <class TV, class P, class... I>
__CT_OP("make_tensor_view") TV make_tensor_view(P base, I... dynamic) noexcept;
template <class PV, class TV>
__CT_OP("make_partition_view") PV make_partition_view(TV tensor_view) noexcept;
template <class SV, class TV>
__CT_OP("make_strided_view") SV make_strided_view(TV tensor_view) noexcept;
template <class GV, class TV>
__CT_OP("make_gather_scatter_view") GV make_gather_scatter_view(TV tensor_view) noexcept;
template <class I, size_t N, class TV>
__CT_OP("get_tensor_shape") results<I, N> get_tensor_shape(TV src) noexcept;
template <class I, size_t N, class V>
__CT_OP("get_index_space_shape") results<I, N> get_index_space_shape(V src) noexcept;
template <memory_ordering memory_ordering_semantics, scope memory_scope, class R, class V,
          class... I>
__CT_OP("load_view_tko") R load_view_tko(V view, I... index) noexcept;
template <memory_ordering memory_ordering_semantics, scope memory_scope, class T, class V,
          class... I>
__CT_OP("store_view_tko") void store_view_tko(T tile, V view, I... index) noexcept;

template <memory_ordering memory_ordering_semantics, scope memory_scope, rmw mode, class R,
          class P>
__CT_OP("atomic_rmw_tko") R atomic_rmw_tko(P pointers, R arg) noexcept;
template <memory_ordering memory_ordering_semantics, scope memory_scope, rmw mode, class R,
          class P, class M>
__CT_OP("atomic_rmw_tko") R atomic_rmw_tko__masked(P pointers, R arg, M mask) noexcept;
template <memory_ordering memory_ordering_semantics, scope memory_scope, class R, class P>
__CT_OP("atomic_cas_tko") R atomic_cas_tko(P pointers, R cmp, R val) noexcept;
template <memory_ordering memory_ordering_semantics, scope memory_scope, class R, class P,
          class M>
__CT_OP("atomic_cas_tko") R atomic_cas_tko__masked(P pointers, R cmp, R val, M mask) noexcept;
template <memory_ordering memory_ordering_semantics, scope memory_scope, rmw mode, class V,
          class T, class... I>
__CT_OP("atomic_red_view_tko") void atomic_red_view_tko(V view, T value, I... index) noexcept;

//===--------------------------------------------------------------------===//
// Assumptions, printing, assertions
//===--------------------------------------------------------------------===//
template <unsigned long long divisor, class T>
__CT_OP("assume") T assume__div_by(T value) noexcept;
template <bool has_lb, long long lb, bool has_ub, long long ub, class T>
__CT_OP("assume") T assume__bounded(T value) noexcept;
template <long long... values, class T>
__CT_OP("assume") T assume__same_elements(T value) noexcept;
// str must be a string literal.
template <class... T> __CT_OP("print_tko") void print_tko(const char *str, T... args) noexcept;
template <class C> __CT_OP("assert") void assert_(C condition, const char *message) noexcept;

} // namespace __ir
} // inline namespace __1
} // namespace cuda::tiles

#endif
