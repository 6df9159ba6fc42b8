//===- ControlFlow.td - if, for, loop and their terminators ---*- tablegen -*-===//
//
// Structured control flow. Unlike scf, the loop exits (`break`, `continue`)
// may sit inside `if`s nested in the loop body and leave several regions at
// once, so `if` and `loop` accept more than one kind of terminator. For that
// reason none of these ops claims RegionBranchOpInterface: its successor model
// cannot describe a `continue` that jumps out of an `if`.
//
// Operand order, attribute names and the textual syntax follow NVIDIA's
// Ops.td; the bytecode is derived from them.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_OPS_CONTROLFLOW_TD
#define CUTILE_OPS_CONTROLFLOW_TD

// A 0-d i1 tile ODS can build, so `if %c` needs no type in the syntax.
def CF_I1Scalar : CT_ScalarTileOf<CT_I1>,
    BuildableType<"::cutile::ir::TileType::get(::llvm::ArrayRef<int64_t>(), "
                  "$_builder.getI1Type())">;

//===----------------------------------------------------------------------===//
// assert
//===----------------------------------------------------------------------===//

def CudaTile_AssertOp : CT_Op<"assert", "13.1"> {
  let summary = "report an error for every false element of a condition tile";
  let arguments = (ins CT_BoolTile:$condition, StrAttr:$message);
  let assemblyFormat = [{
    $condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))
  }];
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

def CudaTile_BreakOp : CT_Op<"break", "13.1", [
    ReturnLike, Terminator, ParentOneOf<["IfOp", "LoopOp"]>]> {
  let summary = "leave the innermost enclosing `loop` with its results";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_ContinueOp : CT_Op<"continue", "13.1", [
    Terminator, ParentOneOf<["ForOp", "IfOp", "LoopOp"]>]> {
  let summary = "start the next iteration of the innermost `for` or `loop`";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_YieldOp : CT_Op<"yield", "13.1", [
    Pure, ReturnLike, Terminator,
    ParentOneOf<["IfOp", "ReduceOp", "ScanOp"]>]> {
  let summary = "hand values back to an `if`, `reduce` or `scan`";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
}

//===----------------------------------------------------------------------===//
// for
//===----------------------------------------------------------------------===//

def CudaTile_ForOp : CT_Op<"for", "13.1", [
    AutomaticAllocationScope, RecursiveMemoryEffects, CT_DefaultDialect,
    SingleBlockImplicitTerminator<"ContinueOp">,
    DeclareOpInterfaceMethods<LoopLikeOpInterface, [
        "getLoopInductionVars", "getLoopLowerBounds", "getLoopUpperBounds",
        "getLoopSteps", "getInitsMutable", "getRegionIterArgs",
        "getLoopResults"]>]> {
  let summary = "counted loop over [lowerBound, upperBound) by step";
  // `unsignedCmp` (13.2) switches the exit test to an unsigned comparison.
  let arguments = (ins CT_ScalarTileOf<CT_AnyInt>:$lowerBound,
                       CT_ScalarTileOf<CT_AnyInt>:$upperBound,
                       CT_ScalarTileOf<CT_AnyInt>:$step,
                       Variadic<AnyType>:$initValues,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$lowerBound, "::mlir::Value":$upperBound,
      "::mlir::Value":$step, CArg<"::mlir::ValueRange", "{}">:$initValues,
      CArg<"bool", "false">:$unsignedCmp)>
  ];
  let extraClassDeclaration = [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
    ::mlir::Value getInductionVar() { return getBody()->getArgument(0); }
    /// The loop-carried block arguments (all but the induction variable).
    ::mlir::Block::BlockArgListType getRegionIterValues();
  }];
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

// The then/else blocks end in `yield`, or in a `break`, `continue` or `return`
// that leaves an enclosing op; a missing terminator is an empty `yield`.
def CudaTile_IfOp : CT_Op<"if", "13.1", [
    NoRegionArguments, RecursiveMemoryEffects, CT_DefaultDialect,
    SingleBlock]> {
  let summary = "run the then region when the condition holds, else the other";
  let arguments = (ins CF_I1Scalar:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion,
                        MaxSizedRegion<1>:$elseRegion);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes, "::mlir::Value":$condition,
      CArg<"bool", "false">:$withElseRegion)>
  ];
  let extraClassDeclaration = [{
    ::mlir::Block *getThenBlock() { return &getThenRegion().front(); }
    /// Null when there is no else region.
    ::mlir::Block *getElseBlock() {
      return getElseRegion().empty() ? nullptr : &getElseRegion().front();
    }
    // custom<IfRegion>; members so that the generated code finds them.
    static ::mlir::ParseResult parseIfRegion(::mlir::OpAsmParser &parser,
                                             ::mlir::Region &region);
    static void printIfRegion(::mlir::OpAsmPrinter &p, ::mlir::Operation *op,
                              ::mlir::Region &region);
  }];
  let assemblyFormat = [{
    $condition (`->` `(` custom<CudaTileTypes>(type($results))^ `)`)?
    custom<IfRegion>($thenRegion)
    (`else` custom<IfRegion>($elseRegion)^)? attr-dict
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// loop
//===----------------------------------------------------------------------===//

// Iterates until a `break`. The carried values (continue operands) and the
// results (break operands) may have different types.
def CudaTile_LoopOp : CT_Op<"loop", "13.1", [
    AutomaticAllocationScope, RecursiveMemoryEffects, CT_DefaultDialect,
    SingleBlock,
    DeclareOpInterfaceMethods<LoopLikeOpInterface, [
        "getInitsMutable", "getRegionIterArgs"]>]> {
  let summary = "loop until a `break`";
  let arguments = (ins Variadic<AnyType>:$initValues);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes,
      CArg<"::mlir::ValueRange", "{}">:$initValues)>
  ];
  let extraClassDeclaration = [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
    ::mlir::Block::BlockArgListType getRegionIterValues() {
      return getRegion().getArguments();
    }
  }];
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

#endif // CUTILE_OPS_CONTROLFLOW_TD
