//===- SimtMath.cpp - libdevice's functions for SIMT code on the CPU -------===//
//
// Clang's CUDA headers implement the device math API (expf, __expf,
// rsqrtf, __popc, __float2int_rn, ...) as calls to libdevice's __nv_*
// functions. Device code compiled for the host (docs/emulation.md, "SIMT
// kernels") calls these instead. Exact functions round as IEEE says; the
// fast/approximate ones (__expf, __fdividef) compute the exact result,
// which is within their documented error. A function missing here is a
// link error naming it.
//
//===----------------------------------------------------------------------===//

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace {
template <class To, class From> To bits(From f) {
  To t;
  std::memcpy(&t, &f, sizeof t);
  return t;
}
/// `f(a)` rounded to an integer in FE mode `mode` (the _rn/_rz/... forms).
template <class T> double roundIn(int mode, T a) {
  int saved = std::fegetround();
  std::fesetround(mode);
  double r = std::nearbyint(double(a));
  std::fesetround(saved);
  return r;
}
} // namespace

extern "C" {

#define F1(name, expr)                                                         \
  float __nv_##name(float x) { return expr; }
#define F2(name, expr)                                                         \
  float __nv_##name(float x, float y) { return expr; }
#define D1(name, expr)                                                         \
  double __nv_##name(double x) { return expr; }
#define D2(name, expr)                                                         \
  double __nv_##name(double x, double y) { return expr; }

// float
F1(expf, std::exp(x)) F1(fast_expf, std::exp(x)) F1(exp2f, std::exp2(x))
F1(exp10f, std::pow(10.0f, x)) F1(fast_exp10f, std::pow(10.0f, x))
F1(expm1f, std::expm1(x)) F1(logf, std::log(x)) F1(fast_logf, std::log(x))
F1(log2f, std::log2(x)) F1(fast_log2f, std::log2(x)) F1(log10f, std::log10(x))
F1(fast_log10f, std::log10(x)) F1(log1pf, std::log1p(x))
F1(sinf, std::sin(x)) F1(fast_sinf, std::sin(x)) F1(cosf, std::cos(x))
F1(fast_cosf, std::cos(x)) F1(tanf, std::tan(x)) F1(fast_tanf, std::tan(x))
F1(asinf, std::asin(x)) F1(acosf, std::acos(x)) F1(atanf, std::atan(x))
F1(sinhf, std::sinh(x)) F1(coshf, std::cosh(x)) F1(tanhf, std::tanh(x))
F1(asinhf, std::asinh(x)) F1(acoshf, std::acosh(x)) F1(atanhf, std::atanh(x))
F1(sqrtf, std::sqrt(x)) F1(fsqrt_rn, std::sqrt(x)) F1(cbrtf, std::cbrt(x))
F1(rsqrtf, 1.0f / std::sqrt(x)) F1(frcp_rn, 1.0f / x)
F1(fabsf, std::fabs(x)) F1(floorf, std::floor(x)) F1(ceilf, std::ceil(x))
F1(roundf, std::round(x)) F1(truncf, std::trunc(x)) F1(rintf, std::rint(x))
F1(nearbyintf, std::nearbyint(x)) F1(erff, std::erf(x)) F1(erfcf, std::erfc(x))
F1(lgammaf, std::lgamma(x)) F1(tgammaf, std::tgamma(x))
F1(saturatef, x >= 1.0f ? 1.0f : x > 0.0f ? x : 0.0f)
F2(powf, std::pow(x, y)) F2(fast_powf, std::pow(x, y))
F2(fminf, std::fmin(x, y)) F2(fmaxf, std::fmax(x, y)) F2(fmodf, std::fmod(x, y))
F2(atan2f, std::atan2(x, y)) F2(hypotf, std::hypot(x, y))
F2(fdividef, x / y) F2(fast_fdividef, x / y) F2(fdiv_rn, x / y)
F2(fadd_rn, x + y) F2(fsub_rn, x - y) F2(fmul_rn, x * y)
F2(copysignf, std::copysign(x, y)) F2(remainderf, std::remainder(x, y))
F2(fdimf, std::fdim(x, y)) F2(nextafterf, std::nextafter(x, y))
float __nv_fmaf(float x, float y, float z) { return std::fma(x, y, z); }
float __nv_fmaf_rn(float x, float y, float z) { return std::fma(x, y, z); }
void __nv_sincosf(float x, float *s, float *c) {
  *s = std::sin(x);
  *c = std::cos(x);
}
void __nv_fast_sincosf(float x, float *s, float *c) { __nv_sincosf(x, s, c); }
int __nv_isnanf(float x) { return std::isnan(x); }
int __nv_isinff(float x) { return std::isinf(x); }
int __nv_finitef(float x) { return std::isfinite(x); }
int __nv_signbitf(float x) { return std::signbit(x); }

// double
D1(exp, std::exp(x)) D1(exp2, std::exp2(x)) D1(exp10, std::pow(10.0, x))
D1(expm1, std::expm1(x)) D1(log, std::log(x)) D1(log2, std::log2(x))
D1(log10, std::log10(x)) D1(log1p, std::log1p(x)) D1(sin, std::sin(x))
D1(cos, std::cos(x)) D1(tan, std::tan(x)) D1(asin, std::asin(x))
D1(acos, std::acos(x)) D1(atan, std::atan(x)) D1(sinh, std::sinh(x))
D1(cosh, std::cosh(x)) D1(tanh, std::tanh(x)) D1(sqrt, std::sqrt(x))
D1(dsqrt_rn, std::sqrt(x)) D1(rsqrt, 1.0 / std::sqrt(x)) D1(cbrt, std::cbrt(x))
D1(fabs, std::fabs(x)) D1(floor, std::floor(x)) D1(ceil, std::ceil(x))
D1(round, std::round(x)) D1(trunc, std::trunc(x)) D1(rint, std::rint(x))
D1(erf, std::erf(x)) D1(erfc, std::erfc(x)) D1(drcp_rn, 1.0 / x)
D2(pow, std::pow(x, y)) D2(fmin, std::fmin(x, y)) D2(fmax, std::fmax(x, y))
D2(fmod, std::fmod(x, y)) D2(atan2, std::atan2(x, y)) D2(hypot, std::hypot(x, y))
D2(dadd_rn, x + y) D2(dsub_rn, x - y) D2(dmul_rn, x * y) D2(ddiv_rn, x / y)
D2(copysign, std::copysign(x, y))
double __nv_fma(double x, double y, double z) { return std::fma(x, y, z); }
double __nv_fma_rn(double x, double y, double z) { return std::fma(x, y, z); }
int __nv_isnand(double x) { return std::isnan(x); }
int __nv_isinfd(double x) { return std::isinf(x); }
int __nv_isfinited(double x) { return std::isfinite(x); }
int __nv_signbitd(double x) { return std::signbit(x); }

// Integers and bits.
int __nv_popc(unsigned x) { return __builtin_popcount(x); }
int __nv_popcll(unsigned long long x) { return __builtin_popcountll(x); }
int __nv_clz(int x) { return x ? __builtin_clz(unsigned(x)) : 32; }
int __nv_clzll(long long x) { return x ? __builtin_clzll(x) : 64; }
int __nv_ffs(int x) { return __builtin_ffs(x); }
int __nv_ffsll(long long x) { return __builtin_ffsll(x); }
unsigned __nv_brev(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; ++i)
    r |= ((x >> i) & 1u) << (31 - i);
  return r;
}
unsigned long long __nv_brevll(unsigned long long x) {
  return (uint64_t(__nv_brev(unsigned(x))) << 32) | __nv_brev(unsigned(x >> 32));
}
int __nv_mulhi(int x, int y) { return int((int64_t(x) * y) >> 32); }
unsigned __nv_umulhi(unsigned x, unsigned y) {
  return unsigned((uint64_t(x) * y) >> 32);
}
long long __nv_mul64hi(long long x, long long y) {
  return (long long)((__int128(x) * y) >> 64);
}
unsigned long long __nv_umul64hi(unsigned long long x, unsigned long long y) {
  return (unsigned long long)((unsigned __int128)x * y >> 64);
}
int __nv_mul24(int x, int y) {
  return int(int64_t(x << 8 >> 8) * int64_t(y << 8 >> 8));
}
unsigned __nv_umul24(unsigned x, unsigned y) {
  return (x & 0xffffff) * (y & 0xffffff);
}
int __nv_min(int x, int y) { return x < y ? x : y; }
int __nv_max(int x, int y) { return x > y ? x : y; }
unsigned __nv_umin(unsigned x, unsigned y) { return x < y ? x : y; }
unsigned __nv_umax(unsigned x, unsigned y) { return x > y ? x : y; }
long long __nv_llmin(long long x, long long y) { return x < y ? x : y; }
long long __nv_llmax(long long x, long long y) { return x > y ? x : y; }
unsigned long long __nv_ullmin(unsigned long long x, unsigned long long y) {
  return x < y ? x : y;
}
unsigned long long __nv_ullmax(unsigned long long x, unsigned long long y) {
  return x > y ? x : y;
}
int __nv_abs(int x) { return x < 0 ? -x : x; }
long long __nv_llabs(long long x) { return x < 0 ? -x : x; }
unsigned __nv_sad(int x, int y, unsigned z) {
  return z + unsigned(x > y ? x - y : y - x);
}
unsigned __nv_usad(unsigned x, unsigned y, unsigned z) {
  return z + (x > y ? x - y : y - x);
}
unsigned __nv_byte_perm(unsigned x, unsigned y, unsigned s) {
  uint64_t v = (uint64_t(y) << 32) | x;
  unsigned r = 0;
  for (int i = 0; i < 4; ++i)
    r |= unsigned((v >> (((s >> (4 * i)) & 7) * 8)) & 0xff) << (8 * i);
  return r;
}

// Reinterpretation and conversions.
float __nv_int_as_float(int x) { return bits<float>(x); }
int __nv_float_as_int(float x) { return bits<int>(x); }
float __nv_uint_as_float(unsigned x) { return bits<float>(x); }
unsigned __nv_float_as_uint(float x) { return bits<unsigned>(x); }
double __nv_longlong_as_double(long long x) { return bits<double>(x); }
long long __nv_double_as_longlong(double x) { return bits<long long>(x); }
int __nv_float2int_rn(float x) { return int(roundIn(FE_TONEAREST, x)); }
int __nv_float2int_rz(float x) { return int(std::trunc(x)); }
int __nv_float2int_rd(float x) { return int(std::floor(x)); }
int __nv_float2int_ru(float x) { return int(std::ceil(x)); }
unsigned __nv_float2uint_rn(float x) {
  return unsigned(roundIn(FE_TONEAREST, x));
}
unsigned __nv_float2uint_rz(float x) { return unsigned(std::trunc(x)); }
long long __nv_float2ll_rn(float x) { return (long long)roundIn(FE_TONEAREST, x); }
long long __nv_float2ll_rz(float x) { return (long long)std::trunc(x); }
int __nv_double2int_rn(double x) { return int(roundIn(FE_TONEAREST, x)); }
int __nv_double2int_rz(double x) { return int(std::trunc(x)); }
float __nv_int2float_rn(int x) { return float(x); }
float __nv_uint2float_rn(unsigned x) { return float(x); }
float __nv_ll2float_rn(long long x) { return float(x); }
float __nv_ull2float_rn(unsigned long long x) { return float(x); }
double __nv_int2double_rn(int x) { return double(x); }
double __nv_uint2double_rn(unsigned x) { return double(x); }
float __nv_double2float_rn(double x) { return float(x); }

} // extern "C"
