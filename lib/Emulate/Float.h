//===- Float.h - narrow float formats of the emulator -----------*- C++ -*-===//
//
// f16, bf16, tf32 and the f8/f4 formats have no C++ type we can rely on, so
// elements are stored as their bit patterns and computed in float or double.
// Narrowing takes the rounding mode explicitly: Tile IR ops name theirs, and
// the host's current mode must not leak into a conversion.
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_LIB_EMULATE_FLOAT_H
#define CUTILE_LIB_EMULATE_FLOAT_H

#include <cstdint>
#include <cstring>

namespace cutile::emu {

/// The IEEE directions; approx/full act as nearest_even on the CPU.
/// NearestAway (ties away from zero) only comes from ftof.
enum class Round : uint8_t { NearestEven, Zero, Down, Up, NearestAway };

/// A binary floating-point format narrower than double.
struct FloatFormat {
  int expBits, manBits;
  bool hasInf;      // false: the format saturates or has no infinities (FN)
  bool nanAllOnes;  // FN style: only the all-ones pattern is NaN
  bool hasSign;     // f8E8M0FNU is unsigned
};

constexpr FloatFormat kF16{5, 10, true, false, true};
constexpr FloatFormat kBF16{8, 7, true, false, true};
constexpr FloatFormat kTF32{8, 10, true, false, true};
constexpr FloatFormat kF8E4M3FN{4, 3, false, true, true};
constexpr FloatFormat kF8E5M2{5, 2, true, false, true};
constexpr FloatFormat kF8E8M0FNU{8, 0, false, true, false};
constexpr FloatFormat kF4E2M1FN{2, 1, false, false, true};

/// Bits of `v` rounded to `fmt` (sign, exponent, mantissa packed low).
uint32_t encodeFloat(double v, const FloatFormat &fmt, Round r);
/// The value of the bit pattern `bits` of `fmt`.
double decodeFloat(uint32_t bits, const FloatFormat &fmt);

inline float bitsToFloat(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
inline uint32_t floatToBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

/// f16 is the hot narrow type (GEMM operands), so its decode is a table.
float halfToFloat(uint16_t h);
inline float bf16ToFloat(uint16_t h) { return bitsToFloat(uint32_t(h) << 16); }

uint16_t floatToHalf(float f, Round r = Round::NearestEven);
uint16_t floatToBF16(float f, Round r = Round::NearestEven);
uint16_t floatToBF16Exact(double x, Round r);
/// tf32 lives in f32 storage with the low 13 mantissa bits cleared.
float roundToTF32(float f, Round r = Round::NearestEven);

} // namespace cutile::emu

#endif // CUTILE_LIB_EMULATE_FLOAT_H
