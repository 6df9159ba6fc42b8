//===- TileRulesForeign.cpp - foreign (SIMT) function declarations ---------===//
//
// What a function declared __experimental_foreign_decl__ (CUDA 13.5's SIMT
// interop preview, ForeignAttrs.cpp) may look like. Each rule and its wording
// is nvcc 13.5's, probed one declaration at a time; nvcc reports them all at
// the declaration, whether or not anything calls it:
//   no body, at least one parameter, not variadic, not overloaded;
//   parameters and result: tiles, arithmetic scalars (not __half & co.),
//   pointers, references to those, void or multi_outputs as the result;
//   template parameters: types (instantiated with scalars, not tiles),
//   pointer-sized integers, fixedString; no enums;
//   [[cutile::experimental_inout]] only on such a function's parameters.
//
//===----------------------------------------------------------------------===//

#include "TileRules.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/TargetInfo.h"

using namespace clang;
using namespace cutile::sema;
using namespace cutile::sema::rules;

namespace {

bool inExperimental(const CXXRecordDecl *RD, llvm::StringRef Name) {
  if (!RD || !RD->getIdentifier() || RD->getName() != Name)
    return false;
  const auto *NS = dyn_cast<NamespaceDecl>(RD->getDeclContext());
  while (NS && NS->isInline())
    NS = dyn_cast<NamespaceDecl>(NS->getDeclContext());
  return NS && NS->getIdentifier() && NS->getName() == "experimental";
}

bool isTileClass(QualType T) {
  const auto *RD = T->getAsCXXRecordDecl();
  return RD && RD->getIdentifier() && RD->getName() == "tile" &&
         isa<ClassTemplateSpecializationDecl>(RD);
}

// A parameter or result type nvcc 13.5 lowers: tiles, arithmetic scalars
// that are builtin types, pointers. Dependent types wait for instantiation.
bool foreignValueType(QualType T) {
  T = T.getNonReferenceType().getUnqualifiedType();
  if (T->isDependentType() || T->isArithmeticType() || T->isPointerType())
    return true;
  return isTileClass(T);
}

} // namespace

void Checker::checkForeign(const FunctionDecl *FD) {
  bool Foreign = hasMarker(FD, kForeignDecl);
  for (const ParmVarDecl *P : FD->parameters())
    if (hasMarker(P, kInout) && !Foreign)
      error(P->getBeginLoc(),
            "the 'cutile::experimental_inout' annotation is only allowed on "
            "a parameter of a function declared with "
            "__experimental_foreign_decl__");
  if (!Foreign || FD->isTemplateInstantiation())
    return;
  const char *Attr = "the __experimental_foreign_decl__ attribute";
  SourceLocation L = FD->getLocation();
  if (FD->doesThisDeclarationHaveABody()) {
    error(FD->getBody()->getBeginLoc(),
          "a function declared with %0 cannot have a body")
        << Attr;
    return;
  }
  if (!FD->isFirstDecl())
    return;
  if (FD->getNumParams() == 0)
    error(L, "a function declared with %0 must have at least one parameter")
        << Attr;
  if (FD->isVariadic())
    error(L, "a function declared with %0 cannot be variadic") << Attr;
  // Another function of that name in the same scope, declared earlier.
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
  const SourceManager &SM = Ctx.getSourceManager();
  for (const NamedDecl *D : DC->lookup(FD->getDeclName())) {
    const FunctionDecl *Other = D->getAsFunction();
    if (!Other || Other->getCanonicalDecl() == FD->getCanonicalDecl())
      continue;
    if (SM.isBeforeInTranslationUnit(Other->getCanonicalDecl()->getLocation(),
                                     L)) {
      error(L, "a function declared with %0 cannot be overloaded") << Attr;
      break;
    }
  }
  auto badType = [&](QualType T) {
    error(L, "%0 is not supported for function with parameter or return "
             "type %1")
        << Attr << T.getNonReferenceType().getUnqualifiedType();
  };
  QualType R = FD->getReturnType();
  const auto *Outputs = R->getAsCXXRecordDecl();
  if (!R->isVoidType() && !foreignValueType(R) &&
      !inExperimental(Outputs, "multi_outputs"))
    badType(R);
  for (const ParmVarDecl *P : FD->parameters())
    if (!foreignValueType(P->getType())) {
      badType(P->getType());
      break;
    }
  const FunctionTemplateDecl *Tmpl = FD->getDescribedFunctionTemplate();
  if (!Tmpl)
    return;
  uint64_t PtrBits = Ctx.getTargetInfo().getPointerWidth(LangAS::Default);
  for (const NamedDecl *TP : *Tmpl->getTemplateParameters()) {
    const auto *NT = dyn_cast<NonTypeTemplateParmDecl>(TP);
    if (!NT || NT->getType()->isDependentType())
      continue;
    QualType T = NT->getType();
    if (T->isEnumeralType())
      error(NT->getLocation(), "%0 is not supported for a function template "
                               "with non-type template parameter of enum "
                               "type %1")
          << Attr << T;
    else if (T->isIntegerType() && Ctx.getTypeSize(T) != PtrBits)
      error(NT->getLocation(), "%0 requires non-type integer template "
                               "parameter of type %1 to have the same size "
                               "as a pointer")
          << Attr << T;
  }
}

// A type template argument of a foreign function becomes a Tile IR type in
// the call: scalars only (nvcc 13.5 refuses tiles at the declaration).
void Checker::checkForeignTemplateArgs(const FunctionDecl *FD) {
  const TemplateArgumentList *Args = FD->getTemplateSpecializationArgs();
  if (!Args || !hasMarker(FD, kForeignDecl))
    return;
  for (const TemplateArgument &A : Args->asArray())
    if (A.getKind() == TemplateArgument::Type &&
        !A.getAsType()->isArithmeticType()) {
      const FunctionDecl *Pattern = FD->getPrimaryTemplate()->getTemplatedDecl();
      error(Pattern->getLocation(),
            "the __experimental_foreign_decl__ attribute is not supported for "
            "template argument of type %0")
          << A.getAsType();
      noteInstantiation(FD);
    }
}
