//===- TileRulesTypes.cpp - types tile code cannot use --------------------===//
//
// Bit-fields, 128-bit integers, and host lambdas' closure types in the
// template arguments of a tile kernel. nvcc 13.4 rejects each with an error
// (probed with scripts/nvcc-ref); we report it at the same line, so that a
// file nvcc rejects never compiles here.
//
//===----------------------------------------------------------------------===//

#include "TileRules.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace cutile::sema;
using namespace cutile::sema::rules;

//--- bit-fields -------------------------------------------------------------

// nvcc rejects every read or write of a bit-field in tile code, of a local
// as of an object in memory, even in decltype or a constant expression.
bool BodyChecker::VisitMemberExpr(MemberExpr *E) {
  const auto *F = dyn_cast<FieldDecl>(E->getMemberDecl());
  if (Tile && F && F->isBitField())
    error(E->getMemberLoc(), "bit-fields cannot be read or written in tile "
                               "code (%0); use a whole integer and shifts")
        << F;
  return true;
}

static bool hasBitField(QualType T) {
  const auto *RD = T->getAsRecordDecl();
  return RD && RD->getDefinition() &&
         llvm::any_of(RD->getDefinition()->fields(),
                      [](const FieldDecl *F) { return F->isBitField(); });
}

// nvcc zero-fills `S s{}` of a class with bit-fields but fails on any other
// initial value (a member given a value, designated or not, or `S()`):
// "constants for structure with bitfield is not supported".
void BodyChecker::checkBitFieldInit(const Expr *E) {
  if (!Tile || !hasBitField(E->getType()))
    return;
  if (const auto *IL = dyn_cast<InitListExpr>(E)) {
    // The walk sees the syntactic form; the semantic one lists every member.
    if (!IL->isSemanticForm())
      IL = IL->getSemanticForm();
    if (!IL || llvm::all_of(IL->inits(), [](const Expr *I) {
          return isa<ImplicitValueInitExpr>(I);
        }))
      return;
  } else if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    if (!CE->requiresZeroInitialization())
      return;
  }
  error(E->getBeginLoc(), "an object of %0, which has bit-fields, cannot be "
                            "given initial values in tile code; only '{}' "
                            "(all zero) is supported")
      << E->getType().getUnqualifiedType();
}

bool BodyChecker::VisitInitListExpr(InitListExpr *E) {
  checkBitFieldInit(E);
  return true;
}

//--- 128-bit integers -------------------------------------------------------

static bool isInt128(QualType T) {
  if (T.isNull())
    return false;
  T = T.getNonReferenceType().getCanonicalType();
  return T->isSpecificBuiltinType(BuiltinType::Int128) ||
         T->isSpecificBuiltinType(BuiltinType::UInt128);
}

// nvcc reports each expression of the type; one error per line here is
// enough to say what is wrong. A pointer to one and sizeof pass (nvcc).
void BodyChecker::reportInt128(SourceLocation L, QualType T) {
  const SourceManager &SM = P.Ctx.getSourceManager();
  SourceLocation X = SM.getExpansionLoc(L);
  auto Key = std::make_pair(SM.getFileID(X).getHashValue(),
                            SM.getExpansionLineNumber(X));
  if (!Int128Lines.insert(Key).second)
    return;
  error(L, "128-bit integer types are not supported in tile code (%0)")
      << T.getNonReferenceType().getUnqualifiedType();
}

bool BodyChecker::VisitExpr(Expr *E) {
  if (Tile && !E->isTypeDependent() && isInt128(E->getType()))
    reportInt128(E->getExprLoc(), E->getType());
  return true;
}

void Checker::checkInt128Signature(const FunctionDecl *FD) {
  for (const ParmVarDecl *PD : FD->parameters())
    if (isInt128(PD->getType()))
      error(PD->getLocation(), "128-bit integer types are not supported in "
                               "tile code (%0)")
          << PD->getType().getNonReferenceType().getUnqualifiedType();
  if (isInt128(FD->getReturnType()))
    error(FD->getLocation(), "128-bit integer types are not supported in "
                             "tile code (%0)")
        << FD->getReturnType().getNonReferenceType().getUnqualifiedType();
}

//--- closure types in a kernel's template arguments --------------------------

// A lambda's closure type may be a tile kernel's template argument only if
// the lambda is tile or device code's own, or (with --extended-lambda, which
// defines __CUDACC_EXTENDED_LAMBDA__ as nvcc does) a __device__ or __host__
// __device__ lambda: the host-only closure has no device-side counterpart
// for the kernel to name.
static bool excusedClosure(const CXXRecordDecl *RD, ASTContext &Ctx) {
  const auto *Outer = dyn_cast_or_null<FunctionDecl>(
      RD->getDeclContext()->getNonClosureAncestor());
  if (Outer && (isTileCode(Outer) || hasWrittenAttr<CUDAGlobalAttr>(Outer) ||
                (hasWrittenAttr<CUDADeviceAttr>(Outer) &&
                 !hasWrittenAttr<CUDAHostAttr>(Outer))))
    return true;
  auto It = Ctx.Idents.find("__CUDACC_EXTENDED_LAMBDA__");
  const CXXMethodDecl *Call = RD->getLambdaCallOperator();
  return It != Ctx.Idents.end() && It->second->hasMacroDefinition() && Call &&
         hasWrittenAttr<CUDADeviceAttr>(Call);
}

static const CXXRecordDecl *hostClosureIn(QualType T, ASTContext &Ctx,
                                          unsigned Depth = 0);

static const CXXRecordDecl *hostClosureIn(const TemplateArgument &A,
                                          ASTContext &Ctx, unsigned Depth) {
  switch (A.getKind()) {
  case TemplateArgument::Type:
    return hostClosureIn(A.getAsType(), Ctx, Depth);
  case TemplateArgument::Declaration:
  case TemplateArgument::StructuralValue:
  case TemplateArgument::NullPtr:
    return hostClosureIn(A.getNonTypeTemplateArgumentType(), Ctx, Depth);
  case TemplateArgument::Pack:
    for (const TemplateArgument &E : A.pack_elements())
      if (const CXXRecordDecl *RD = hostClosureIn(E, Ctx, Depth))
        return RD;
    return nullptr;
  default:
    return nullptr;
  }
}

// The first closure type of a host lambda that T names: itself, through
// pointers, references, arrays, function types, or a class template's
// arguments.
static const CXXRecordDecl *hostClosureIn(QualType T, ASTContext &Ctx,
                                          unsigned Depth) {
  if (T.isNull() || Depth > 16)
    return nullptr;
  T = T.getCanonicalType();
  if (const auto *PT = T->getAs<PointerType>())
    return hostClosureIn(PT->getPointeeType(), Ctx, Depth + 1);
  if (const auto *RT = T->getAs<ReferenceType>())
    return hostClosureIn(RT->getPointeeType(), Ctx, Depth + 1);
  if (const auto *AT = T->getAsArrayTypeUnsafe())
    return hostClosureIn(AT->getElementType(), Ctx, Depth + 1);
  if (const auto *MP = T->getAs<MemberPointerType>())
    return hostClosureIn(MP->getPointeeType(), Ctx, Depth + 1);
  if (const auto *FT = T->getAs<FunctionProtoType>()) {
    if (const CXXRecordDecl *RD = hostClosureIn(FT->getReturnType(), Ctx, Depth + 1))
      return RD;
    for (QualType P : FT->getParamTypes())
      if (const CXXRecordDecl *RD = hostClosureIn(P, Ctx, Depth + 1))
        return RD;
    return nullptr;
  }
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD)
    return nullptr;
  if (RD->isLambda())
    return excusedClosure(RD, Ctx) ? nullptr : RD;
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    for (const TemplateArgument &A : S->getTemplateArgs().asArray())
      if (const CXXRecordDecl *C = hostClosureIn(A, Ctx, Depth + 1))
        return C;
  return nullptr;
}

void Checker::checkClosureArgs(const FunctionDecl *FD) {
  const TemplateArgumentList *Args = FD->getTemplateSpecializationArgs();
  if (!Args)
    return;
  for (const TemplateArgument &A : Args->asArray()) {
    const CXXRecordDecl *RD = hostClosureIn(A, Ctx, 0);
    if (!RD)
      continue;
    SourceLocation L = FD->getPointOfInstantiation();
    error(L.isValid() ? L : FD->getLocation(),
          "the closure type of a lambda defined in host code cannot be a "
          "template argument of tile kernel %0; define the lambda in tile "
          "code, or make it a __device__ lambda and compile with --extended-lambda "
          "(cutile-nvcc) or -D__CUDACC_EXTENDED_LAMBDA__")
        << FD;
    note(RD->getLocation(), "the lambda is defined here");
    return;
  }
}
