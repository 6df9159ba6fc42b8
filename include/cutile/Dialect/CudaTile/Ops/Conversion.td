//===- Conversion.td - element type conversions -----------------*- tablegen -*-===//
//
// The nine conversions. Operand and attribute order follows NVIDIA's Ops.td
// (the bytecode depends on it); the signedness, overflow and rounding enums
// and their custom<> directives come from Arith.td. Every op keeps the shape;
// OpsConversion.cpp checks that with readable messages.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_OPS_CONVERSION_TD
#define CUTILE_OPS_CONVERSION_TD

// exti/trunci also take the 13.3 sub-byte i4.
def Conv_I4 : TypeAlias<I<4>, "i4">;
def Conv_IntOrI4Tile : CT_TileOf<[CT_AnyInt, Conv_I4], [], "integer or i4 tile">;
def Conv_I64Tile : CT_TileOf<[CT_I64], [], "i64 tile">;

class Conv_Op<string mnemonic, list<Trait> traits = []>
    : CT_Op<mnemonic, "13.1", !listconcat([Pure], traits)> {
  let hasVerifier = 1;
}

def CudaTile_BitcastOp : Conv_Op<"bitcast"> {
  let summary = "reinterpret the bits of each element as another type";
  let arguments = (ins CT_NumberTile:$source);
  let results = (outs CT_NumberTile:$result);
  let assemblyFormat = [{
    $source attr-dict
    `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_ExtIOp : Conv_Op<"exti"> {
  let summary = "widen integers by sign or zero extension";
  let arguments = (ins Conv_IntOrI4Tile:$from, CT_SignednessAttr:$signedness);
  let results = (outs Conv_IntOrI4Tile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
}

def CudaTile_TruncIOp : Conv_Op<"trunci"> {
  let summary = "narrow integers by dropping high bits";
  let arguments = (ins Conv_IntOrI4Tile:$from,
                       DefaultValuedAttr<CT_IntegerOverflowAttr,
                           "::cutile::ir::IntegerOverflow::NONE">:$overflow);
  let results = (outs Conv_IntOrI4Tile:$to);
  let assemblyFormat = [{
    $from (`overflow` `` $overflow^)? attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
}

def CudaTile_FToFOp : Conv_Op<"ftof"> {
  let summary = "convert between floating-point formats";
  let arguments = (ins CT_FloatTile:$from,
                       DefaultValuedAttr<CT_RoundingModeAttr,
                           "::cutile::ir::RoundingMode::NEAREST_EVEN">:$rounding_mode);
  let results = (outs CT_FloatTile:$to);
  let assemblyFormat = [{
    $from custom<FToFRoundingMode>($rounding_mode) attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
}

// `saturating` (13.4 bytecode) clamps out-of-range values to the result's
// range; CUDA 13.5's element_cast with saturate_finite_t sets it.
def CudaTile_FToIOp : Conv_Op<"ftoi"> {
  let summary = "convert floats to integers, rounding toward zero";
  let arguments = (ins CT_FloatTile:$from, CT_SignednessAttr:$signedness,
                       CT_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$saturating);
  let results = (outs CT_IntTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness)
    custom<IntegerRoundingMode>($rounding_mode) (`saturating` $saturating^)?
    attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
}

def CudaTile_IToFOp : Conv_Op<"itof"> {
  let summary = "convert integers to the nearest float";
  let arguments = (ins CT_IntTile:$from, CT_SignednessAttr:$signedness,
                       CT_RoundingModeAttr:$rounding_mode);
  let results = (outs CT_FloatTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness)
    custom<IEEERoundingMode>($rounding_mode) attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
}

def CudaTile_IntToPtrOp : Conv_Op<"int_to_ptr"> {
  let summary = "turn unsigned 64-bit addresses into pointers";
  let arguments = (ins Conv_I64Tile:$source);
  let results = (outs CT_PointerTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_PtrToIntOp : Conv_Op<"ptr_to_int"> {
  let summary = "turn pointers into unsigned 64-bit addresses";
  let arguments = (ins CT_PointerTile:$source);
  let results = (outs Conv_I64Tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_PtrToPtrOp : Conv_Op<"ptr_to_ptr"> {
  let summary = "change the pointee type of pointers";
  let arguments = (ins CT_PointerTile:$source);
  let results = (outs CT_PointerTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
}

#endif // CUTILE_OPS_CONVERSION_TD
