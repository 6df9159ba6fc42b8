//===- Core.td - constants, globals, grid queries and shape ops -*- tablegen -*-===//
//
// Argument order, attribute kinds and defaults follow NVIDIA's Ops.td: the
// bytecode writer encodes operands and attributes in declaration order.
// Constraints that need a readable message are checked in OpsCore.cpp rather
// than by generic ODS traits.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_OPS_CORE_TD
#define CUTILE_OPS_CORE_TD

//===----------------------------------------------------------------------===//
// Enums and constraints private to this family
//===----------------------------------------------------------------------===//

// `global` takes `public` (the default, printed as nothing) or `private`
// before its name. Case values are frozen by the bytecode format.
def Core_SymbolVisibility : I32EnumAttr<"SymbolVisibility", "symbol visibility", [
    I32EnumAttrCase<"Public", 0, "public">,
    I32EnumAttrCase<"Private", 1, "private">]> {
  let cppNamespace = "::cutile::ir";
  let genSpecializedAttr = 0;
}
def Core_SymbolVisibilityAttr
    : EnumAttr<CudaTile_Dialect, Core_SymbolVisibility, "symbol_visibility"> {
  let assemblyFormat = "`<` $value `>`";
}

// The value of `constant` and `global`: a builtin dense attribute whose type
// is the tile itself, so the tile type is stored exactly once.
def Core_DenseAttr : Attr<
    CPred<"::llvm::isa<::mlir::DenseIntOrFPElementsAttr>($_self)">,
    "dense integer or floating-point elements"> {
  let storageType = "::mlir::DenseIntOrFPElementsAttr";
  let returnType = "::mlir::DenseIntOrFPElementsAttr";
  let convertFromStorage = "$_self";
}

// 0-d i32 tiles that ODS can build itself, so the assembly format can leave
// out the types of the second and third grid result and of extract indices.
def Core_I32Scalar : CT_ScalarTileOf<CT_I32>,
    BuildableType<"::cutile::ir::TileType::get(::llvm::ArrayRef<int64_t>(), "
                  "$_builder.getIntegerType(32))">;
def Core_PointerScalar : CT_RankedTileOf<[CT_AnyPointer], [0]>;

def Core_I4 : TypeAlias<I<4>, "i4">;
// pack/unpack move whole byte arrays, so the sub-byte i4 is allowed there.
def Core_PackableTile : CT_TileOf<[CT_Number, Core_I4], [],
                                 "numeric or i4 tile">;
def Core_I8Tile : CT_TileOf<[CT_I8], [], "i8 tile">;

//===----------------------------------------------------------------------===//
// Constants and globals
//===----------------------------------------------------------------------===//

def CudaTile_ConstantOp : CT_Op<"constant", "13.1", [ConstantLike, Pure]> {
  let summary = "a tile filled from a literal";
  let description = [{
    `constant <i32: 7> : tile<4xi32>` fills every element with one value;
    `constant <f32: [1.0, 2.0]> : tile<2xf32>` lists every element, nested
    by dimension. The spec pages' `dense<...>` spelling is read too, but
    the `<type: ...>` form is what gets printed.
  }];
  let arguments = (ins Core_DenseAttr:$value);
  let results = (outs CT_NumberTile:$result);
  // Parsed and printed in OpsCore.cpp: the literal's element type comes
  // before the values and the tile type after them.
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def CudaTile_GlobalOp : CT_Op<"global", "13.1", [Symbol, HasParent<"ModuleOp">]> {
  let summary = "module-lifetime global memory with an initial value";
  let description = [{
    A 1-d block of global memory initialised at module load. `get_global`
    yields a pointer to its first element. `constant` marks it read-only,
    `private` keeps it device-only. `constant` and `symbol_visibility`
    exist since 13.3; the op itself since 13.1.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       Core_DenseAttr:$value,
                       DefaultValuedAttr<I64Attr, "0">:$alignment,
                       UnitAttr:$constant,
                       DefaultValuedAttr<Core_SymbolVisibilityAttr,
                           "::cutile::ir::SymbolVisibility::Public">:$symbol_visibility);
  // [public|private] [constant] @name [alignment = N] attr-dict literal;
  // see OpsCore.cpp.
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetGlobalOp : CT_Op<"get_global", "13.1", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "pointer to the first element of a global";
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs Core_PointerScalar:$result);
  let assemblyFormat = "$name attr-dict `:` custom<CudaTileType>(type($result))";
}

//===----------------------------------------------------------------------===//
// Grid queries
//===----------------------------------------------------------------------===//

def CudaTile_GetTileBlockIdOp : CT_Op<"get_tile_block_id", "13.1", [Pure]> {
  let summary = "x, y and z coordinates of the running tile block";
  let results = (outs Core_I32Scalar:$blockId_x, Core_I32Scalar:$blockId_y,
                      Core_I32Scalar:$blockId_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}

def CudaTile_GetNumTileBlocksOp : CT_Op<"get_num_tile_blocks", "13.1", [Pure]> {
  let summary = "extent of the tile grid in x, y and z";
  let results = (outs Core_I32Scalar:$gridSize_x, Core_I32Scalar:$gridSize_y,
                      Core_I32Scalar:$gridSize_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($gridSize_x))";
}

//===----------------------------------------------------------------------===//
// Element-wise and index generation
//===----------------------------------------------------------------------===//

def CudaTile_IotaOp : CT_Op<"iota", "13.1", [Pure]> {
  let summary = "the 1-d tile 0, 1, ..., n-1";
  let results = (outs CT_IntTile:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_OffsetOp : CT_Op<"offset", "13.1", [Pure, Elementwise]> {
  let summary = "advance each pointer by a signed element count";
  let arguments = (ins CT_PointerTile:$ptr, CT_IntTile:$offset);
  let results = (outs CT_PointerTile:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,`
    custom<CudaTileType>(type($offset)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_SelectOp : CT_Op<"select", "13.1", [
    Pure, AllTypesMatch<["val_if_true", "val_if_false", "result"]>]> {
  let summary = "element-wise choice between two tiles by an i1 tile";
  let arguments = (ins CT_BoolTile:$cond, CT_AnyTile:$val_if_true,
                       CT_AnyTile:$val_if_false);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict `:`
    custom<CudaTileType>(type($cond)) `,` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

def CudaTile_BroadcastOp : CT_Op<"broadcast", "13.1", [Pure]> {
  let summary = "stretch size-1 dimensions to a larger size";
  let arguments = (ins CT_AnyTile:$source);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_CatOp : CT_Op<"cat", "13.1", [Pure]> {
  let summary = "concatenate two tiles along one dimension";
  let arguments = (ins CT_AnyTile:$lhs, CT_AnyTile:$rhs, I64Attr:$dim);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim
    attr-dict `:` custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtractOp : CT_Op<"extract", "13.1", [Pure]> {
  let summary = "one full-size slice of a tile, chosen by slice number";
  let description = [{
    The result shape divides the source shape; index i selects slice
    number i (not an element offset) along dimension i.
  }];
  let arguments = (ins CT_AnyTile:$source, Variadic<Core_I32Scalar>:$indices);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict
    `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_InsertOp : CT_Op<"insert", "13.4",
                              [Pure, AllTypesMatch<["dest", "result"]>]> {
  let summary = "a tile with one full-size slice replaced, chosen by slice number";
  let description = [{
    The inverse of `extract`: `source`'s shape divides `dest`'s, index i
    selects slice number i along dimension i, and the result is `dest` with
    that slice replaced by `source`. C++ `ct::insert` (CUDA 13.5) lowers to it.
  }];
  let arguments = (ins CT_AnyTile:$source, CT_AnyTile:$dest,
                       Variadic<Core_I32Scalar>:$indices);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source `,` $dest `[` $indices `]` attr-dict
    `:` custom<CudaTileType>(type($source)) `,` custom<CudaTileType>(type($dest))
  }];
  let hasVerifier = 1;
}

def CudaTile_PermuteOp : CT_Op<"permute", "13.1", [Pure]> {
  let summary = "reorder the dimensions of a tile";
  let arguments = (ins CT_AnyTile:$source, DenseI32ArrayAttr:$permutation);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict
    `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ReshapeOp : CT_Op<"reshape", "13.1", [Pure]> {
  let summary = "reinterpret the row-major elements under a new shape";
  let arguments = (ins CT_AnyTile:$source);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict
    `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_PackOp : CT_Op<"pack", "13.3", [Pure]> {
  let summary = "reinterpret a 1-d numeric tile as its bytes";
  let arguments = (ins Core_PackableTile:$source);
  let results = (outs Core_I8Tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_UnpackOp : CT_Op<"unpack", "13.3", [Pure]> {
  let summary = "reinterpret a 1-d byte tile as numbers";
  let arguments = (ins Core_I8Tile:$source);
  let results = (outs Core_PackableTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif // CUTILE_OPS_CORE_TD
