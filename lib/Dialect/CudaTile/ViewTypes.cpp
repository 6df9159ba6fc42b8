//===- ViewTypes.cpp - tensor, partition, strided and gather views ----------===//
//
// Textual syntax (NVIDIA's, so modules we print parse with their tools):
//   tensor_view<128x?xf32, strides=[?,1]>
//   partition_view<tile=(64x64), padding_value = zero, tensor_view<...>, dim_map=[1, 0]>
//   strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<...>, dim_map=[1, 0]>
//   gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<...>, sparse_dim=0>
// padding_value is optional everywhere; dim_map is printed only when it is
// not the identity.
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace cutile::ir;

Type cutile::ir::parseViewTypeAfterMnemonic(AsmParser &parser,
                                            StringRef mnemonic) {
  if (mnemonic == TensorViewType::getMnemonic())
    return TensorViewType::parse(parser);
  if (mnemonic == PartitionViewType::getMnemonic())
    return PartitionViewType::parse(parser);
  if (mnemonic == StridedViewType::getMnemonic())
    return StridedViewType::parse(parser);
  if (mnemonic == GatherScatterViewType::getMnemonic())
    return GatherScatterViewType::parse(parser);
  return {};
}

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

namespace {
/// Streams a shape or stride list with `?` for dynamic entries.
struct DimList {
  ArrayRef<int64_t> values;
};

// Found by ADL from InFlightDiagnostic, hence inside this namespace.
Diagnostic &operator<<(Diagnostic &diag, DimList list) {
  diag << '[';
  llvm::interleaveComma(list.values, diag, [&](int64_t v) {
    if (v == TensorViewType::kDynamic)
      diag << '?';
    else
      diag << v;
  });
  return diag << ']';
}
} // namespace

/// `tile=(64x32)`; every entry has to fit an i32 because the views store
/// their tile shape as i32.
static ParseResult parseTileShapeClause(AsmParser &parser,
                                        SmallVectorImpl<int32_t> &shape) {
  SmallVector<int64_t> dims;
  if (parser.parseKeyword("tile") || parser.parseEqual() ||
      parser.parseLParen())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseDimensionList(dims, /*allowDynamic=*/false,
                                /*withTrailingX=*/false) ||
      parser.parseRParen())
    return failure();
  for (int64_t d : dims) {
    if (d <= 0 || d > std::numeric_limits<int32_t>::max())
      return parser.emitError(loc)
             << "tile dimension " << d
             << " is out of range: expected a positive 32-bit value";
    shape.push_back(static_cast<int32_t>(d));
  }
  return success();
}

static void printTileShapeClause(AsmPrinter &printer, ArrayRef<int32_t> shape) {
  printer << "tile=(";
  llvm::interleave(shape, printer, "x");
  printer << ')';
}

/// `padding_value = nan ,` (the trailing comma belongs to the clause because
/// the tensor_view always follows it).
static FailureOr<PaddingValueAttr> parseOptionalPaddingClause(AsmParser &parser) {
  if (failed(parser.parseOptionalKeyword("padding_value")))
    return PaddingValueAttr();
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseEqual() || parser.parseKeyword(&keyword))
    return failure();
  std::optional<PaddingValue> value = symbolizePaddingValue(keyword);
  if (!value)
    return parser.emitError(loc)
           << "unknown padding_value '" << keyword
           << "'; expected zero, neg_zero, nan, pos_inf or neg_inf";
  if (parser.parseComma())
    return failure();
  return PaddingValueAttr::get(parser.getContext(), *value);
}

static void printOptionalPaddingClause(AsmPrinter &printer,
                                       PaddingValueAttr padding) {
  if (padding)
    printer << "padding_value = " << stringifyPaddingValue(padding.getValue())
            << ", ";
}

static FailureOr<TensorViewType> parseInnerTensorView(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  auto view = llvm::dyn_cast<TensorViewType>(type);
  if (!view)
    return parser.emitError(loc) << "expected a tensor_view type, got " << type;
  return view;
}

/// `, dim_map=[1, 0]`, or the identity when absent.
static ParseResult parseOptionalDimMapClause(AsmParser &parser, size_t rank,
                                             SmallVectorImpl<int32_t> &dimMap) {
  if (failed(parser.parseOptionalComma())) {
    for (size_t i = 0; i < rank; ++i)
      dimMap.push_back(static_cast<int32_t>(i));
    return success();
  }
  if (parser.parseKeyword("dim_map") || parser.parseEqual())
    return failure();
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        int32_t d;
        if (parser.parseInteger(d))
          return failure();
        dimMap.push_back(d);
        return success();
      });
}

static void printOptionalDimMapClause(AsmPrinter &printer,
                                      ArrayRef<int32_t> dimMap) {
  bool identity = true;
  for (auto [i, d] : llvm::enumerate(dimMap))
    identity &= static_cast<size_t>(d) == i;
  if (identity)
    return;
  printer << ", dim_map=[";
  llvm::interleaveComma(dimMap, printer);
  printer << ']';
}

/// The special padding values only make sense for floating-point data;
/// `zero` is fine for anything.
static LogicalResult verifyPadding(function_ref<InFlightDiagnostic()> emitError,
                                   PaddingValueAttr padding, Type elementType) {
  if (!padding || padding.getValue() == PaddingValue::zero ||
      llvm::isa<FloatType>(elementType))
    return success();
  return emitError() << "padding_value "
                     << stringifyPaddingValue(padding.getValue())
                     << " needs a floating-point element type, got "
                     << elementType << "; only 'zero' pads integers";
}

/// Checks common to all three tile views: the tile has the tensor's rank,
/// power-of-two extents and a valid element type.
static LogicalResult
verifyTileOverTensor(function_ref<InFlightDiagnostic()> emitError,
                     ArrayRef<int32_t> tileShape, TensorViewType tensorView,
                     PaddingValueAttr padding) {
  if (tileShape.empty())
    return emitError() << "a tile view needs at least one dimension; 0-d "
                          "tensor_views cannot be tiled";
  if (tileShape.size() != tensorView.getRank())
    return emitError() << "tile rank " << tileShape.size()
                       << " does not match the tensor_view rank "
                       << tensorView.getRank();
  for (int32_t d : tileShape)
    if (d <= 0 || !llvm::isPowerOf2_32(static_cast<uint32_t>(d)))
      return emitError() << "tile dimensions must be positive powers of two, "
                            "got "
                         << d;
  return verifyPadding(emitError, padding, tensorView.getElementType());
}

static LogicalResult
verifyDimMap(function_ref<InFlightDiagnostic()> emitError,
             ArrayRef<int32_t> dimMap, size_t rank) {
  if (dimMap.size() != rank)
    return emitError() << "dim_map has " << dimMap.size()
                       << " entries but the tile has rank " << rank;
  SmallVector<bool> seen(rank, false);
  for (int32_t d : dimMap) {
    if (d < 0 || static_cast<size_t>(d) >= rank)
      return emitError() << "dim_map entry " << d
                         << " is not a tensor_view dimension (expected 0 to "
                         << rank - 1 << ")";
    if (seen[d])
      return emitError() << "dim_map must be a permutation, but dimension "
                         << d << " appears twice";
    seen[d] = true;
  }
  return success();
}

static TileType makeViewTile(ArrayRef<int32_t> shape, Type elementType) {
  SmallVector<int64_t> shape64(shape.begin(), shape.end());
  return TileType::get(shape64, elementType);
}

//===----------------------------------------------------------------------===//
// TensorViewType
//===----------------------------------------------------------------------===//

Type TensorViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape, strides;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      parseCudaTileType(parser, elementType))
    return {};
  if (!shape.empty()) {
    if (parser.parseComma() || parser.parseKeyword("strides") ||
        parser.parseEqual() ||
        parser.parseCommaSeparatedList(
            AsmParser::Delimiter::Square, [&]() -> ParseResult {
              if (succeeded(parser.parseOptionalQuestion())) {
                strides.push_back(kDynamic);
                return success();
              }
              SMLoc strideLoc = parser.getCurrentLocation();
              int64_t s;
              if (parser.parseInteger(s))
                return failure();
              // Reject it here: a literal equal to kDynamic must not pass.
              if (s <= 0)
                return parser.emitError(strideLoc)
                       << "strides must be positive or '?', got " << s;
              strides.push_back(s);
              return success();
            }))
      return {};
  }
  // The base pointer's kind comes last (`, #cuda_tile.ptr_attr<multicast>`),
  // also after a 0-d view's element type.
  PointerKindAttr kind;
  if (succeeded(parser.parseOptionalComma())) {
    SMLoc at = parser.getCurrentLocation();
    if (shape.empty() && succeeded(parser.parseOptionalKeyword("strides"))) {
      parser.emitError(at) << "a 0-d tensor_view takes no strides";
      return {};
    }
    if (parsePointerKind(parser, kind))
      return {};
  }
  if (parser.parseGreater())
    return {};
  // ArrayRef arguments select the generated getChecked, which is the one
  // that can see the storage class.
  return parser.getChecked<TensorViewType>(loc, parser.getContext(),
                                           elementType, ArrayRef(shape),
                                           ArrayRef(strides), kind);
}

void TensorViewType::print(AsmPrinter &printer) const {
  auto printDim = [&](int64_t v) {
    if (v == kDynamic)
      printer << '?';
    else
      printer << v;
  };
  printer << '<';
  for (int64_t d : getShape()) {
    printDim(d);
    printer << 'x';
  }
  printCudaTileType(printer, getElementType());
  if (!getShape().empty()) {
    printer << ", strides=[";
    llvm::interleave(getStrides(), printer, printDim, ",");
    printer << ']';
  }
  if (PointerKindAttr kind = getPtrAttr())
    printer << ", " << kind;
  printer << '>';
}

LogicalResult
TensorViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                       Type elementType, ArrayRef<int64_t> shape,
                       ArrayRef<int64_t> strides, PointerKindAttr) {
  if (!isNumberType(elementType))
    return emitError() << "tensor_view element type must be an integer (i1, "
                          "i8, i16, i32, i64) or floating-point type, got "
                       << elementType;
  if (shape.size() != strides.size())
    return emitError() << "tensor_view shape " << DimList{shape} << " has rank "
                       << shape.size() << " but strides "
                       << DimList{strides} << " have rank " << strides.size();
  for (int64_t d : shape)
    if (d <= 0 && d != kDynamic)
      return emitError() << "tensor_view sizes must be positive or '?', got "
                         << DimList{shape};
  for (int64_t s : strides)
    if (s <= 0 && s != kDynamic)
      return emitError() << "tensor_view strides must be positive or '?', got "
                         << DimList{strides};
  return success();
}

size_t TensorViewType::getNumDynamicShape() const {
  return llvm::count(getShape(), kDynamic);
}

size_t TensorViewType::getNumDynamicStrides() const {
  return llvm::count(getStrides(), kDynamic);
}

//===----------------------------------------------------------------------===//
// PartitionViewType
//===----------------------------------------------------------------------===//

Type PartitionViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int32_t> tileShape, dimMap;
  if (parser.parseLess() || parseTileShapeClause(parser, tileShape) ||
      parser.parseComma())
    return {};
  FailureOr<PaddingValueAttr> padding = parseOptionalPaddingClause(parser);
  if (failed(padding))
    return {};
  FailureOr<TensorViewType> tensorView = parseInnerTensorView(parser);
  if (failed(tensorView) ||
      parseOptionalDimMapClause(parser, tileShape.size(), dimMap) ||
      parser.parseGreater())
    return {};
  MLIRContext *ctx = parser.getContext();
  return parser.getChecked<PartitionViewType>(
      loc, ctx, DenseI32ArrayAttr::get(ctx, tileShape), *tensorView,
      ArrayRef(dimMap), *padding);
}

void PartitionViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileShapeClause(printer, getTileShape().asArrayRef());
  printer << ", ";
  printOptionalPaddingClause(printer, getPaddingValue());
  printCudaTileType(printer, getTensorView());
  printOptionalDimMapClause(printer, getDimMap());
  printer << '>';
}

LogicalResult
PartitionViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                          DenseI32ArrayAttr tileShape,
                          TensorViewType tensorView, ArrayRef<int32_t> dimMap,
                          PaddingValueAttr padding) {
  if (!tileShape || !tensorView)
    return emitError() << "partition_view needs a tile shape and a tensor_view";
  if (failed(verifyTileOverTensor(emitError, tileShape.asArrayRef(),
                                  tensorView, padding)))
    return failure();
  return verifyDimMap(emitError, dimMap, tileShape.size());
}

TileType PartitionViewType::getViewTileType() const {
  return makeViewTile(getTileShape().asArrayRef(),
                      getTensorView().getElementType());
}

//===----------------------------------------------------------------------===//
// StridedViewType
//===----------------------------------------------------------------------===//

Type StridedViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int32_t> tileShape, steps, dimMap;
  if (parser.parseLess() || parseTileShapeClause(parser, tileShape) ||
      parser.parseComma() || parser.parseKeyword("traversal_strides") ||
      parser.parseEqual() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     [&]() -> ParseResult {
                                       int32_t s;
                                       if (parser.parseInteger(s))
                                         return failure();
                                       steps.push_back(s);
                                       return success();
                                     }) ||
      parser.parseComma())
    return {};
  FailureOr<PaddingValueAttr> padding = parseOptionalPaddingClause(parser);
  if (failed(padding))
    return {};
  FailureOr<TensorViewType> tensorView = parseInnerTensorView(parser);
  if (failed(tensorView) ||
      parseOptionalDimMapClause(parser, tileShape.size(), dimMap) ||
      parser.parseGreater())
    return {};
  MLIRContext *ctx = parser.getContext();
  return parser.getChecked<StridedViewType>(
      loc, ctx, DenseI32ArrayAttr::get(ctx, tileShape),
      DenseI32ArrayAttr::get(ctx, steps), *tensorView, ArrayRef(dimMap),
      *padding);
}

void StridedViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileShapeClause(printer, getTileShape().asArrayRef());
  printer << ", traversal_strides=[";
  llvm::interleave(getTraversalStrides().asArrayRef(), printer, ",");
  printer << "], ";
  printOptionalPaddingClause(printer, getPaddingValue());
  printCudaTileType(printer, getTensorView());
  printOptionalDimMapClause(printer, getDimMap());
  printer << '>';
}

LogicalResult
StridedViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                        DenseI32ArrayAttr tileShape,
                        DenseI32ArrayAttr traversalStrides,
                        TensorViewType tensorView, ArrayRef<int32_t> dimMap,
                        PaddingValueAttr padding) {
  if (!tileShape || !traversalStrides || !tensorView)
    return emitError() << "strided_view needs a tile shape, traversal strides "
                          "and a tensor_view";
  if (failed(verifyTileOverTensor(emitError, tileShape.asArrayRef(),
                                  tensorView, padding)) ||
      failed(verifyDimMap(emitError, dimMap, tileShape.size())))
    return failure();
  if (traversalStrides.size() != tileShape.size())
    return emitError() << "strided_view has " << traversalStrides.size()
                       << " traversal strides for a tile of rank "
                       << tileShape.size();
  for (int32_t s : traversalStrides.asArrayRef())
    if (s <= 0)
      return emitError() << "traversal strides must be positive, got " << s;
  return success();
}

TileType StridedViewType::getViewTileType() const {
  return makeViewTile(getTileShape().asArrayRef(),
                      getTensorView().getElementType());
}

//===----------------------------------------------------------------------===//
// GatherScatterViewType
//===----------------------------------------------------------------------===//

Type GatherScatterViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int32_t> tileShape;
  if (parser.parseLess() || parseTileShapeClause(parser, tileShape) ||
      parser.parseComma())
    return {};
  FailureOr<PaddingValueAttr> padding = parseOptionalPaddingClause(parser);
  if (failed(padding))
    return {};
  FailureOr<TensorViewType> tensorView = parseInnerTensorView(parser);
  uint32_t sparseDim = 0;
  if (failed(tensorView) || parser.parseComma() ||
      parser.parseKeyword("sparse_dim") || parser.parseEqual() ||
      parser.parseInteger(sparseDim) || parser.parseGreater())
    return {};
  MLIRContext *ctx = parser.getContext();
  return parser.getChecked<GatherScatterViewType>(
      loc, ctx, DenseI32ArrayAttr::get(ctx, tileShape), *tensorView, sparseDim,
      *padding);
}

void GatherScatterViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileShapeClause(printer, getTileShape().asArrayRef());
  printer << ", ";
  printOptionalPaddingClause(printer, getPaddingValue());
  printCudaTileType(printer, getTensorView());
  printer << ", sparse_dim=" << getSparseDim() << '>';
}

LogicalResult
GatherScatterViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                              DenseI32ArrayAttr tileShape,
                              TensorViewType tensorView, uint32_t sparseDim,
                              PaddingValueAttr padding) {
  if (!tileShape || !tensorView)
    return emitError()
           << "gather_scatter_view needs a tile shape and a tensor_view";
  if (failed(verifyTileOverTensor(emitError, tileShape.asArrayRef(),
                                  tensorView, padding)))
    return failure();
  if (sparseDim >= tileShape.size())
    return emitError() << "sparse_dim " << sparseDim
                       << " is not a dimension of the rank-"
                       << tileShape.size() << " tensor_view";
  return success();
}

TileType GatherScatterViewType::getViewTileType() const {
  return makeViewTile(getTileShape().asArrayRef(),
                      getTensorView().getElementType());
}
