//===- Multimem.td - multicast-memory (NVLS) view ops ----------*- tablegen -*-===//
//
// Tile IR 13.5's multimem ops: a load that reduces the copies of a tile over
// the GPUs of a multicast group, a reduction into all of them, and a store to
// all of them, through a partition_view whose tensor_view is built on a
// multicast pointer (`ptr<T, <multicast>>`). Nothing in CUDA 13.5's C++
// reaches them; they are here so that our bytecode reader and writer cover
// the 13.5 dialect. Argument order and enum numbers follow what NVIDIA's
// 13.5 tileirdisasm decodes (docs/bytecode-format.md §11); the parsers,
// printers and verifiers are in OpsMultimem.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_OPS_MULTIMEM_TD
#define CUTILE_OPS_MULTIMEM_TD

// Printed `#cuda_tile.multimem_reduction_kind<min>`; `add` is the default
// and is not printed.
def CudaTile_MultimemReductionKind : I32EnumAttr<"MultimemReductionKind",
    "reduction of a multimem load-reduce or reduce", [
      I32EnumAttrCase<"add", 0, "add">,
      I32EnumAttrCase<"min", 1, "min">,
      I32EnumAttrCase<"max", 2, "max">,
      I32EnumAttrCase<"and_", 3, "and">,
      I32EnumAttrCase<"or_", 4, "or">,
      I32EnumAttrCase<"xor_", 5, "xor">,
      I32EnumAttrCase<"umin", 6, "umin">,
      I32EnumAttrCase<"umax", 7, "umax">]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::cutile::ir";
}
def CudaTile_MultimemReductionKindAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_MultimemReductionKind,
               "multimem_reduction_kind"> {
  let assemblyFormat = "`<` $value `>`";
}

class CT_MultimemOp<string mnemonic> : CT_Op<mnemonic, "13.5",
    [AttrSizedOperandSegments]> {
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MultimemLoadReduceViewTkoOp
    : CT_MultimemOp<"multimem_load_reduce_view_tko"> {
  let summary = "load a tile reduced over the copies of a multicast group";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
      CTMem_PartitionView:$view,
      Variadic<CT_IntTile>:$index,
      Optional<CT_Token>:$token,
      DefaultValuedAttr<CudaTile_MultimemReductionKindAttr,
                        "::cutile::ir::MultimemReductionKind::add">:$reduction,
      OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CT_AnyTile:$reduced_values, CT_Token:$result_token);
}

def CudaTile_MultimemReduceViewTkoOp
    : CT_MultimemOp<"multimem_reduce_view_tko"> {
  let summary = "reduce a tile into every copy of a multicast group";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      CudaTile_MemoryScopeAttr:$memory_scope,
      CTMem_PartitionView:$view,
      CT_AnyTile:$value,
      Variadic<CT_IntTile>:$index,
      Optional<CT_Token>:$token,
      DefaultValuedAttr<CudaTile_MultimemReductionKindAttr,
                        "::cutile::ir::MultimemReductionKind::add">:$reduction,
      OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CT_Token:$result_token);
}

def CudaTile_MultimemStoreViewTkoOp
    : CT_MultimemOp<"multimem_store_view_tko"> {
  let summary = "store a tile into every copy of a multicast group";
  let arguments = (ins
      CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
      OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
      CTMem_PartitionView:$view,
      CT_AnyTile:$tile,
      Variadic<CT_IntTile>:$index,
      Optional<CT_Token>:$token,
      OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CT_Token:$result_token);
}

#endif // CUTILE_OPS_MULTIMEM_TD
