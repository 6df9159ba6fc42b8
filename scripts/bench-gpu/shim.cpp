// shim.cpp - LD_PRELOAD library of the bench-gpu bundle (docs/bench-gpu.md):
// times every tile kernel a program launches, from our cubin and from nvcc's,
// on the program's own arguments.
//
// It interposes on the CUDA runtime's
//   __cudaRegisterFunction  to learn which device name each kernel stub has,
//   cudaLaunchKernel        the call clang's (and nvcc's) launch stubs make,
//   cudaLaunchKernelExC     what cudaLaunchKernelEx() calls,
// and forwards each to the real libcudart (dlsym RTLD_NEXT). After the real
// launch of a kernel that our cubin defines (a tile kernel; SIMT kernels are
// not in it), it
//   1. waits for the device (cuCtxSynchronize) and copies aside every device
//      allocation the arguments point into (each 8-byte word of each
//      parameter, as cuFuncGetParamInfo lays them out, that
//      cuMemGetAddressRange knows), so that re-running the kernel cannot
//      change what the program later reads (accumulating and in-place
//      kernels included);
//   2. launches the kernel from our cubin and from nvcc's (cuModuleLoadData,
//      cuModuleGetFunction by mangled name, cuLaunchKernel(Ex) with the
//      program's grid, block, dynamic shared memory, launch attributes and
//      argument array) WARMUP times each, then REPS times each, alternating
//      which goes first, each run preceded by an L2 flush (cuMemsetD8Async
//      on a 256 MiB buffer) and timed alone with CUDA events;
//   3. copies the allocations back, so the program goes on with exactly the
//      state the real launch left, and appends one tab-separated row to
//      $CUTILE_BENCH_OUT:
//        program kernel demangled grid block ours_us nvcc_us ratio reps restore status
// Without $CUTILE_BENCH_OUT it only forwards. It links nothing but libdl
// (the driver is dlopen'ed); the runtime is whatever the program loaded.
//
// Environment: CUTILE_BENCH_OUT (rows), CUTILE_BENCH_PROGRAM (first column),
// CUTILE_BENCH_OURS / CUTILE_BENCH_NVCC (cubin paths), CUTILE_BENCH_REPS
// (20), CUTILE_BENCH_WARMUP (3), CUTILE_BENCH_MAX (distinct kernel+grid
// launches timed per program, 12), CUTILE_BENCH_BUDGET_MS (time per kernel,
// 2000), CUTILE_BENCH_FLUSH_MB (256).
#include "cuda_min.h"

#include <cxxabi.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace {

struct Dim3 {
  unsigned x, y, z;
};
// cudaLaunchConfig_t's leading fields (CUDA 12/13 layout).
struct RtLaunchConfig {
  Dim3 grid, block;
  size_t dynamicSmemBytes;
  void *stream;
  CUlaunchAttribute_ *attrs;
  unsigned numAttrs;
};

using RegisterFunctionFn = void (*)(void **, const char *, char *, const char *,
                                    int, void *, void *, void *, void *, int *);
using LaunchKernelFn = int (*)(const void *, Dim3, Dim3, void **, size_t,
                               void *);
using LaunchKernelExCFn = int (*)(const RtLaunchConfig *, const void *,
                                  void **);

template <typename F> F next(const char *sym) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, sym));
}

long envInt(const char *name, long dflt) {
  const char *v = std::getenv(name);
  return v && *v ? std::strtol(v, nullptr, 0) : dflt;
}

std::string demangle(const std::string &mangled) {
  int status = 0;
  char *d = abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status);
  if (!d)
    return mangled;
  std::string s = d;
  std::free(d);
  // Drop the parameter list: "ns::k<float>(float*, int)" -> "ns::k<float>".
  if (!s.empty() && s.back() == ')') {
    int depth = 0;
    for (size_t i = s.size(); i-- > 0;) {
      if (s[i] == ')')
        ++depth;
      else if (s[i] == '(' && --depth == 0) {
        s.resize(i);
        break;
      }
    }
  }
  for (char &c : s)
    if (c == '\t' || c == '\n')
      c = ' ';
  return s;
}

std::vector<char> readFile(const char *path) {
  std::vector<char> data;
  FILE *f = path ? std::fopen(path, "rb") : nullptr;
  if (!f)
    return data;
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
    data.insert(data.end(), buf, buf + n);
  std::fclose(f);
  return data;
}

#define LOG(...) std::fprintf(stderr, "[bench-shim] " __VA_ARGS__)

struct Bench {
  std::mutex mu;
  std::map<const void *, std::string> names; // stub -> mangled device name
  bool configured = false, active = false, broken = false;
  Driver drv;
  CUmodule ours = nullptr, nvcc = nullptr;
  std::string oursErr, nvccErr;
  CUstream stream = nullptr;
  CUevent ev[4] = {};
  CUdeviceptr flush = 0;
  size_t flushBytes = 0;
  FILE *out = nullptr;
  std::string program;
  long reps = 20, warmup = 3, maxTimed = 12, budgetMs = 2000;
  std::set<std::string> seen;
  int timed = 0;

  void configure() {
    if (configured)
      return;
    configured = true;
    const char *path = std::getenv("CUTILE_BENCH_OUT");
    if (!path || !*path)
      return;
    out = std::fopen(path, "a");
    if (!out) {
      LOG("cannot open %s; not timing\n", path);
      return;
    }
    const char *prog = std::getenv("CUTILE_BENCH_PROGRAM");
    program = prog ? prog : "?";
    reps = std::max(1L, envInt("CUTILE_BENCH_REPS", 20));
    warmup = std::max(0L, envInt("CUTILE_BENCH_WARMUP", 3));
    maxTimed = envInt("CUTILE_BENCH_MAX", 12);
    budgetMs = std::max(1L, envInt("CUTILE_BENCH_BUDGET_MS", 2000));
    flushBytes = size_t(std::max(0L, envInt("CUTILE_BENCH_FLUSH_MB", 256))) << 20;
    active = true;
  }

  void row(const std::string &kernel, Dim3 g, Dim3 b, double o, double n,
           long r, const char *restore, const std::string &status) {
    char ou[32] = "-", nu[32] = "-", ra[32] = "-";
    if (o > 0)
      std::snprintf(ou, sizeof ou, "%.3f", o);
    if (n > 0)
      std::snprintf(nu, sizeof nu, "%.3f", n);
    if (o > 0 && n > 0)
      std::snprintf(ra, sizeof ra, "%.4f", o / n);
    std::fprintf(out, "%s\t%s\t%s\t%u,%u,%u\t%u,%u,%u\t%s\t%s\t%s\t%ld\t%s\t%s\n",
                 program.c_str(), kernel.c_str(), demangle(kernel).c_str(),
                 g.x, g.y, g.z, b.x, b.y, b.z, ou, nu, ra, r, restore,
                 status.c_str());
    std::fflush(out);
  }

  std::string err(const char *what, CUresult r) {
    return std::string(what) + ": " + drv.errName(r);
  }

  CUmodule load(const char *env, std::string &error, const char *which) {
    const char *path = std::getenv(env);
    std::vector<char> data = readFile(path);
    if (data.empty()) {
      error = std::string("no cubin (") + env + "=" + (path ? path : "") + ")";
      LOG("%s cubin: %s\n", which, error.c_str());
      return nullptr;
    }
    CUmodule m = nullptr;
    char how[256];
    CUresult r = drv.loadImage(&m, data.data(), how, sizeof how);
    LOG("%s cubin %s: %s\n", which, path, how);
    if (r != 0) {
      error = how;
      return nullptr;
    }
    return m;
  }

  // Driver, modules, stream, events and the flush buffer, once, in the
  // context the runtime made current.
  bool setUp() {
    static bool done = false, ok = false;
    if (done)
      return ok;
    done = true;
    const char *why = nullptr;
    if (!drv.load(&why)) {
      LOG("no CUDA driver: %s\n", why);
      return false;
    }
    CUcontext ctx = nullptr;
    if (drv.cuCtxGetCurrent(&ctx) != 0 || !ctx) {
      LOG("no current CUDA context after the program's launch\n");
      return false;
    }
    ours = load("CUTILE_BENCH_OURS", oursErr, "ours");
    nvcc = load("CUTILE_BENCH_NVCC", nvccErr, "nvcc");
    CUresult r;
    if ((r = drv.cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING_)) != 0) {
      LOG("cuStreamCreate: %s\n", drv.errName(r));
      return false;
    }
    for (CUevent &e : ev)
      if ((r = drv.cuEventCreate(&e, CU_EVENT_DEFAULT_)) != 0) {
        LOG("cuEventCreate: %s\n", drv.errName(r));
        return false;
      }
    if (flushBytes && (r = drv.cuMemAlloc(&flush, flushBytes)) != 0) {
      LOG("cuMemAlloc(L2 flush buffer, %zu MiB): %s; timing without flushes\n",
          flushBytes >> 20, drv.errName(r));
      flush = 0;
    }
    ok = true;
    return ok;
  }

  std::vector<size_t> paramSizes(CUfunction f, std::vector<size_t> *offsets,
                                 bool *known) {
    std::vector<size_t> sizes;
    *known = drv.cuFuncGetParamInfo != nullptr;
    if (!*known)
      return sizes;
    for (size_t i = 0; i < 4096; ++i) {
      size_t off = 0, size = 0;
      CUresult r = drv.cuFuncGetParamInfo(f, i, &off, &size);
      if (r != 0) {
        // Past the last parameter: CUDA_ERROR_INVALID_VALUE. Anything else
        // at index 0 means the driver cannot say.
        if (i == 0 && r != 1)
          *known = false;
        break;
      }
      sizes.push_back(size);
      if (offsets)
        offsets->push_back(off);
    }
    return sizes;
  }

  CUresult launch(CUfunction f, Dim3 g, Dim3 b, unsigned shmem, void **args,
                  CUlaunchAttribute_ *attrs, unsigned nattrs) {
    if (nattrs && drv.cuLaunchKernelEx) {
      CUlaunchConfig_ c{g.x, g.y, g.z, b.x, b.y, b.z, shmem, stream, attrs, nattrs};
      return drv.cuLaunchKernelEx(&c, f, args, nullptr);
    }
    return drv.cuLaunchKernel(f, g.x, g.y, g.z, b.x, b.y, b.z, shmem, stream,
                              args, nullptr);
  }

  CUresult flushL2() {
    return flush ? drv.cuMemsetD8Async(flush, (unsigned char)(timed * 7 + 1),
                                       flushBytes, stream)
                 : 0;
  }

  // One timed run: flush, event, kernel, event. Returns the error, if any.
  CUresult timedRun(CUfunction f, CUevent a, CUevent z, Dim3 g, Dim3 b,
                    unsigned shmem, void **args, CUlaunchAttribute_ *attrs,
                    unsigned nattrs) {
    CUresult r;
    if ((r = flushL2()) != 0 || (r = drv.cuEventRecord(a, stream)) != 0 ||
        (r = launch(f, g, b, shmem, args, attrs, nattrs)) != 0 ||
        (r = drv.cuEventRecord(z, stream)) != 0)
      return r;
    return 0;
  }

  void time(const std::string &name, Dim3 g, Dim3 b, size_t shmem,
            void **args, CUlaunchAttribute_ *attrs, unsigned nattrs,
            CUstream programStream) {
    if (broken || (maxTimed >= 0 && timed >= maxTimed))
      return;
    char key[64];
    std::snprintf(key, sizeof key, "|%u,%u,%u", g.x, g.y, g.z);
    if (!seen.insert(name + key).second)
      return;
    if (!setUp()) {
      broken = true;
      row(name, g, b, 0, 0, 0, "-", "shim set-up failed (see the program's log)");
      return;
    }
    if (!ours) {
      broken = true; // one row says why, for the whole program
      row(name, g, b, 0, 0, 0, "-", "ours: " + oursErr);
      return;
    }
    // A launch into a stream being captured (CUDA graphs) did not run:
    // waiting for the device would break the capture. Not timed.
    int capturing = 0;
    if (drv.cuStreamIsCapturing &&
        drv.cuStreamIsCapturing(programStream, &capturing) == 0 && capturing) {
      seen.erase(name + key);
      return;
    }
    CUfunction fo = nullptr, fn = nullptr;
    if (drv.cuModuleGetFunction(&fo, ours, name.c_str()) != 0 || !fo) {
      // Not in our tile cubin: a SIMT kernel. Not timed, not counted.
      seen.erase(name + key);
      return;
    }
    ++timed;
    CUresult r = drv.cuCtxSynchronize();
    if (r != 0) {
      broken = true;
      row(name, g, b, 0, 0, 0, "-", err("the program's own launch failed", r));
      return;
    }
    if (!nvcc || (r = drv.cuModuleGetFunction(&fn, nvcc, name.c_str())) != 0) {
      row(name, g, b, 0, 0, 0, "-",
          nvcc ? err("nvcc cubin: cuModuleGetFunction", r) : "nvcc: " + nvccErr);
      return;
    }
    std::vector<size_t> offO, offN;
    bool knownO = false, knownN = false;
    std::vector<size_t> sizesO = paramSizes(fo, &offO, &knownO);
    std::vector<size_t> sizesN = paramSizes(fn, &offN, &knownN);
    if (knownO && knownN && sizesO != sizesN) {
      row(name, g, b, 0, 0, 0, "-",
          "parameter layouts differ (ours " + std::to_string(sizesO.size()) +
              " params, nvcc " + std::to_string(sizesN.size()) + ")");
      return;
    }

    // 1. Copy aside what the arguments point into.
    struct Saved {
      CUdeviceptr base, copy;
      size_t bytes;
    };
    std::vector<Saved> saved;
    const char *restore = "no";
    if (knownO) {
      restore = "yes";
      std::set<CUdeviceptr> bases;
      for (size_t i = 0; i < sizesO.size(); ++i)
        for (size_t k = 0; k + 8 <= sizesO[i]; k += 8) {
          uint64_t v;
          std::memcpy(&v, static_cast<char *>(args[i]) + k, 8);
          CUdeviceptr base = 0;
          size_t bytes = 0;
          if (v && drv.cuMemGetAddressRange &&
              drv.cuMemGetAddressRange(&base, &bytes, v) == 0 && bytes &&
              bases.insert(base).second)
            saved.push_back({base, 0, bytes});
        }
      for (Saved &s : saved) {
        if ((r = drv.cuMemAlloc(&s.copy, s.bytes)) != 0 ||
            (r = drv.cuMemcpyDtoDAsync(s.copy, s.base, s.bytes, stream)) != 0) {
          restore = "partial";
          LOG("%s: cannot copy aside %zu bytes (%s): timing anyway\n",
              name.c_str(), s.bytes, drv.errName(r));
          if (s.copy)
            drv.cuMemFree(s.copy);
          s.copy = 0;
        }
      }
    }

    // 2. Time.
    std::vector<float> to, tn;
    std::string status = "ok";
    long n = reps;
    auto fail = [&](const char *what, CUresult e) {
      status = err(what, e);
      return false;
    };
    auto runBoth = [&](bool record) -> bool {
      bool oursFirst = (to.size() % 2) == 0;
      CUfunction first = oursFirst ? fo : fn, second = oursFirst ? fn : fo;
      if ((r = timedRun(first, ev[0], ev[1], g, b, unsigned(shmem), args, attrs, nattrs)) != 0 ||
          (r = timedRun(second, ev[2], ev[3], g, b, unsigned(shmem), args, attrs, nattrs)) != 0)
        return fail("launch", r);
      if ((r = drv.cuEventSynchronize(ev[3])) != 0)
        return fail("run", r);
      float t1 = 0, t2 = 0;
      if ((r = drv.cuEventElapsedTime(&t1, ev[0], ev[1])) != 0 ||
          (r = drv.cuEventElapsedTime(&t2, ev[2], ev[3])) != 0)
        return fail("cuEventElapsedTime", r);
      if (record) {
        to.push_back(oursFirst ? t1 : t2);
        tn.push_back(oursFirst ? t2 : t1);
      } else if (to.empty() && tn.empty()) {
        // Fit the repetitions into the budget, by the warm-up's times.
        double pair = double(t1) + double(t2);
        if (pair > 0 && pair * double(n) > double(budgetMs))
          n = std::max(3L, long(double(budgetMs) / pair));
      }
      return true;
    };
    bool ok = true;
    for (long i = 0; ok && i < std::max(1L, warmup); ++i)
      ok = runBoth(false);
    for (long i = 0; ok && i < n; ++i)
      ok = runBoth(true);
    if (!ok)
      broken = true; // a failed launch may have left the context unusable

    // 3. Put the allocations back as the real launch left them.
    for (Saved &s : saved)
      if (s.copy) {
        if (!broken && drv.cuMemcpyDtoDAsync(s.base, s.copy, s.bytes, stream) != 0)
          restore = "partial";
      }
    if (!broken)
      drv.cuStreamSynchronize(stream);
    for (Saved &s : saved)
      if (s.copy)
        drv.cuMemFree(s.copy);

    auto median = [](std::vector<float> v) -> double {
      if (v.empty())
        return 0;
      std::sort(v.begin(), v.end());
      size_t m = v.size() / 2;
      return v.size() % 2 ? v[m] : 0.5 * (double(v[m - 1]) + double(v[m]));
    };
    row(name, g, b, ok ? median(to) * 1000.0 : 0, ok ? median(tn) * 1000.0 : 0,
        long(to.size()), restore, status);
  }
};

Bench &bench() {
  static Bench *b = new Bench; // never destroyed: launches may come late
  return *b;
}

void afterLaunch(const void *func, Dim3 grid, Dim3 block, size_t shmem,
                 void **args, CUlaunchAttribute_ *attrs, unsigned nattrs,
                 void *stream) {
  Bench &b = bench();
  std::lock_guard<std::mutex> lock(b.mu);
  b.configure();
  if (!b.active)
    return;
  auto it = b.names.find(func);
  if (it == b.names.end())
    return;
  b.time(it->second, grid, block, shmem, args, attrs, nattrs, stream);
}

} // namespace

extern "C" {

__attribute__((visibility("default"))) void
__cudaRegisterFunction(void **fatCubinHandle, const char *hostFun,
                       char *deviceFun, const char *deviceName, int threadLimit,
                       void *tid, void *bid, void *bDim, void *gDim,
                       int *wSize) {
  static RegisterFunctionFn real =
      next<RegisterFunctionFn>("__cudaRegisterFunction");
  {
    Bench &b = bench();
    std::lock_guard<std::mutex> lock(b.mu);
    if (deviceName)
      b.names[hostFun] = deviceName;
  }
  if (real)
    real(fatCubinHandle, hostFun, deviceFun, deviceName, threadLimit, tid, bid,
         bDim, gDim, wSize);
}

__attribute__((visibility("default"))) int
cudaLaunchKernel(const void *func, Dim3 grid, Dim3 block, void **args,
                 size_t sharedMem, void *stream) {
  static LaunchKernelFn real = next<LaunchKernelFn>("cudaLaunchKernel");
  if (!real)
    return 999; // cudaErrorUnknown
  int rc = real(func, grid, block, args, sharedMem, stream);
  if (rc == 0)
    afterLaunch(func, grid, block, sharedMem, args, nullptr, 0, stream);
  return rc;
}

__attribute__((visibility("default"))) int
cudaLaunchKernelExC(const RtLaunchConfig *config, const void *func,
                    void **args) {
  static LaunchKernelExCFn real = next<LaunchKernelExCFn>("cudaLaunchKernelExC");
  if (!real)
    return 999;
  int rc = real(config, func, args);
  if (rc == 0 && config)
    afterLaunch(func, config->grid, config->block, config->dynamicSmemBytes,
                args, config->attrs, config->numAttrs, config->stream);
  return rc;
}

} // extern "C"
