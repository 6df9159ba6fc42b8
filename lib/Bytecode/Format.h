//===- Format.h - Tile IR bytecode numbering --------------------*- C++ -*-===//
//
// The frozen numbers of the format: magic, section ids, type tags, attribute
// tags, debug record tags, function flags. They are NVIDIA's (see
// docs/bytecode-format.md); changing any of them breaks tileiras.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_BYTECODE_FORMAT_H
#define CUTILE_LIB_BYTECODE_FORMAT_H

#include "cutile/Bytecode/Version.h"

#include <cstdint>

namespace cutile::bytecode {

inline constexpr uint8_t kMagic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0x00};

namespace section {
enum : uint8_t {
  End = 0x00,
  String = 0x01,
  Func = 0x02,
  Debug = 0x03,
  Constant = 0x04,
  Type = 0x05,
  Global = 0x06,
  Producer = 0x07,
  NumSections = 0x08,
};
} // namespace section

/// Type tags, with the version that introduced them.
enum class TypeTag : uint8_t {
  I1 = 0,
  I8 = 1,
  I16 = 2,
  I32 = 3,
  I64 = 4,
  F16 = 5,
  BF16 = 6,
  F32 = 7,
  TF32 = 8,
  F64 = 9,
  F8E4M3FN = 10,
  F8E5M2 = 11,
  Pointer = 12,
  Tile = 13,
  TensorView = 14,
  PartitionView = 15,
  Function = 16,
  Token = 17,
  F8E8M0FNU = 18,        // 13.2
  F4E2M1FN = 19,         // 13.3
  GatherScatterView = 20, // 13.3
  StridedView = 21,       // 13.3
  I4 = 22,                // 13.3
};

/// Tags of self-contained attributes.
enum class AttrTag : uint8_t {
  Integer = 1,
  Float = 2,
  Bool = 3,
  Type = 4,
  String = 5,
  Array = 6,
  DenseElements = 7,
  DivBy = 8,
  SameElements = 9,
  Dictionary = 10,
  OptimizationHints = 11,
  Bounded = 12,
};

/// Tags of preview$call's template arguments (nvcc 13.5.37's bytecode, read
/// back with tileirdisasm --preview=simt): a string ref, a signed varint (the
/// value; tileirdisasm prints it bare), a type ref.
namespace previewarg {
constexpr uint64_t Integer = 209;
constexpr uint64_t Type = 219;
constexpr uint64_t String = 228;
} // namespace previewarg

/// Debug-section record tags.
enum class DebugTag : uint8_t {
  Unknown = 0,
  CompileUnit = 1,
  File = 2,
  LexicalBlock = 3,
  Loc = 4,
  Subprogram = 5,
  CallSite = 6,
};

/// Debug index 0 is "unknown location"; real records start at 1.
inline constexpr uint64_t kUnknownLocIndex = 0;
inline constexpr uint64_t kFirstDebugIndex = 1;

namespace funcflags {
enum : uint8_t {
  Private = 0x01,
  Kernel = 0x02,
  /// Up to 13.4: optimization hints follow the location.
  HasHints = 0x04,
  /// From 13.5 (the hints are always written then): a preview
  /// `preview$extern_impl` entry, and NVIDIA's test-only form.
  ExternImpl = 0x04,
  Testing = 0x08,
};
} // namespace funcflags

/// The header's 16-bit tag.
namespace headertag {
enum : uint16_t {
  None = 0,
  /// The module carries preview content (13.5: only valid at the newest
  /// version, and NVIDIA's tools read it only with --preview=<feature>).
  Preview = 1,
};
} // namespace headertag

/// Version in which each layout change appeared.
inline constexpr Version kUnifiedTypeFlagsVersion = kV13_3;
inline constexpr Version kGlobalExtrasVersion = kV13_3;
inline constexpr Version kProducerVersion = kV13_3;
/// Observed with NVIDIA's 13.4 tools (no 13.4 source is public).
inline constexpr Version kPointerFlagsVersion = kV13_4;
/// Observed with NVIDIA's 13.5 tools and nvcc 13.5's output: a function
/// record always carries its optimization hints and its argument attributes
/// (two self-contained attributes after the location), and a debug
/// subprogram record ends with a flags varint.
inline constexpr Version kFunctionAttrsVersion = kV13_5;
inline constexpr Version kSubprogramFlagsVersion = kV13_5;

} // namespace cutile::bytecode

#endif // CUTILE_LIB_BYTECODE_FORMAT_H
