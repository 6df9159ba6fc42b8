//===- OpsControlFlow.cpp - if, for, loop, break, continue -------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace cutile::ir;

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// `if` and `loop` blocks may end in several kinds of terminator, so the
/// SingleBlockImplicitTerminator trait (one kind) does not fit; this adds the
/// implicit one when the block has none.
template <typename ImplicitT>
static void ensureImplicitTerminator(Region &region, Builder &builder,
                                     Location loc) {
  if (region.empty())
    region.emplaceBlock();
  Block &block = region.front();
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    return;
  // The region may not belong to an op yet (parsing), so the context comes
  // from the builder rather than from the block.
  OpBuilder b(builder.getContext());
  b.setInsertionPointToEnd(&block);
  ImplicitT::create(b, loc);
}

/// Like NVIDIA's printer: an operand-less implicit terminator is left out.
template <typename ImplicitT>
static void printControlFlowRegion(OpAsmPrinter &p, Region &region) {
  Operation *term = region.front().getTerminator();
  bool printTerminator =
      !term || !llvm::isa<ImplicitT>(term) || term->getNumOperands() != 0;
  p.printRegion(region, /*printEntryBlockArgs=*/false, printTerminator);
}

static bool isViewType(Type t) {
  return llvm::isa<TensorViewType, PartitionViewType, StridedViewType,
                   GatherScatterViewType>(t);
}

/// Loop-carried values and `if` results must not be views (the spec's
/// restriction; NVIDIA's verifier enforces the same).
static LogicalResult checkNoViews(Operation *op, TypeRange types,
                                  StringRef what) {
  for (auto [i, t] : llvm::enumerate(types))
    if (isViewType(t))
      return op->emitOpError() << what << " #" << i << " has type " << t
                               << ", but views cannot be carried through "
                                  "control flow; pass the tile values instead";
  return success();
}

/// Finds the loop that a `break`/`continue` belongs to: the nearest ancestor
/// that is not an `if`. Returns null (after reporting) when that ancestor is
/// not one of the loops the exit may target.
template <typename... LoopTs>
static Operation *findTargetLoop(Operation *exit, StringRef allowed) {
  Operation *parent = exit->getParentOp();
  while (parent && llvm::isa<IfOp>(parent))
    parent = parent->getParentOp();
  if (parent && llvm::isa<LoopTs...>(parent))
    return parent;
  InFlightDiagnostic diag = exit->emitOpError()
                            << "must be inside " << allowed
                            << ", directly or through 'if's only";
  if (parent)
    diag.attachNote(parent->getLoc())
        << "the nearest enclosing op that is not an 'if' is '"
        << parent->getName() << "'";
  return nullptr;
}

static InFlightDiagnostic typeListMismatch(Operation *op, StringRef what,
                                           TypeRange got, StringRef expWhat,
                                           TypeRange expected) {
  return op->emitOpError() << what << " (" << got << ") must match "
                           << expWhat << " (" << expected << ")";
}

/// `iter_values(%a = %x, %b = %y)`: the region arguments and their initial
/// values.
static ParseResult
parseIterValues(OpAsmParser &parser,
                SmallVectorImpl<OpAsmParser::Argument> &regionArgs,
                SmallVectorImpl<OpAsmParser::UnresolvedOperand> &inits) {
  return parser.parseAssignmentList(regionArgs, inits);
}

static void printIterValues(OpAsmPrinter &p, ValueRange regionArgs,
                            ValueRange inits) {
  p << "iter_values(";
  llvm::interleaveComma(llvm::zip(regionArgs, inits), p, [&](auto pair) {
    p << std::get<0>(pair) << " = " << std::get<1>(pair);
  });
  p << ")";
}

//===----------------------------------------------------------------------===//
// BreakOp / ContinueOp
//===----------------------------------------------------------------------===//

LogicalResult BreakOp::verify() {
  Operation *loop = findTargetLoop<LoopOp>(*this, "a 'loop'");
  if (!loop)
    return failure();
  if (getOperandTypes() != loop->getResultTypes())
    return typeListMismatch(*this, "operand types", getOperandTypes(),
                            "the result types of the enclosing 'loop'",
                            loop->getResultTypes());
  return success();
}

LogicalResult ContinueOp::verify() {
  Operation *loop =
      findTargetLoop<ForOp, LoopOp>(*this, "a 'for' or a 'loop'");
  if (!loop)
    return failure();
  // Both loops carry values of the init types; for a `for` those are also the
  // result types, a `loop` returns what `break` passes instead.
  TypeRange carried = loop->getOperandTypes();
  if (auto forOp = llvm::dyn_cast<ForOp>(loop))
    carried = forOp.getInitValues().getTypes();
  if (getOperandTypes() != carried)
    return typeListMismatch(*this, "operand types", getOperandTypes(),
                            "the loop-carried types of the enclosing '" +
                                loop->getName().getStringRef().str() + "'",
                            carried);
  return success();
}

//===----------------------------------------------------------------------===//
// ForOp
//===----------------------------------------------------------------------===//

void ForOp::build(OpBuilder &builder, OperationState &state, Value lowerBound,
                  Value upperBound, Value step, ValueRange initValues,
                  bool unsignedCmp) {
  state.addOperands({lowerBound, upperBound, step});
  state.addOperands(initValues);
  state.addTypes(initValues.getTypes());
  if (unsignedCmp)
    state.addAttribute(getUnsignedCmpAttrName(state.name),
                       builder.getUnitAttr());
  Block *body = &state.addRegion()->emplaceBlock();
  body->addArgument(lowerBound.getType(), state.location);
  for (Value v : initValues)
    body->addArgument(v.getType(), v.getLoc());
  // With carried values the caller must write the `continue` that passes
  // them on; without, the implicit empty one is complete.
  if (initValues.empty()) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(body);
    ContinueOp::create(builder, state.location);
  }
}

Block::BlockArgListType ForOp::getRegionIterValues() {
  auto args = getRegion().getArguments();
  return args.empty() ? args : args.drop_front();
}

StringRef ForOp::getDefaultDialect() { return "cuda_tile"; }

SmallVector<Region *> ForOp::getLoopRegions() { return {&getRegion()}; }

std::optional<SmallVector<Value>> ForOp::getLoopInductionVars() {
  return SmallVector<Value>{getInductionVar()};
}
std::optional<SmallVector<OpFoldResult>> ForOp::getLoopLowerBounds() {
  return SmallVector<OpFoldResult>{getLowerBound()};
}
std::optional<SmallVector<OpFoldResult>> ForOp::getLoopUpperBounds() {
  return SmallVector<OpFoldResult>{getUpperBound()};
}
std::optional<SmallVector<OpFoldResult>> ForOp::getLoopSteps() {
  return SmallVector<OpFoldResult>{getStep()};
}
MutableArrayRef<OpOperand> ForOp::getInitsMutable() {
  return getInitValuesMutable();
}
Block::BlockArgListType ForOp::getRegionIterArgs() {
  return getRegionIterValues();
}
std::optional<ResultRange> ForOp::getLoopResults() { return getResults(); }

// for [unsigned] %iv in (%lb to %ub, step %s) : tile<i32>
//     [iter_values(%a = %x, ...) -> (tile<...>, ...)] { ... } [attr-dict]
ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalKeyword("unsigned")))
    result.addAttribute(getUnsignedCmpAttrName(result.name),
                        parser.getBuilder().getUnitAttr());

  OpAsmParser::Argument iv;
  OpAsmParser::UnresolvedOperand lb, ub, step;
  if (parser.parseOperand(iv.ssaName) || parser.parseKeyword("in") ||
      parser.parseLParen() || parser.parseOperand(lb) ||
      parser.parseKeyword("to") || parser.parseOperand(ub) ||
      parser.parseComma() || parser.parseKeyword("step") ||
      parser.parseOperand(step) || parser.parseRParen() ||
      parser.parseColon() || parseCudaTileType(parser, iv.type))
    return failure();

  SmallVector<OpAsmParser::Argument> regionArgs{iv};
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    SMLoc typesLoc;
    if (parseIterValues(parser, regionArgs, inits) || parser.parseArrow() ||
        parser.parseLParen() ||
        (typesLoc = parser.getCurrentLocation(), false) ||
        parseCudaTileTypes(parser, result.types) || parser.parseRParen())
      return failure();
    if (result.types.size() != inits.size())
      return parser.emitError(typesLoc)
             << "'iter_values' binds " << inits.size()
             << " values but the type list has " << result.types.size();
    for (auto [arg, type] : llvm::zip(llvm::drop_begin(regionArgs),
                                      result.types))
      arg.type = type;
  }

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, regionArgs, /*enableNameShadowing=*/false))
    return failure();
  ensureImplicitTerminator<ContinueOp>(*body, parser.getBuilder(),
                                       result.location);
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();

  return failure(
      parser.resolveOperands({lb, ub, step}, iv.type, result.operands) ||
      parser.resolveOperands(inits, result.types, parser.getNameLoc(),
                             result.operands));
}

void ForOp::print(OpAsmPrinter &p) {
  if (getUnsignedCmp())
    p << " unsigned";
  p << ' ' << getInductionVar() << " in (" << getLowerBound() << " to "
    << getUpperBound() << ", step " << getStep() << ") : ";
  printCudaTileType(p, getInductionVar().getType());
  p << ' ';
  if (!getInitValues().empty()) {
    printIterValues(p, getRegionIterValues(), getInitValues());
    p << " -> (";
    printCudaTileTypes(p, *this, getInitValues().getTypes());
    p << ") ";
  }
  printControlFlowRegion<ContinueOp>(p, getRegion());
  p.printOptionalAttrDict((*this)->getAttrs(), {getUnsignedCmpAttrName()});
}

LogicalResult ForOp::verifyRegions() {
  Type boundType = getLowerBound().getType();
  if (getUpperBound().getType() != boundType ||
      getStep().getType() != boundType)
    return emitOpError("lower bound, upper bound and step must have the same "
                       "type, got ")
           << boundType << ", " << getUpperBound().getType() << " and "
           << getStep().getType();
  if (getRegion().getNumArguments() == 0)
    return emitOpError("body must take the induction variable as its first "
                       "argument");
  if (getInductionVar().getType() != boundType)
    return emitOpError("induction variable has type ")
           << getInductionVar().getType() << " but the bounds are "
           << boundType;
  if (ValueRange(getRegionIterValues()).getTypes() != getInitValues().getTypes())
    return typeListMismatch(*this, "body iteration arguments",
                            ValueRange(getRegionIterValues()).getTypes(), "the init types",
                            getInitValues().getTypes());
  if (getResultTypes() != getInitValues().getTypes())
    return typeListMismatch(*this, "result types", getResultTypes(),
                            "the init types", getInitValues().getTypes());
  // The body's own terminator is checked by ContinueOp::verify and by
  // SingleBlockImplicitTerminator; `break` cannot reach a `for`.
  return checkNoViews(*this, getInitValues().getTypes(), "loop-carried value");
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

void IfOp::build(OpBuilder &builder, OperationState &state,
                 TypeRange resultTypes, Value condition, bool withElseRegion) {
  state.addOperands(condition);
  state.addTypes(resultTypes);
  Region *thenRegion = state.addRegion();
  Region *elseRegion = state.addRegion();
  // Without results the implicit `yield` completes the blocks; with results
  // the caller writes the yields.
  thenRegion->emplaceBlock();
  if (withElseRegion)
    elseRegion->emplaceBlock();
  if (resultTypes.empty()) {
    ensureImplicitTerminator<YieldOp>(*thenRegion, builder, state.location);
    if (withElseRegion)
      ensureImplicitTerminator<YieldOp>(*elseRegion, builder, state.location);
  }
}

StringRef IfOp::getDefaultDialect() { return "cuda_tile"; }

ParseResult IfOp::parseIfRegion(OpAsmParser &parser, Region &region) {
  if (parser.parseRegion(region, /*arguments=*/{}))
    return failure();
  ensureImplicitTerminator<YieldOp>(
      region, parser.getBuilder(),
      parser.getEncodedSourceLoc(parser.getNameLoc()));
  return success();
}

void IfOp::printIfRegion(OpAsmPrinter &p, Operation *, Region &region) {
  printControlFlowRegion<YieldOp>(p, region);
}

LogicalResult IfOp::verify() {
  if (failed(checkNoViews(*this, getResultTypes(), "result")))
    return failure();
  if (getNumResults() != 0 && getElseRegion().empty())
    return emitOpError("produces results, so it needs an 'else' region that "
                       "yields them too");
  auto checkBranch = [&](Region &region, StringRef name) -> LogicalResult {
    if (region.empty())
      return success();
    Operation *term = region.front().empty() ? nullptr
                                             : &region.front().back();
    if (!term || !llvm::isa<YieldOp, BreakOp, ContinueOp, ReturnOp>(term))
      return emitOpError()
             << "the " << name
             << " block must end in 'yield', 'break', 'continue' or 'return'";
    // The exits leave the `if` altogether; only `yield` produces its results.
    if (auto yield = llvm::dyn_cast<YieldOp>(term))
      if (yield.getOperandTypes() != getResultTypes())
        return typeListMismatch(*this,
                                ("the " + name + " branch yields").str(),
                                yield.getOperandTypes(), "the result types",
                                getResultTypes());
    return success();
  };
  if (failed(checkBranch(getThenRegion(), "then")))
    return failure();
  return checkBranch(getElseRegion(), "else");
}

//===----------------------------------------------------------------------===//
// LoopOp
//===----------------------------------------------------------------------===//

void LoopOp::build(OpBuilder &builder, OperationState &state,
                   TypeRange resultTypes, ValueRange initValues) {
  state.addOperands(initValues);
  state.addTypes(resultTypes);
  Block *body = &state.addRegion()->emplaceBlock();
  for (Value v : initValues)
    body->addArgument(v.getType(), v.getLoc());
  // The caller writes the `break`; a loop without one never ends.
}

StringRef LoopOp::getDefaultDialect() { return "cuda_tile"; }

SmallVector<Region *> LoopOp::getLoopRegions() { return {&getRegion()}; }
MutableArrayRef<OpOperand> LoopOp::getInitsMutable() {
  return getInitValuesMutable();
}
Block::BlockArgListType LoopOp::getRegionIterArgs() {
  return getRegionIterValues();
}

// loop [iter_values(%a = %x, ...)] [: tile<...>, ... [-> tile<...>, ...]]
// A loop without iter_values may still state result types: `loop : T {`.
ParseResult LoopOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> regionArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> initTypes;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    SMLoc typesLoc;
    if (parseIterValues(parser, regionArgs, inits) || parser.parseColon() ||
        (typesLoc = parser.getCurrentLocation(), false) ||
        parseCudaTileTypes(parser, initTypes))
      return failure();
    if (initTypes.size() != inits.size())
      return parser.emitError(typesLoc)
             << "'iter_values' binds " << inits.size()
             << " values but the type list has " << initTypes.size();
    for (auto [arg, type] : llvm::zip(regionArgs, initTypes))
      arg.type = type;
    if (succeeded(parser.parseOptionalArrow()) &&
        parseCudaTileTypes(parser, result.types))
      return failure();
  } else if (succeeded(parser.parseOptionalColon())) {
    if (parseCudaTileTypes(parser, result.types))
      return failure();
  }

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, regionArgs, /*enableNameShadowing=*/false))
    return failure();
  ensureImplicitTerminator<ContinueOp>(*body, parser.getBuilder(),
                                       result.location);
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  return parser.resolveOperands(inits, initTypes, parser.getNameLoc(),
                                result.operands);
}

void LoopOp::print(OpAsmPrinter &p) {
  bool hasInits = !getInitValues().empty();
  bool hasResults = getNumResults() != 0;
  p << ' ';
  if (hasInits) {
    printIterValues(p, getRegionIterValues(), getInitValues());
    p << ' ';
  }
  if (hasInits || hasResults)
    p << ": ";
  if (hasInits) {
    printCudaTileTypes(p, *this, getInitValues().getTypes());
    p << ' ';
    if (hasResults)
      p << "-> ";
  }
  if (hasResults) {
    printCudaTileTypes(p, *this, getResultTypes());
    p << ' ';
  }
  printControlFlowRegion<ContinueOp>(p, getRegion());
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult LoopOp::verifyRegions() {
  if (ValueRange(getRegionIterValues()).getTypes() != getInitValues().getTypes())
    return typeListMismatch(*this, "body arguments",
                            ValueRange(getRegionIterValues()).getTypes(), "the init types",
                            getInitValues().getTypes());
  Operation *term = getBody()->empty() ? nullptr : &getBody()->back();
  if (!term || !llvm::isa<ContinueOp, BreakOp>(term))
    return emitOpError("body must end in 'continue' or 'break'");
  if (failed(checkNoViews(*this, getInitValues().getTypes(),
                          "loop-carried value")))
    return failure();
  return checkNoViews(*this, getResultTypes(), "result");
}
