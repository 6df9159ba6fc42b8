//===- CodeGenModule.h - Per-module state of tile code generation -*- C++ -*-===//
//
// What lives as long as one cuda_tile.module: the contexts, the builder, the
// type mapping, name mangling and the diagnostics that lead back to C++.
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_LIB_CODEGENTILE_CODEGENMODULE_H
#define CUTILE_LIB_CODEGENTILE_CODEGENMODULE_H

#include "cutile/CodeGenTile/CodeGenTile.h"
#include "cutile/Dialect/CudaTile/CudaTile.h"
#include "clang/AST/Type.h"
#include "clang/Basic/SourceLocation.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Twine.h"
#include <memory>

namespace clang {
class ASTContext;
class MangleContext;
class ClassTemplateSpecializationDecl;
} // namespace clang

namespace cutile::codegen {

/// The C++ types code generation gives meaning to.
enum class TypeKind {
  Other,       // a class or array we split into parts, or unsupported
  Scalar,      // bool, integers, enums, floating point: a 0-d tile
  Pointer,     // T*: a 0-d tile of ptr<T> (or an object address, see Value)
  Tile,        // ct::tile<E, shape<...>>
  TensorView,  // __ir::tensor_view<...>
  PartitionView,
  StridedView, // __ir::strided_view<...> (ct::strided_view, CUDA 13.4)
  GatherView,  // __ir::gather_scatter_view<...> (ct::gather_scatter_view, 13.4)
  Token,
};

class CodeGenModule {
public:
  CodeGenModule(clang::ASTContext &ast, mlir::MLIRContext &mctx,
                const CodeGenOptions &opts);
  ~CodeGenModule();

  clang::ASTContext &ast;
  mlir::MLIRContext &mctx;
  mlir::OpBuilder builder;
  const CodeGenOptions &opts;

  //===--- Types (CodeGenTypes.cpp) ---------------------------------------===//
  TypeKind classify(clang::QualType t);
  /// The element type of a scalar or pointer (i32, f16, ptr<f32>); null and
  /// an error at `loc` when the type has no cuda_tile counterpart.
  mlir::Type elementType(clang::QualType t, clang::SourceLocation loc);
  /// The cuda_tile type of a value of a leaf C++ type (scalar: 0-d tile).
  mlir::Type valueType(clang::QualType t, clang::SourceLocation loc);
  /// `__nv_fp4_e2m1`: a byte in memory and as a scalar, f4E2M1FN in tiles.
  bool isFp4(clang::QualType t);
  /// Whether C++ integer type `t` is signed (bool and pointers are not).
  bool isSigned(clang::QualType t);
  /// The template arguments of a specialization of one of our class
  /// templates named `name` (in cuda::tiles or cuda::tiles::__ir), if `t` is
  /// one.
  const clang::ClassTemplateSpecializationDecl *
  specializationOf(clang::QualType t, llvm::StringRef name);

  //===--- Diagnostics ----------------------------------------------------===//
  void error(clang::SourceLocation loc, const llvm::Twine &msg);
  /// "not yet supported in tile code: <what>"
  void errorNYI(clang::SourceLocation loc, const llvm::Twine &what);
  bool hadError() const { return errors != 0; }
  /// While > 0, errors are not reported (trial runs of loop bodies: the real
  /// run reports them).
  unsigned silent = 0;
  /// A run of a kernel's code generation found a local that must live in
  /// memory and will start over: what it reports after that is moot.
  bool restartPending = false;
  unsigned errors = 0;

  mlir::Location loc(clang::SourceLocation l);

  std::string mangledName(const clang::FunctionDecl *fd);

private:
  std::unique_ptr<clang::MangleContext> mangler;
  llvm::DenseMap<unsigned, mlir::Location> locCache;
};

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_CODEGENMODULE_H
