//===- CudaTileBase.td - dialect, op base class, type constraints --*- tablegen -*-===//

#ifndef CUTILE_CUDATILE_BASE_TD
#define CUTILE_CUDATILE_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/LoopLikeInterface.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::cutile::ir";
  let summary = "CUDA Tile IR";
  let description = [{
    Tile IR as NVIDIA's tileiras consumes it. The textual form is kept
    compatible with NVIDIA's open-source parser so modules we print can be
    checked with it, and the bytecode writer targets the same ops.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    /// Catches spellings older Tile IR versions used (13.1's `print`) to
    /// say what replaced them.
    std::optional<ParseOpHook>
    getParseOperationHook(::llvm::StringRef opName) const override;

  private:
    void registerTypes();
    void registerAttributes();
    void registerOps();
  public:
  }];
}

//===----------------------------------------------------------------------===//
// Op base class
//===----------------------------------------------------------------------===//

// `since` is the first Tile IR version that has the op; the bytecode writer
// refuses to emit an op for an older version.
class CT_Op<string mnemonic, string since, list<Trait> traits = []>
    : Op<CudaTile_Dialect, mnemonic, traits> {
  string sinceVersion = since;
}

// Ops whose regions print their nested ops without the `cuda_tile.` prefix.
def CT_DefaultDialect : DeclareOpInterfaceMethods<OpAsmOpInterface,
                                                  ["getDefaultDialect"]>;

//===----------------------------------------------------------------------===//
// Element and tile type constraints
//===----------------------------------------------------------------------===//

def CT_I1   : TypeAlias<I1, "i1">;
def CT_I8   : TypeAlias<I8, "i8">;
def CT_I16  : TypeAlias<I16, "i16">;
def CT_I32  : TypeAlias<I32, "i32">;
def CT_I64  : TypeAlias<I64, "i64">;
def CT_F16  : TypeAlias<F16, "f16">;
def CT_BF16 : TypeAlias<BF16, "bf16">;
def CT_F32  : TypeAlias<F32, "f32">;
def CT_TF32 : TypeAlias<TF32, "tf32">;
def CT_F64  : TypeAlias<F64, "f64">;
def CT_F8E4M3FN : TypeAlias<F8E4M3FN, "f8E4M3FN">;
def CT_F8E5M2   : TypeAlias<F8E5M2, "f8E5M2">;
def CT_F8E8M0FNU : TypeAlias<F8E8M0FNU, "f8E8M0FNU">;
def CT_F4E2M1FN  : TypeAlias<F4E2M1FN, "f4E2M1FN">;

def CT_AnyInt : AnyTypeOf<[CT_I1, CT_I8, CT_I16, CT_I32, CT_I64], "integer">;
def CT_AnyFloat : AnyTypeOf<[CT_F16, CT_BF16, CT_F32, CT_TF32, CT_F64,
                             CT_F8E4M3FN, CT_F8E5M2, CT_F8E8M0FNU, CT_F4E2M1FN],
                            "floating-point">;
// The arithmetic float set: the f8/f4 formats are storage and mma-only.
def CT_ArithFloat : AnyTypeOf<[CT_F16, CT_BF16, CT_F32, CT_F64],
                              "f16, bf16, f32 or f64">;
def CT_Number : AnyTypeOf<[CT_AnyInt, CT_AnyFloat], "number">;

def CT_IsTilePred : CPred<"::llvm::isa<::cutile::ir::TileType>($_self)">;
def CT_IsPointerPred : CPred<"::llvm::isa<::cutile::ir::PointerType>($_self)">;
def CT_IsTokenPred : CPred<"::llvm::isa<::cutile::ir::TokenType>($_self)">;

def CT_AnyPointer : Type<CT_IsPointerPred, "pointer", "::cutile::ir::PointerType">;
def CT_Token : Type<CT_IsTokenPred, "token", "::cutile::ir::TokenType">,
               BuildableType<"::cutile::ir::TokenType::get($_builder.getContext())">;

// A tile whose element type is one of `allowed`.
class CT_TileOf<list<Type> allowed, list<Pred> preds = [], string summary = "tile">
    : ShapedContainerType<allowed, And<!listconcat([CT_IsTilePred], preds)>,
                          summary, "::cutile::ir::TileType">;

class CT_RankedTileOf<list<Type> allowed, list<int> ranks>
    : CT_TileOf<allowed, [HasAnyRankOfPred<ranks>],
                !interleave(!foreach(r, ranks, r # "-d"), "/") # " tile">;

// 0-d tiles are the scalars of Tile IR.
class CT_ScalarTileOf<Type elt> : CT_RankedTileOf<[elt], [0]>;

def CT_AnyTile     : CT_TileOf<[AnyType]>;
def CT_IntTile     : CT_TileOf<[CT_AnyInt], [], "integer tile">;
def CT_FloatTile   : CT_TileOf<[CT_AnyFloat], [], "floating-point tile">;
def CT_ArithFloatTile : CT_TileOf<[CT_ArithFloat], [], "f16/bf16/f32/f64 tile">;
def CT_NumberTile  : CT_TileOf<[CT_Number], [], "numeric tile">;
def CT_PointerTile : CT_TileOf<[CT_AnyPointer], [], "pointer tile">;
def CT_BoolTile    : CT_TileOf<[CT_I1], [], "i1 tile">;
def CT_I32Scalar   : CT_ScalarTileOf<CT_I32>;
def CT_I1Scalar    : CT_ScalarTileOf<CT_I1>;

#endif // CUTILE_CUDATILE_BASE_TD
