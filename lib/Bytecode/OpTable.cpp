//===- OpTable.cpp - Per-op bytecode layout descriptors -------------------===//

#include "cutile/Bytecode/OpTable.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>

namespace cutile::bytecode {

namespace {
struct Shape {
  OpClass opClass;
  bool segmented;
  unsigned regions;
};
} // namespace

#define SHAPE_PLAIN Shape{OpClass::Body, false, 0}
#define SHAPE_SEG Shape{OpClass::Body, true, 0}
#define SHAPE_REG1 Shape{OpClass::Body, false, 1}
#define SHAPE_REG2 Shape{OpClass::Body, false, 2}
#define SHAPE_FUNC Shape{OpClass::Function, false, 1}
#define SHAPE_GLOBAL Shape{OpClass::Global, false, 0}
#define SHAPE_MODULE Shape{OpClass::Module, false, 1}

#define VER(v) kV##v
#define F(kind, name, since, opt, ek, hasDef, def, width)                      \
  FieldDesc{FieldKind::kind, #name, since, opt, EnumKind::ek, hasDef, def, width}
#define FB(n, group, v)                                                        \
  FieldDesc{FieldKind::BoolArray, #n,   VER(v), false, EnumKind::None,         \
            true,                 0,    0,      #group}

#define RES(n) F(Result, n, Version(), false, None, false, 0, 0)
#define RES_SINCE(n, v) F(Result, n, VER(v), false, None, false, 0, 0)
#define RESV(n) F(VariadicResults, n, Version(), false, None, false, 0, 0)
#define IN(n) F(Operand, n, Version(), false, None, false, 0, 0)
#define OPT(n) F(OptionalOperand, n, Version(), false, None, false, 0, 0)
#define OPT_SINCE(n, v) F(OptionalOperand, n, VER(v), false, None, false, 0, 0)
#define VAR(n) F(VariadicOperand, n, Version(), false, None, false, 0, 0)
#define ENUM(n, k) F(Enum, n, Version(), false, k, false, 0, 0)
#define ENUM_OPT(n, k) F(Enum, n, Version(), true, k, false, 0, 0)
#define ENUM_DEF(n, k, d, v) F(Enum, n, VER(v), false, k, true, d, 0)
#define UNIT(n) F(Unit, n, Version(), true, None, false, 0, 0)
#define UNIT_SINCE(n, v) F(Unit, n, VER(v), true, None, false, 0, 0)
#define BOOL(n) F(Bool, n, Version(), false, None, false, 0, 0)
#define I32(n) F(Int, n, Version(), false, None, false, 0, 32)
#define I64(n) F(Int, n, Version(), false, None, false, 0, 64)
#define I32ARR(n) F(I32Array, n, Version(), false, None, false, 0, 0)
#define STR(n) F(String, n, Version(), false, None, false, 0, 0)
#define SYM(n) F(SymbolRef, n, Version(), false, None, false, 0, 0)
#define DENSE(n) F(Dense, n, Version(), false, None, false, 0, 0)
#define PRED(n) F(Predicate, n, Version(), false, None, false, 0, 0)
#define ARRAY(n) F(Array, n, Version(), false, None, false, 0, 0)
#define HINTS_OPT(n) F(Hints, n, Version(), true, None, false, 0, 0)
#define BOOLS_LIKE(n, group, v) FB(n, group, v)
#define PREVIEW_ARGS(n) F(PreviewArgs, n, Version(), false, None, false, 0, 0)

static OpDesc makeOp(const char *mnemonic, uint32_t opcode, Version since,
                     Shape shape, std::initializer_list<FieldDesc> fields) {
  OpDesc op;
  op.mnemonic = mnemonic;
  op.opcode = opcode;
  op.since = since;
  op.opClass = shape.opClass;
  op.segmentedOperands = shape.segmented;
  op.numRegions = shape.regions;
  op.fields.assign(fields.begin(), fields.end());
  return op;
}

/// Applies NVIDIA's generator rules to one op (docs/bytecode-format.md §8).
static void deriveLayout(OpDesc &op) {
  op.writesResultCount = llvm::any_of(op.fields, [](const FieldDesc &f) {
    return f.kind == FieldKind::VariadicResults ||
           f.kind == FieldKind::VariadicOperand;
  });
  for (const FieldDesc &f : op.fields) {
    if (f.kind == FieldKind::Operand)
      ++op.numFixedOperands;
    else if (isOperandKind(f.kind))
      op.openOperands = true;
  }

  // Flag bits: version order first, attributes before operands within a
  // version, declaration order within each. Optional operands only get a bit
  // when the op has operand segments (no other op has one).
  struct Candidate {
    unsigned version;
    unsigned category; // 0 attribute, 1 operand
    unsigned index;
  };
  llvm::SmallVector<Candidate> candidates;
  for (auto [i, f] : llvm::enumerate(op.fields)) {
    if (isAttrKind(f.kind) && f.optional)
      candidates.push_back({op.sinceOf(f).key(), 0, unsigned(i)});
    else if (f.kind == FieldKind::OptionalOperand && op.segmentedOperands)
      candidates.push_back({op.sinceOf(f).key(), 1, unsigned(i)});
  }
  llvm::sort(candidates, [](const Candidate &a, const Candidate &b) {
    return std::tie(a.version, a.category, a.index) <
           std::tie(b.version, b.category, b.index);
  });
  for (auto [bit, c] : llvm::enumerate(candidates))
    op.fields[c.index].flagBit = int(bit);
  op.hasFlags = !candidates.empty() || op.reservedFlags;
  if (op.hasFlags) {
    Version oldest(candidates.front().version >> 8,
                   candidates.front().version & 0xFF);
    op.flagsSince = oldest == op.since ? Version() : oldest;
  }
}

static std::vector<OpDesc> buildTable() {
  std::vector<OpDesc> table;
#define OP(name, opcode, since, shape, ...)                                    \
  table.push_back(makeOp(#name, opcode, VER(since), SHAPE_##shape,             \
                         {__VA_ARGS__}));
#include "Ops.def"
  // The preview ops' opcodes start at 0x4000 (probed: nvcc 13.5's bytecode of
  // a foreign-function call, read by tileirdisasm --preview=simt). Their
  // mnemonics are not C++ identifiers, so they are not in Ops.def.
  table.push_back(makeOp("preview$call", 0x4002, kV13_5, SHAPE_PLAIN,
                         {RESV(results), SYM(callee), PREVIEW_ARGS(const_args),
                          VAR(args)}));
  table.back().reservedFlags = true;
  for (OpDesc &op : table)
    deriveLayout(op);
  std::sort(table.begin(), table.end(),
            [](const OpDesc &a, const OpDesc &b) { return a.opcode < b.opcode; });
  return table;
}

llvm::ArrayRef<OpDesc> getOpTable() {
  static const std::vector<OpDesc> table = buildTable();
  return table;
}

const OpDesc *lookupOpByOpcode(uint64_t opcode) {
  llvm::ArrayRef<OpDesc> table = getOpTable();
  auto it = llvm::partition_point(
      table, [&](const OpDesc &op) { return op.opcode < opcode; });
  if (it == table.end() || it->opcode != opcode)
    return nullptr;
  return &*it;
}

const OpDesc *lookupOpByMnemonic(llvm::StringRef mnemonic) {
  static const llvm::StringMap<const OpDesc *> map = [] {
    llvm::StringMap<const OpDesc *> m;
    for (const OpDesc &op : getOpTable())
      m[op.mnemonic] = &op;
    return m;
  }();
  return map.lookup(mnemonic);
}

namespace {
struct EnumInfo {
  EnumKind kind;
  const char *name;
  uint64_t maxValue;
};
} // namespace

// Every case of every enum is 13.1 in NVIDIA's AttrDefs.td; a case added
// later would get its own version here.
static constexpr EnumInfo kEnums[] = {
    {EnumKind::None, "none", 0},
    {EnumKind::Signedness, "signedness", 1},
    {EnumKind::IntegerOverflow, "overflow", 3},
    {EnumKind::RoundingMode, "rounding mode", 6},
    {EnumKind::ComparisonOrdering, "comparison ordering", 1},
    {EnumKind::ComparisonPredicate, "comparison predicate", 5},
    {EnumKind::AtomicRMWMode, "atomic rmw mode", 9},
    {EnumKind::MemoryOrdering, "memory ordering semantics", 4},
    {EnumKind::MemoryScope, "memory scope", 2},
    {EnumKind::PaddingValue, "padding value", 4},
    {EnumKind::SymbolVisibility, "symbol visibility", 1},
    {EnumKind::MultimemReductionKind, "multimem reduction kind", 7},
};

bool isValidEnumValue(EnumKind kind, uint64_t value, Version version) {
  // Rounding mode 7 (nearest_away, ftof) is not in NVIDIA's 13.3 sources;
  // the 13.4 and 13.5 tools read it (probed with tileirdisasm).
  if (kind == EnumKind::RoundingMode && value == 7)
    return version >= kV13_4;
  return kind != EnumKind::None &&
         value <= kEnums[static_cast<unsigned>(kind)].maxValue;
}

llvm::StringRef getEnumKindName(EnumKind kind) {
  return kEnums[static_cast<unsigned>(kind)].name;
}

} // namespace cutile::bytecode
