//===- OpsMultimem.cpp - multicast-memory view ops (Tile IR 13.5) ---------===//
//
// Syntax and verifiers of multimem_load_reduce_view_tko,
// multimem_reduce_view_tko and multimem_store_view_tko. The syntax is what
// NVIDIA's 13.5 tileirdisasm prints, so that its output parses:
//
//   %v, %t = multimem_load_reduce_view_tko relaxed device %pv[%i] token = %t0
//       inbounds = [true] attributes {reduction = #cuda_tile.multimem_reduction_kind<max>}
//       : partition_view<...>, tile<i32>, token -> tile<16xi32>, token
//   %t = multimem_reduce_view_tko relaxed device %pv, %v[%i] ... : <view>, tile<16xi32>, tile<i32> -> token
//   %t = multimem_store_view_tko weak %pv, %v[%i] ... : <view>, tile<16xf32>, tile<i32> -> token
//
// The rules are the ones 13.5 tileirdisasm enforces (probed op by op).
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"
#include "ViewAccessSyntax.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace cutile::ir;

//===----------------------------------------------------------------------===//
// Syntax
//===----------------------------------------------------------------------===//

namespace {
/// The operands and types of one multimem op as written.
struct ParsedMultimem {
  OpAsmParser::UnresolvedOperand view, value;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type viewType, valueType, tokenType;
  SmallVector<Type> indexTypes, resultTypes;
};
} // namespace

/// `<ordering> [<scope>] %view[, %value][%i, ...] [token = %t]
///  [inbounds = [..]] [attributes {...}] : <view>[, <value>], <index>...
///  [, token] -> <results>`
static ParseResult parseMultimem(OpAsmParser &parser, OperationState &result,
                                 bool hasValue, StringRef inboundsName,
                                 ParsedMultimem &m) {
  MLIRContext *ctx = parser.getContext();
  if (parseOrderingAndScope(parser, result,
                            StringAttr::get(ctx, "memory_ordering_semantics"),
                            StringAttr::get(ctx, "memory_scope")))
    return failure();
  if (parser.parseOperand(m.view) ||
      (hasValue && (parser.parseComma() || parser.parseOperand(m.value))) ||
      parser.parseOperandList(m.indices, OpAsmParser::Delimiter::Square))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("token"))) {
    m.token.emplace();
    if (parser.parseEqual() || parser.parseOperand(*m.token))
      return failure();
  }
  if (parseOptionalInbounds(parser, result, StringAttr::get(ctx, inboundsName)))
    return failure();
  SmallVector<Type> types;
  SMLoc typesLoc;
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseColon())
    return failure();
  typesLoc = parser.getCurrentLocation();
  do {
    Type t;
    if (parseCudaTileType(parser, t))
      return failure();
    types.push_back(t);
  } while (succeeded(parser.parseOptionalComma()));
  if (parser.parseArrow() || parseCudaTileTypes(parser, m.resultTypes))
    return failure();
  // view, [value], index types (one for all or one each), [token].
  size_t fixed = 1 + (hasValue ? 1 : 0) + (m.token ? 1 : 0);
  size_t numIndexTypes = types.size() >= fixed ? types.size() - fixed : 0;
  if (types.size() < fixed || (!m.indices.empty() && numIndexTypes == 0) ||
      (numIndexTypes != 1 && numIndexTypes != m.indices.size()))
    return parser.emitError(typesLoc)
           << "expected the view type, " << (hasValue ? "the tile type, " : "")
           << "the index types" << (m.token ? " and the token type" : "");
  m.viewType = types.front();
  if (hasValue)
    m.valueType = types[1];
  if (m.token)
    m.tokenType = types.back();
  ArrayRef<Type> idx = ArrayRef(types).slice(1 + (hasValue ? 1 : 0),
                                             numIndexTypes);
  if (idx.size() == 1)
    m.indexTypes.assign(m.indices.size(), idx.front());
  else
    m.indexTypes.assign(idx.begin(), idx.end());
  return success();
}

static void printMultimem(OpAsmPrinter &p, Operation *op,
                          MemoryOrderingSemantics ordering,
                          std::optional<MemoryScope> scope, Value view,
                          Value value, ValueRange indices, Value token,
                          DenseBoolArrayAttr inbounds,
                          ArrayRef<StringRef> elided) {
  p << ' ' << stringifyMemoryOrderingSemantics(ordering);
  if (scope)
    p << ' ' << stringifyMemoryScope(*scope);
  p << ' ';
  p.printOperand(view);
  if (value) {
    p << ", ";
    p.printOperand(value);
  }
  p << '[';
  p.printOperands(indices);
  p << ']';
  if (token) {
    p << " token = ";
    p.printOperand(token);
  }
  // All false is the bytecode's default, and NVIDIA's printer leaves it out.
  if (inbounds && llvm::is_contained(inbounds.asArrayRef(), true)) {
    p << " inbounds = [";
    llvm::interleaveComma(inbounds.asArrayRef(), p,
                          [&](bool b) { p << (b ? "true" : "false"); });
    p << ']';
  }
  SmallVector<StringRef> skip(elided.begin(), elided.end());
  skip.append({"memory_ordering_semantics", "memory_scope", "inbounds",
               "operandSegmentSizes"});
  // The reduction is printed only when it is not the default `add`.
  if (auto kind = op->getAttrOfType<MultimemReductionKindAttr>("reduction"))
    if (kind.getValue() == MultimemReductionKind::add)
      skip.push_back("reduction");
  p.printOptionalAttrDictWithKeyword(op->getAttrs(), skip);
  p << " : ";
  printCudaTileType(p, view.getType());
  if (value) {
    p << ", ";
    printCudaTileType(p, value.getType());
  }
  if (!indices.empty() && llvm::all_equal(indices.getTypes())) {
    p << ", ";
    printCudaTileType(p, indices.front().getType());
  } else {
    for (Type t : indices.getTypes()) {
      p << ", ";
      printCudaTileType(p, t);
    }
  }
  if (token) {
    p << ", ";
    printCudaTileType(p, token.getType());
  }
  p << " -> ";
  llvm::interleaveComma(op->getResultTypes(), p,
                        [&](Type t) { printCudaTileType(p, t); });
}

static ParseResult resolveMultimem(OpAsmParser &parser, OperationState &result,
                                   const ParsedMultimem &m, bool hasValue) {
  if (parser.resolveOperand(m.view, m.viewType, result.operands) ||
      (hasValue &&
       parser.resolveOperand(m.value, m.valueType, result.operands)) ||
      parser.resolveOperands(m.indices, m.indexTypes, parser.getNameLoc(),
                             result.operands) ||
      (m.token && parser.resolveOperand(*m.token, m.tokenType, result.operands)))
    return failure();
  SmallVector<int32_t> sizes{1};
  if (hasValue)
    sizes.push_back(1);
  sizes.push_back(static_cast<int32_t>(m.indices.size()));
  sizes.push_back(m.token ? 1 : 0);
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(sizes));
  result.addTypes(m.resultTypes);
  return success();
}

ParseResult MultimemLoadReduceViewTkoOp::parse(OpAsmParser &parser,
                                               OperationState &result) {
  ParsedMultimem m;
  return failure(
      parseMultimem(parser, result, /*hasValue=*/false, "inbounds", m) ||
      resolveMultimem(parser, result, m, /*hasValue=*/false));
}

void MultimemLoadReduceViewTkoOp::print(OpAsmPrinter &p) {
  printMultimem(p, *this, getMemoryOrderingSemantics(), getMemoryScope(),
                getView(), Value(), getIndex(), getToken(), getInboundsAttr(),
                {});
}

ParseResult MultimemReduceViewTkoOp::parse(OpAsmParser &parser,
                                           OperationState &result) {
  ParsedMultimem m;
  return failure(
      parseMultimem(parser, result, /*hasValue=*/true, "inbounds", m) ||
      resolveMultimem(parser, result, m, /*hasValue=*/true));
}

void MultimemReduceViewTkoOp::print(OpAsmPrinter &p) {
  printMultimem(p, *this, getMemoryOrderingSemantics(), getMemoryScope(),
                getView(), getValue(), getIndex(), getToken(),
                getInboundsAttr(), {});
}

ParseResult MultimemStoreViewTkoOp::parse(OpAsmParser &parser,
                                          OperationState &result) {
  ParsedMultimem m;
  return failure(
      parseMultimem(parser, result, /*hasValue=*/true, "inbounds", m) ||
      resolveMultimem(parser, result, m, /*hasValue=*/true));
}

void MultimemStoreViewTkoOp::print(OpAsmPrinter &p) {
  printMultimem(p, *this, getMemoryOrderingSemantics(), getMemoryScope(),
                getView(), getTile(), getIndex(), getToken(), getInboundsAttr(),
                {});
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

/// What every multimem op requires of its view, tile, indices and inbounds.
static LogicalResult verifyMultimemAccess(Operation *op, PartitionViewType view,
                                          Type tileType, TypeRange indexTypes,
                                          DenseBoolArrayAttr inbounds) {
  TensorViewType tensor = view.getTensorView();
  if (tensor.getKind() != PointerKind::multicast)
    return op->emitOpError("needs a view of a tensor_view over a multicast "
                           "pointer (ptr<T, <multicast>>), got ")
           << tensor;
  // The tensor_view must come straight from make_tensor_view of a multicast
  // pointer, where it can be seen.
  if (Operation *mv = view ? op->getOperand(0).getDefiningOp() : nullptr)
    if (auto make = dyn_cast<MakePartitionViewOp>(mv))
      if (Operation *tv = make->getOperand(0).getDefiningOp())
        if (tv->getName().getStringRef() == "cuda_tile.make_tensor_view") {
          auto base = dyn_cast<TileType>(tv->getOperand(0).getType());
          auto ptr = base ? dyn_cast<PointerType>(base.getElementType())
                          : PointerType();
          if (!ptr || !base.isScalar() || !ptr.isMulticast())
            return op->emitOpError("needs a make_tensor_view base of "
                                   "tile<ptr<T, <multicast>>>, got ")
                   << tv->getOperand(0).getType();
        }
  TileType expected = view.getViewTileType();
  if (tileType != expected)
    return op->emitOpError("tile type ")
           << tileType << " does not match the view's tile " << expected;
  Type element = expected.getElementType();
  unsigned width = element.getIntOrFloatBitWidth();
  if (isa<IntegerType>(element)) {
    if (width != 32 && width != 64)
      return op->emitOpError("multimem needs 32- or 64-bit integer elements, "
                             "got ")
             << element;
  } else if (!isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(
                 element)) {
    return op->emitOpError("multimem supports only f16, bf16, f32 and f64 "
                           "floating-point elements, got ")
           << element;
  } else {
    if (expected.getNumElements() * width % 32 != 0)
      return op->emitOpError("a float multimem tile must be a multiple of 4 "
                             "bytes, got ")
             << expected;
    if (width == 16 && llvm::count(tensor.getStrides(), 1) != 1)
      return op->emitOpError("an f16/bf16 multimem view needs exactly one "
                             "stride statically equal to 1");
  }
  size_t rank = expected.getShape().size();
  if (indexTypes.size() != rank)
    return op->emitOpError("expected ")
           << rank << " index operands, one per dimension of the view, got "
           << indexTypes.size();
  for (Type t : indexTypes)
    if (!cast<TileType>(t).isScalar())
      return op->emitOpError("indices must be 0-d integer tiles, got ") << t;
  if (inbounds && inbounds.size() != static_cast<int64_t>(rank))
    return op->emitOpError("inbounds has ")
           << inbounds.size() << " entries, expected one per index (" << rank
           << ")";
  return success();
}

/// Floats reduce only by `add`; the bitwise and unsigned kinds need integers.
static LogicalResult verifyReduction(Operation *op, MultimemReductionKind kind,
                                     Type element) {
  if (isa<FloatType>(element) && kind != MultimemReductionKind::add)
    return op->emitOpError("floating-point elements reduce only with 'add', "
                           "got '")
           << stringifyMultimemReductionKind(kind) << "'";
  return success();
}

/// `allowed` is the one synchronizing ordering besides weak/relaxed (acquire
/// for loads, release for stores); a weak access has no scope, the others
/// need one.
static LogicalResult verifyMultimemOrdering(Operation *op,
                                            MemoryOrderingSemantics ordering,
                                            std::optional<MemoryScope> scope,
                                            MemoryOrderingSemantics allowed) {
  if (ordering != MemoryOrderingSemantics::WEAK &&
      ordering != MemoryOrderingSemantics::RELAXED && ordering != allowed)
    return op->emitOpError("memory ordering '")
           << stringifyMemoryOrderingSemantics(ordering)
           << "' is not allowed; expected weak, relaxed or "
           << stringifyMemoryOrderingSemantics(allowed);
  if (ordering == MemoryOrderingSemantics::WEAK && scope)
    return op->emitOpError("a weak access takes no memory scope");
  if (ordering != MemoryOrderingSemantics::WEAK && !scope)
    return op->emitOpError("a ")
           << stringifyMemoryOrderingSemantics(ordering)
           << " access needs a memory scope (tl_blk, device or sys)";
  return success();
}

LogicalResult MultimemLoadReduceViewTkoOp::verify() {
  if (failed(verifyMultimemAccess(*this, getView().getType(),
                                  getReducedValues().getType(),
                                  getIndex().getTypes(), getInboundsAttr())) ||
      failed(verifyReduction(*this, getReduction(),
                             getReducedValues().getType().getElementType())))
    return failure();
  return verifyMultimemOrdering(*this, getMemoryOrderingSemantics(),
                                getMemoryScope(),
                                MemoryOrderingSemantics::ACQUIRE);
}

LogicalResult MultimemReduceViewTkoOp::verify() {
  if (failed(verifyMultimemAccess(*this, getView().getType(),
                                  getValue().getType(), getIndex().getTypes(),
                                  getInboundsAttr())) ||
      failed(verifyReduction(*this, getReduction(),
                             getValue().getType().getElementType())))
    return failure();
  MemoryOrderingSemantics ordering = getMemoryOrderingSemantics();
  if (ordering != MemoryOrderingSemantics::RELAXED &&
      ordering != MemoryOrderingSemantics::RELEASE)
    return emitOpError("memory ordering '")
           << stringifyMemoryOrderingSemantics(ordering)
           << "' is not allowed; expected relaxed or release";
  return success();
}

LogicalResult MultimemStoreViewTkoOp::verify() {
  if (failed(verifyMultimemAccess(*this, getView().getType(),
                                  getTile().getType(), getIndex().getTypes(),
                                  getInboundsAttr())))
    return failure();
  return verifyMultimemOrdering(*this, getMemoryOrderingSemantics(),
                                getMemoryScope(),
                                MemoryOrderingSemantics::RELEASE);
}
