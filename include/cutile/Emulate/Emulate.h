//===- Emulate.h - run cuda_tile kernels on the CPU -------------*- C++ -*-===//
//
// The emulator executes the same verified cuda_tile module that would go to
// tileiras. A module is compiled once into a compact instruction list per
// entry; a launch then runs the grid's blocks one after another, each op on
// whole tiles. Every pointer access is checked against the live allocations
// registered in the MemoryMap.
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_EMULATE_EMULATE_H
#define CUTILE_EMULATE_EMULATE_H

#include "llvm/ADT/StringRef.h"
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
class Operation;
} // namespace mlir

namespace cutile::emu {

/// The allocations a kernel may touch: cudaMalloc'ed ranges (and, in the
/// command-line tool, the argument buffers). `contains` may run on several
/// threads at once (the blocks of one launch); `add` and `remove` must not
/// run during a launch.
class MemoryMap {
public:
  void add(const void *p, size_t bytes);
  /// False when `p` does not start a live allocation.
  bool remove(const void *p);
  /// True when [addr, addr + bytes) lies inside one live allocation.
  bool contains(uint64_t addr, uint64_t bytes) const;
  /// Size of the allocation starting at `p`, or 0.
  size_t sizeOf(const void *p) const;
  static MemoryMap &global();

private:
  std::map<uint64_t, uint64_t> ranges_; // begin -> size
  std::atomic<uint64_t> generation_{0};  // bumped by remove()
};

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
};

class Kernel;

/// A parsed, verified cuda_tile.module and the compiled form of its entries.
class Module {
public:
  /// Parses MLIR text (generic or pretty form). On failure returns null and
  /// puts the diagnostics in `error`. Ops without a location of their own
  /// are reported at `sourceName`:line:col of the text.
  static std::unique_ptr<Module> parse(llvm::StringRef text,
                                       std::string &error,
                                       llvm::StringRef sourceName = "tile-module");
  ~Module();
  /// The entry named `name`, compiled on first use; null if there is none or
  /// it uses something the emulator does not support (then `error` says
  /// what).
  const Kernel *lookup(llvm::StringRef name, std::string &error);
  std::vector<std::string> entryNames() const;

  struct Impl;

private:
  std::unique_ptr<Impl> impl_;
};

/// What a kernel parameter is, so callers can size and print arguments.
struct ParamInfo {
  enum Kind { Pointer, Int, Float } kind;
  unsigned bytes;      // size of the host value (pointer: 8, i1: 1)
  std::string type;    // element type as printed (f32, ptr<f32>, i1)
};

const std::vector<ParamInfo> &kernelParams(const Kernel &k);
llvm::StringRef kernelName(const Kernel &k);

/// Outcome of a launch that ran to the end. Bound violations and other
/// faults do not return: they print the error (kernel, block, op, source
/// location) and call the fatal handler.
struct LaunchResult {
  unsigned assertFailures = 0;
};

/// Runs every block of `grid`. `args[i]` points at the value of parameter
/// i (CUDA's kernelParams convention). Blocks of a kernel without atomics,
/// prints or asserts run on all cores (CUTILE_EMULATE_THREADS=n caps the
/// threads; 1 runs blocks one after another); a fault still reports the
/// first faulting block in x, y, z order.
LaunchResult launch(const Kernel &k, Dim3 grid, const void *const *args);

/// Called after a fault has been printed; must not return. The default
/// flushes stdout and exits with status 1.
using FatalHandler = void (*)();
void setFatalHandler(FatalHandler h);

} // namespace cutile::emu

#endif // CUTILE_EMULATE_EMULATE_H
