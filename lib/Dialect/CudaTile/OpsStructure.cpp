//===- OpsStructure.cpp - module, entry and return ---------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace cutile::ir;

//===----------------------------------------------------------------------===//
// ModuleOp
//===----------------------------------------------------------------------===//

void cutile::ir::ModuleOp::build(OpBuilder &builder, OperationState &state,
                     StringRef name) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addRegion()->emplaceBlock();
}

StringRef cutile::ir::ModuleOp::getDefaultDialect() { return "cuda_tile"; }

LogicalResult cutile::ir::ModuleOp::verify() {
  for (Operation &op : *getBodyBlock())
    if (!llvm::isa_and_nonnull<CudaTileDialect>(op.getDialect()))
      return op.emitOpError("is not allowed in a cuda_tile.module: only "
                            "cuda_tile operations may appear here");
  return success();
}

//===----------------------------------------------------------------------===//
// EntryOp
//===----------------------------------------------------------------------===//

StringRef EntryOp::getDefaultDialect() { return "cuda_tile"; }

// entry @name(%a: tile<ptr<f32>>, ...) optimization_hints=<...> { ... }
// The signature is parsed by hand because the argument types use the short
// type syntax, which the generic function-signature parser does not know.
ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, SymbolTable::getSymbolAttrName(),
                             result.attributes))
    return failure();

  SmallVector<OpAsmParser::Argument> args;
  if (parseShortTypedArguments(parser, args))
    return failure();

  SMLoc resultsLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalArrow()))
    return parser.emitError(resultsLoc, "a tile kernel cannot return values");

  if (succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    OptimizationHintsAttr hints;
    if (parser.parseEqual())
      return failure();
    Attribute raw = OptimizationHintsAttr::parse(parser, Type());
    hints = llvm::dyn_cast_or_null<OptimizationHintsAttr>(raw);
    if (!hints)
      return failure();
    // An empty hint set is the same as none; keeping it out makes the
    // printed form canonical.
    if (!hints.getValue().empty())
      result.addAttribute(getOptimizationHintsAttrName(result.name), hints);
  }

  SmallVector<Type> argTypes;
  for (auto &arg : args)
    argTypes.push_back(arg.type);
  result.addAttribute(
      getFunctionTypeAttrName(result.name),
      TypeAttr::get(parser.getBuilder().getFunctionType(argTypes, {})));

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args, /*enableNameShadowing=*/false))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  ensureTerminator(*body, parser.getBuilder(), result.location);
  return parser.parseOptionalAttrDictWithKeyword(result.attributes);
}

void EntryOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printSymbolName(getSymName());
  p << '(';
  llvm::interleaveComma(getBody().getArguments(), p, [&](BlockArgument arg) {
    p.printOperand(arg);
    p << ": ";
    printCudaTileType(p, arg.getType());
  });
  p << ')';
  if (auto hints = getOptimizationHintsAttr();
      hints && !hints.getValue().empty()) {
    p << " optimization_hints=";
    hints.print(p);
  }
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/true);
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {getSymNameAttrName(), getFunctionTypeAttrName(),
       getArgAttrsAttrName(), getResAttrsAttrName(),
       getOptimizationHintsAttrName()});
}

LogicalResult EntryOp::verify() {
  FunctionType type = getFunctionType();
  if (type.getNumResults() != 0)
    return emitOpError("a tile kernel cannot return values");
  for (auto [i, t] : llvm::enumerate(type.getInputs())) {
    auto tile = llvm::dyn_cast<TileType>(t);
    if (!tile || !tile.isScalar())
      return emitOpError("kernel parameter #")
             << i << " must be a 0-d tile (a scalar or a pointer), got " << t;
  }
  if (getBody().getNumArguments() != type.getNumInputs())
    return emitOpError("body has ")
           << getBody().getNumArguments() << " arguments but the signature "
           << type.getNumInputs();
  if (auto hints = getOptimizationHintsAttr()) {
    for (NamedAttribute target : hints.getValue())
      for (NamedAttribute hint : llvm::cast<DictionaryAttr>(target.getValue()))
        if (llvm::is_contained({"latency", "allow_tma"},
                               hint.getName().getValue()))
          return emitOpError("hint '")
                 << hint.getName().getValue()
                 << "' belongs on a load or store, not on an entry";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

// Inside an `if`, `return` ends the whole kernel early; `yield` is what
// produces the results of the `if`. The `if`s between it and the entry must
// not sit in a loop: the spec has no early exit from loop bodies.
LogicalResult ReturnOp::verify() {
  Operation *parent = (*this)->getParentOp();
  if (!llvm::isa<EntryOp, IfOp>(parent))
    return emitOpError("must be directly inside an 'entry' or an 'if'");
  Operation *outer = parent;
  while (llvm::isa<IfOp>(outer))
    outer = outer->getParentOp();
  if (!llvm::isa<EntryOp>(outer))
    return emitOpError("cannot leave the kernel from inside '")
           << outer->getName()
           << "'; end the loop first (e.g. `break` out of a 'loop') and "
              "return after it";
  if (!getOperands().empty())
    return emitOpError("cannot return values: a tile kernel has no results");
  return success();
}
