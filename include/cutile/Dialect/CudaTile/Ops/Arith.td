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
class CT_EnumAttr<EnumAttrInfo info, string name, string friends = "">
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
def CT_SignednessAttr : CT_EnumAttr<CT_Signedness, "signedness", [{
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
def CT_IntegerOverflowAttr : CT_EnumAttr<CT_IntegerOverflow, "overflow">;

def CT_RoundingMode : I32EnumAttr<"RoundingMode", "rounding mode", [
    I32EnumAttrCase<"NEAREST_EVEN", 0, "nearest_even">,
    I32EnumAttrCase<"ZERO", 1, "zero">,
    I32EnumAttrCase<"NEGATIVE_INF", 2, "negative_inf">,
    I32EnumAttrCase<"POSITIVE_INF", 3, "positive_inf">,
    I32EnumAttrCase<"APPROX", 4, "approx">,
    I32EnumAttrCase<"FULL", 5, "full">,
    I32EnumAttrCase<"NEAREST_INT_TO_ZERO", 6, "nearest_int_to_zero">]> {
  let cppNamespace = "::cutile::ir";
  let genSpecializedAttr = 0;
}
// The rounding directives read an optional `rounding<mode>` and store the
// op's default mode when it is absent; they print nothing for the default.
//   IEEERoundingMode:    nearest_even|zero|negative_inf|positive_inf, default nearest_even
//   IntegerRoundingMode: nearest_int_to_zero only, default nearest_int_to_zero
//   DivFOpRoundingMode:  the IEEE four plus approx and full, default nearest_even
//   SqrtOpRoundingMode:  the IEEE four plus approx, default nearest_even
//   ExpOpRoundingMode, TanHOpRoundingMode: approx|full, default full
def CT_RoundingModeAttr : CT_EnumAttr<CT_RoundingMode, "rounding", [{
  friend ::mlir::ParseResult parseIEEERoundingMode(::mlir::OpAsmParser &,
                                                   RoundingModeAttr &);
  friend void printIEEERoundingMode(::mlir::OpAsmPrinter &,
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
    : CT_EnumAttr<CT_ComparisonOrdering, "comparison_ordering", [{
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
    : CT_EnumAttr<CT_ComparisonPredicate, "comparison_predicate", [{
  friend ::mlir::ParseResult parseComparisonPredicate(::mlir::OpAsmParser &,
                                                      ComparisonPredicateAttr &);
  friend void printComparisonPredicate(::mlir::OpAsmPrinter &,
                                       ::mlir::Operation *,
                                       ComparisonPredicateAttr);
}]>;

#endif // CUTILE_OPS_ARITH_TD
