//===- CudaTileViewTypes.td - tensor and tile views -------------*- tablegen -*-===//
//
// A tensor_view describes a strided tensor in global memory; the three tile
// views (partition, strided, gather/scatter) cut it into tiles that
// load_view_tko/store_view_tko address by index. Parameter order follows
// NVIDIA's Types.td because the bytecode encodes the parameters in order.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_CUDATILE_VIEWTYPES_TD
#define CUTILE_CUDATILE_VIEWTYPES_TD

//===----------------------------------------------------------------------===//
// Padding value (what an out-of-bounds element of a view load reads as)
//===----------------------------------------------------------------------===//

// Integer values are part of the bytecode format.
def CudaTile_PaddingValue : I32EnumAttr<"PaddingValue",
    "value read for out-of-bounds view elements", [
      I32EnumAttrCase<"zero", 0, "zero">,
      I32EnumAttrCase<"neg_zero", 1, "neg_zero">,
      I32EnumAttrCase<"nan", 2, "nan">,
      I32EnumAttrCase<"pos_inf", 3, "pos_inf">,
      I32EnumAttrCase<"neg_inf", 4, "neg_inf">]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::cutile::ir";
}

def CudaTile_PaddingValueAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_PaddingValue, "padding_value">;

//===----------------------------------------------------------------------===//
// tensor_view
//===----------------------------------------------------------------------===//

def CudaTile_TensorViewType : CT_Type<"TensorView", "tensor_view"> {
  let summary = "strided tensor in global memory";
  let description = [{
    `tensor_view<128x?xf32, strides=[?,1]>`: shape and strides have one entry
    per dimension, `?` marks a value only known at run time (given as an
    operand of make_tensor_view). A 0-d view has no strides clause.
  }];
  let parameters = (ins "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t", "shape">:$shape,
                        ArrayRefParameter<"int64_t", "strides">:$strides,
                        // The base pointer's kind (Tile IR 13.4+), printed
                        // last: `..., #cuda_tile.ptr_attr<multicast>>`.
                        OptionalParameter<"::cutile::ir::PointerKindAttr">:$ptr_attr);
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$elementType,
                     "::llvm::ArrayRef<int64_t>":$shape,
                     "::llvm::ArrayRef<int64_t>":$strides), [{
      return $_get($_ctxt, elementType, shape, strides, PointerKindAttr());
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// `?` in shape or strides.
    static constexpr int64_t kDynamic = ::mlir::ShapedType::kDynamic;
    size_t getRank() const { return getShape().size(); }
    size_t getNumDynamicShape() const;
    size_t getNumDynamicStrides() const;
    /// The kind, `none` when the type has none.
    PointerKind getKind() const {
      return getPtrAttr() ? getPtrAttr().getValue() : PointerKind::none;
    }
  }];
}

//===----------------------------------------------------------------------===//
// Tile views
//===----------------------------------------------------------------------===//

// Shared C++ surface of the three tile views, so that the view ops can treat
// them alike without a type interface.
defvar CT_TileViewClassDecl = [{
    /// Number of index operands a load or store through this view takes.
    size_t getViewIndexRank() const { return getTileShape().size(); }
    /// The tile a load through this view produces.
    ::cutile::ir::TileType getViewTileType() const;
}];

def CudaTile_PartitionViewType : CT_Type<"PartitionView", "partition_view"> {
  let summary = "tensor_view cut into a regular grid of tiles";
  let description = [{
    `partition_view<tile=(64x64), padding_value = zero, tensor_view<...>,
    dim_map=[1, 0]>`. `dim_map[i]` is the tensor dimension that tile
    dimension `i` walks along; it defaults to the identity and is then not
    printed.
  }];
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tile_shape,
                        "::cutile::ir::TensorViewType":$tensor_view,
                        ArrayRefParameter<"int32_t", "dim_map">:$dim_map,
                        OptionalParameter<"::cutile::ir::PaddingValueAttr">:$padding_value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = CT_TileViewClassDecl;
}

def CudaTile_StridedViewType : CT_Type<"StridedView", "strided_view"> {
  let summary = "tensor_view walked by tiles with their own step (13.3)";
  let description = [{
    Like partition_view, but tile `i` along a dimension starts at
    `i * traversal_strides[d]`, so tiles may overlap or leave gaps.
  }];
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tile_shape,
                        "::mlir::DenseI32ArrayAttr":$traversal_strides,
                        "::cutile::ir::TensorViewType":$tensor_view,
                        ArrayRefParameter<"int32_t", "dim_map">:$dim_map,
                        OptionalParameter<"::cutile::ir::PaddingValueAttr">:$padding_value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = CT_TileViewClassDecl;
}

def CudaTile_GatherScatterViewType
    : CT_Type<"GatherScatterView", "gather_scatter_view"> {
  let summary = "tile view whose rows along one dimension are picked by index (13.3)";
  let description = [{
    The index for dimension `sparse_dim` is a 1-d tile of row numbers with
    as many entries as the tile has along that dimension; the other indices
    are scalars as for partition_view.
  }];
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tile_shape,
                        "::cutile::ir::TensorViewType":$tensor_view,
                        "uint32_t":$sparse_dim,
                        OptionalParameter<"::cutile::ir::PaddingValueAttr">:$padding_value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = CT_TileViewClassDecl;
}

#endif // CUTILE_CUDATILE_VIEWTYPES_TD
