//===- cutile-emulate-run.cpp - run one tile kernel on the CPU -------------===//
//
//   cutile-emulate-run k.mlir [--entry NAME] [--grid X,Y,Z] ARG...
//
// Each ARG is one kernel parameter, in order:
//   buf:TYPE:N[:INIT]   a fresh allocation of N elements; INIT is zero
//                       (default), iota, rand[=SEED], bits[=SEED], fill=V or
//                       list=a,b,...
//   TYPE:VALUE          a scalar (i1, i8, i16, i32, i64, f16, bf16, f32, f64)
// After the launch every buffer is printed, one line each, unless
// --print=none; --print=N,M prints only those arguments; --hex prints each
// element's bits in hexadecimal (bit-exact comparison, as scripts/fuzz
// does). --time prints how long the launch took. Faults in the kernel end
// the tool with status 1 and the emulator's message.
//
//===----------------------------------------------------------------------===//

#include "Float.h" // lib/Emulate: the narrow float formats
#include "cutile/Emulate/Emulate.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>

using namespace llvm;
namespace emu = cutile::emu;

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<input .mlir>"));
static cl::list<std::string> kernelArgs(cl::Positional, cl::ZeroOrMore,
                                        cl::desc("<kernel arguments>"));
static cl::opt<std::string> entryName("entry", cl::desc("Entry to run "
                                      "(default: the only one)"));
static cl::opt<std::string> gridOpt("grid", cl::init("1,1,1"),
                                    cl::desc("Grid size X[,Y[,Z]]"));
static cl::opt<std::string> printOpt("print", cl::init("all"),
                                     cl::desc("all, none or a list of "
                                              "argument numbers"));
static cl::opt<bool> timeOpt("time", cl::desc("Print the launch time"));
static cl::opt<bool> hexOpt("hex", cl::desc("Print buffer elements as their "
                                            "bits in hexadecimal"));

namespace {

enum class Ty { I1, I8, I16, I32, I64, F16, BF16, F32, F64, Bad };

Ty parseTy(StringRef s) {
  return StringSwitch<Ty>(s)
      .Case("i1", Ty::I1).Case("i8", Ty::I8).Case("i16", Ty::I16)
      .Case("i32", Ty::I32).Case("i64", Ty::I64).Case("f16", Ty::F16)
      .Case("bf16", Ty::BF16).Case("f32", Ty::F32).Case("f64", Ty::F64)
      .Default(Ty::Bad);
}

unsigned tyBytes(Ty t) {
  switch (t) {
  case Ty::I1: case Ty::I8: return 1;
  case Ty::I16: case Ty::F16: case Ty::BF16: return 2;
  case Ty::I32: case Ty::F32: return 4;
  default: return 8;
  }
}

bool isFloat(Ty t) { return t >= Ty::F16 && t <= Ty::F64; }

void put(Ty t, unsigned char *p, double v) {
  switch (t) {
  case Ty::I1: *p = v != 0; break;
  case Ty::I8: *reinterpret_cast<int8_t *>(p) = int8_t(int64_t(v)); break;
  case Ty::I16: { int16_t x = int16_t(int64_t(v)); std::memcpy(p, &x, 2); break; }
  case Ty::I32: { int32_t x = int32_t(int64_t(v)); std::memcpy(p, &x, 4); break; }
  case Ty::I64: { int64_t x = int64_t(v); std::memcpy(p, &x, 8); break; }
  case Ty::F16: { uint16_t h = emu::floatToHalf(float(v)); std::memcpy(p, &h, 2); break; }
  case Ty::BF16: { uint16_t h = emu::floatToBF16(float(v)); std::memcpy(p, &h, 2); break; }
  case Ty::F32: { float x = float(v); std::memcpy(p, &x, 4); break; }
  default: std::memcpy(p, &v, 8); break;
  }
}

std::string show(Ty t, const unsigned char *p) {
  char buf[64];
  if (hexOpt) {
    uint64_t bits = 0;
    std::memcpy(&bits, p, tyBytes(t)); // little-endian host
    std::snprintf(buf, sizeof buf, "%llx", (unsigned long long)bits);
    return buf;
  }
  switch (t) {
  case Ty::I1: return *p ? "1" : "0";
  case Ty::I8: return std::to_string(int(*reinterpret_cast<const int8_t *>(p)));
  case Ty::I16: { int16_t x; std::memcpy(&x, p, 2); return std::to_string(x); }
  case Ty::I32: { int32_t x; std::memcpy(&x, p, 4); return std::to_string(x); }
  case Ty::I64: { int64_t x; std::memcpy(&x, p, 8); return std::to_string(x); }
  case Ty::F16: { uint16_t h; std::memcpy(&h, p, 2); std::snprintf(buf, sizeof buf, "%g", emu::halfToFloat(h)); return buf; }
  case Ty::BF16: { uint16_t h; std::memcpy(&h, p, 2); std::snprintf(buf, sizeof buf, "%g", emu::bf16ToFloat(h)); return buf; }
  case Ty::F32: { float x; std::memcpy(&x, p, 4); std::snprintf(buf, sizeof buf, "%.8g", x); return buf; }
  default: { double x; std::memcpy(&x, p, 8); std::snprintf(buf, sizeof buf, "%.17g", x); return buf; }
  }
}

struct Arg {
  Ty ty = Ty::Bad;
  bool isBuf = false;
  size_t n = 0;
  std::unique_ptr<unsigned char[]> mem; // buffer elements
  void *ptr = nullptr;                  // the pointer argument
  unsigned char scalar[8] = {};
};

[[noreturn]] void die(const Twine &msg) {
  errs() << "cutile-emulate-run: error: " << msg << "\n";
  std::exit(2);
}

void initBuffer(Arg &a, StringRef init) {
  unsigned eb = tyBytes(a.ty);
  if (init.empty() || init == "zero")
    return;
  if (init == "iota") {
    for (size_t i = 0; i < a.n; ++i)
      put(a.ty, a.mem.get() + i * eb, double(i));
    return;
  }
  if (init.consume_front("fill=")) {
    double v;
    if (init.getAsDouble(v))
      die("bad fill value '" + init + "'");
    for (size_t i = 0; i < a.n; ++i)
      put(a.ty, a.mem.get() + i * eb, v);
    return;
  }
  if (init.consume_front("list=")) {
    SmallVector<StringRef> items;
    init.split(items, ',');
    if (items.size() != a.n)
      die("list has " + Twine(items.size()) + " values for " + Twine(a.n) +
          " elements");
    for (size_t i = 0; i < a.n; ++i) {
      double v;
      if (items[i] == "nan") v = NAN;
      else if (items[i] == "inf") v = INFINITY;
      else if (items[i] == "-inf") v = -INFINITY;
      else if (items[i].getAsDouble(v)) die("bad list value '" + items[i] + "'");
      put(a.ty, a.mem.get() + i * eb, v);
    }
    return;
  }
  if (init.consume_front("rand")) {
    uint64_t seed = 1;
    if (init.consume_front("=") && init.getAsInteger(10, seed))
      die("bad seed");
    uint64_t s = seed * 6364136223846793005ull + 1442695040888963407ull;
    for (size_t i = 0; i < a.n; ++i) {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      double u = double(s >> 11) / double(1ull << 53); // [0, 1)
      double v = isFloat(a.ty) ? 2 * u - 1 : std::floor(u * 200) - 100;
      put(a.ty, a.mem.get() + i * eb, v);
    }
    return;
  }
  // Every bit pattern alike (floats of every magnitude, subnormals, NaNs),
  // and for floats one element in eight a special value that random bits
  // would hardly ever hit (infinities, zeros of both signs, +-1): what
  // rand's [-1, 1) never gives.
  if (init.consume_front("bits")) {
    uint64_t seed = 1;
    if (init.consume_front("=") && init.getAsInteger(10, seed))
      die("bad seed");
    static const double special[8] = {INFINITY, -INFINITY, NAN, 0.0, -0.0, 1.0, -1.0,
                                      65504.0};
    uint64_t s = seed * 6364136223846793005ull + 1442695040888963407ull;
    for (size_t i = 0; i < a.n; ++i) {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      uint64_t x = s ^ (s >> 29);
      if (isFloat(a.ty) && (s >> 61) == 0)
        put(a.ty, a.mem.get() + i * eb, special[(s >> 40) & 7]);
      else
        std::memcpy(a.mem.get() + i * eb, &x, eb); // little-endian host
    }
    return;
  }
  die("unknown initialiser '" + init + "'");
}

Arg parseArg(StringRef s) {
  Arg a;
  if (s.consume_front("buf:")) {
    auto [ty, rest] = s.split(':');
    auto [count, init] = rest.split(':');
    a.ty = parseTy(ty);
    a.isBuf = true;
    if (a.ty == Ty::Bad || count.getAsInteger(10, a.n))
      die("bad buffer argument 'buf:" + s + "'");
    size_t bytes = a.n * tyBytes(a.ty);
    a.mem.reset(new unsigned char[bytes ? bytes : 1]());
    initBuffer(a, init);
    a.ptr = a.mem.get();
    emu::MemoryMap::global().add(a.ptr, bytes);
    return a;
  }
  auto [ty, value] = s.split(':');
  a.ty = parseTy(ty);
  double v;
  if (a.ty == Ty::Bad || value.getAsDouble(v))
    die("bad scalar argument '" + s + "'");
  put(a.ty, a.scalar, v);
  return a;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "run a cuda_tile kernel on the CPU\n");
  auto file = MemoryBuffer::getFileOrSTDIN(inputFile);
  if (!file)
    die("cannot read " + inputFile);
  std::string err;
  auto module = emu::Module::parse((*file)->getBuffer(), err, inputFile);
  if (!module)
    die(err);
  std::string name = entryName;
  if (name.empty()) {
    auto names = module->entryNames();
    if (names.size() != 1)
      die("the module has " + Twine(names.size()) + " entries; pick one "
          "with --entry");
    name = names[0];
  }
  const emu::Kernel *k = module->lookup(name, err);
  if (!k)
    die(err);
  const auto &params = emu::kernelParams(*k);
  if (params.size() != kernelArgs.size())
    die("entry '" + name + "' takes " + Twine(params.size()) +
        " arguments, " + Twine(kernelArgs.size()) + " given");
  std::vector<Arg> args;
  std::vector<const void *> argPtrs;
  for (const std::string &s : kernelArgs)
    args.push_back(parseArg(s));
  for (size_t i = 0; i < args.size(); ++i) {
    bool wantPtr = params[i].kind == emu::ParamInfo::Pointer;
    if (wantPtr != args[i].isBuf)
      die("argument " + Twine(i) + " must be " +
          (wantPtr ? "a buffer" : "a scalar") + " (" + params[i].type + ")");
    if (!wantPtr && tyBytes(args[i].ty) != params[i].bytes)
      die("argument " + Twine(i) + " has the wrong size for " +
          params[i].type);
    argPtrs.push_back(args[i].isBuf ? static_cast<const void *>(&args[i].ptr)
                                    : args[i].scalar);
  }
  SmallVector<StringRef> g;
  StringRef(gridOpt).split(g, ',');
  emu::Dim3 grid;
  uint32_t *dims[] = {&grid.x, &grid.y, &grid.z};
  for (size_t i = 0; i < g.size() && i < 3; ++i)
    if (g[i].getAsInteger(10, *dims[i]))
      die("bad --grid");

  auto t0 = std::chrono::steady_clock::now();
  emu::LaunchResult res = emu::launch(*k, grid, argPtrs.data());
  auto t1 = std::chrono::steady_clock::now();
  std::fflush(stdout);
  if (timeOpt)
    outs() << "time: "
           << format("%.3f", std::chrono::duration<double>(t1 - t0).count())
           << " s\n";

  SmallVector<unsigned> which;
  if (printOpt != "all" && printOpt != "none") {
    SmallVector<StringRef> items;
    StringRef(printOpt).split(items, ',');
    for (StringRef it : items) {
      unsigned n;
      if (it.getAsInteger(10, n))
        die("bad --print");
      which.push_back(n);
    }
  }
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i].isBuf || printOpt == "none")
      continue;
    if (!which.empty() && !llvm::is_contained(which, i))
      continue;
    outs() << "arg" << i << ":";
    for (size_t e = 0; e < args[i].n; ++e)
      outs() << " " << show(args[i].ty, args[i].mem.get() + e * tyBytes(args[i].ty));
    outs() << "\n";
  }
  if (res.assertFailures) {
    errs() << "cutile-emulate-run: " << res.assertFailures
           << " block(s) failed an assertion\n";
    return 1;
  }
  return 0;
}
