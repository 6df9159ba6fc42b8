//===- OpTable.h - Per-op bytecode layout descriptors -----------*- C++ -*-===//
//
// Every op's bytecode layout is a list of fields (results, attributes,
// operand groups) in ODS declaration order; Ops.def spells that list out and
// the generic encoder/decoder in OpCodec.cpp walks it. The few rules NVIDIA's
// generator derives from ODS (when a result count is written, which fields
// get a bit in the presence flags, from which version the flags exist) are
// computed here once from the list, so Ops.def holds facts only.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_BYTECODE_OPTABLE_H
#define CUTILE_BYTECODE_OPTABLE_H

#include "cutile/Bytecode/Version.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace cutile::bytecode {

/// The dialect's enums, as the bytecode numbers them (the integer value of
/// the enum case is what is written).
enum class EnumKind : uint8_t {
  None,
  Signedness,
  IntegerOverflow,
  RoundingMode,
  ComparisonOrdering,
  ComparisonPredicate,
  AtomicRMWMode,
  MemoryOrdering,
  MemoryScope,
  PaddingValue,
  SymbolVisibility,
  MultimemReductionKind, // 13.5
};

enum class FieldKind : uint8_t {
  // Results.
  Result,          // one result
  VariadicResults, // all results, count written
  // Operand groups.
  Operand,         // exactly one
  OptionalOperand, // zero or one (a flag bit when the op has segments)
  VariadicOperand, // any number
  // Attributes.
  Enum,      // varint of the enum value
  Unit,      // only a flag bit
  Bool,      // one byte
  Int,       // varint of the zero-extended value (I32Attr/I64Attr)
  I32Array,  // DenseI32ArrayAttr: count + i32 LE
  String,    // StrAttr: string index
  SymbolRef, // FlatSymbolRefAttr: string index of the name
  Dense,     // DenseElementsAttr: constant index; type = first result
  Predicate, // assume predicate: self-contained attribute
  Array,     // ArrayAttr: count + self-contained elements
  Hints,     // OptimizationHintsAttr: bare dictionary
  BoolArray, // DenseBoolArrayAttr: count + one byte per element
  PreviewArgs, // preview$call's template arguments: count + preview-tagged
               // elements (docs/bytecode-format.md, preview ops)
};

inline bool isResultKind(FieldKind k) {
  return k == FieldKind::Result || k == FieldKind::VariadicResults;
}
inline bool isOperandKind(FieldKind k) {
  return k == FieldKind::Operand || k == FieldKind::OptionalOperand ||
         k == FieldKind::VariadicOperand;
}
inline bool isAttrKind(FieldKind k) {
  return !isResultKind(k) && !isOperandKind(k);
}

struct FieldDesc {
  FieldKind kind;
  const char *name;
  /// First version with this field; null means "same as the op".
  Version since;
  /// Attributes: OptionalAttr (a flag bit, written only when present).
  bool optional = false;
  EnumKind enumKind = EnumKind::None;
  /// Required attributes newer than the op: the value older versions imply.
  bool hasDefault = false;
  int64_t defaultValue = 0;
  /// Int attributes: 32 or 64.
  unsigned intWidth = 0;
  /// BoolArray attributes absent from the op: one `false` per operand of
  /// this operand group (the value older writers imply).
  const char *sizedLike = nullptr;

  /// Filled in by the table: the field's bit in the presence flags, or -1.
  int flagBit = -1;
};

enum class OpClass : uint8_t {
  Body,      // an op inside a function body
  Function,  // `entry`: lives in the Func section
  Global,    // `global`: lives in the Global section
  Module,    // `module`: the file itself
};

struct OpDesc {
  const char *mnemonic;
  uint32_t opcode;
  Version since;
  OpClass opClass = OpClass::Body;
  bool segmentedOperands = false;
  unsigned numRegions = 0;
  llvm::SmallVector<FieldDesc, 8> fields;

  // Derived from `fields` (see OpTable.cpp).
  /// Some operand or result group is variadic: a result count is written.
  bool writesResultCount = false;
  /// Some field has a flag bit.
  bool hasFlags = false;
  /// Versions before this write no flags word (null: always written).
  Version flagsSince;
  /// Ops without operand segments: the number of plain operands, and
  /// whether optional or variadic ones may follow (then the operand count
  /// is written).
  unsigned numFixedOperands = 0;
  bool openOperands = false;
  /// A flags word is written although none of our fields has a bit
  /// (preview$call: nvcc 13.5 writes 0; what a set bit means is unknown).
  bool reservedFlags = false;

  Version sinceOf(const FieldDesc &f) const {
    return f.since.isNull() ? since : f.since;
  }
  llvm::StringRef getMnemonic() const { return mnemonic; }
};

/// All ops, in opcode order.
llvm::ArrayRef<OpDesc> getOpTable();
const OpDesc *lookupOpByOpcode(uint64_t opcode);
const OpDesc *lookupOpByMnemonic(llvm::StringRef mnemonic);

/// The largest valid enum value per kind (each kind's values all arrived
/// with the kind, except rounding mode 7, 13.4).
bool isValidEnumValue(EnumKind kind, uint64_t value, Version version);
llvm::StringRef getEnumKindName(EnumKind kind);

} // namespace cutile::bytecode

#endif // CUTILE_BYTECODE_OPTABLE_H
