//===- Interp.h - the emulator's values and instructions --------*- C++ -*-===//
//
// Internal to lib/Emulate. A kernel is compiled into Bodies: flat lists of
// Instrs whose operands are slot numbers into the block's register file.
// Each Instr carries a function pointer chosen once at compile time, so the
// per-launch cost is one indirect call per op, and each op then runs plain
// C++ loops over whole tiles.
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_LIB_EMULATE_INTERP_H
#define CUTILE_LIB_EMULATE_INTERP_H

#include "Float.h"
#include "cutile/Emulate/Emulate.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
class Operation;
class Type;
} // namespace mlir

namespace cutile::emu {

/// Element kinds, with their storage: I1 uint8_t (0/1), I8..I64 intN_t,
/// F16/BF16 uint16_t bits, F32/TF32 float, F64 double, F8/F4 uint8_t bits,
/// Ptr uint64_t address.
enum class EK : uint8_t {
  None, I1, I8, I16, I32, I64, F16, BF16, F32, TF32, F64,
  F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN, Ptr, Token, View
};

unsigned elemBytes(EK k);
bool isIntKind(EK k);
bool isFloatKind(EK k);
const char *kindName(EK k);
/// The element kind of a tile type's elements (or Token/View); None when
/// the emulator has no storage for it.
EK kindOf(mlir::Type t);

/// tensor_view and the tile views built on it, resolved at run time.
struct ViewData {
  enum Kind : uint8_t { Tensor, Partition, Strided, Gather } kind = Tensor;
  uint64_t base = 0;
  EK elem = EK::None;
  llvm::SmallVector<int64_t, 4> shape, strides; // tensor_view, in elements
  llvm::SmallVector<int64_t, 4> tile, step;     // tile views
  llvm::SmallVector<int32_t, 4> dimMap;
  int sparseDim = -1;
  bool hasPadding = false;
  int padding = 0; // ir::PaddingValue
};

/// One register: a tile (possibly 0-d), a token, or a view.
struct Value {
  EK kind = EK::None;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t numel = 1;
  std::vector<unsigned char> data;
  std::shared_ptr<ViewData> view;

  template <class T> T *as() { return reinterpret_cast<T *>(data.data()); }
  template <class T> const T *as() const {
    return reinterpret_cast<const T *>(data.data());
  }
  /// Shapes the register and sizes its storage (keeping its capacity).
  void reset(EK k, llvm::ArrayRef<int64_t> s);
  void resetLike(const Value &v) { reset(v.kind, v.shape); }
  int64_t scalarInt() const; // 0-d integer, sign-extended
};

struct Frame;
struct Instr;
using ExecFn = void (*)(Frame &, const Instr &);

/// How a body ended.
enum class Ctl : uint8_t { Next, Yield, Continue, Break, Return };

struct Body {
  std::vector<Instr> code;
  llvm::SmallVector<unsigned, 4> args; // block argument slots
};

struct Instr {
  ExecFn fn = nullptr;
  mlir::Operation *op = nullptr;
  llvm::SmallVector<unsigned, 4> in, out;
  std::vector<Body> bodies;
  EK ek = EK::None;       // the op's main element kind
  int64_t attr[4] = {0, 0, 0, 0};
  std::shared_ptr<void> extra; // op-specific precomputed data
  Ctl ctl = Ctl::Next;    // terminators: what they do
};

struct KernelImpl;
struct ParallelLaunch;

/// The state of one block's execution.
struct Frame {
  const KernelImpl *kernel;
  // Set when blocks run on several threads: a fault waits its turn there.
  ParallelLaunch *parallel = nullptr;
  std::vector<Value> regs;
  uint32_t block[3], grid[3];
  // Set by a terminator: which slots carry the values out.
  const llvm::SmallVector<unsigned, 4> *ctlVals = nullptr;
  uint64_t ctlMovable = 0; // bit i: ctlVals[i] is dead and may be moved
  // A nested region ended with break/continue/return: the enclosing body
  // stops too and passes it on.
  Ctl pending = Ctl::Next;
  unsigned assertFailures = 0;
  // The block's alloca buffers (ExecAlloca.cpp); `registered` is the
  // address given to the memory map, 0 for an empty one.
  struct Alloca {
    std::unique_ptr<unsigned char[]> buffer;
    uintptr_t registered = 0;
  };
  std::vector<Alloca> allocas;
};

/// Ends the lifetime of the block's alloca buffers.
void releaseAllocas(Frame &f);

/// Copies (or moves) the values a terminator passed into `dst`.
void takeCtlVals(Frame &f, llvm::ArrayRef<unsigned> dst);

struct KernelImpl {
  std::string name;
  // What messages call the kernel: C++ kernels' entries carry mangled names,
  // which a user should not have to decode.
  std::string shownName;
  Body body;
  unsigned numSlots = 0;
  std::vector<ParamInfo> params;
  std::vector<EK> paramKinds;
  // No atomics, prints or asserts: blocks may run on several threads at once
  // with the same results and output as one after another.
  bool parallelSafe = false;
};

/// Runs `b` with its block arguments already set; returns how it ended.
Ctl runBody(Frame &f, const Body &b);

/// Prints "error: <kernel> block (x, y, z): <op> at <loc>: <msg>" and calls
/// the fatal handler.
[[noreturn]] void fault(Frame &f, const Instr &in, const std::string &msg);
/// For fault(): in a parallel launch, waits until every block before `f`'s
/// has run, so that the fault reported is the one a sequential run would
/// have stopped at; returns only if it is that one (Module.cpp).
void waitFaultTurn(Frame &f);
/// The op's source location as file:line:col, or "unknown location".
std::string locString(mlir::Operation *op);
/// For the compiler: an op the emulator cannot run.
std::string describeOp(mlir::Operation *op);

/// Selects the executor for `op` and fills `in`'s attributes; empty string
/// on success, else why the op is not supported.
std::string selectExec(mlir::Operation *op, Instr &in);

// Executor tables, one per op family (Exec*.cpp).
bool selectArith(mlir::Operation *op, Instr &in, std::string &err);
bool selectShape(mlir::Operation *op, Instr &in, std::string &err);
bool selectMemory(mlir::Operation *op, Instr &in, std::string &err);
bool selectControl(mlir::Operation *op, Instr &in, std::string &err);
bool selectMma(mlir::Operation *op, Instr &in, std::string &err);
bool selectAlloca(mlir::Operation *op, Instr &in, std::string &err);

/// Maps ir::RoundingMode to a direction (approx/full: nearest).
Round toRound(int rm);

} // namespace cutile::emu

#endif // CUTILE_LIB_EMULATE_INTERP_H
