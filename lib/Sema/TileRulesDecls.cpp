//===- TileRulesDecls.cpp - tile rules for declarations and types ---------===//
//
// What tile code may declare: kernels and their parameters, the function
// spaces a tile function may combine, virtual functions, local variables.
//
//===----------------------------------------------------------------------===//

#include "TileRules.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace cutile::sema;
using namespace cutile::sema::rules;

// What a launch can pass to a tile kernel, nvcc's rule: integers, enums,
// floating-point scalars (the toolkit's narrow float types included),
// pointers and references; no objects of class type, no pointers to
// members (a tile or a view is made inside the kernel, from pointers).
bool Checker::isKernelParamType(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  if (T->isReferenceType() || T->isNullPtrType() || T->isPointerType() ||
      T->isIntegralOrEnumerationType() || T->isRealFloatingType())
    return true;
  if (const auto *RD = T->getAsCXXRecordDecl())
    return RD->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
           llvm::StringSwitch<bool>(RD->getName())
               .Cases({"__half", "__nv_bfloat16", "__nv_fp8_e4m3",
                       "__nv_fp8_e5m2", "__nv_tf32", "__nv_fp8_e8m0",
                       "__nv_fp8_ue5m3", "__nv_fp4_e2m1"},
                      true)
               .Default(false);
  return false;
}

void Checker::checkKernelParams(const FunctionDecl *FD) {
  for (const ParmVarDecl *P : FD->parameters()) {
    if (P->getType()->isDependentType() || isKernelParamType(P->getType()))
      continue;
    error(P->getLocation(),
          "a __tile_global__ kernel cannot take a parameter of type %0; "
          "pass integers, floating-point scalars, pointers or references")
        << P->getType() << P->getSourceRange();
    if (FD->isTemplateInstantiation())
      noteInstantiation(FD);
    return;
  }
}

// nvcc rejects the definition of a virtual tile function (a declaration
// alone passes): tile code has no virtual tables.
void Checker::checkVirtual(const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (MD && MD->isVirtual() && FD->doesThisDeclarationHaveABody())
    error(FD->getLocation(), "virtual functions are not supported in tile "
                             "code; %0 cannot be virtual")
        << FD;
}

// `template __global__ void k<...>(...);` for a tile kernel template: nvcc
// says the kernel is redeclared with __global__.
void Checker::checkGlobalInstantiation(const FunctionDecl *FD) {
  TemplateSpecializationKind K = FD->getTemplateSpecializationKind();
  if (K != TSK_ExplicitInstantiationDeclaration &&
      K != TSK_ExplicitInstantiationDefinition)
    return;
  SourceLocation L = FD->getPointOfInstantiation();
  if (L.isValid() && inGlobalExplicitInstantiation(Ctx.getSourceManager(), L))
    error(L, "%0 is a __tile_global__ kernel; its explicit instantiation "
             "must say __tile_global__, not __global__")
        << FD;
}

// A function is either tile code or SIMT code, never both.
// A tile function may also be __host__ and/or __device__ (nvcc 13.4
// accepts it, and NVIDIA's own header spells helpers that way): its body
// follows the tile rules and also compiles for the host or as SIMT code.
void Checker::checkSpaces(const FunctionDecl *FD) {
  const char *Other = nullptr;
  bool Kernel = isTileKernel(FD);
  if (hasWrittenAttr<CUDAGlobalAttr>(FD))
    Other = "__global__";
  else if (Kernel && hasWrittenAttr<CUDADeviceAttr>(FD))
    Other = "__device__";
  else if (Kernel && hasWrittenAttr<CUDAHostAttr>(FD))
    Other = "__host__";
  if (Other && FD->isFirstDecl())
    error(FD->getLocation(), "%0 cannot be both a tile function and %1; "
                             "tile and SIMT code are compiled separately")
        << FD << Other;
}

// The pointer or reference type inside `T` (itself, an array element, a
// field, a base), if any: nvcc rejects static locals of such types.
static QualType pointerInside(QualType T) {
  T = T.getCanonicalType();
  if (T->isPointerType() || T->isReferenceType() || T->isMemberPointerType())
    return T;
  if (const auto *AT = T->getAsArrayTypeUnsafe())
    return pointerInside(AT->getElementType());
  if (const auto *RD = T->getAsCXXRecordDecl();
      RD && RD->hasDefinition()) {
    for (const CXXBaseSpecifier &B : RD->bases())
      if (QualType P = pointerInside(B.getType()); !P.isNull())
        return P;
    for (const FieldDecl *F : RD->fields())
      if (QualType P = pointerInside(F->getType()); !P.isNull())
        return P;
  }
  return QualType();
}

// Whether default-initializing a `T` only stores constant default member
// initializers (over the zeros of static storage): its default constructors
// are not user provided, it has no virtual parts, no bit-fields and no
// unions. Code generation (CGStaticLocal.cpp) places such values; nvcc
// 13.4 accepts them too (and zero-fills them, docs/compat.md).
static bool onlyMemberInits(QualType T, ASTContext &Ctx) {
  T = T.getCanonicalType();
  if (const auto *AT = Ctx.getAsConstantArrayType(T))
    return onlyMemberInits(AT->getElementType(), Ctx);
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD)
    return true;
  if (!RD->hasDefinition() || RD->isUnion() || RD->isPolymorphic() ||
      RD->getNumVBases() || RD->hasUserProvidedDefaultConstructor())
    return false;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (!onlyMemberInits(B.getType(), Ctx))
      return false;
  for (const FieldDecl *F : RD->fields()) {
    if (F->isBitField())
      return false;
    const Expr *I = F->getInClassInitializer();
    Expr::EvalResult R;
    if (I ? (I->isValueDependent() || !I->EvaluateAsRValue(R, Ctx))
          : !onlyMemberInits(F->getType(), Ctx))
      return false;
  }
  return true;
}

// A static local in tile code is a module global (nvcc 13.4 makes one):
// its initial value must be known at compile time and hold no address.
void BodyChecker::checkStaticLocal(const VarDecl *VD) {
  QualType T = VD->getType();
  const Expr *Init = VD->getInit();
  if (T->isDependentType() || (Init && Init->isValueDependent()))
    return;
  if (QualType Ptr = pointerInside(T); !Ptr.isNull()) {
    error(VD->getLocation(),
            "a static local variable in tile code cannot be or contain a "
            "pointer or reference (%0 in %1)")
        << Ptr << T;
    return;
  }
  // nvcc also accepts a static tile (its default constructor is not
  // constexpr here): a zero global (CGStaticLocal.cpp); an initializer is
  // Clang's error, as nvcc's.
  if (const auto *RD = T->getAsCXXRecordDecl();
      RD && RD->getIdentifier() && RD->getName() == "tile" &&
      Checker::inTilesNamespace(RD))
    return;
  const auto *Default = dyn_cast_or_null<CXXConstructExpr>(Init);
  if (Default && !Default->getNumArgs() &&
      Default->getConstructor()->isDefaultConstructor() &&
      onlyMemberInits(T, P.Ctx))
    return;
  if (Init && !VD->isConstexpr() && !VD->evaluateValue())
    error(VD->getLocation(),
            "a static local variable in tile code needs a constant "
            "initializer; dynamic initialization is not supported")
        << Init->getSourceRange();
}

bool BodyChecker::VisitVarDecl(VarDecl *VD) {
  if (Tile && VD->getType()->isVariableArrayType())
    error(VD->getLocation(),
            "variable-length arrays are not allowed in tile code; use an "
            "array or a ct::tile with a constant size");
  // nvcc's rule too: shared memory belongs to the compiler's lowering.
  if (Tile && VD->hasAttr<CUDASharedAttr>())
    error(VD->getLocation(), kSharedInTileCode);
  else if (Tile && VD->isStaticLocal())
    checkStaticLocal(VD);
  llvm::SmallVector<const Attr *, 4> Attrs(VD->attrs());
  checkStatementHints(Attrs, VD->getInit());
  return true;
}
