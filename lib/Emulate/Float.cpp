//===- Float.cpp - narrow float formats of the emulator --------------------===//
//
// One generic encoder serves every narrow format: scale the magnitude so that
// the format's last mantissa bit is the unit, round that integer in the
// requested direction, then re-assemble. Doubles hold every input exactly
// (f32 and f64 operands), so only the final rounding loses information.
//
//===----------------------------------------------------------------------===//

#include "Float.h"

#include <cmath>
#include <vector>

namespace cutile::emu {

namespace {

int bias(const FloatFormat &f) { return (1 << (f.expBits - 1)) - 1; }

/// Largest exponent code of a finite value.
int maxExpCode(const FloatFormat &f) {
  int allOnes = (1 << f.expBits) - 1;
  if (f.hasInf)
    return allOnes - 1;
  // FN formats use the all-ones exponent for finite values too (minus the
  // one NaN pattern); E8M0 spends code 0xFF on NaN.
  return f.manBits == 0 && f.nanAllOnes ? allOnes - 1 : allOnes;
}

double maxFinite(const FloatFormat &f) {
  int e = maxExpCode(f) - bias(f);
  double manUnits = double((1u << f.manBits) - 1);
  if (!f.hasInf && f.nanAllOnes && f.manBits > 0)
    manUnits -= 1; // all-ones mantissa with all-ones exponent is NaN
  return std::ldexp(1.0 + manUnits / double(1u << f.manBits), e);
}

uint32_t nanBits(const FloatFormat &f) {
  uint32_t allExp = ((1u << f.expBits) - 1) << f.manBits;
  if (f.nanAllOnes)
    return allExp | ((1u << f.manBits) - 1);
  if (!f.hasInf)
    return 0; // f4E2M1FN has no NaN: the value is unspecified, use zero
  return allExp | (1u << (f.manBits - 1));
}

/// Rounds the non-negative `n` to an integer; `neg` says the value it scales
/// is negative, which flips the directed modes.
double roundUnits(double n, Round r, bool neg) {
  double fl = std::floor(n);
  switch (r) {
  case Round::Zero:
    return fl;
  case Round::Down:
    return neg ? std::ceil(n) : fl;
  case Round::Up:
    return neg ? fl : std::ceil(n);
  case Round::NearestEven:
  case Round::NearestAway:
    break;
  }
  double diff = n - fl;
  if (r == Round::NearestAway)
    return diff >= 0.5 ? fl + 1.0 : fl;
  if (diff > 0.5 || (diff == 0.5 && std::fmod(fl, 2.0) != 0.0))
    return fl + 1.0;
  return fl;
}

} // namespace

uint32_t encodeFloat(double v, const FloatFormat &f, Round r) {
  uint32_t signBit = f.hasSign ? 1u << (f.expBits + f.manBits) : 0;
  if (std::isnan(v) || (!f.hasSign && v < 0))
    return nanBits(f);
  bool neg = std::signbit(v) && f.hasSign;
  uint32_t sign = neg ? signBit : 0;
  double a = std::fabs(v);
  double maxF = maxFinite(f);
  int b = bias(f);
  int emin = 1 - b;

  if (f.manBits == 0 && !f.hasSign) {
    // E8M0: powers of two only, no zero; round the exponent.
    if (a == 0 || std::isinf(a))
      return std::isinf(a) ? nanBits(f) : 0;
    int e;
    double m = std::frexp(a, &e); // a = m * 2^e, m in [0.5, 1)
    double units = roundUnits(m * 2.0, r, false); // 1 or 2
    int code = (e - 1) + b + (units >= 2.0 ? 1 : 0);
    if (code < 0)
      code = 0;
    return code > maxExpCode(f) ? nanBits(f) : uint32_t(code);
  }

  auto overflow = [&]() -> uint32_t {
    bool toInf = f.hasInf && (r == Round::NearestEven || r == Round::NearestAway ||
                              (r == Round::Up && !neg) ||
                              (r == Round::Down && neg));
    if (toInf)
      return sign | (((1u << f.expBits) - 1) << f.manBits);
    // Saturate: the largest finite value (FN formats have no infinity).
    return sign | encodeFloat(maxF, f, Round::Zero);
  };
  if (std::isinf(a))
    return f.hasInf ? sign | (((1u << f.expBits) - 1) << f.manBits)
                    : overflow();
  if (a == 0)
    return sign;

  int e;
  std::frexp(a, &e);
  int exp = e - 1; // a in [2^exp, 2^(exp+1))
  int quantumExp = (exp < emin ? emin : exp) - f.manBits;
  double units = roundUnits(std::ldexp(a, -quantumExp), r, neg);
  double mag = std::ldexp(units, quantumExp);
  if (mag > maxF)
    return overflow();
  if (mag == 0)
    return sign;
  std::frexp(mag, &e);
  exp = e - 1;
  if (exp < emin) // subnormal: exponent code 0, mantissa in units of 2^(emin-m)
    return sign | uint32_t(std::ldexp(mag, f.manBits - emin));
  uint32_t man =
      uint32_t(std::ldexp(mag, f.manBits - exp)) - (1u << f.manBits);
  return sign | (uint32_t(exp + b) << f.manBits) | man;
}

double decodeFloat(uint32_t bits, const FloatFormat &f) {
  uint32_t manMask = (1u << f.manBits) - 1;
  uint32_t expAll = (1u << f.expBits) - 1;
  uint32_t man = bits & manMask;
  uint32_t exp = (bits >> f.manBits) & expAll;
  bool neg = f.hasSign && ((bits >> (f.expBits + f.manBits)) & 1);
  double s = neg ? -1.0 : 1.0;
  int b = bias(f);
  if (f.manBits == 0 && !f.hasSign)
    return exp == expAll ? NAN : std::ldexp(1.0, int(exp) - b);
  if (f.hasInf && exp == expAll)
    return man ? NAN : s * INFINITY;
  if (f.nanAllOnes && exp == expAll && man == manMask)
    return NAN;
  if (exp == 0)
    return s * std::ldexp(double(man), 1 - b - f.manBits);
  return s * std::ldexp(double(man | (1u << f.manBits)),
                        int(exp) - b - f.manBits);
}

float halfToFloat(uint16_t h) {
  static const std::vector<float> table = [] {
    std::vector<float> t(65536);
    for (uint32_t i = 0; i < 65536; ++i)
      t[i] = float(decodeFloat(i, kF16));
    return t;
  }();
  return table[h];
}

uint16_t floatToHalf(float x, Round r) {
  return uint16_t(encodeFloat(x, kF16, r));
}

uint16_t floatToBF16(float x, Round r) {
  if (std::isnan(x))
    return uint16_t((floatToBits(x) >> 16) | 0x40);
  return uint16_t(encodeFloat(x, kBF16, r));
}

uint16_t floatToBF16Exact(double x, Round r) {
  if (std::isnan(x))
    return 0x7fc0;
  return uint16_t(encodeFloat(x, kBF16, r));
}

float roundToTF32(float x, Round r) {
  if (std::isnan(x) || std::isinf(x))
    return x;
  uint32_t b = encodeFloat(x, kTF32, r); // 1 + 8 + 10 bits
  return bitsToFloat(b << 13);
}

} // namespace cutile::emu
