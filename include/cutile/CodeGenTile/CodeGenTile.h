//===- CodeGenTile.h - C++ tile code to cuda_tile MLIR ----------*- C++ -*-===//
//
// The entry point of code generation. Everything that runs Clang (the
// device-side plugin, the emulated build, tests) goes through this one call;
// what happens inside is lib/CodeGenTile's business.
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_CODEGENTILE_CODEGENTILE_H
#define CUTILE_CODEGENTILE_CODEGENTILE_H

#include "clang/Basic/SourceLocation.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class MangleContext;
} // namespace clang
namespace mlir {
class MLIRContext;
} // namespace mlir
namespace cutile::ir {
class ModuleOp;
} // namespace cutile::ir

namespace cutile::codegen {

struct CodeGenOptions {
  /// Compute capability the module is for (90 for sm_90). Selects which
  /// `[[cutile::hint(arch, ...)]]` apply; 0 applies only arch-0 hints
  /// (emulation, or a host-side lowering that targets no GPU).
  unsigned smArch = 0;
  /// Name of the cuda_tile.module (the translation unit's file stem).
  std::string moduleName = "kernels";
  /// C++'s type-based aliasing rule may order memory ops (TokenPrune.cpp);
  /// false under -fno-strict-aliasing, where code reads one object through
  /// pointers of unrelated types and every such order must stay.
  bool strictAliasing = true;
  /// The module is for --cutile-emulate's interpreter (lib/Emulate), which
  /// cannot run everything a GPU can (a call to a foreign SIMT function).
  bool emulate = false;
};

/// Lowers `kernels` (each a `__tile_global__` definition, template
/// instantiations included) and the `__tile__` functions they reach into one
/// verified cuda_tile.module. Each kernel becomes an `entry` named as nvcc
/// names it (kernelSymbolName). Errors (including
/// "not yet supported in tile code: ...") are reported through the
/// ASTContext's diagnostics at their C++ source location; then the result is
/// null.
mlir::OwningOpRef<ir::ModuleOp>
emitTileModule(clang::ASTContext &ctx, mlir::MLIRContext &mlirCtx,
               llvm::ArrayRef<const clang::FunctionDecl *> kernels,
               const CodeGenOptions &opts = {});

/// While alive, diagnostics emitted on `mlirCtx` (verifier errors, the back
/// end's mapped tileiras messages) are reported as Clang diagnostics at the
/// C++ source position the op's location names, so they read like any other
/// compiler error. A diagnostic whose location names no file of this
/// compilation is reported at `fallback`.
class ClangDiagnosticBridge {
public:
  ClangDiagnosticBridge(clang::ASTContext &ctx, mlir::MLIRContext &mlirCtx,
                        clang::SourceLocation fallback = {});
  ~ClangDiagnosticBridge();
  ClangDiagnosticBridge(const ClangDiagnosticBridge &) = delete;
  ClangDiagnosticBridge &operator=(const ClangDiagnosticBridge &) = delete;

private:
  mlir::MLIRContext &mlirCtx;
  uint64_t handler;
};

/// Every `__tile_global__` definition of the translation unit, template
/// instantiations included, in source order.
std::vector<const clang::FunctionDecl *> collectTileKernels(clang::ASTContext &ctx);

/// The `entry` name of a tile kernel: the name nvcc 13.4 gives it, which is
/// Clang 17's mangling (KernelNames.cpp). For a SIMT kernel, Clang's own
/// mangled name.
std::string kernelSymbolName(clang::ASTContext &ctx,
                             const clang::FunctionDecl *kernel);

/// nvcc's name for the tile kernel `kernel`, mangled by `m`.
std::string tileEntryName(clang::MangleContext &m,
                          const clang::FunctionDecl *kernel);

/// The name Clang's host side registers for `kernel` (its device-side
/// name), which differs from a tile kernel's entry name where Clang and
/// nvcc mangle apart. For the host compilation.
std::string deviceSideName(clang::ASTContext &ctx,
                           const clang::FunctionDecl *kernel);

} // namespace cutile::codegen

#endif // CUTILE_CODEGENTILE_CODEGENTILE_H
