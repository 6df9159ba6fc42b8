//===- Misc.td - reduce, scan, assume, print_tko -------------*- tablegen -*-===//
//
// The region-carrying aggregations (reduce, scan), the value annotation
// `assume` with its predicate attributes, and the debugging print.
// Argument order, attribute names and the syntax follow NVIDIA's Ops.td and
// AttrDefs.td, from which the bytecode encoding is derived.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_OPS_MISC_TD
#define CUTILE_OPS_MISC_TD

//===----------------------------------------------------------------------===//
// assume predicates
//===----------------------------------------------------------------------===//

// div_by<D> or div_by<D, every E along A>: the first element of every group of
// E consecutive elements along dimension A is a multiple of D, and the rest of
// the group counts up from it. Without every/along, every element is.
def CudaTile_DivByAttr : CT_Attr<"DivBy", "div_by"> {
  let summary = "assume predicate: divisibility by a power of two";
  let parameters = (ins "uint64_t":$divisor,
                        "std::optional<int64_t>":$every,
                        "std::optional<int64_t>":$along);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

// same_elements<[C0, C1, ...]>: splitting dimension i into groups of Ci, each
// group holds one repeated value.
def CudaTile_SameElementsAttr : CT_Attr<"SameElements", "same_elements"> {
  let summary = "assume predicate: groups of equal elements";
  let parameters = (ins "::mlir::DenseI64ArrayAttr":$values);
  let assemblyFormat = "`<` $values `>`";
}

// bounded<lb, ub>, either bound may be `?`: inclusive signed bounds.
def CudaTile_BoundedAttr : CT_Attr<"Bounded", "bounded"> {
  let summary = "assume predicate: signed lower and upper bounds";
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$lb,
                        OptionalParameter<"std::optional<int64_t>">:$ub);
  let assemblyFormat = "`<` ($lb^) : (`?`)? `,` ($ub^) : (`?`)? `>`";
  let genVerifyDecl = 1;
}

def CT_AssumePredicate
    : AnyAttrOf<[CudaTile_DivByAttr, CudaTile_SameElementsAttr,
                 CudaTile_BoundedAttr]>;

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

def CudaTile_AssumeOp : CT_Op<"assume", "13.1", [
    AllTypesMatch<["value", "result"]>]> {
  let summary = "pass a value through with a property the compiler may rely on";
  let arguments = (ins AnyType:$value, CT_AssumePredicate:$predicate);
  let results = (outs AnyType:$result);
  // The predicate is written without the `#cuda_tile.` prefix
  // (`assume div_by<16>, %p : tile<ptr<f32>>`); the long form is accepted.
  let assemblyFormat = [{
    custom<AssumePredicate>($predicate) `,` $value attr-dict `:`
    custom<CudaTileType>(type($value))
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Value":$value, "::mlir::Attribute":$predicate), [{
      build($_builder, $_state, value.getType(), value, predicate);
    }]>
  ];
  // custom<AssumePredicate>; members so that the generated code finds them.
  let extraClassDeclaration = [{
    static ::mlir::ParseResult parseAssumePredicate(
        ::mlir::OpAsmParser &parser, ::mlir::Attribute &predicate);
    static void printAssumePredicate(::mlir::OpAsmPrinter &p,
                                     ::mlir::Operation *op,
                                     ::mlir::Attribute predicate);
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// print_tko
//===----------------------------------------------------------------------===//

// The 13.1 spelling `print` (no token) is not accepted: since 13.2 the op is
// `print_tko` and produces a token; the opcode did not change.
def CudaTile_PrintTkoOp : CT_Op<"print_tko", "13.1", [
    AttrSizedOperandSegments]> {
  let summary = "printf-style print of tiles, ordered by tokens";
  // `token` is 13.2; the result token is 13.2 as well.
  let arguments = (ins StrAttr:$str, Variadic<CT_AnyTile>:$args,
                       Optional<CT_Token>:$token);
  let results = (outs CT_Token:$result_token);
  let assemblyFormat = [{
    $str (`,` $args^)? (`token` `` `=` `` $token^)? attr-dict
    (`:` custom<CudaTileTypes>(type($args))^)? `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// reduce and scan
//===----------------------------------------------------------------------===//

// custom<ArgumentRegion>: `(%elem: tile<f32>, %acc: tile<f32>) { ... }`.
defvar CF_ArgumentRegionDecls = [{
  static ::mlir::ParseResult parseArgumentRegion(::mlir::OpAsmParser &parser,
                                                 ::mlir::Region &region);
  static void printArgumentRegion(::mlir::OpAsmPrinter &p,
                                  ::mlir::Operation *op,
                                  ::mlir::Region &region);
}];

// The body takes (element, accumulator) pairs of 0-d tiles, one pair per
// operand, and yields the new accumulators.
def CudaTile_ReduceOp : CT_Op<"reduce", "13.1", [
    RecursiveMemoryEffects, CT_DefaultDialect,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "reduce tiles along one dimension with a region combiner";
  let arguments = (ins Variadic<CT_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       ArrayAttr:$identities);
  let results = (outs Variadic<CT_AnyTile>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands attr-dict ` `
    `dim` `` `=` `` $dim `identities` `` `=` `` $identities
    `:` custom<CudaTileTypes>(type($operands)) `->`
    custom<CudaTileTypes>(type($results))
    custom<ArgumentRegion>($body)
  }];
  let builders = [
    // Result types are the operands' with `dim` dropped; the body gets its
    // 2N block arguments but no ops.
    OpBuilder<(ins "::mlir::ValueRange":$operands, "int32_t":$dim,
                   "::mlir::ArrayAttr":$identities)>
  ];
  let extraClassDeclaration = CF_ArgumentRegionDecls;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def CudaTile_ScanOp : CT_Op<"scan", "13.1", [
    RecursiveMemoryEffects, CT_DefaultDialect,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "inclusive prefix scan along one dimension";
  let arguments = (ins Variadic<CT_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       BoolAttr:$reverse,
                       ArrayAttr:$identities);
  let results = (outs Variadic<CT_AnyTile>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands attr-dict ` `
    `dim` `` `=` `` $dim `reverse` `` `=` `` $reverse
    `identities` `` `=` `` $identities
    `:` custom<CudaTileTypes>(type($operands)) `->`
    custom<CudaTileTypes>(type($results))
    custom<ArgumentRegion>($body)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::ValueRange":$operands, "int32_t":$dim,
                   "bool":$reverse, "::mlir::ArrayAttr":$identities)>
  ];
  let extraClassDeclaration = CF_ArgumentRegionDecls;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

#endif // CUTILE_OPS_MISC_TD
