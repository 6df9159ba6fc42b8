//===- Arith.td - float, integer and bitwise arithmetic ---------*- tablegen -*-===//
//
// The element-wise arithmetic and math ops, the mma family, and the enums they
// (and the conversion ops) use. Enum case numbers are what the bytecode
// stores, so they follow NVIDIA's AttrDefs.td exactly.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_OPS_ARITH_TD
#define CUTILE_OPS_ARITH_TD

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// Each enum attribute prints as `<case>` on its own (`#cuda_tile.rounding<zero>`).
// Inside ops the keywords are written by the custom<> directives below. Those
// directives are hidden friends of the attribute classes: ODS calls them
// unqualified with the attribute as an argument, so argument-dependent lookup
// finds them from any family's ops without a shared header.
class Arith_EnumAttr<EnumAttrInfo info, string name, string friends = "">
    : EnumAttr<CudaTile_Dialect, info, name> {
  let assemblyFormat = "`<` $value `>`";
  let extraClassDeclaration = friends;
}

def CT_Signedness : I32EnumAttr<"Signedness", "integer signedness", [
    I32EnumAttrCase<"Unsigned", 0, "unsigned">,
    I32EnumAttrCase<"Signed", 1, "signed">]> {
  let cppNamespace = "::cutile::ir";
  let genSpecializedAttr = 0;
}
// custom<Signedness>: a bare `signed` / `unsigned` keyword, always written.
def CT_SignednessAttr : Arith_EnumAttr<CT_Signedness, "signedness", [{
  friend ::mlir::ParseResult parseSignedness(::mlir::OpAsmParser &,
                                             SignednessAttr &);
  friend void printSignedness(::mlir::OpAsmPrinter &, ::mlir::Operation *,
                              SignednessAttr);
}]>;

def CT_IntegerOverflow : I32EnumAttr<"IntegerOverflow", "integer overflow", [
    I32EnumAttrCase<"NONE", 0, "none">,
    I32EnumAttrCase<"NSW", 1, "no_signed_wrap">,
    I32EnumAttrCase<"NUW", 2, "no_unsigned_wrap">,
    I32EnumAttrCase<"NW", 3, "no_wrap">]> {
  let cppNamespace = "::cutile::ir";
  let genSpecializedAttr = 0;
}
// Used as `(`overflow` `` $overflow^)?` with a default of `none`.
def CT_IntegerOverflowAttr : Arith_EnumAttr<CT_IntegerOverflow, "overflow">;

def CT_RoundingMode : I32EnumAttr<"RoundingMode", "rounding mode", [
    I32EnumAttrCase<"NEAREST_EVEN", 0, "nearest_even">,
    I32EnumAttrCase<"ZERO", 1, "zero">,
    I32EnumAttrCase<"NEGATIVE_INF", 2, "negative_inf">,
    I32EnumAttrCase<"POSITIVE_INF", 3, "positive_inf">,
    I32EnumAttrCase<"APPROX", 4, "approx">,
    I32EnumAttrCase<"FULL", 5, "full">,
    I32EnumAttrCase<"NEAREST_INT_TO_ZERO", 6, "nearest_int_to_zero">,
    // ftof only (value probed with tileirdisasm; C++ reaches it from 13.5).
    I32EnumAttrCase<"NEAREST_AWAY", 7, "nearest_away">]> {
  let cppNamespace = "::cutile::ir";
  let genSpecializedAttr = 0;
}
// The rounding directives read an optional `rounding<mode>` and store the
// op's default mode when it is absent; they print nothing for the default.
//   IEEERoundingMode:    nearest_even|zero|negative_inf|positive_inf, default nearest_even
//   FToFRoundingMode:    the IEEE four plus nearest_away, default nearest_even
//   IntegerRoundingMode: nearest_int_to_zero only, default nearest_int_to_zero
//   DivFOpRoundingMode:  the IEEE four plus approx and full, default nearest_even
//   SqrtOpRoundingMode:  the IEEE four plus approx, default nearest_even
//   ExpOpRoundingMode, TanHOpRoundingMode: approx|full, default full
def CT_RoundingModeAttr : Arith_EnumAttr<CT_RoundingMode, "rounding", [{
  friend ::mlir::ParseResult parseIEEERoundingMode(::mlir::OpAsmParser &,
                                                   RoundingModeAttr &);
  friend void printIEEERoundingMode(::mlir::OpAsmPrinter &,
                                    ::mlir::Operation *, RoundingModeAttr);
  friend ::mlir::ParseResult parseFToFRoundingMode(::mlir::OpAsmParser &,
                                                   RoundingModeAttr &);
  friend void printFToFRoundingMode(::mlir::OpAsmPrinter &,
                                    ::mlir::Operation *, RoundingModeAttr);
  friend ::mlir::ParseResult parseIntegerRoundingMode(::mlir::OpAsmParser &,
                                                      RoundingModeAttr &);
  friend void printIntegerRoundingMode(::mlir::OpAsmPrinter &,
                                       ::mlir::Operation *, RoundingModeAttr);
  friend ::mlir::ParseResult parseDivFOpRoundingMode(::mlir::OpAsmParser &,
                                                     RoundingModeAttr &);
  friend void printDivFOpRoundingMode(::mlir::OpAsmPrinter &,
                                      ::mlir::Operation *, RoundingModeAttr);
  friend ::mlir::ParseResult parseSqrtOpRoundingMode(::mlir::OpAsmParser &,
                                                     RoundingModeAttr &);
  friend void printSqrtOpRoundingMode(::mlir::OpAsmPrinter &,
                                      ::mlir::Operation *, RoundingModeAttr);
  friend ::mlir::ParseResult parseExpOpRoundingMode(::mlir::OpAsmParser &,
                                                    RoundingModeAttr &);
  friend void printExpOpRoundingMode(::mlir::OpAsmPrinter &,
                                     ::mlir::Operation *, RoundingModeAttr);
  friend ::mlir::ParseResult parseTanHOpRoundingMode(::mlir::OpAsmParser &,
                                                     RoundingModeAttr &);
  friend void printTanHOpRoundingMode(::mlir::OpAsmPrinter &,
                                      ::mlir::Operation *, RoundingModeAttr);
}]>;

def CT_ComparisonOrdering : I32EnumAttr<"ComparisonOrdering",
                                        "comparison ordering", [
    I32EnumAttrCase<"UNORDERED", 0, "unordered">,
    I32EnumAttrCase<"ORDERED", 1, "ordered">]> {
  let cppNamespace = "::cutile::ir";
  let genSpecializedAttr = 0;
}
def CT_ComparisonOrderingAttr
    : Arith_EnumAttr<CT_ComparisonOrdering, "comparison_ordering", [{
  friend ::mlir::ParseResult parseComparisonOrdering(::mlir::OpAsmParser &,
                                                     ComparisonOrderingAttr &);
  friend void printComparisonOrdering(::mlir::OpAsmPrinter &,
                                      ::mlir::Operation *,
                                      ComparisonOrderingAttr);
}]>;

def CT_ComparisonPredicate : I32EnumAttr<"ComparisonPredicate",
                                         "comparison predicate", [
    I32EnumAttrCase<"EQUAL", 0, "equal">,
    I32EnumAttrCase<"NOT_EQUAL", 1, "not_equal">,
    I32EnumAttrCase<"LESS_THAN", 2, "less_than">,
    I32EnumAttrCase<"LESS_THAN_OR_EQUAL", 3, "less_than_or_equal">,
    I32EnumAttrCase<"GREATER_THAN", 4, "greater_than">,
    I32EnumAttrCase<"GREATER_THAN_OR_EQUAL", 5, "greater_than_or_equal">]> {
  let cppNamespace = "::cutile::ir";
  let genSpecializedAttr = 0;
}
def CT_ComparisonPredicateAttr
    : Arith_EnumAttr<CT_ComparisonPredicate, "comparison_predicate", [{
  friend ::mlir::ParseResult parseComparisonPredicate(::mlir::OpAsmParser &,
                                                      ComparisonPredicateAttr &);
  friend void printComparisonPredicate(::mlir::OpAsmPrinter &,
                                       ::mlir::Operation *,
                                       ComparisonPredicateAttr);
}]>;

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

// Element sets beyond the base ones.
def Arith_MmaFOperandTile : CT_TileOf<[CT_F16, CT_BF16, CT_F32, CT_F64, CT_TF32,
                                    CT_F8E4M3FN, CT_F8E5M2], [],
    "tile of f16, bf16, f32, f64, tf32, f8E4M3FN or f8E5M2">;
def Arith_MmaFAccTile : CT_TileOf<[CT_F16, CT_F32, CT_F64], [],
                               "tile of f16, f32 or f64">;
def Arith_MmaFScaledOperandTile : CT_TileOf<[CT_F8E4M3FN, CT_F8E5M2, CT_F4E2M1FN],
    [], "tile of f8E4M3FN, f8E5M2 or f4E2M1FN">;
def Arith_MmaFScaledScaleTile : CT_TileOf<[CT_F8E4M3FN, CT_F8E8M0FNU], [],
                                       "tile of f8E4M3FN or f8E8M0FNU">;
def Arith_F32Tile : CT_TileOf<[CT_F32], [], "f32 tile">;
def Arith_I8Tile  : CT_TileOf<[CT_I8], [], "i8 tile">;
def Arith_I32Tile : CT_TileOf<[CT_I32], [], "i32 tile">;

// The comparison result: an i1 tile shaped like the operands.
defvar Arith_I1SameShape = [{::cutile::ir::TileType::get(
    ::llvm::cast<::cutile::ir::TileType>($_self).getShape(),
    ::mlir::IntegerType::get($_self.getContext(), 1))}];

def Arith_OverflowArg
    : DefaultValuedAttr<CT_IntegerOverflowAttr,
                        "::cutile::ir::IntegerOverflow::NONE">;

// One tile in, same type out.
class Arith_UnaryOp<string mnemonic, string since, Type tile,
                 list<Trait> traits = []>
    : CT_Op<mnemonic, since,
            !listconcat([Pure, AllTypesMatch<["source", "result"]>], traits)> {
  let arguments = (ins tile:$source);
  let results = (outs tile:$result);
  let assemblyFormat = "$source attr-dict `:` custom<CudaTileType>(type($result))";
}

// Two tiles in, all three of one type.
class Arith_BinaryOp<string mnemonic, string since, Type tile,
                  list<Trait> traits = [Pure]>
    : CT_Op<mnemonic, since,
            !listconcat([AllTypesMatch<["lhs", "rhs", "result"]>], traits)> {
  let arguments = (ins tile:$lhs, tile:$rhs);
  let results = (outs tile:$result);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))";
}

// Float binary ops with an IEEE rounding mode and flush_to_zero.
class Arith_RoundedFBinaryOp<string mnemonic>
    : Arith_BinaryOp<mnemonic, "13.1", CT_ArithFloatTile> {
  let arguments = (ins CT_ArithFloatTile:$lhs, CT_ArithFloatTile:$rhs,
                       CT_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// Integer binary ops carrying overflow assumptions.
class Arith_OverflowIBinaryOp<string mnemonic>
    : Arith_BinaryOp<mnemonic, "13.1", CT_IntTile> {
  let arguments = (ins CT_IntTile:$lhs, CT_IntTile:$rhs,
                       Arith_OverflowArg:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs (`overflow` `` $overflow^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

// Integer binary ops whose meaning depends on signedness.
class Arith_SignedIBinaryOp<string mnemonic, list<Trait> traits = [Pure]>
    : Arith_BinaryOp<mnemonic, "13.1", CT_IntTile, traits> {
  let arguments = (ins CT_IntTile:$lhs, CT_IntTile:$rhs,
                       CT_SignednessAttr:$signedness);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

// maxf / minf.
class Arith_FMinMaxOp<string mnemonic>
    : Arith_BinaryOp<mnemonic, "13.1", CT_ArithFloatTile> {
  let arguments = (ins CT_ArithFloatTile:$lhs, CT_ArithFloatTile:$rhs,
                       UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs
    oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Floating-point ops
//===----------------------------------------------------------------------===//

def CudaTile_AbsFOp : Arith_UnaryOp<"absf", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise |x| of a float tile";
}

def CudaTile_AddFOp : Arith_RoundedFBinaryOp<"addf"> {
  let summary = "element-wise float addition";
}

def CudaTile_Atan2Op : CT_Op<"atan2", "13.2", [
    Pure, AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "element-wise two-argument arctangent";
  let arguments = (ins CT_ArithFloatTile:$x, CT_ArithFloatTile:$y);
  let results = (outs CT_ArithFloatTile:$result);
  let assemblyFormat =
      "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_CeilOp : Arith_UnaryOp<"ceil", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise round towards +inf to an integral value";
}

def CudaTile_CmpFOp : CT_Op<"cmpf", "13.1", [
    Pure, AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"result is an i1 tile shaped like the operands",
                   "lhs", "result", Arith_I1SameShape>]> {
  let summary = "element-wise float comparison";
  let arguments = (ins CT_ComparisonPredicateAttr:$comparison_predicate,
                       CT_ComparisonOrderingAttr:$comparison_ordering,
                       CT_ArithFloatTile:$lhs, CT_ArithFloatTile:$rhs);
  let results = (outs CT_BoolTile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate)
    custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs
    attr-dict `:` custom<CudaTileType>(type($lhs)) `->`
    custom<CudaTileType>(type($result))
  }];
}

def CudaTile_CosOp : Arith_UnaryOp<"cos", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise cosine";
}

def CudaTile_CosHOp : Arith_UnaryOp<"cosh", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise hyperbolic cosine";
}

def CudaTile_DivFOp : Arith_BinaryOp<"divf", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise float division";
  let arguments = (ins CT_ArithFloatTile:$lhs, CT_ArithFloatTile:$rhs,
                       CT_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<DivFOpRoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// rounding_mode was added in 13.3; older bytecode has no such field.
def CudaTile_ExpOp : Arith_UnaryOp<"exp", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise e^x";
  let arguments = (ins CT_ArithFloatTile:$source,
      DefaultValuedAttr<CT_RoundingModeAttr,
                        "::cutile::ir::RoundingMode::FULL">:$rounding_mode);
  let assemblyFormat = [{
    $source custom<ExpOpRoundingMode>($rounding_mode)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_Exp2Op : Arith_UnaryOp<"exp2", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise 2^x";
  let arguments = (ins CT_ArithFloatTile:$source, UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_FloorOp : Arith_UnaryOp<"floor", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise round towards -inf to an integral value";
}

def CudaTile_FmaOp : CT_Op<"fma", "13.1", [
    Pure, AllTypesMatch<["lhs", "rhs", "acc", "result"]>]> {
  let summary = "element-wise fused lhs * rhs + acc";
  let arguments = (ins CT_ArithFloatTile:$lhs, CT_ArithFloatTile:$rhs,
                       CT_ArithFloatTile:$acc,
                       CT_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CT_ArithFloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_LogOp : Arith_UnaryOp<"log", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise natural logarithm";
}

def CudaTile_Log2Op : Arith_UnaryOp<"log2", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise base-2 logarithm";
}

def CudaTile_MaxFOp : Arith_FMinMaxOp<"maxf"> {
  let summary = "element-wise float maximum";
}

def CudaTile_MinFOp : Arith_FMinMaxOp<"minf"> {
  let summary = "element-wise float minimum";
}

// fast_acc was added in 13.3.
def CudaTile_MmaFOp : CT_Op<"mmaf", "13.1", [
    Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "float matrix multiply-accumulate, plain or batched";
  let description = [{
    `[M,K] x [K,N] + [M,N]`, or the same with a leading batch dimension on
    all three operands. lhs and rhs share an element type; the accumulator's
    element type must be one the input type can accumulate into.
  }];
  let arguments = (ins Arith_MmaFOperandTile:$lhs, Arith_MmaFOperandTile:$rhs,
                       Arith_MmaFAccTile:$acc, UnitAttr:$fast_acc);
  let results = (outs Arith_MmaFAccTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaFScaledOp : CT_Op<"mmaf_scaled", "13.3", [
    Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "block-scaled low-precision matrix multiply-accumulate";
  let description = [{
    Like `mmaf`, with each run of K elements of lhs (rhs) multiplied by one
    element of lhs_scale (rhs_scale): lhs_scale is `[M, K/B]`, rhs_scale is
    `[K/B, N]` for block size B, batched forms add a leading dimension.
  }];
  let arguments = (ins Arith_MmaFScaledOperandTile:$lhs,
                       Arith_MmaFScaledOperandTile:$rhs, Arith_F32Tile:$acc,
                       Arith_MmaFScaledScaleTile:$lhs_scale,
                       Arith_MmaFScaledScaleTile:$rhs_scale);
  let results = (outs Arith_F32Tile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc)) `,` custom<CudaTileType>(type($lhs_scale))
    `,` custom<CudaTileType>(type($rhs_scale))
  }];
  let hasVerifier = 1;
}

def CudaTile_MulFOp : Arith_RoundedFBinaryOp<"mulf"> {
  let summary = "element-wise float multiplication";
}

def CudaTile_NegFOp : Arith_UnaryOp<"negf", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise float negation";
}

def CudaTile_PowOp : CT_Op<"pow", "13.1", [
    Pure, AllTypesMatch<["source", "exponent", "result"]>]> {
  let summary = "element-wise source ^ exponent";
  let arguments = (ins CT_ArithFloatTile:$source, CT_ArithFloatTile:$exponent);
  let results = (outs CT_ArithFloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

// 13.4 bytecode (opcode 0x79, probed); C++ reaches it through CUDA 13.5's
// ct::powi. NVIDIA's printer spells the operand types after the comma.
def CudaTile_FPowIOp : CT_Op<"fpowi", "13.4", [
    Pure, AllTypesMatch<["source", "result"]>,
    AllShapesMatch<["source", "exponent"]>]> {
  let summary = "element-wise source ^ integer exponent";
  let arguments = (ins CT_ArithFloatTile:$source, CT_IntTile:$exponent);
  let results = (outs CT_ArithFloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($source))
    `,` custom<CudaTileType>(type($exponent))
  }];
}

def CudaTile_RemFOp : Arith_BinaryOp<"remf", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise float remainder (sign of the dividend)";
}

def CudaTile_RsqrtOp : Arith_UnaryOp<"rsqrt", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise 1 / sqrt(x)";
  let arguments = (ins CT_ArithFloatTile:$source, UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_SinOp : Arith_UnaryOp<"sin", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise sine";
}

def CudaTile_SinHOp : Arith_UnaryOp<"sinh", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise hyperbolic sine";
}

def CudaTile_SqrtOp : Arith_UnaryOp<"sqrt", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise square root";
  let arguments = (ins CT_ArithFloatTile:$source,
                       CT_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $source custom<SqrtOpRoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_SubFOp : Arith_RoundedFBinaryOp<"subf"> {
  let summary = "element-wise float subtraction";
}

def CudaTile_TanOp : Arith_UnaryOp<"tan", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise tangent";
}

// rounding_mode was added in 13.2.
def CudaTile_TanHOp : Arith_UnaryOp<"tanh", "13.1", CT_ArithFloatTile> {
  let summary = "element-wise hyperbolic tangent";
  let arguments = (ins CT_ArithFloatTile:$source,
      DefaultValuedAttr<CT_RoundingModeAttr,
                        "::cutile::ir::RoundingMode::FULL">:$rounding_mode);
  let assemblyFormat = [{
    $source custom<TanHOpRoundingMode>($rounding_mode)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Integer ops
//===----------------------------------------------------------------------===//

def CudaTile_AbsIOp : Arith_UnaryOp<"absi", "13.1", CT_IntTile> {
  let summary = "element-wise |x|, input signed, result unsigned";
}

def CudaTile_AddIOp : Arith_OverflowIBinaryOp<"addi"> {
  let summary = "element-wise integer addition";
}

def CudaTile_CmpIOp : CT_Op<"cmpi", "13.1", [
    Pure, AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"result is an i1 tile shaped like the operands",
                   "lhs", "result", Arith_I1SameShape>]> {
  let summary = "element-wise integer comparison";
  let arguments = (ins CT_ComparisonPredicateAttr:$comparison_predicate,
                       CT_IntTile:$lhs, CT_IntTile:$rhs,
                       CT_SignednessAttr:$signedness);
  let results = (outs CT_BoolTile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,`
    custom<Signedness>($signedness)
    attr-dict `:` custom<CudaTileType>(type($lhs)) `->`
    custom<CudaTileType>(type($result))
  }];
}

// Division may trap on zero, so it is not speculatable.
def CudaTile_DivIOp : Arith_BinaryOp<"divi", "13.1", CT_IntTile,
                                  [NoMemoryEffect]> {
  let summary = "element-wise integer division with a chosen rounding";
  let arguments = (ins CT_IntTile:$lhs, CT_IntTile:$rhs,
                       CT_SignednessAttr:$signedness,
                       DefaultValuedAttr<CT_RoundingModeAttr,
                           "::cutile::ir::RoundingMode::ZERO">:$rounding);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) (`rounding` `` $rounding^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MaxIOp : Arith_SignedIBinaryOp<"maxi"> {
  let summary = "element-wise integer maximum";
}

def CudaTile_MinIOp : Arith_SignedIBinaryOp<"mini"> {
  let summary = "element-wise integer minimum";
}

def CudaTile_MmaIOp : CT_Op<"mmai", "13.1", [
    Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "i8 matrix multiply-accumulate into i32, plain or batched";
  let arguments = (ins Arith_I8Tile:$lhs, Arith_I8Tile:$rhs, Arith_I32Tile:$acc,
                       CT_SignednessAttr:$signedness_lhs,
                       CT_SignednessAttr:$signedness_rhs);
  let results = (outs Arith_I32Tile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<Signedness>($signedness_lhs)
    custom<Signedness>($signedness_rhs) attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MulhiIOp : CT_Op<"mulhii", "13.1", [
    Pure, AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "element-wise high half of the full integer product";
  let arguments = (ins CT_IntTile:$x, CT_IntTile:$y);
  let results = (outs CT_IntTile:$result);
  let assemblyFormat =
      "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_MulIOp : Arith_OverflowIBinaryOp<"muli"> {
  let summary = "element-wise integer multiplication";
}

// overflow was added in 13.2.
def CudaTile_NegIOp : Arith_UnaryOp<"negi", "13.1", CT_IntTile> {
  let summary = "element-wise integer negation";
  let arguments = (ins CT_IntTile:$source, Arith_OverflowArg:$overflow);
  let assemblyFormat = [{
    $source (`overflow` `` $overflow^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_RemIOp : Arith_SignedIBinaryOp<"remi", [NoMemoryEffect]> {
  let summary = "element-wise integer remainder";
}

// The shift amount is a tile of the same type as the shifted value.
def CudaTile_ShLIOp : Arith_OverflowIBinaryOp<"shli"> {
  let summary = "element-wise shift left";
}

def CudaTile_ShRIOp : Arith_SignedIBinaryOp<"shri"> {
  let summary = "element-wise shift right, arithmetic when signed";
}

def CudaTile_SubIOp : Arith_OverflowIBinaryOp<"subi"> {
  let summary = "element-wise integer subtraction";
}

//===----------------------------------------------------------------------===//
// Bitwise ops
//===----------------------------------------------------------------------===//

def CudaTile_AndIOp : Arith_BinaryOp<"andi", "13.1", CT_IntTile> {
  let summary = "element-wise bitwise and";
}

def CudaTile_OrIOp : Arith_BinaryOp<"ori", "13.1", CT_IntTile> {
  let summary = "element-wise bitwise or";
}

def CudaTile_XOrIOp : Arith_BinaryOp<"xori", "13.1", CT_IntTile> {
  let summary = "element-wise bitwise exclusive or";
}

#endif // CUTILE_OPS_ARITH_TD
