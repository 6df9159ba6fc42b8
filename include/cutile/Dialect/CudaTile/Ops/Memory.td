//===- Memory.td - tokens, pointer and view memory ops, atomics -*- tablegen -*-===//
//
// Every memory access is token-ordered: it may take a token and always
// yields one, and only tokens order accesses against each other.
// Argument order, attribute names and enum numbers follow NVIDIA's Ops.td and
// AttrDefs.td because the bytecode encodes operands and attributes in that
// order. Hand-written parsers and verifiers are in OpsMemory.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_OPS_MEMORY_TD
#define CUTILE_OPS_MEMORY_TD

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// These three are stored as plain i32 integer attributes (as NVIDIA does) and
// written as bare keywords inside the ops.
def CudaTile_MemoryOrderingSemanticsAttr : I32EnumAttr<
    "MemoryOrderingSemantics", "memory ordering semantics", [
      I32EnumAttrCase<"WEAK", 0, "weak">,
      I32EnumAttrCase<"RELAXED", 1, "relaxed">,
      I32EnumAttrCase<"ACQUIRE", 2, "acquire">,
      I32EnumAttrCase<"RELEASE", 3, "release">,
      I32EnumAttrCase<"ACQ_REL", 4, "acq_rel">]> {
  let cppNamespace = "::cutile::ir";
}

def CudaTile_MemoryScopeAttr : I32EnumAttr<"MemoryScope", "memory scope", [
      I32EnumAttrCase<"TL_BLK", 0, "tl_blk">,
      I32EnumAttrCase<"DEVICE", 1, "device">,
      I32EnumAttrCase<"SYS", 2, "sys">]> {
  let cppNamespace = "::cutile::ir";
}

def CudaTile_AtomicRMWModeAttr : I32EnumAttr<"AtomicRMWMode",
    "atomic read-modify-write operation", [
      I32EnumAttrCase<"AND", 0, "and">,
      I32EnumAttrCase<"OR", 1, "or">,
      I32EnumAttrCase<"XOR", 2, "xor">,
      I32EnumAttrCase<"ADD", 3, "add">,
      I32EnumAttrCase<"ADDF", 4, "addf">,
      I32EnumAttrCase<"MAX", 5, "max">,
      I32EnumAttrCase<"MIN", 6, "min">,
      I32EnumAttrCase<"UMAX", 7, "umax">,
      I32EnumAttrCase<"UMIN", 8, "umin">,
      I32EnumAttrCase<"XCHG", 9, "xchg">]> {
  let cppNamespace = "::cutile::ir";
}

//===----------------------------------------------------------------------===//
// Family-local type constraints
//===----------------------------------------------------------------------===//

def CTMem_TileView : Type<Or<[
      CPred<"::llvm::isa<::cutile::ir::PartitionViewType>($_self)">,
      CPred<"::llvm::isa<::cutile::ir::StridedViewType>($_self)">,
      CPred<"::llvm::isa<::cutile::ir::GatherScatterViewType>($_self)">]>,
    "partition_view, strided_view or gather_scatter_view">;

def CTMem_TensorView : Type<
    CPred<"::llvm::isa<::cutile::ir::TensorViewType>($_self)">, "tensor_view",
    "::cutile::ir::TensorViewType">;
def CTMem_PartitionView : Type<
    CPred<"::llvm::isa<::cutile::ir::PartitionViewType>($_self)">,
    "partition_view", "::cutile::ir::PartitionViewType">;
def CTMem_StridedView : Type<
    CPred<"::llvm::isa<::cutile::ir::StridedViewType>($_self)">,
    "strided_view", "::cutile::ir::StridedViewType">;
def CTMem_GatherScatterView : Type<
    CPred<"::llvm::isa<::cutile::ir::GatherScatterViewType>($_self)">,
    "gather_scatter_view", "::cutile::ir::GatherScatterViewType">;

def CTMem_PointerScalar : CT_ScalarTileOf<CT_AnyPointer>;
def CTMem_IntScalar : CT_ScalarTileOf<CT_AnyInt>;

//===----------------------------------------------------------------------===//
// Tokens and local memory
//===----------------------------------------------------------------------===//

def CudaTile_AllocaOp : CT_Op<"alloca", "13.3"> {
  let summary = "reserve per-tile-block memory and return a pointer to it";
  let arguments = (ins ConfinedAttr<I64Attr, [IntMinValue<0>]>:$num_elem,
                       ConfinedAttr<I64Attr, [IntMinValue<0>]>:$alignment,
                       UnitAttr:$global);
  let results = (outs CTMem_PointerScalar:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment
    (`global` $global^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_JoinTokensOp : CT_Op<"join_tokens", "13.1", [Pure]> {
  let summary = "a token that comes after all of the given tokens";
  let arguments = (ins Variadic<CT_Token>:$tokens);
  let results = (outs CT_Token:$result);
  let assemblyFormat = "$tokens attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_MakeTokenOp : CT_Op<"make_token", "13.1", [Pure]> {
  let summary = "a token with no predecessors";
  let arguments = (ins);
  let results = (outs CT_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

//===----------------------------------------------------------------------===//
// Pointer-tile loads and stores
//===----------------------------------------------------------------------===//

def CudaTile_LoadPtrTkoOp : CT_Op<"load_ptr_tko", "13.1",
    [AttrSizedOperandSegments]> {
  let summary = "gather a tile from global memory through a tile of pointers";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
      CT_PointerTile:$source,
      Optional<CT_BoolTile>:$mask,
      Optional<CT_NumberTile>:$paddingValue,
      Optional<CT_Token>:$token,
      OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CT_AnyTile:$result, CT_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics ($memory_scope^)? $source
    (`,` $mask^)? (`,` $paddingValue^)?
    (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)?
    attr-dict `:` custom<CudaTileType>(type($source))
    (`,` custom<CudaTileType>(type($mask))^)?
    (`,` custom<CudaTileType>(type($paddingValue))^)?
    `->` custom<CudaTileType>(type($result)) `,`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_StorePtrTkoOp : CT_Op<"store_ptr_tko", "13.1",
    [AttrSizedOperandSegments]> {
  let summary = "scatter a tile to global memory through a tile of pointers";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
      CT_PointerTile:$destination,
      CT_AnyTile:$value,
      Optional<CT_BoolTile>:$mask,
      Optional<CT_Token>:$token,
      OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CT_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics ($memory_scope^)? $destination `,` $value
    (`,` $mask^)? (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)?
    attr-dict `:` custom<CudaTileType>(type($destination)) `,`
    custom<CudaTileType>(type($value))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

def CudaTile_MakeTensorViewOp : CT_Op<"make_tensor_view", "13.1",
    [AttrSizedOperandSegments, NoMemoryEffect]> {
  let summary = "describe a strided tensor starting at a base pointer";
  let description = [{
    `make_tensor_view %p, shape = [%m, 64], strides = [64, 1] : tile<i32> ->
    tensor_view<?x64xf32, strides=[64,1]>`: each `?` of the result type is
    given by one operand, in order; all such operands share one type, written
    before the arrow.
  }];
  let arguments = (ins CTMem_PointerScalar:$base,
                       Variadic<CTMem_IntScalar>:$dynamicShape,
                       Variadic<CTMem_IntScalar>:$dynamicStrides);
  let results = (outs CTMem_TensorView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakePartitionViewOp : CT_Op<"make_partition_view", "13.1",
    [Pure]> {
  let summary = "cut a tensor_view into a grid of tiles";
  let arguments = (ins CTMem_TensorView:$tensor_view);
  let results = (outs CTMem_PartitionView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakeStridedViewOp : CT_Op<"make_strided_view", "13.3", [Pure]> {
  let summary = "walk a tensor_view with tiles at a given step";
  let arguments = (ins CTMem_TensorView:$tensor_view);
  let results = (outs CTMem_StridedView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakeGatherScatterViewOp : CT_Op<"make_gather_scatter_view",
    "13.3", [Pure]> {
  let summary = "view a tensor_view as tiles with index-selected rows";
  let arguments = (ins CTMem_TensorView:$tensor_view);
  let results = (outs CTMem_GatherScatterView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetTensorShapeOp : CT_Op<"get_tensor_shape", "13.1",
    [NoMemoryEffect]> {
  let summary = "the sizes of a tensor_view, one scalar per dimension";
  let arguments = (ins CTMem_TensorView:$src);
  let results = (outs Variadic<CTMem_IntScalar>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetIndexSpaceShapeOp : CT_Op<"get_index_space_shape", "13.1",
    [NoMemoryEffect]> {
  let summary = "the number of tiles of a view along each dimension";
  let arguments = (ins CTMem_TileView:$src);
  let results = (outs Variadic<CTMem_IntScalar>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_LoadViewTkoOp : CT_Op<"load_view_tko", "13.1",
    [AttrSizedOperandSegments]> {
  let summary = "load the tile of a view at an index";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
      CTMem_TileView:$view,
      Variadic<CT_IntTile>:$index,
      Optional<CT_Token>:$token,
      OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
      // Per index (Tile IR 13.4): the tile at that index lies inside the
      // tensor along its dimension. nvcc 13.5 sets it on unpadded views.
      OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CT_AnyTile:$tile, CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_StoreViewTkoOp : CT_Op<"store_view_tko", "13.1",
    [AttrSizedOperandSegments]> {
  let summary = "store a tile into a view at an index";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
      CT_AnyTile:$tile,
      CTMem_TileView:$view,
      Variadic<CT_IntTile>:$index,
      Optional<CT_Token>:$token,
      OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
      OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

def CudaTile_AtomicCASTkoOp : CT_Op<"atomic_cas_tko", "13.1", [
    AllShapesMatch<["pointers", "cmp", "val", "result"]>,
    AllTypesMatch<["cmp", "val", "result"]>,
    AttrSizedOperandSegments]> {
  let summary = "atomic compare-and-swap on each pointer of a tile";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      CudaTile_MemoryScopeAttr:$memory_scope,
      CT_PointerTile:$pointers,
      CT_AnyTile:$cmp,
      CT_AnyTile:$val,
      Optional<CT_BoolTile>:$mask,
      Optional<CT_Token>:$token);
  let results = (outs CT_AnyTile:$result, CT_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics $memory_scope $pointers `,` $cmp `,` $val
    (`,` $mask^)? (`token` `` `=` `` $token^)?
    attr-dict `:` custom<CudaTileType>(type($pointers)) `,`
    custom<CudaTileType>(type($val))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicRMWTkoOp : CT_Op<"atomic_rmw_tko", "13.1", [
    AllShapesMatch<["pointers", "arg", "result"]>,
    AllTypesMatch<["arg", "result"]>,
    AttrSizedOperandSegments]> {
  let summary = "atomic read-modify-write on each pointer of a tile";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      CudaTile_MemoryScopeAttr:$memory_scope,
      CT_PointerTile:$pointers,
      CudaTile_AtomicRMWModeAttr:$mode,
      CT_AnyTile:$arg,
      Optional<CT_BoolTile>:$mask,
      Optional<CT_Token>:$token);
  let results = (outs CT_AnyTile:$result, CT_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics $memory_scope $pointers `,` $mode `,` $arg
    (`,` $mask^)? (`token` `` `=` `` $token^)?
    attr-dict `:` custom<CudaTileType>(type($pointers)) `,`
    custom<CudaTileType>(type($arg))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicRedViewTkoOp : CT_Op<"atomic_red_view_tko", "13.3",
    [AttrSizedOperandSegments]> {
  let summary = "atomically combine a tile into the tile of a view at an index";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      CudaTile_MemoryScopeAttr:$memory_scope,
      CTMem_TileView:$view,
      Variadic<CT_IntTile>:$index,
      CudaTile_AtomicRMWModeAttr:$mode,
      CT_AnyTile:$value,
      Optional<CT_Token>:$token);
  let results = (outs CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif // CUTILE_OPS_MEMORY_TD
