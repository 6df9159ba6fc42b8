//===- Structure.td - module, entry, return --------------------*- tablegen -*-===//

#ifndef CUTILE_OPS_STRUCTURE_TD
#define CUTILE_OPS_STRUCTURE_TD

def CudaTile_ModuleOp : CT_Op<"module", "13.1", [
    IsolatedFromAbove, NoRegionArguments, NoTerminator, SingleBlock,
    SymbolTable, Symbol, CT_DefaultDialect]> {
  let summary = "a compilation unit of kernels and globals";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$producer);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let extraClassDeclaration = [{
    ::mlir::Block *getBodyBlock() { return &getBody().front(); }
  }];
}

def CudaTile_EntryOp : CT_Op<"entry", "13.1", [
    FunctionOpInterface, IsolatedFromAbove, CT_DefaultDialect,
    HasParent<"ModuleOp">, SingleBlock,
    SingleBlockImplicitTerminator<"ReturnOp">]> {
  let summary = "a tile kernel";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
  }];
}

// Not Pure: a `return` inside an `if` leaves the kernel, so an `if` holding
// one is never dead code.
def CudaTile_ReturnOp : CT_Op<"return", "13.1", [
    ReturnLike, Terminator]> {
  let summary = "leave the kernel, or yield the results of an `if`";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
  let hasVerifier = 1;
}

#endif // CUTILE_OPS_STRUCTURE_TD
