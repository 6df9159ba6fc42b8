//===- ViewAccessSyntax.h - syntax shared by the view access ops -*- C++ -*-===//
//
// The pieces of assembly syntax that the view loads, stores and atomics
// (OpsMemory.cpp) and the multimem ops (OpsMultimem.cpp) write alike, so that
// both families parse them, and report mistakes in them, the same way.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_DIALECT_CUDATILE_VIEWACCESSSYNTAX_H
#define CUTILE_LIB_DIALECT_CUDATILE_VIEWACCESSSYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace cutile::ir {

/// `<ordering> [<scope>]`; which combinations are legal is the verifier's job.
mlir::ParseResult parseOrderingAndScope(mlir::OpAsmParser &parser,
                                        mlir::OperationState &result,
                                        mlir::StringAttr orderingName,
                                        mlir::StringAttr scopeName);

/// `inbounds = [true, false]` (optional): one bool per index.
mlir::ParseResult parseOptionalInbounds(mlir::OpAsmParser &parser,
                                        mlir::OperationState &result,
                                        mlir::StringAttr name);

} // namespace cutile::ir

#endif
