//===- Types.cpp - cuda_tile types and the short type syntax ----------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cutile::ir;

#define GET_TYPEDEF_CLASSES
#include "cutile/Dialect/CudaTile/CudaTileTypes.cpp.inc"

Type cutile::ir::parseCudaTileTypeAfterMnemonic(AsmParser &parser,
                                               StringRef mnemonic) {
  Type type;
  // generatedTypeParser reads the mnemonic itself, so dispatch by hand.
  if (mnemonic == TokenType::getMnemonic())
    return TokenType::get(parser.getContext());
  if (mnemonic == TileType::getMnemonic())
    return TileType::parse(parser);
  if (mnemonic == PointerType::getMnemonic())
    return PointerType::parse(parser);
  if (Type view = parseViewTypeAfterMnemonic(parser, mnemonic))
    return view;
  parser.emitError(parser.getCurrentLocation())
      << "type '" << mnemonic << "' is not available";
  return type;
}

void CudaTileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cutile/Dialect/CudaTile/CudaTileTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Short type syntax
//===----------------------------------------------------------------------===//

// Mnemonics of the types that may be written without the dialect prefix.
// A restricted keyword list matters: `f32` is a keyword too and must reach
// the builtin parser untouched.
static constexpr StringRef kShortTypeMnemonics[] = {
    "tile", "ptr", "token", "tensor_view", "partition_view", "strided_view",
    "gather_scatter_view"};

ParseResult cutile::ir::parseCudaTileType(AsmParser &parser, Type &type) {
  StringRef mnemonic;
  if (failed(parser.parseOptionalKeyword(&mnemonic, kShortTypeMnemonics)))
    return parser.parseType(type);
  type = parseCudaTileTypeAfterMnemonic(parser, mnemonic);
  return success(static_cast<bool>(type));
}

void cutile::ir::printCudaTileType(AsmPrinter &printer, Type type) {
  if (llvm::isa<CudaTileDialect>(type.getDialect()) &&
      succeeded(generatedTypePrinter(type, printer)))
    return;
  printer.printType(type);
}

ParseResult cutile::ir::parseShortTypedArguments(
    OpAsmParser &parser, SmallVectorImpl<OpAsmParser::Argument> &args) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument arg;
        if (parser.parseArgument(arg, /*allowType=*/false) ||
            parser.parseColon() || parseCudaTileType(parser, arg.type))
          return failure();
        args.push_back(arg);
        return success();
      });
}

ParseResult cutile::ir::parseCudaTileTypes(OpAsmParser &parser,
                                           SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    Type t;
    if (parseCudaTileType(parser, t))
      return failure();
    types.push_back(t);
    return success();
  });
}

void cutile::ir::printCudaTileTypes(OpAsmPrinter &printer, Operation *,
                                    TypeRange types) {
  llvm::interleaveComma(types, printer,
                        [&](Type t) { printCudaTileType(printer, t); });
}

//===----------------------------------------------------------------------===//
// PointerType
//===----------------------------------------------------------------------===//

bool cutile::ir::isNumberType(Type t) {
  if (auto i = llvm::dyn_cast<IntegerType>(t))
    return i.isSignless() && llvm::is_contained({1u, 8u, 16u, 32u, 64u},
                                                i.getWidth());
  return llvm::isa<Float16Type, BFloat16Type, Float32Type, FloatTF32Type,
                   Float64Type, Float8E4M3FNType, Float8E5M2Type,
                   Float8E8M0FNUType, Float4E2M1FNType>(t);
}

/// `<multicast>` (what NVIDIA's printer writes inside a ptr type) or the
/// attribute's long form `#cuda_tile.ptr_attr<multicast>`.
ParseResult cutile::ir::parsePointerKind(AsmParser &parser,
                                         PointerKindAttr &kind) {
  if (succeeded(parser.parseOptionalLess())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseKeyword(&keyword) || parser.parseGreater())
      return failure();
    std::optional<PointerKind> value = symbolizePointerKind(keyword);
    if (!value)
      return parser.emitError(loc)
             << "unknown pointer kind '" << keyword
             << "'; expected none, unicast or multicast";
    kind = PointerKindAttr::get(parser.getContext(), *value);
    return success();
  }
  // The generic attribute parser: the typed one would expect the
  // attribute without its `#cuda_tile.ptr_attr` prefix.
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  if (parser.parseAttribute(attr))
    return failure();
  kind = llvm::dyn_cast<PointerKindAttr>(attr);
  if (!kind)
    return parser.emitError(loc) << "expected a pointer kind, got " << attr;
  return success();
}

// ptr<f32> | ptr<f32, <multicast>>
Type PointerType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  Type pointee;
  PointerKindAttr kind;
  if (parser.parseLess() || parseCudaTileType(parser, pointee))
    return {};
  if (succeeded(parser.parseOptionalComma()) &&
      failed(parsePointerKind(parser, kind)))
    return {};
  if (parser.parseGreater())
    return {};
  return parser.getChecked<PointerType>(loc, parser.getContext(), pointee,
                                        kind);
}

void PointerType::print(AsmPrinter &printer) const {
  printer << '<';
  printCudaTileType(printer, getPointeeType());
  if (PointerKindAttr kind = getPtrAttr())
    printer << ", <" << stringifyPointerKind(kind.getValue()) << '>';
  printer << '>';
}

LogicalResult PointerType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Type pointee, PointerKindAttr) {
  if (!isNumberType(pointee))
    return emitError() << "pointer element type must be an integer (i1, i8, "
                          "i16, i32, i64) or floating-point type, got "
                       << pointee;
  return success();
}

//===----------------------------------------------------------------------===//
// TileType
//===----------------------------------------------------------------------===//

Type TileType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type elementType;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/true) ||
      parseCudaTileType(parser, elementType) || parser.parseGreater())
    return {};
  return parser.getChecked<TileType>(loc, parser.getContext(), shape,
                                     elementType);
}

void TileType::print(AsmPrinter &printer) const {
  printer << '<';
  for (int64_t d : getShape())
    printer << d << 'x';
  printCudaTileType(printer, getElementType());
  printer << '>';
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type elementType) {
  for (int64_t d : shape)
    if (d <= 0 || (d & (d - 1)))
      return emitError() << "tile dimensions must be positive powers of two, "
                            "got "
                         << d;
  if (!isNumberType(elementType) && !llvm::isa<PointerType>(elementType) &&
      !elementType.isInteger(4))
    return emitError() << "tile element type must be a number or a pointer, "
                          "got "
                       << elementType;
  return success();
}

TileType TileType::cloneWith(std::optional<ArrayRef<int64_t>> shape,
                             Type elementType) const {
  return TileType::get(shape ? *shape : getShape(),
                       elementType ? elementType : getElementType());
}

int64_t TileType::getNumElements() const {
  int64_t n = 1;
  for (int64_t d : getShape())
    n *= d;
  return n;
}
