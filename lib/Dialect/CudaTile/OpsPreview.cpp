//===- OpsPreview.cpp - preview$call (Tile IR 13.5 preview) ---------------===//
//
// Syntax and verifier of preview$call, as NVIDIA's 13.5 tileirdisasm
// (--preview=simt) prints it, so that its output parses:
//
//   %r:4 = preview$call @simt_fn2<["fast", 4]>(%t, %t, %x, %s, %p, %z)
//       : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, ...)
//       -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, ...)
//
// The template-argument list is left out when empty; its elements are
// strings, integers (i64, printed bare) and types.
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cutile::ir;

static ParseResult parseConstArg(OpAsmParser &parser,
                                 SmallVectorImpl<Attribute> &args) {
  MLIRContext *ctx = parser.getContext();
  std::string text;
  if (succeeded(parser.parseOptionalString(&text))) {
    args.push_back(StringAttr::get(ctx, text));
    return success();
  }
  int64_t value;
  OptionalParseResult isInt = parser.parseOptionalInteger(value);
  if (isInt.has_value()) {
    if (failed(*isInt))
      return failure();
    args.push_back(IntegerAttr::get(IntegerType::get(ctx, 64), value));
    return success();
  }
  Type type;
  if (parser.parseType(type))
    return failure();
  args.push_back(TypeAttr::get(type));
  return success();
}

ParseResult PreviewCallOp::parse(OpAsmParser &parser, OperationState &result) {
  FlatSymbolRefAttr callee;
  if (parser.parseAttribute(callee, "callee", result.attributes))
    return failure();
  SmallVector<Attribute> constArgs;
  if (succeeded(parser.parseOptionalLess())) {
    if (parser.parseCommaSeparatedList(
            OpAsmParser::Delimiter::Square,
            [&] { return parseConstArg(parser, constArgs); }) ||
        parser.parseGreater())
      return failure();
  }
  result.addAttribute("const_args", parser.getBuilder().getArrayAttr(constArgs));
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  FunctionType type;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperands(operands, type.getInputs(), operandsLoc,
                             result.operands))
    return failure();
  result.addTypes(type.getResults());
  return success();
}

void PreviewCallOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printAttributeWithoutType(getCalleeAttr());
  if (!getConstArgs().empty()) {
    p << "<[";
    llvm::interleaveComma(getConstArgs(), p, [&](Attribute a) {
      if (auto i = dyn_cast<IntegerAttr>(a))
        p << i.getValue().getSExtValue();
      else if (auto t = dyn_cast<TypeAttr>(a))
        p.printType(t.getValue());
      else
        p.printAttributeWithoutType(a);
    });
    p << "]>";
  }
  p << '(' << getArgs() << ')';
  p.printOptionalAttrDict((*this)->getAttrs(), {"callee", "const_args"});
  p << " : ";
  p.printFunctionalType(getArgs().getTypes(), getResults().getTypes());
}

LogicalResult PreviewCallOp::verify() {
  auto tokens = [](TypeRange types) {
    return types.size() >= 2 && isa<TokenType>(types[0]) &&
           isa<TokenType>(types[1]);
  };
  if (!tokens(getArgs().getTypes()))
    return emitOpError("needs two leading token operands (the memory state "
                       "before the call)");
  if (!tokens(getResults().getTypes()))
    return emitOpError("needs two leading token results (the memory state "
                       "after the call)");
  for (Type t : llvm::drop_begin(getArgs().getTypes(), 2))
    if (!isa<TileType>(t))
      return emitOpError("arguments after the two tokens must be tiles, not ")
             << t;
  for (Type t : llvm::drop_begin(getResults().getTypes(), 2))
    if (!isa<TileType>(t))
      return emitOpError("results after the two tokens must be tiles, not ")
             << t;
  for (Attribute a : getConstArgs()) {
    if (isa<StringAttr>(a))
      continue;
    if (auto i = dyn_cast<IntegerAttr>(a); i && i.getType().isInteger(64))
      continue;
    if (auto t = dyn_cast<TypeAttr>(a);
        t && (t.getValue().isIntOrFloat()))
      continue;
    return emitOpError("template arguments are strings, i64 integers or "
                       "scalar types, not ")
           << a;
  }
  return success();
}
