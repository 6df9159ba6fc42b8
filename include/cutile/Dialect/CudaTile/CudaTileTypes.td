//===- CudaTileTypes.td - cuda_tile types ----------------------*- tablegen -*-===//

#ifndef CUTILE_CUDATILE_TYPES_TD
#define CUTILE_CUDATILE_TYPES_TD

include "cutile/Dialect/CudaTile/CudaTileBase.td"
include "cutile/Dialect/CudaTile/CudaTileAttrs.td"

class CT_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

// What kind of memory a pointer addresses (Tile IR 13.4 added the parameter,
// with `none` only; 13.5 added `unicast` and `multicast`, the NVLS
// multicast address that only the multimem ops may use). The integer
// values are the bytecode's. Printed `#cuda_tile.ptr_attr<multicast>`.
def CudaTile_PointerKind : I32EnumAttr<"PointerKind", "pointer kind", [
      I32EnumAttrCase<"none", 0, "none">,
      I32EnumAttrCase<"unicast", 1, "unicast">,
      I32EnumAttrCase<"multicast", 2, "multicast">]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::cutile::ir";
}
def CudaTile_PointerKindAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_PointerKind, "ptr_attr"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_PointerType : CT_Type<"Pointer", "ptr"> {
  let summary = "typed pointer into global memory";
  let description = [{
    `ptr<f32>`; with a pointer kind `ptr<f32, <multicast>>` (the long form
    `ptr<f32, #cuda_tile.ptr_attr<multicast>>` is accepted too). No kind
    and `<none>` are different types, as in NVIDIA's dialect.
  }];
  let parameters = (ins "::mlir::Type":$pointeeType,
      OptionalParameter<"::cutile::ir::PointerKindAttr">:$ptr_attr);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointeeType), [{
      return $_get(pointeeType.getContext(), pointeeType, PointerKindAttr());
    }]>,
    TypeBuilder<(ins "::mlir::Type":$pointeeType), [{
      return $_get($_ctxt, pointeeType, PointerKindAttr());
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The kind, `none` when the type has none.
    PointerKind getKind() const {
      return getPtrAttr() ? getPtrAttr().getValue() : PointerKind::none;
    }
    bool isMulticast() const { return getKind() == PointerKind::multicast; }
  }];
}

def CudaTile_TileType : CT_Type<"Tile", "tile", [ShapedTypeInterface]> {
  let summary = "statically shaped tile of numbers or pointers";
  let description = [{
    Every dimension is a power of two; a 0-d tile is a scalar.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t", "shape">:$shape,
                        "::mlir::Type":$elementType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape,
                                        "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), shape, elementType);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    bool hasRank() const { return true; }
    TileType cloneWith(std::optional<::llvm::ArrayRef<int64_t>> shape,
                       ::mlir::Type elementType) const;
    int64_t getNumElements() const;
    bool isScalar() const { return getShape().empty(); }
  }];
}

def CudaTile_TokenType : CT_Type<"Token", "token"> {
  let summary = "ordering token between memory operations";
}

include "cutile/Dialect/CudaTile/CudaTileViewTypes.td"

#endif // CUTILE_CUDATILE_TYPES_TD
