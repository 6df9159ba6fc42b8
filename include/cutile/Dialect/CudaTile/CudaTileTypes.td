//===- CudaTileTypes.td - cuda_tile types ----------------------*- tablegen -*-===//

#ifndef CUTILE_CUDATILE_TYPES_TD
#define CUTILE_CUDATILE_TYPES_TD

include "cutile/Dialect/CudaTile/CudaTileBase.td"
include "cutile/Dialect/CudaTile/CudaTileAttrs.td"

class CT_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def CudaTile_PointerType : CT_Type<"Pointer", "ptr"> {
  let summary = "typed pointer into global memory";
  let parameters = (ins "::mlir::Type":$pointeeType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointeeType), [{
      return $_get(pointeeType.getContext(), pointeeType);
    }]>
  ];
  let assemblyFormat = "`<` custom<CudaTileType>($pointeeType) `>`";
  let genVerifyDecl = 1;
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
