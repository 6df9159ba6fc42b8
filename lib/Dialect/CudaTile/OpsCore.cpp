//===- OpsCore.cpp - constants, globals, grid queries and shape ops --------===//
//
// The literal syntax of `constant` and `global` and the verifiers of the core
// and shape ops.
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <functional>

using namespace mlir;
using namespace cutile::ir;

//===----------------------------------------------------------------------===//
// Tile literals
//===----------------------------------------------------------------------===//
//
// NVIDIA's form is `<f32: [1.0, 2.0]> : tile<2xf32>`: the element type comes
// first, so each value is read with the right width and float format (hex
// bit patterns included). The spec pages write `dense<[1.0, 2.0]> : tile<..>`
// instead; we read that as well, but only ever print the first form, since
// NVIDIA's parser rejects the second.

namespace {

constexpr StringLiteral kLiteralTypes =
    "i1, i8, i16, i32, i64, f16, bf16, f32, tf32, f64, f8E4M3FN, f8E5M2, "
    "f8E8M0FNU or f4E2M1FN";

/// One value as written, before the element type is known (`dense<>` form
/// only; the typed form converts each value as it reads it).
struct RawValue {
  enum Kind { Bool, Int, Float } kind;
  APInt intValue;
  double floatValue = 0;
  SMLoc loc;
};

/// Reads a scalar or nested list of values and records the shape it implies.
class LiteralReader {
public:
  /// `elementType` is null when it is only known after the values.
  LiteralReader(OpAsmParser &parser, Type elementType)
      : parser(parser), elementType(elementType) {}

  ParseResult read(SmallVectorImpl<int64_t> &shape) {
    if (failed(parser.parseOptionalLSquare()))
      return readValue();
    SmallVector<int64_t> innerShape;
    int64_t count = 0;
    auto readOne = [&]() -> ParseResult {
      SmallVector<int64_t> itemShape;
      SMLoc itemLoc = parser.getCurrentLocation();
      if (read(itemShape))
        return failure();
      if (count++ == 0)
        innerShape = itemShape;
      else if (itemShape != innerShape)
        return parser.emitError(itemLoc,
                                "ragged literal: every element of a list "
                                "must have the same nesting and length");
      return success();
    };
    if (parser.parseCommaSeparatedList(readOne) || parser.parseRSquare())
      return failure();
    shape.push_back(count);
    shape.append(innerShape.begin(), innerShape.end());
    return success();
  }

  /// Turns the `dense<>` form's raw values into typed ones.
  ParseResult resolve(Type type) {
    elementType = type;
    for (RawValue &raw : rawValues) {
      if (auto intType = llvm::dyn_cast<IntegerType>(type)) {
        if (raw.kind == RawValue::Float)
          return parser.emitError(raw.loc, "expected an integer value for ")
                 << type << ", got a floating-point literal";
        APInt v = raw.kind == RawValue::Bool ? raw.intValue.zext(2)
                                             : raw.intValue;
        if (failed(addInteger(v, raw.loc)))
          return failure();
        continue;
      }
      if (raw.kind == RawValue::Bool)
        return parser.emitError(raw.loc, "expected a floating-point value for ")
               << type << ", got a boolean";
      const llvm::fltSemantics &sem =
          llvm::cast<FloatType>(type).getFloatSemantics();
      APFloat f(raw.floatValue);
      if (raw.kind == RawValue::Int) {
        f = APFloat(sem);
        (void)f.convertFromAPInt(raw.intValue, /*IsSigned=*/true,
                                 APFloat::rmNearestTiesToEven);
      } else {
        bool lost;
        (void)f.convert(sem, APFloat::rmNearestTiesToEven, &lost);
      }
      floats.push_back(f);
    }
    return success();
  }

  DenseIntOrFPElementsAttr build(TileType tileType) {
    auto shaped = llvm::cast<ShapedType>(tileType);
    Attribute attr;
    if (tileType.getElementType().isInteger(1)) {
      SmallVector<bool> bits;
      for (const APInt &v : ints)
        bits.push_back(!v.isZero());
      attr = DenseElementsAttr::get(shaped, ArrayRef<bool>(bits));
    } else if (llvm::isa<IntegerType>(tileType.getElementType())) {
      attr = DenseElementsAttr::get(shaped, ArrayRef<APInt>(ints));
    } else {
      attr = DenseElementsAttr::get(shaped, ArrayRef<APFloat>(floats));
    }
    return llvm::cast<DenseIntOrFPElementsAttr>(attr);
  }

private:
  ParseResult readValue() {
    SMLoc loc = parser.getCurrentLocation();
    if (!elementType)
      return readRawValue(loc);
    if (auto intType = llvm::dyn_cast<IntegerType>(elementType)) {
      // parseOptionalInteger would take `true` as an integer; only i1 may.
      bool isTrue = succeeded(parser.parseOptionalKeyword("true"));
      if (isTrue || succeeded(parser.parseOptionalKeyword("false"))) {
        if (intType.getWidth() != 1)
          return parser.emitError(loc, "expected an integer value for ")
                 << elementType << ", got a boolean";
        return addInteger(APInt(2, isTrue), loc);
      }
      APInt v;
      OptionalParseResult got = parser.parseOptionalInteger(v);
      if (!got.has_value())
        return parser.emitError(loc, "expected an integer value for ")
               << elementType;
      if (failed(*got) || failed(addInteger(v, loc)))
        return failure();
      return success();
    }
    // parseFloat reads decimal literals and hex bit patterns of exactly the
    // element's width, and rejects a decimal integer for a float.
    APFloat f(0.0);
    if (parser.parseFloat(
            llvm::cast<FloatType>(elementType).getFloatSemantics(), f))
      return failure();
    floats.push_back(f);
    return success();
  }

  ParseResult readRawValue(SMLoc loc) {
    RawValue raw{RawValue::Bool, APInt(1, 0), 0, loc};
    if (succeeded(parser.parseOptionalKeyword("true"))) {
      raw.intValue = APInt(1, 1);
    } else if (failed(parser.parseOptionalKeyword("false"))) {
      bool negative = succeeded(parser.parseOptionalMinus());
      OptionalParseResult got = parser.parseOptionalInteger(raw.intValue);
      if (got.has_value()) {
        if (failed(*got))
          return failure();
        raw.kind = RawValue::Int;
        if (negative) {
          raw.intValue = raw.intValue.zext(raw.intValue.getBitWidth() + 1);
          raw.intValue.negate();
        }
      } else {
        raw.kind = RawValue::Float;
        if (parser.parseFloat(raw.floatValue))
          return failure();
        if (negative)
          raw.floatValue = -raw.floatValue;
      }
    }
    rawValues.push_back(raw);
    return success();
  }

  /// `v` is the value as a signed number of any width. Like NVIDIA's parser
  /// we take anything that fits the width as either a signed or an unsigned
  /// number, so `<i8: 255>` and `<i8: -1>` are the same value.
  ParseResult addInteger(APInt v, SMLoc loc) {
    unsigned width = llvm::cast<IntegerType>(elementType).getWidth();
    bool fits = v.isNegative() ? v.getSignificantBits() <= width
                               : v.getActiveBits() <= width;
    if (!fits)
      return parser.emitError(loc, "integer value does not fit in ")
             << elementType << " (signed or unsigned)";
    ints.push_back(v.sextOrTrunc(width));
    return success();
  }

  OpAsmParser &parser;
  Type elementType;
  SmallVector<RawValue> rawValues;
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;
};

std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s = "[";
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(shape, os);
  os << "]";
  return s;
}

} // namespace

/// `<elt: values> : tile<...>` or `dense<values> : tile<...>`.
static ParseResult parseTileLiteral(OpAsmParser &parser,
                                    DenseIntOrFPElementsAttr &value,
                                    Type &type) {
  SMLoc startLoc = parser.getCurrentLocation();
  bool denseForm = succeeded(parser.parseOptionalKeyword("dense"));
  Type prefixType;
  if (parser.parseLess())
    return failure();
  if (!denseForm) {
    SMLoc eltLoc = parser.getCurrentLocation();
    if (parseCudaTileType(parser, prefixType))
      return failure();
    if (!isNumberType(prefixType))
      return parser.emitError(eltLoc, "literal element type must be ")
             << kLiteralTypes << ", got " << prefixType;
    if (parser.parseColon())
      return failure();
  }

  LiteralReader reader(parser, prefixType);
  SmallVector<int64_t> literalShape;
  if (reader.read(literalShape) || parser.parseGreater() ||
      parser.parseColon())
    return failure();

  SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, type))
    return failure();
  auto tileType = llvm::dyn_cast<TileType>(type);
  if (!tileType)
    return parser.emitError(typeLoc, "a literal's type must be a tile, got ")
           << type;
  Type elementType = tileType.getElementType();
  if (!isNumberType(elementType))
    return parser.emitError(typeLoc, "tile element type must be ")
           << kLiteralTypes << ", got " << elementType;
  if (prefixType && prefixType != elementType)
    return parser.emitError(typeLoc, "literal element type ")
           << prefixType << " differs from the tile element type "
           << elementType;

  // A single value fills the tile; a list must match the shape exactly.
  if (!literalShape.empty() &&
      ArrayRef<int64_t>(literalShape) != tileType.getShape())
    return parser.emitError(typeLoc, "literal has shape ")
           << shapeString(literalShape) << " but the tile has shape "
           << shapeString(tileType.getShape());

  if (denseForm && reader.resolve(elementType))
    return failure();
  value = reader.build(tileType);
  if (!value)
    return parser.emitError(startLoc, "could not build the literal");
  return success();
}

/// Values in row-major order, nested by dimension; one value for a splat.
static void printTileLiteral(OpAsmPrinter &p, DenseIntOrFPElementsAttr value) {
  auto tileType = llvm::cast<TileType>(value.getType());
  Type elementType = tileType.getElementType();
  p << '<';
  printCudaTileType(p, elementType);
  p << ": ";

  bool isInt = llvm::isa<IntegerType>(elementType);
  bool isBool = elementType.isInteger(1);
  // Each range may only be asked for on attributes of its own kind.
  auto printOne = [&](int64_t index) {
    if (isInt) {
      APInt v = *(value.value_begin<APInt>() + index);
      if (isBool)
        p << (v.isZero() ? "false" : "true");
      else
        p << v.getSExtValue();
      return;
    }
    p.printFloat(*(value.value_begin<APFloat>() + index));
  };

  ArrayRef<int64_t> shape = tileType.getShape();
  if (value.isSplat() || shape.empty()) {
    printOne(0);
  } else {
    int64_t next = 0;
    std::function<void(size_t)> printDim = [&](size_t dim) {
      p << '[';
      for (int64_t i = 0; i < shape[dim]; ++i) {
        if (i)
          p << ", ";
        if (dim + 1 == shape.size())
          printOne(next++);
        else
          printDim(dim + 1);
      }
      p << ']';
    };
    printDim(0);
  }
  p << "> : ";
  printCudaTileType(p, tileType);
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  DenseIntOrFPElementsAttr value;
  Type type;
  if (parseTileLiteral(parser, value, type) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addAttribute(getValueAttrName(result.name), value);
  result.addTypes(type);
  return success();
}

void ConstantOp::print(OpAsmPrinter &p) {
  p << ' ';
  printTileLiteral(p, getValue());
  p.printOptionalAttrDict((*this)->getAttrs(), {getValueAttrName()});
}

LogicalResult ConstantOp::verify() {
  if (getValue().getType() != getResult().getType())
    return emitOpError("value has type ")
           << getValue().getType() << " but the result has type "
           << getResult().getType() << "; they must be the same tile type";
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

//===----------------------------------------------------------------------===//
// GlobalOp
//===----------------------------------------------------------------------===//

// [public|private] [constant] @name [alignment = N] {attrs} <elt: ...> : tile
ParseResult GlobalOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  Builder &b = parser.getBuilder();
  // Like NVIDIA's parser, store the visibility even when it is the default.
  SymbolVisibility visibility = SymbolVisibility::Public;
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword, {"public", "private"})))
    visibility = *symbolizeSymbolVisibility(keyword);
  result.addAttribute(getSymbolVisibilityAttrName(result.name),
                      SymbolVisibilityAttr::get(ctx, visibility));

  if (succeeded(parser.parseOptionalKeyword("constant")))
    result.addAttribute(getConstantAttrName(result.name), b.getUnitAttr());

  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes))
    return failure();

  if (succeeded(parser.parseOptionalKeyword("alignment"))) {
    int64_t alignment;
    if (parser.parseEqual() || parser.parseInteger(alignment))
      return failure();
    result.addAttribute(getAlignmentAttrName(result.name),
                        b.getI64IntegerAttr(alignment));
  }

  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  DenseIntOrFPElementsAttr value;
  Type type;
  if (parseTileLiteral(parser, value, type))
    return failure();
  result.addAttribute(getValueAttrName(result.name), value);
  return success();
}

void GlobalOp::print(OpAsmPrinter &p) {
  p << ' ';
  if (getSymbolVisibility() != SymbolVisibility::Public)
    p << stringifySymbolVisibility(getSymbolVisibility()) << ' ';
  if (getConstant())
    p << "constant ";
  p.printSymbolName(getSymName());
  if (auto alignment = static_cast<int64_t>(getAlignment()))
    p << " alignment = " << alignment;
  p.printOptionalAttrDict(
      (*this)->getAttrs(),
      {getSymNameAttrName(), getValueAttrName(), getAlignmentAttrName(),
       getConstantAttrName(), getSymbolVisibilityAttrName()});
  p << ' ';
  printTileLiteral(p, getValue());
}

LogicalResult GlobalOp::verify() {
  auto type = llvm::dyn_cast<TileType>(getValue().getType());
  if (!type)
    return emitOpError("initial value must have a tile type, got ")
           << getValue().getType();
  if (type.getShape().size() != 1)
    return emitOpError("initial value must be a 1-d tile, got ") << type;
  int64_t alignment = getAlignment();
  if (alignment < 0 || (alignment & (alignment - 1)))
    return emitOpError("alignment must be 0 (the default) or a power of two, "
                       "got ")
           << alignment;
  return success();
}

//===----------------------------------------------------------------------===//
// GetGlobalOp
//===----------------------------------------------------------------------===//

LogicalResult
GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *symbol =
      symbolTable.lookupNearestSymbolFrom(*this, getNameAttr());
  if (!symbol)
    return emitOpError("no symbol named @")
           << getName() << " in the enclosing cuda_tile.module";
  auto global = llvm::dyn_cast<GlobalOp>(symbol);
  if (!global)
    return emitOpError("@") << getName() << " is a '"
                            << symbol->getName().getStringRef()
                            << "', not a 'cuda_tile.global'";
  Type stored = llvm::cast<TileType>(global.getValue().getType())
                    .getElementType();
  auto pointer = llvm::cast<PointerType>(
      llvm::cast<TileType>(getResult().getType()).getElementType());
  if (pointer.getPointeeType() != stored)
    return emitOpError("result points to ")
           << pointer.getPointeeType() << " but global @" << getName()
           << " holds " << stored;
  return success();
}

//===----------------------------------------------------------------------===//
// IotaOp
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  auto type = llvm::cast<TileType>(getResult().getType());
  if (type.getShape().size() != 1)
    return emitOpError("result must be a 1-d tile, got ") << type;
  // The last value, n-1, must be representable as an unsigned number.
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  uint64_t n = type.getShape()[0];
  if (width < 64 && n > (uint64_t(1) << width))
    return emitOpError("cannot count to ")
           << n - 1 << " in " << type.getElementType() << ": a tile of " << n
           << " elements needs a wider element type";
  return success();
}

//===----------------------------------------------------------------------===//
// OffsetOp
//===----------------------------------------------------------------------===//

LogicalResult OffsetOp::verify() {
  auto ptrType = llvm::cast<TileType>(getPtr().getType());
  auto offsetType = llvm::cast<TileType>(getOffset().getType());
  if (ptrType.getShape() != offsetType.getShape())
    return emitOpError("offset tile ")
           << offsetType << " must have the same shape as the pointer tile "
           << ptrType;
  if (getResult().getType() != ptrType)
    return emitOpError("result type ")
           << getResult().getType()
           << " must be the same as the pointer tile type " << ptrType;
  return success();
}

//===----------------------------------------------------------------------===//
// SelectOp
//===----------------------------------------------------------------------===//

LogicalResult SelectOp::verify() {
  auto condType = llvm::cast<TileType>(getCond().getType());
  auto type = llvm::cast<TileType>(getResult().getType());
  if (condType.getShape() != type.getShape())
    return emitOpError("condition ")
           << condType << " must have the same shape as the result " << type;
  if (llvm::isa<Float4E2M1FNType>(type.getElementType()))
    return emitOpError("cannot select f4E2M1FN elements: sub-byte floats "
                       "only move through pack/unpack");
  return success();
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

namespace {
/// Shared check of source/result element types for ops that only move data.
LogicalResult verifySameElementType(Operation *op, TileType source,
                                    TileType result) {
  if (source.getElementType() != result.getElementType())
    return op->emitOpError("result element type ")
           << result.getElementType() << " must match the source element type "
           << source.getElementType();
  return success();
}

LogicalResult verifySameRank(Operation *op, TileType source, TileType result) {
  if (source.getShape().size() != result.getShape().size())
    return op->emitOpError("result rank ")
           << result.getShape().size() << " must match the source rank "
           << source.getShape().size();
  return success();
}
} // namespace

LogicalResult BroadcastOp::verify() {
  auto source = llvm::cast<TileType>(getSource().getType());
  auto result = llvm::cast<TileType>(getResult().getType());
  if (failed(verifySameElementType(*this, source, result)) ||
      failed(verifySameRank(*this, source, result)))
    return failure();
  for (auto [i, dims] :
       llvm::enumerate(llvm::zip_equal(source.getShape(), result.getShape()))) {
    auto [from, to] = dims;
    if (from != to && from != 1)
      return emitOpError("dimension ")
             << i << " goes from " << from << " to " << to
             << ": only size-1 dimensions can be broadcast";
  }
  return success();
}

LogicalResult CatOp::verify() {
  auto lhs = llvm::cast<TileType>(getLhs().getType());
  auto rhs = llvm::cast<TileType>(getRhs().getType());
  auto result = llvm::cast<TileType>(getResult().getType());
  if (lhs.getElementType() != rhs.getElementType() ||
      lhs.getElementType() != result.getElementType())
    return emitOpError("lhs, rhs and result must have the same element type, "
                       "got ")
           << lhs.getElementType() << ", " << rhs.getElementType() << " and "
           << result.getElementType();
  size_t rank = lhs.getShape().size();
  if (rhs.getShape().size() != rank || result.getShape().size() != rank)
    return emitOpError("lhs, rhs and result must have the same rank, got ")
           << rank << ", " << rhs.getShape().size() << " and "
           << result.getShape().size();
  int64_t dim = getDim();
  if (dim < 0 || dim >= static_cast<int64_t>(rank))
    return emitOpError("dim must be in [0, ")
           << rank << ") for rank-" << rank << " tiles, got " << dim;
  for (size_t i = 0; i < rank; ++i) {
    int64_t l = lhs.getShape()[i], r = rhs.getShape()[i],
            res = result.getShape()[i];
    if (static_cast<int64_t>(i) == dim) {
      if (l + r != res)
        return emitOpError("result dimension ")
               << i << " must be " << l << " + " << r << " = " << l + r
               << ", got " << res;
      continue;
    }
    if (l != r || l != res)
      return emitOpError("dimension ")
             << i << " is not the concatenated one and must be equal in lhs, "
             << "rhs and result, got " << l << ", " << r << " and " << res;
  }
  return success();
}

namespace {
/// extract and insert: `part` is one slice of `whole`, numbered by `indices`.
/// `partName`/`wholeName` are the operands' names in the messages.
LogicalResult verifySlice(Operation *op, TileType whole, TileType part,
                          ValueRange indices, llvm::StringRef wholeName,
                          llvm::StringRef partName) {
  size_t rank = whole.getShape().size();
  if (indices.size() != rank)
    return op->emitOpError("expected one index per ")
           << wholeName << " dimension (" << rank << "), got "
           << indices.size();
  for (size_t i = 0; i < rank; ++i) {
    int64_t from = whole.getShape()[i], to = part.getShape()[i];
    if (from % to != 0)
      return op->emitOpError() << partName << " dimension " << i << " (" << to
                               << ") must divide " << wholeName
                               << " dimension " << i << " (" << from << ")";
  }
  // A constant index past the last slice is undefined behaviour at run
  // time, not an invalid program; say so without rejecting it. (At the
  // location only: a diagnostic that names the op prints it, and printing
  // verifies it again.)
  for (auto [i, index] : llvm::enumerate(indices)) {
    auto cst = index.getDefiningOp<ConstantOp>();
    if (!cst)
      continue;
    int64_t slice = cst.getValue().getSplatValue<APInt>().getSExtValue();
    int64_t slices = whole.getShape()[i] / part.getShape()[i];
    if (slice < 0 || slice >= slices)
      mlir::emitWarning(op->getLoc(), "index ")
          << i << " selects slice " << slice << " but dimension " << i
          << " has only " << slices << " slices; the result is undefined";
  }
  return success();
}
} // namespace

LogicalResult ExtractOp::verify() {
  auto source = llvm::cast<TileType>(getSource().getType());
  auto result = llvm::cast<TileType>(getResult().getType());
  if (failed(verifySameElementType(*this, source, result)) ||
      failed(verifySameRank(*this, source, result)))
    return failure();
  return verifySlice(*this, source, result, getIndices(), "source", "result");
}

LogicalResult InsertOp::verify() {
  auto source = llvm::cast<TileType>(getSource().getType());
  auto dest = llvm::cast<TileType>(getDest().getType());
  if (source.getElementType() != dest.getElementType())
    return emitOpError("source element type ")
           << source.getElementType() << " must match the dest element type "
           << dest.getElementType();
  if (source.getShape().size() != dest.getShape().size())
    return emitOpError("source rank ")
           << source.getShape().size() << " must match the dest rank "
           << dest.getShape().size();
  return verifySlice(*this, dest, source, getIndices(), "dest", "source");
}

LogicalResult PermuteOp::verify() {
  auto source = llvm::cast<TileType>(getSource().getType());
  auto result = llvm::cast<TileType>(getResult().getType());
  if (failed(verifySameElementType(*this, source, result)) ||
      failed(verifySameRank(*this, source, result)))
    return failure();
  int64_t rank = source.getShape().size();
  if (rank < 2)
    return emitOpError("source must have rank 2 or more, got rank ") << rank;
  ArrayRef<int32_t> perm = getPermutation();
  if (static_cast<int64_t>(perm.size()) != rank)
    return emitOpError("permutation has ")
           << perm.size() << " entries but the source has rank " << rank;
  llvm::SmallDenseSet<int32_t> seen;
  for (auto [i, p] : llvm::enumerate(perm)) {
    if (p < 0 || p >= rank)
      return emitOpError("permutation entry ")
             << i << " is " << p << ", outside [0, " << rank << ")";
    if (!seen.insert(p).second)
      return emitOpError("permutation lists dimension ") << p << " twice";
  }
  for (auto [i, p] : llvm::enumerate(perm))
    if (result.getShape()[i] != source.getShape()[p])
      return emitOpError("result dimension ")
             << i << " must be source dimension " << p << " ("
             << source.getShape()[p] << "), got " << result.getShape()[i];
  return success();
}

LogicalResult ReshapeOp::verify() {
  auto source = llvm::cast<TileType>(getSource().getType());
  auto result = llvm::cast<TileType>(getResult().getType());
  if (failed(verifySameElementType(*this, source, result)))
    return failure();
  if (source.getNumElements() != result.getNumElements())
    return emitOpError("cannot reshape ")
           << source.getNumElements() << " elements into "
           << result.getNumElements() << ": the element count must not change";
  return success();
}

//===----------------------------------------------------------------------===//
// PackOp / UnpackOp
//===----------------------------------------------------------------------===//

/// Storage width in bits: tf32 occupies 32 bits in memory, not 19.
static unsigned storageBits(Type t) {
  if (llvm::isa<FloatTF32Type>(t))
    return 32;
  return t.getIntOrFloatBitWidth();
}

/// `numeric` is the non-byte side of a pack or unpack.
static LogicalResult verifyByteReinterpret(Operation *op, TileType source,
                                           TileType result, TileType numeric) {
  if (source.getShape().size() != 1 || result.getShape().size() != 1)
    return op->emitOpError("source and result must be 1-d tiles, got ")
           << source << " and " << result;
  // Compares the nominal widths as NVIDIA does, so an 8-bit float goes
  // through bitcast instead.
  if (numeric.getElementType().getIntOrFloatBitWidth() == 8)
    return op->emitOpError("element type ")
           << numeric.getElementType()
           << " is already 8 bits wide; use bitcast instead";
  uint64_t sourceBits = storageBits(source.getElementType()) *
                        uint64_t(source.getNumElements());
  uint64_t resultBits = storageBits(result.getElementType()) *
                        uint64_t(result.getNumElements());
  if (sourceBits % 8 != 0 || resultBits % 8 != 0)
    return op->emitOpError("the ")
           << (sourceBits % 8 ? "source" : "result")
           << " tile does not fill a whole number of bytes";
  if (sourceBits != resultBits)
    return op->emitOpError("source is ")
           << sourceBits / 8 << " bytes but result is " << resultBits / 8
           << " bytes; they must be the same size";
  return success();
}

LogicalResult PackOp::verify() {
  auto source = llvm::cast<TileType>(getSource().getType());
  auto result = llvm::cast<TileType>(getResult().getType());
  return verifyByteReinterpret(*this, source, result, source);
}

LogicalResult UnpackOp::verify() {
  auto source = llvm::cast<TileType>(getSource().getType());
  auto result = llvm::cast<TileType>(getResult().getType());
  return verifyByteReinterpret(*this, source, result, result);
}
