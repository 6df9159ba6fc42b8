//===- CodeGenTypes.cpp - C++ types to cuda_tile types --------------------===//
//
// Scalars become 0-d tiles of their element type, `T*` a 0-d tile of ptr<T>,
// ct::tile<E, shape<d...>> a tile<d x ... x E>, and the header's __ir view
// templates the view types. Everything else (spans, extents, uint3, user
// structs) is split into its parts by the code generator and has no type.
//
//===----------------------------------------------------------------------===//

#include "CodeGenModule.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TemplateBase.h"

using namespace clang;

namespace cutile::codegen {

namespace {
// True when `dc` is cuda::tiles (through inline namespaces), or its __ir.
bool inTilesNamespace(const DeclContext *dc, bool wantIr) {
  auto skipInline = [](const DeclContext *d) {
    while (d && d->isInlineNamespace())
      d = d->getParent();
    return d;
  };
  dc = skipInline(dc);
  const auto *ns = dyn_cast_or_null<NamespaceDecl>(dc);
  if (!ns)
    return false;
  if (wantIr) {
    if (ns->getName() != "__ir")
      return false;
    ns = dyn_cast_or_null<NamespaceDecl>(skipInline(ns->getParent()));
    if (!ns)
      return false;
  }
  if (ns->getName() != "tiles")
    return false;
  const auto *cuda = dyn_cast_or_null<NamespaceDecl>(skipInline(ns->getParent()));
  return cuda && cuda->getName() == "cuda" &&
         cuda->getParent()->isTranslationUnit();
}

int64_t argInt(const TemplateArgument &a) {
  if (a.getKind() == TemplateArgument::Integral)
    return a.getAsIntegral().getExtValue();
  return 0;
}
} // namespace

const ClassTemplateSpecializationDecl *
CodeGenModule::specializationOf(QualType t, llvm::StringRef name) {
  const auto *rd = t.getCanonicalType()->getAsCXXRecordDecl();
  const auto *spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(rd);
  if (!spec || spec->getName() != name)
    return nullptr;
  bool wantIr = name == "tensor_view" || name == "partition_view" ||
                name == "strided_view" || name == "gather_scatter_view" ||
                name == "token" || name == "results";
  if (!inTilesNamespace(spec->getDeclContext(), wantIr))
    return nullptr;
  return spec;
}

TypeKind CodeGenModule::classify(QualType t) {
  t = t.getCanonicalType().getUnqualifiedType();
  if (t->isReferenceType())
    return classify(t->getPointeeType());
  if (t->isBooleanType() || t->isIntegerType() || t->isRealFloatingType() ||
      t->isEnumeralType())
    return TypeKind::Scalar;
  if (t->isPointerType())
    return TypeKind::Pointer;
  if (const auto *rd = t->getAsCXXRecordDecl()) {
    llvm::StringRef n = rd->getName();
    if (n == "__half" || n == "__nv_bfloat16" || n == "__nv_fp8_e4m3" ||
        n == "__nv_fp8_e5m2" || n == "__nv_tf32" || n == "__nv_fp8_e8m0" ||
        n == "__nv_fp8_ue5m3" || n == "__nv_fp4_e2m1")
      if (rd->getDeclContext()->getRedeclContext()->isTranslationUnit())
        return TypeKind::Scalar;
    if (specializationOf(t, "tile"))
      return TypeKind::Tile;
    if (specializationOf(t, "tensor_view"))
      return TypeKind::TensorView;
    if (specializationOf(t, "partition_view"))
      return TypeKind::PartitionView;
    if (specializationOf(t, "strided_view"))
      return TypeKind::StridedView;
    if (specializationOf(t, "gather_scatter_view"))
      return TypeKind::GatherView;
    if (n == "token" && inTilesNamespace(rd->getDeclContext(), true))
      return TypeKind::Token;
  }
  return TypeKind::Other;
}

bool CodeGenModule::isFp4(QualType t) {
  const auto *rd = t.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl();
  return rd && rd->getName() == "__nv_fp4_e2m1" &&
         rd->getDeclContext()->getRedeclContext()->isTranslationUnit();
}

bool CodeGenModule::isSigned(QualType t) {
  t = t.getCanonicalType();
  if (const auto *et = t->getAs<EnumType>())
    t = et->getDecl()->getIntegerType();
  return t->isSignedIntegerType();
}

mlir::Type CodeGenModule::elementType(QualType t, SourceLocation l) {
  t = t.getCanonicalType().getUnqualifiedType();
  mlir::Builder &b = builder;
  if (t->isReferenceType())
    return elementType(t->getPointeeType(), l);
  if (const auto *et = t->getAs<EnumType>())
    return elementType(et->getDecl()->getIntegerType(), l);
  if (t->isBooleanType())
    return b.getI1Type();
  if (t->isIntegerType()) {
    uint64_t bits = ast.getTypeSize(t);
    if (bits == 8 || bits == 16 || bits == 32 || bits == 64)
      return b.getIntegerType(bits);
    errorNYI(l, "integers of " + llvm::Twine(bits) + " bits");
    return {};
  }
  if (t->isRealFloatingType()) {
    if (t->isSpecificBuiltinType(BuiltinType::Float))
      return b.getF32Type();
    // nvcc 13.4 treats long double as double in device code (it warns so).
    if (t->isSpecificBuiltinType(BuiltinType::Double) ||
        t->isSpecificBuiltinType(BuiltinType::LongDouble))
      return b.getF64Type();
    if (t->isSpecificBuiltinType(BuiltinType::Half) ||
        t->isSpecificBuiltinType(BuiltinType::Float16))
      return b.getF16Type();
    if (t->isSpecificBuiltinType(BuiltinType::BFloat16))
      return b.getBF16Type();
    errorNYI(l, "the floating-point type '" + t.getAsString() + "'");
    return {};
  }
  if (t->isPointerType()) {
    QualType pointee = t->getPointeeType().getCanonicalType();
    // Pointers to pointers, classes and arrays point to bytes, as nvcc's do.
    if (pointee->isVoidType() || pointee->isPointerType() ||
        pointee->isArrayType() ||
        (pointee->isRecordType() && classify(pointee) == TypeKind::Other))
      return ir::PointerType::get(b.getI8Type());
    mlir::Type e = elementType(pointee, l);
    return e ? ir::PointerType::get(e) : mlir::Type();
  }
  if (const auto *rd = t->getAsCXXRecordDecl()) {
    llvm::StringRef n = rd->getName();
    if (n == "__half")
      return b.getF16Type();
    if (n == "__nv_bfloat16")
      return b.getBF16Type();
    if (n == "__nv_tf32")
      return b.getTF32Type();
    if (n == "__nv_fp8_e4m3")
      return b.getType<mlir::Float8E4M3FNType>();
    if (n == "__nv_fp8_e5m2")
      return b.getType<mlir::Float8E5M2Type>();
    if (n == "__nv_fp8_e8m0")
      return b.getType<mlir::Float8E8M0FNUType>();
    // fp4 is a byte in memory and as a scalar, the value in its low nibble
    // (nvcc 13.5: a __nv_fp4_e2m1* is a ptr<i8>, a scalar parameter a
    // tile<i8>; a 0-d f4E2M1FN tile would hold an odd number of values).
    // Only tiles of it hold f4E2M1FN (valueType).
    if (n == "__nv_fp4_e2m1")
      return b.getI8Type();
    if (n == "__nv_fp8_ue5m3") {
      errorNYI(l, "__nv_fp8_ue5m3 (nvcc's fnv8E5M3FNU, for sm_107f only, is "
                  "not in our dialect)");
      return {};
    }
  }
  errorNYI(l, "values of type '" + t.getAsString() + "'");
  return {};
}

mlir::Type CodeGenModule::valueType(QualType t, SourceLocation l) {
  switch (classify(t)) {
  case TypeKind::Scalar:
  case TypeKind::Pointer: {
    mlir::Type e = elementType(t, l);
    return e ? ir::TileType::get(&mctx, {}, e) : mlir::Type();
  }
  case TypeKind::Tile: {
    const auto *spec = specializationOf(t, "tile");
    const TemplateArgumentList &args = spec->getTemplateArgs();
    mlir::Type e = isFp4(args[0].getAsType()) ? builder.getType<mlir::Float4E2M1FNType>()
                                               : elementType(args[0].getAsType(), l);
    if (!e)
      return {};
    // shape<d...> is extents<uint32_t, d...>.
    const auto *shape = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        args[1].getAsType()->getAsCXXRecordDecl());
    llvm::SmallVector<int64_t> dims;
    if (shape)
      for (const TemplateArgument &d : shape->getTemplateArgs()[1].pack_elements())
        dims.push_back(argInt(d));
    // f4E2M1FN tiles hold an even number of values (tileiras refuses
    // others); every fp4 tile shape but a single element is. A tile of one
    // fp4 is its byte, as nvcc 13.5 carries it (and as a scalar fp4 is);
    // the header pairs it with a zero where it converts (elementwise.h).
    if (llvm::isa<mlir::Float4E2M1FNType>(e) && llvm::all_of(dims, [](int64_t d) { return d == 1; }))
      e = builder.getI8Type();
    return ir::TileType::get(&mctx, dims, e);
  }
  case TypeKind::TensorView: {
    // tensor_view<E, extents<I, s...>, strides<I, t...>>
    const auto *spec = specializationOf(t, "tensor_view");
    const TemplateArgumentList &args = spec->getTemplateArgs();
    mlir::Type e = elementType(args[0].getAsType(), l);
    if (!e)
      return {};
    auto listOf = [&](QualType q) {
      llvm::SmallVector<int64_t> out;
      const auto *s = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          q->getAsCXXRecordDecl());
      if (!s)
        return out;
      for (const TemplateArgument &d : s->getTemplateArgs()[1].pack_elements()) {
        uint64_t v = d.getAsIntegral().getZExtValue();
        out.push_back(v == ~uint64_t(0) ? ir::TensorViewType::kDynamic
                                        : int64_t(v));
      }
      return out;
    };
    return ir::TensorViewType::get(&mctx, e, listOf(args[1].getAsType()),
                                   listOf(args[2].getAsType()));
  }
  case TypeKind::PartitionView:
  case TypeKind::StridedView: {
    // partition_view<TV, shape<d...>, padding P, dimension_map<m...>>
    // strided_view<TV, shape<d...>, strides<I, t...>, padding P, dimension_map<m...>>
    bool strided = classify(t) == TypeKind::StridedView;
    const auto *spec = specializationOf(t, strided ? "strided_view" : "partition_view");
    const TemplateArgumentList &args = spec->getTemplateArgs();
    auto tv = llvm::dyn_cast_or_null<ir::TensorViewType>(
        valueType(args[0].getAsType(), l));
    if (!tv)
      return {};
    // The values of a pack argument: shape<d...> and strides<I, t...> hold
    // theirs after the index type, dimension_map<m...> first.
    auto packOf = [&](const TemplateArgument &a, unsigned pos) {
      llvm::SmallVector<int32_t> out;
      if (const auto *s = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
              a.getAsType()->getAsCXXRecordDecl()))
        for (const TemplateArgument &d : s->getTemplateArgs()[pos].pack_elements())
          out.push_back(int32_t(argInt(d)));
      return out;
    };
    unsigned next = strided ? 3 : 2;
    llvm::SmallVector<int32_t> tileShape = packOf(args[1], 1);
    int64_t pad = argInt(args[next]);
    // The type always spells the map out, the identity included (that is
    // what the parser builds when the text leaves it out).
    llvm::SmallVector<int32_t> dimMap = packOf(args[next + 1], 0);
    if (dimMap.empty())
      for (size_t i = 0; i < tileShape.size(); ++i)
        dimMap.push_back(int32_t(i));
    ir::PaddingValueAttr padAttr;
    if (pad >= 0)
      padAttr = ir::PaddingValueAttr::get(&mctx, ir::PaddingValue(pad));
    auto shapeAttr = mlir::DenseI32ArrayAttr::get(&mctx, tileShape);
    if (strided)
      return ir::StridedViewType::get(
          &mctx, shapeAttr, mlir::DenseI32ArrayAttr::get(&mctx, packOf(args[2], 1)), tv,
          dimMap, padAttr);
    return ir::PartitionViewType::get(&mctx, shapeAttr, tv, dimMap, padAttr);
  }
  case TypeKind::GatherView: {
    // gather_scatter_view<TV, shape<d...>, sparse_dim, padding P>
    const auto *spec = specializationOf(t, "gather_scatter_view");
    const TemplateArgumentList &args = spec->getTemplateArgs();
    auto tv = llvm::dyn_cast_or_null<ir::TensorViewType>(valueType(args[0].getAsType(), l));
    if (!tv)
      return {};
    llvm::SmallVector<int32_t> tileShape;
    if (const auto *s = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
            args[1].getAsType()->getAsCXXRecordDecl()))
      for (const TemplateArgument &d : s->getTemplateArgs()[1].pack_elements())
        tileShape.push_back(int32_t(argInt(d)));
    int64_t pad = argInt(args[3]);
    ir::PaddingValueAttr padAttr;
    if (pad >= 0)
      padAttr = ir::PaddingValueAttr::get(&mctx, ir::PaddingValue(pad));
    return ir::GatherScatterViewType::get(&mctx, mlir::DenseI32ArrayAttr::get(&mctx, tileShape),
                                          tv, uint32_t(argInt(args[2])), padAttr);
  }
  case TypeKind::Token:
    return ir::TokenType::get(&mctx);
  case TypeKind::Other:
    break;
  }
  errorNYI(l, "values of type '" + t.getAsString() + "'");
  return {};
}

} // namespace cutile::codegen
