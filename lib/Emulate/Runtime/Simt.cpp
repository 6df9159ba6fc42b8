//===- Simt.cpp - SIMT kernels on the CPU ----------------------------------===//
//
// The plugin compiles a SIMT kernel's body, and the device code it calls,
// for the host (lib/Emulate/Plugin/Simt*.cpp). This file is what that code
// calls: thread and block ids, barriers, warp shuffles and votes, atomics,
// libdevice's math (__nv_*), device assert, and the bounds check put in
// front of every memory access whose target is not known at compile time.
//
// Blocks run one after another in the launching thread. The threads of a
// block run one after another too, each to its end, unless the kernel can
// synchronise (the plugin says so per kernel): then every thread is a
// ucontext fiber, and a barrier or a warp collective switches to the next
// runnable fiber of the block. ucontext only starts a fiber: glibc's
// swapcontext makes a system call (the signal mask) per switch, so later
// switches are _setjmp/_longjmp between the fiber's and the scheduler's
// stacks, which save the same registers without one. Threads that have exited count as arrived,
// as on current GPUs. A block whose fibers all wait but not at one barrier
// is reported as a deadlock.
//
//===----------------------------------------------------------------------===//

#include "Simt.h"
#include "../Float.h"

#include "cutile/Emulate/Emulate.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Demangle/Demangle.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <csetjmp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/mman.h>
#include <ucontext.h>
#include <vector>

namespace cutile::emu::simt {
namespace {

using Trampoline = void (*)(void **);
using RangeSink = void (*)(const void *, size_t);
using RangesFn = void (*)(RangeSink);

struct KernelInfo {
  Trampoline run;
  std::string name; // mangled
  bool synchronises;
};

struct Registry {
  llvm::DenseMap<const void *, KernelInfo> kernels;
  std::vector<RangesFn> rangeFns;
};

Registry &registry() {
  static Registry r;
  return r;
}

struct U3 {
  unsigned x, y, z;
};

enum class Wait { None, Barrier, Warp, Done };

struct Fiber {
  ucontext_t ctx;
  jmp_buf jb;
  bool started = false;
  U3 tid;
  unsigned linear;
  Wait wait = Wait::None;
  uint64_t gen = 0;
};

struct WarpState {
  unsigned live = 0, arrived = 0;
  uint64_t gen = 0;
  uint64_t slot[2][32];
  uint32_t present[2] = {0, 0};
};

constexpr size_t kStackBytes = 256 * 1024;

/// What the running thread of the emulated device sees.
struct Current {
  const KernelInfo *kernel = nullptr;
  U3 grid, block, bid, tid;
  unsigned linear = 0;
  char *dynShared = nullptr;
  size_t dynBytes = 0;
  // Fiber mode only.
  bool fibers = false;
  std::vector<Fiber> *fiberList = nullptr;
  Fiber *fiber = nullptr;
  jmp_buf *sched = nullptr;
  unsigned live = 0, barArrived = 0;
  uint64_t barGen = 0;
  std::vector<WarpState> *warps = nullptr;
  // Sequential mode: where an assertion leaves the thread.
  jmp_buf *exitThread = nullptr;
  // Stacks the checked accesses may touch.
  uintptr_t stackLo = 0, stackHi = 0;
  std::vector<std::pair<uintptr_t, uintptr_t>> statics; // shared, globals
  bool assertFailed = false;
};

// Initial-exec: the program links this library, so its TLS is static, and
// device code reads `cur` on every threadIdx.x.
__attribute__((tls_model("initial-exec"))) thread_local Current cur;

[[noreturn]] void fatal(const std::string &msg) {
  std::fflush(stdout);
  std::fprintf(stderr, "%s\n", msg.c_str());
  std::fflush(stderr);
  std::exit(1);
}

std::string where() {
  char buf[160];
  std::snprintf(buf, sizeof buf, "block (%u, %u, %u) thread (%u, %u, %u)",
                cur.bid.x, cur.bid.y, cur.bid.z, cur.tid.x, cur.tid.y,
                cur.tid.z);
  return "kernel '" + llvm::demangle(cur.kernel->name) + "' " + buf;
}

//===----------------------------------------------------------------------===//
// Fibers
//===----------------------------------------------------------------------===//

char *stackPool(size_t n) {
  thread_local char *pool = nullptr;
  thread_local size_t have = 0;
  if (n > have) {
    if (pool)
      munmap(pool, have * kStackBytes);
    void *p = mmap(nullptr, n * kStackBytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
      fatal("cutile-emulate: error: cannot map fiber stacks");
    pool = static_cast<char *>(p);
    have = n;
  }
  return pool;
}

void **fiberArgs;

/// A fiber runs the thread of its slot in every block of the launch: it is
/// started once (ucontext) and parks here between blocks.
void fiberMain() {
  for (;;) {
    cur.kernel->run(fiberArgs);
    Fiber *f = cur.fiber;
    f->wait = Wait::Done;
    if (_setjmp(f->jb) == 0)
      _longjmp(*cur.sched, 1);
  }
}

void yieldToScheduler() {
  if (_setjmp(cur.fiber->jb) == 0)
    _longjmp(*cur.sched, 1);
}

/// A thread left: it no longer holds back barriers or warp collectives.
void threadExited(Fiber &f) {
  --cur.live;
  if (cur.barArrived && cur.barArrived == cur.live) {
    cur.barArrived = 0;
    ++cur.barGen;
  }
  WarpState &w = (*cur.warps)[f.linear / 32];
  --w.live;
  if (w.arrived && w.arrived == w.live) {
    w.arrived = 0;
    w.present[(w.gen + 1) & 1] = 0;
    ++w.gen;
  }
}

bool runnable(const Fiber &f) {
  switch (f.wait) {
  case Wait::None: return true;
  case Wait::Barrier: return cur.barGen != f.gen;
  case Wait::Warp: return (*cur.warps)[f.linear / 32].gen != f.gen;
  case Wait::Done: return false;
  }
  return false;
}

void requireFibers(const char *what) {
  if (!cur.kernel)
    fatal(std::string("cutile-emulate: error: ") + what +
          " called outside a SIMT kernel");
  if (!cur.fibers)
    fatal("error: " + where() + ": " + what +
          " in a kernel the plugin did not see synchronise (called through "
          "a pointer?); the emulator cannot run it");
}

void runBlockFibers(std::vector<Fiber> &fibers) {
  unsigned nthreads = fibers.size();
  std::vector<WarpState> warps((nthreads + 31) / 32);
  for (unsigned i = 0; i < nthreads; ++i)
    ++warps[i / 32].live;
  jmp_buf sched;
  ucontext_t proto;
  bool haveProto = false;
  char *stacks = stackPool(nthreads);
  cur.fiberList = &fibers;
  cur.warps = &warps;
  cur.sched = &sched;
  cur.live = nthreads;
  cur.barArrived = 0;
  cur.barGen = 0;
  for (unsigned i = 0; i < nthreads; ++i) {
    Fiber &f = fibers[i];
    f.linear = i;
    f.tid = {i % cur.block.x, (i / cur.block.x) % cur.block.y,
             i / (cur.block.x * cur.block.y)};
    f.wait = Wait::None;
    if (f.started)
      continue; // parked in fiberMain since the last block
    if (!haveProto) {
      getcontext(&proto);
      haveProto = true;
    }
    // A copy of one getcontext (a system call) per block, not per thread.
    f.ctx = proto;
#if defined(__x86_64__) && defined(__GLIBC__)
    f.ctx.uc_mcontext.fpregs = &f.ctx.__fpregs_mem; // points into itself
#endif
    f.ctx.uc_stack.ss_sp = stacks + size_t(i) * kStackBytes;
    f.ctx.uc_stack.ss_size = kStackBytes;
    f.ctx.uc_link = nullptr; // fiberMain never returns
    makecontext(&f.ctx, fiberMain, 0);
  }
  while (cur.live) {
    bool progressed = false;
    for (Fiber &f : fibers) {
      if (!runnable(f))
        continue;
      progressed = true;
      f.wait = Wait::None;
      cur.fiber = &f;
      cur.tid = f.tid;
      cur.linear = f.linear;
      uintptr_t lo = uintptr_t(f.ctx.uc_stack.ss_sp);
      cur.stackLo = lo;
      cur.stackHi = lo + kStackBytes;
      if (_setjmp(sched) == 0) {
        if (!f.started) {
          f.started = true;
          setcontext(&f.ctx);
        }
        _longjmp(f.jb, 1);
      }
      if (f.wait == Wait::Done)
        threadExited(f);
    }
    if (!progressed) {
      Fiber *f = nullptr;
      for (Fiber &g : fibers)
        if (g.wait != Wait::Done) {
          f = &g;
          break;
        }
      cur.tid = f->tid;
      fatal("error: " + where() +
            ": deadlock: the block's live threads wait at different "
            "barriers (__syncthreads in divergent code?)");
    }
  }
  cur.fiber = nullptr;
  cur.fibers = false;
}

void runBlockSequential(unsigned nthreads, void **args) {
  for (unsigned i = 0; i < nthreads; ++i) {
    cur.tid = {i % cur.block.x, (i / cur.block.x) % cur.block.y,
               i / (cur.block.x * cur.block.y)};
    cur.linear = i;
    jmp_buf out;
    cur.exitThread = &out;
    if (setjmp(out) == 0)
      cur.kernel->run(args);
    cur.exitThread = nullptr;
  }
}

void addStatic(const void *p, size_t n) {
  cur.statics.push_back({uintptr_t(p), uintptr_t(p) + n});
}

//===----------------------------------------------------------------------===//
// Warp collectives
//===----------------------------------------------------------------------===//

/// Every live lane of the caller's warp deposits `v`; returns once all
/// have, with the deposits of this round (and which lanes made them).
const uint64_t *warpExchange(uint64_t v, uint32_t *present) {
  requireFibers("a warp collective (__shfl_sync, __ballot_sync, ...)");
  WarpState &w = (*cur.warps)[cur.linear / 32];
  unsigned lane = cur.linear % 32;
  uint64_t g = w.gen;
  w.slot[g & 1][lane] = v;
  w.present[g & 1] |= 1u << lane;
  if (++w.arrived == w.live) {
    w.arrived = 0;
    w.present[(g + 1) & 1] = 0;
    ++w.gen;
  } else {
    cur.fiber->wait = Wait::Warp;
    cur.fiber->gen = g;
    yieldToScheduler();
  }
  *present = w.present[g & 1];
  return w.slot[g & 1];
}

enum ShflMode { Idx, Up, Down, Bfly };

/// PTX shfl.sync: c packs the segment mask (bits 12:8) and the clamp.
uint32_t shfl(ShflMode mode, uint32_t v, int b, int c) {
  uint32_t present;
  const uint64_t *slots = warpExchange(v, &present);
  unsigned lane = cur.linear % 32;
  unsigned seg = (c >> 8) & 31, clamp = c & 31, bv = b & 31;
  unsigned maxLane = (lane & seg) | (clamp & ~seg), minLane = lane & seg;
  int j;
  bool ok;
  switch (mode) {
  case Idx: j = minLane | (bv & ~seg); ok = unsigned(j) <= maxLane; break;
  case Up: j = int(lane) - int(bv); ok = j >= int(minLane); break;
  case Down: j = lane + bv; ok = unsigned(j) <= maxLane; break;
  default: j = lane ^ bv; ok = unsigned(j) <= maxLane; break;
  }
  if (!ok || j < 0 || j > 31 || !(present >> j & 1))
    j = lane;
  return uint32_t(slots[j]);
}

uint32_t ballot(bool p) {
  uint32_t present;
  const uint64_t *slots = warpExchange(p, &present);
  uint32_t r = 0;
  for (unsigned l = 0; l < 32; ++l)
    if (present >> l & 1 && slots[l])
      r |= 1u << l;
  return r;
}

template <class T> T bitsAs(uint32_t u) {
  T t;
  std::memcpy(&t, &u, 4);
  return t;
}
template <class T> uint32_t asBits(T t) {
  uint32_t u;
  std::memcpy(&u, &t, 4);
  return u;
}

template <class T> T atomicOp(T *p, T v, int op) {
  auto *a = reinterpret_cast<std::atomic<T> *>(p);
  T old = a->load(std::memory_order_relaxed), nv;
  do {
    switch (op) {
    case 0: nv = old + v; break;
    case 1: nv = v < old ? v : old; break;
    case 2: nv = v > old ? v : old; break;
    default: nv = v; break;
    }
  } while (!a->compare_exchange_weak(old, nv));
  return old;
}

} // namespace

bool isRegistered(const void *stub) {
  return registry().kernels.count(stub) != 0;
}

int launch(const void *stub, const LaunchDims &d, size_t dynShared,
           void **args) {
  auto it = registry().kernels.find(stub);
  if (it == registry().kernels.end())
    return 98;
  if (!d.gx || !d.gy || !d.gz || !d.bx || !d.by || !d.bz ||
      uint64_t(d.bx) * d.by * d.bz > 1024 || d.bz > 64)
    return 1;
  unsigned nthreads = d.bx * d.by * d.bz;
  std::vector<char> dyn(dynShared ? dynShared : 1);
  Current saved = cur;
  cur = Current();
  cur.kernel = &it->second;
  cur.grid = {d.gx, d.gy, d.gz};
  cur.block = {d.bx, d.by, d.bz};
  cur.dynShared = dyn.data();
  cur.dynBytes = dynShared;
  for (RangesFn f : registry().rangeFns)
    f(addStatic);
  char here;
  std::vector<Fiber> fibers(cur.kernel->synchronises ? nthreads : 0);
  for (unsigned z = 0; z < d.gz; ++z)
    for (unsigned y = 0; y < d.gy; ++y)
      for (unsigned x = 0; x < d.gx; ++x) {
        cur.bid = {x, y, z};
        if (cur.kernel->synchronises) {
          cur.fibers = true;
          fiberArgs = args;
          runBlockFibers(fibers);
        } else {
          // The device code's frames go below this one; the host's
          // locals, above, are not device memory.
          cur.stackHi = uintptr_t(&here);
          cur.stackLo = cur.stackHi - (8u << 20);
          runBlockSequential(nthreads, args);
        }
      }
  bool failed = cur.assertFailed;
  cur = saved;
  std::fflush(stdout);
  return failed ? 710 : 0;
}

} // namespace cutile::emu::simt

using namespace cutile::emu::simt;

extern "C" {

// Called from the constructor of each host object with SIMT kernels.
void __cutile_emu_register_simt(const void **stubs, Trampoline *runs,
                                const char **names, const int *syncs,
                                size_t count, RangesFn ranges) {
  Registry &r = registry();
  for (size_t i = 0; i < count; ++i)
    r.kernels[stubs[i]] = {runs[i], names[i], syncs[i] != 0};
  if (ranges)
    r.rangeFns.push_back(ranges);
}

/// The check in front of a load or store (`what`: 0 load, 1 store, 2 atomic)
/// of `n` bytes at `p`; `loc` is "file:line:col".
void __cutile_simt_check(const void *p, uint64_t n, int what,
                         const char *loc) {
  if (!cur.kernel)
    return; // a __host__ __device__ function called from the host
  uintptr_t a = uintptr_t(p);
  if (cutile::emu::MemoryMap::global().contains(a, n))
    return;
  if (a >= cur.stackLo && a + n <= cur.stackHi)
    return;
  uintptr_t d = uintptr_t(cur.dynShared);
  if (a >= d && a + n <= d + cur.dynBytes)
    return;
  for (auto [lo, hi] : cur.statics)
    if (a >= lo && a + n <= hi)
      return;
  static const char *ops[] = {"load", "store", "atomic"};
  char buf[96];
  std::snprintf(buf, sizeof buf, "%llu bytes at %p",
                (unsigned long long)n, p);
  fatal("error: " + where() + ": " + ops[what] + " at " + loc + ": " + buf +
        " is outside every live allocation and the block's shared memory");
}

/// The same for an access into one known object [base, base + size).
void __cutile_simt_check_in(const void *p, uint64_t n, int what,
                            const char *loc, const void *base,
                            uint64_t size) {
  if (!cur.kernel)
    return;
  uintptr_t a = uintptr_t(p), b = uintptr_t(base);
  if (a >= b && a + n <= b + size)
    return;
  static const char *ops[] = {"load", "store", "atomic"};
  char buf[128];
  std::snprintf(buf, sizeof buf, "%llu bytes at offset %lld of a %llu-byte "
                "variable",
                (unsigned long long)n, (long long)(a - b),
                (unsigned long long)size);
  fatal("error: " + where() + ": " + ops[what] + " at " + loc + ": " + buf);
}

void *__cutile_simt_dyn_shared() { return cur.dynShared; }

// __device__ and __constant__ variables are host variables of the program
// (EmulateConsumer.cpp), known by the ranges the SIMT code's modules
// report. Copies to and from them are checked against the variable.
static bool symbolRange(const void *sym, size_t off, size_t n, char **at) {
  std::vector<std::pair<uintptr_t, uintptr_t>> saved;
  saved.swap(cur.statics);
  for (RangesFn f : registry().rangeFns)
    f(addStatic);
  bool ok = false;
  uintptr_t a = uintptr_t(sym);
  for (auto [lo, hi] : cur.statics)
    if (a == lo) {
      ok = off <= hi - lo && n <= hi - lo - off;
      break;
    }
  cur.statics.swap(saved);
  *at = static_cast<char *>(const_cast<void *>(sym)) + off;
  if (!ok) {
    std::fflush(stdout);
    std::fprintf(stderr,
                 "cutile-emulate: error: %zu bytes at offset %zu of symbol %p: "
                 "not a __device__/__constant__ variable used by device code "
                 "of an emulated file, or past its end\n",
                 n, off, sym);
  }
  return ok;
}
int cudaMemcpyToSymbol(const void *sym, const void *src, size_t n, size_t off,
                       int) {
  char *at;
  if (!symbolRange(sym, off, n, &at))
    return 13; // cudaErrorInvalidSymbol
  std::memcpy(at, src, n);
  return 0;
}
int cudaMemcpyFromSymbol(void *dst, const void *sym, size_t n, size_t off,
                         int) {
  char *at;
  if (!symbolRange(sym, off, n, &at))
    return 13;
  std::memcpy(dst, at, n);
  return 0;
}
int cudaMemcpyToSymbolAsync(const void *sym, const void *src, size_t n,
                            size_t off, int kind, void *) {
  return cudaMemcpyToSymbol(sym, src, n, off, kind);
}
int cudaMemcpyFromSymbolAsync(void *dst, const void *sym, size_t n, size_t off,
                              int kind, void *) {
  return cudaMemcpyFromSymbol(dst, sym, n, off, kind);
}
int cudaGetSymbolAddress(void **p, const void *sym) {
  char *at;
  if (!symbolRange(sym, 0, 0, &at))
    return 13;
  *p = at;
  return 0;
}

#define SREG(name, expr)                                                       \
  unsigned __cutile_simt___nvvm_read_ptx_sreg_##name() { return expr; }
SREG(tid_x, cur.tid.x)
SREG(tid_y, cur.tid.y)
SREG(tid_z, cur.tid.z)
SREG(ntid_x, cur.block.x)
SREG(ntid_y, cur.block.y)
SREG(ntid_z, cur.block.z)
SREG(ctaid_x, cur.bid.x)
SREG(ctaid_y, cur.bid.y)
SREG(ctaid_z, cur.bid.z)
SREG(nctaid_x, cur.grid.x)
SREG(nctaid_y, cur.grid.y)
SREG(nctaid_z, cur.grid.z)
SREG(laneid, cur.linear % 32)
SREG(warpid, cur.linear / 32)
SREG(warpsize, 32)
#undef SREG
unsigned __cutile_simt___nvvm_read_ptx_sreg_clock() {
  return unsigned(std::chrono::steady_clock::now().time_since_epoch().count());
}
long long __cutile_simt___nvvm_read_ptx_sreg_clock64() {
  return std::chrono::steady_clock::now().time_since_epoch().count();
}
long long __cutile_simt___nvvm_read_ptx_sreg_globaltimer() {
  return __cutile_simt___nvvm_read_ptx_sreg_clock64();
}

static int barrier(int pred, int mode) {
  requireFibers("__syncthreads");
  // The count/and/or forms: every thread's predicate through a
  // block-wide tally that the last arrival completes.
  static thread_local int tally;
  if (cur.barArrived == 0)
    tally = mode == 1 ? 1 : 0;
  if (mode == 0)
    tally += pred != 0;
  else if (mode == 1)
    tally &= pred != 0;
  else
    tally |= pred != 0;
  uint64_t g = cur.barGen;
  if (++cur.barArrived == cur.live) {
    cur.barArrived = 0;
    ++cur.barGen;
  } else {
    cur.fiber->wait = Wait::Barrier;
    cur.fiber->gen = g;
    yieldToScheduler();
  }
  return tally;
}
void __cutile_simt___syncthreads() { barrier(0, 0); }
void __cutile_simt___nvvm_bar_sync(int) { barrier(0, 0); }
void __cutile_simt___nvvm_barrier_sync(int) { barrier(0, 0); }
int __cutile_simt___nvvm_bar0_popc(int p) { return barrier(p, 0); }
int __cutile_simt___nvvm_bar0_and(int p) { return barrier(p, 1); }
int __cutile_simt___nvvm_bar0_or(int p) { return barrier(p, 2); }
void __cutile_simt___nvvm_bar_warp_sync(unsigned) {
  uint32_t present;
  warpExchange(0, &present);
}
unsigned __cutile_simt___nvvm_activemask() {
  if (!cur.fibers)
    return 0xffffffffu >> (32 - std::min(32u, cur.block.x * cur.block.y *
                                                   cur.block.z -
                                               cur.linear / 32 * 32));
  WarpState &w = (*cur.warps)[cur.linear / 32];
  uint32_t m = 0;
  for (unsigned l = 0; l < 32; ++l) {
    unsigned i = cur.linear / 32 * 32 + l;
    if (i < cur.fiberList->size() && (*cur.fiberList)[i].wait != Wait::Done)
      m |= 1u << l;
  }
  (void)w;
  return m;
}

#define SHFL(mode, M)                                                          \
  int __cutile_simt___nvvm_shfl_sync_##mode##_i32(unsigned, int v, int b,     \
                                                  int c) {                     \
    return int(shfl(M, uint32_t(v), b, c));                                    \
  }                                                                            \
  float __cutile_simt___nvvm_shfl_sync_##mode##_f32(unsigned, float v, int b, \
                                                    int c) {                   \
    return bitsAs<float>(shfl(M, asBits(v), b, c));                            \
  }
SHFL(idx, Idx)
SHFL(up, Up)
SHFL(down, Down)
SHFL(bfly, Bfly)
#undef SHFL

unsigned __cutile_simt___nvvm_vote_ballot_sync(unsigned, bool p) {
  return ballot(p);
}
bool __cutile_simt___nvvm_vote_any_sync(unsigned, bool p) {
  return ballot(p) != 0;
}
bool __cutile_simt___nvvm_vote_all_sync(unsigned, bool p) {
  uint32_t present;
  const uint64_t *slots = warpExchange(p, &present);
  for (unsigned l = 0; l < 32; ++l)
    if (present >> l & 1 && !slots[l])
      return false;
  return true;
}
bool __cutile_simt___nvvm_vote_uni_sync(unsigned, bool p) {
  uint32_t present;
  const uint64_t *slots = warpExchange(p, &present);
  for (unsigned l = 0; l < 32; ++l)
    if (present >> l & 1 && bool(slots[l]) != p)
      return false;
  return true;
}

// Atomics: the emulated device has one thread at a time, but the
// operations are real atomics so that running blocks in parallel stays
// correct.
#define ATOM(op, sfx, T, code)                                                 \
  T __cutile_simt___nvvm_atom_##op##_gen_##sfx(T *p, T v) {                    \
    return atomicOp<T>(p, v, code);                                            \
  }
ATOM(add, i, int, 0)
ATOM(add, ll, long long, 0)
ATOM(add, f, float, 0)
ATOM(add, d, double, 0)
ATOM(min, i, int, 1)
ATOM(min, ui, unsigned, 1)
ATOM(min, ll, long long, 1)
ATOM(min, ull, unsigned long long, 1)
ATOM(max, i, int, 2)
ATOM(max, ui, unsigned, 2)
ATOM(max, ll, long long, 2)
ATOM(max, ull, unsigned long long, 2)
ATOM(xchg, i, int, 3)
ATOM(xchg, ll, long long, 3)
ATOM(xchg, f, float, 3)
#undef ATOM
#define ATOMBIT(op, sfx, T, expr)                                              \
  T __cutile_simt___nvvm_atom_##op##_gen_##sfx(T *p, T v) {                    \
    return __atomic_fetch_##expr(p, v, __ATOMIC_SEQ_CST);                      \
  }
ATOMBIT(and, i, int, and)
ATOMBIT(and, ll, long long, and)
ATOMBIT(or, i, int, or)
ATOMBIT(or, ll, long long, or)
ATOMBIT(xor, i, int, xor)
ATOMBIT(xor, ll, long long, xor)
#undef ATOMBIT
int __cutile_simt___nvvm_atom_cas_gen_i(int *p, int cmp, int v) {
  __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST,
                              __ATOMIC_SEQ_CST);
  return cmp;
}
long long __cutile_simt___nvvm_atom_cas_gen_ll(long long *p, long long cmp,
                                                long long v) {
  __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST,
                              __ATOMIC_SEQ_CST);
  return cmp;
}
unsigned short __cutile_simt___nvvm_atom_cas_gen_us(unsigned short *p,
                                                    unsigned short cmp,
                                                    unsigned short v) {
  __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST,
                              __ATOMIC_SEQ_CST);
  return cmp;
}
unsigned __cutile_simt___nvvm_atom_inc_gen_ui(unsigned *p, unsigned lim) {
  unsigned old = __atomic_load_n(p, __ATOMIC_RELAXED), nv;
  do
    nv = old >= lim ? 0 : old + 1;
  while (!__atomic_compare_exchange_n(p, &old, nv, true, __ATOMIC_SEQ_CST,
                                      __ATOMIC_RELAXED));
  return old;
}
unsigned __cutile_simt___nvvm_atom_dec_gen_ui(unsigned *p, unsigned lim) {
  unsigned old = __atomic_load_n(p, __ATOMIC_RELAXED), nv;
  do
    nv = (old == 0 || old > lim) ? lim : old - 1;
  while (!__atomic_compare_exchange_n(p, &old, nv, true, __ATOMIC_SEQ_CST,
                                      __ATOMIC_RELAXED));
  return old;
}

// atomicAdd on __half is inline PTX in cuda_fp16.hpp; the plugin points
// it here by its mangled name. __half travels as its 16 bits.
using cutile::emu::floatToHalf;
using cutile::emu::halfToFloat;
uint16_t __cutile_simt__ZL9atomicAddP6__halfS_(uint16_t *p, uint16_t v) {
  uint16_t old = __atomic_load_n(p, __ATOMIC_RELAXED), nv;
  do
    nv = floatToHalf(halfToFloat(old) + halfToFloat(v));
  while (!__atomic_compare_exchange_n(p, &old, nv, true, __ATOMIC_SEQ_CST,
                                      __ATOMIC_RELAXED));
  return old;
}
#define HMATH(name, fn)                                                        \
  uint16_t __cutile_simt__ZL##name(uint16_t h) {                               \
    return floatToHalf(fn(halfToFloat(h)));                   \
  }
HMATH(4hexp6__half, std::exp)
HMATH(5hexp26__half, std::exp2)
HMATH(4hlog6__half, std::log)
HMATH(5hlog26__half, std::log2)
HMATH(5hsqrt6__half, std::sqrt)
HMATH(4hsin6__half, std::sin)
HMATH(4hcos6__half, std::cos)
static float rsqrtF(float x) { return 1.0f / std::sqrt(x); }
static float rcpF(float x) { return 1.0f / x; }
HMATH(6hrsqrt6__half, rsqrtF)
HMATH(4hrcp6__half, rcpF)
#undef HMATH

void __cutile_simt___nvvm_membar_gl() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
void __cutile_simt___nvvm_membar_cta() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
void __cutile_simt___nvvm_membar_sys() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

#define LDG(sfx, T)                                                            \
  T __cutile_simt___nvvm_ldg_##sfx(const T *p) { return *p; }
LDG(f, float)
LDG(d, double)
LDG(i, int)
LDG(ui, unsigned)
LDG(ll, long long)
LDG(ull, unsigned long long)
LDG(c, char)
LDG(uc, unsigned char)
LDG(s, short)
LDG(us, unsigned short)
#undef LDG

// CUDA's device assert: the message CUDA prints, then the thread ends and
// the launch fails with cudaErrorAssert.
void __assertfail(const char *msg, const char *file, unsigned line,
                  const char *fn, size_t) {
  std::fflush(stdout);
  if (!cur.kernel) {
    std::fprintf(stderr, "%s:%u: %s: Assertion `%s' failed.\n", file, line,
                 fn, msg);
    std::abort();
  }
  std::fprintf(stderr,
               "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion "
               "`%s` failed.\n",
               file, line, fn, cur.bid.x, cur.bid.y, cur.bid.z, cur.tid.x,
               cur.tid.y, cur.tid.z, msg);
  cur.assertFailed = true;
  if (cur.fibers) {
    cur.fiber->wait = Wait::Done;
    cur.fiber->started = false; // its stack is abandoned: start afresh
    _longjmp(*cur.sched, 1);    // the scheduler sees the thread as exited
  }
  if (cur.exitThread)
    longjmp(*cur.exitThread, 1);
  std::abort();
}

} // extern "C"
