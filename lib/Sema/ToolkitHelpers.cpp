//===- ToolkitHelpers.cpp - what the CUDA toolkit in use decides ----------===//
//
// The toolkit's CUDA release is read from CUDART_VERSION (cuda_runtime_api.h,
// which Clang's CUDA runtime wrapper includes in every CUDA compilation).
//
// CUDA 13.4's cuda_fp16.h and cuda_bf16.h mark what tile code may call with
// __NV_TL__, a macro that means something to nvcc only: for Clang those
// functions are plain __device__ (hsqrt, __hfma, ...) or __host__ __device__
// ones, and headers older than 13.4 (which a system include directory can
// put first) mark nothing. So the marking is not read from the source: the
// names below are what the 13.4 headers mark (the same in both headers).
// nvcc rejects a call to anything else of these headers from tile code
// (__float2half_rz, __half2 and its helpers, __half_raw conversions),
// probed with nvcc 13.4.
//
//===----------------------------------------------------------------------===//

#include "ToolkitHelpers.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace {

bool fromHalfHeader(const FunctionDecl *FD, const SourceManager &SM) {
  SourceLocation L = SM.getExpansionLoc(FD->getCanonicalDecl()->getLocation());
  if (L.isInvalid() || !SM.isInSystemHeader(L))
    return false;
  llvm::StringRef File = llvm::sys::path::filename(SM.getFilename(L));
  return File == "cuda_fp16.h" || File == "cuda_fp16.hpp" ||
         File == "cuda_bf16.h" || File == "cuda_bf16.hpp";
}

const llvm::StringSet<> &markedFreeFunctions() {
  static const llvm::StringSet<> Names = {
      // conversions
      "__float2half", "__float2half_rn", "__double2half", "__half2float",
      "__int2half_rn", "__uint2half_rn", "__short2half_rn", "__ushort2half_rn",
      "__ll2half_rn", "__ull2half_rn", "__half2char_rz", "__half2uchar_rz",
      "__half2short_rz", "__half2ushort_rz", "__half2int_rz", "__half2uint_rz",
      "__half2ll_rz", "__half2ull_rz", "__half_as_short", "__half_as_ushort",
      "__short_as_half", "__ushort_as_half", "__float2bfloat16",
      "__float2bfloat16_rn", "__double2bfloat16", "__bfloat162float",
      "__int2bfloat16_rn", "__uint2bfloat16_rn", "__short2bfloat16_rn",
      "__ushort2bfloat16_rn", "__ll2bfloat16_rn", "__ull2bfloat16_rn",
      "__bfloat162char_rz", "__bfloat162uchar_rz", "__bfloat162short_rz",
      "__bfloat162ushort_rz", "__bfloat162int_rz", "__bfloat162uint_rz",
      "__bfloat162ll_rz", "__bfloat162ull_rz", "__bfloat16_as_short",
      "__bfloat16_as_ushort", "__short_as_bfloat16", "__ushort_as_bfloat16",
      // arithmetic
      "__hadd", "__hsub", "__hmul", "__hdiv", "__hadd_rn", "__hsub_rn",
      "__hmul_rn", "__hadd_sat", "__hsub_sat", "__hmul_sat", "__hfma",
      "__hfma_sat", "__hfma_relu", "__hneg", "__habs",
      // comparisons, min/max, classification
      "__heq", "__hne", "__hlt", "__hle", "__hgt", "__hge", "__hequ", "__hneu",
      "__hltu", "__hleu", "__hgtu", "__hgeu", "__hmax", "__hmin", "__hmax_nan",
      "__hmin_nan", "__hisinf", "__hisnan",
      // math
      "hsqrt", "hrsqrt", "hrcp", "hexp", "hexp2", "hlog", "hlog2", "hsin",
      "hcos", "htanh", "htanh_approx", "hceil", "hfloor"};
  return Names;
}

bool isScalarClass(const CXXRecordDecl *RD) {
  return RD && RD->getIdentifier() &&
         (RD->getName() == "__half" || RD->getName() == "__nv_bfloat16");
}

// A class of these headers other than the two scalars (__half2, __half_raw,
// __nv_bfloat162, ...), seen through references and cv-qualifiers.
bool mentionsOtherClass(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && !isScalarClass(RD);
}

} // namespace

cutile::sema::ToolkitCallee
cutile::sema::classifyToolkitCallee(const FunctionDecl *FD,
                                    const SourceManager &SM) {
  if (!FD || !fromHalfHeader(FD, SM))
    return ToolkitCallee::Other;
  // Members of __half and __nv_bfloat16 (constructors, conversions,
  // assignments) are marked, except those that take or give the raw
  // structs; operators are marked for the scalars, not for the pairs.
  bool Marked;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    Marked = isScalarClass(MD->getParent());
  else if (FD->isOverloadedOperator())
    Marked = true;
  else
    Marked = FD->getIdentifier() &&
             markedFreeFunctions().contains(FD->getName());
  if (Marked && mentionsOtherClass(FD->getReturnType()))
    Marked = false;
  for (const ParmVarDecl *P : FD->parameters())
    Marked = Marked && !mentionsOtherClass(P->getType());
  return Marked ? ToolkitCallee::Tile : ToolkitCallee::NotTile;
}

unsigned cutile::sema::toolkitCudaVersion(const Preprocessor &PP) {
  auto It = PP.getIdentifierTable().find("CUDART_VERSION");
  if (It == PP.getIdentifierTable().end())
    return kNewestCudaVersion;
  const MacroInfo *MI = PP.getMacroInfo(It->getValue());
  if (!MI || MI->getNumTokens() != 1 ||
      !MI->getReplacementToken(0).is(tok::numeric_constant))
    return kNewestCudaVersion;
  llvm::SmallString<16> Buf;
  bool Invalid = false;
  llvm::StringRef Text = PP.getSpelling(MI->getReplacementToken(0), Buf, &Invalid);
  unsigned V;
  if (Invalid || Text.getAsInteger(10, V))
    return kNewestCudaVersion;
  return V;
}

unsigned cutile::sema::toolkitCudaVersion(const Sema *S) {
  return S ? toolkitCudaVersion(S->getPreprocessor()) : kNewestCudaVersion;
}
