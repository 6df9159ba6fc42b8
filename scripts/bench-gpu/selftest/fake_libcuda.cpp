// A stand-in libcuda.so.1 for scripts/bench-gpu/selftest.sh on machines
// without a GPU: "device memory" is host memory (the stand-in runtime,
// test/Embed/Inputs/fake_cudart.cpp, allocates with calloc), kernels do not
// run, and time passes only by launches: a kernel from the first module
// loaded takes 10 us, from the second 12.5 us, so the shim's ratio must come
// out 0.8. Each launch scribbles over the first 4 bytes of every buffer its
// pointer parameters name, so that a shim that does not restore them
// changes what the program prints.
#include <cxxabi.h>
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {
struct Module {
  std::vector<char> data;
  double us;
};
struct Function {
  Module *m;
  std::string name;
  std::vector<size_t> sizes;
};
double clockUs = 0;
int modules = 0;

// Whether p looks like the start of a heap block (what the stand-in
// runtime's cudaMalloc returns): a mapped, 16-byte aligned address above
// 4 GiB. Scalars that happen to be 8 bytes wide (sizes, doubles) are not.
bool heapBlock(uint64_t p) {
  if (p < (uint64_t(1) << 32) || p % 16)
    return false;
  long page = sysconf(_SC_PAGESIZE);
  uint64_t start = (p - 16) & ~uint64_t(page - 1);
  unsigned char vec[2];
  return mincore(reinterpret_cast<void *>(start), size_t(p + 16 - start), vec) == 0;
}

std::vector<size_t> paramSizes(const std::string &mangled) {
  int st = 0;
  char *d = abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &st);
  std::vector<size_t> sizes;
  if (!d)
    return sizes;
  std::string s = d;
  std::free(d);
  size_t open = s.rfind('('), close = s.rfind(')');
  if (open == std::string::npos || close <= open + 1)
    return sizes;
  std::string list = s.substr(open + 1, close - open - 1), cur;
  int depth = 0;
  auto flush = [&]() {
    bool ptr = cur.find('*') != std::string::npos;
    bool four = cur == "int" || cur == "float" || cur == "unsigned int" ||
                cur == " int" || cur == " float" || cur == " unsigned int";
    sizes.push_back(ptr ? 8 : four ? 4 : 8);
    cur.clear();
  };
  for (char c : list) {
    if (c == '<' || c == '(')
      ++depth;
    if (c == '>' || c == ')')
      --depth;
    if (c == ',' && depth == 0)
      flush();
    else
      cur += c;
  }
  flush();
  return sizes;
}
} // namespace

extern "C" {
typedef int CUresult;
int cuInit(unsigned) { return 0; }
int cuDriverGetVersion(int *v) { *v = 13000; return 0; }
int cuDeviceGetCount(int *n) { *n = 1; return 0; }
int cuDeviceGet(int *d, int) { *d = 0; return 0; }
int cuDeviceGetName(char *n, int len, int) { std::snprintf(n, len, "Stand-in GPU"); return 0; }
int cuDeviceGetAttribute(int *v, int a, int) { *v = a == 75 ? 9 : a == 76 ? 0 : 1; return 0; }
int cuDeviceTotalMem_v2(size_t *b, int) { *b = size_t(1) << 30; return 0; }
int cuDevicePrimaryCtxRetain(void **c, int) { *c = (void *)0x1; return 0; }
int cuCtxSetCurrent(void *) { return 0; }
int cuCtxGetCurrent(void **c) { *c = (void *)0x1; return 0; }
int cuCtxSynchronize() { return 0; }
static int loadImage(void **m, const void *image);
// FAKE_CUDA_MODULE_LOAD_FAILS=1: cuModuleLoadData refuses every image and
// only the library API loads them (the shim's and the probe's fallback).
int cuModuleLoadData(void **m, const void *image) {
  if (const char *e = std::getenv("FAKE_CUDA_MODULE_LOAD_FAILS"))
    if (*e == '1')
      return 200; // CUDA_ERROR_INVALID_IMAGE
  return loadImage(m, image);
}
int cuLibraryLoadData(void **lib, const void *image, void *, void **, unsigned,
                      void *, void **, unsigned) {
  return loadImage(lib, image);
}
int cuLibraryGetModule(void **m, void *lib) {
  *m = lib;
  return 0;
}
static int loadImage(void **m, const void *image) {
  const char *p = static_cast<const char *>(image);
  if (std::memcmp(p, "\x7f" "ELF", 4) != 0)
    return 200; // CUDA_ERROR_INVALID_IMAGE
  // The ELF's size: the section header table ends it.
  uint64_t shoff;
  uint16_t shentsize, shnum;
  std::memcpy(&shoff, p + 0x28, 8);
  std::memcpy(&shentsize, p + 0x3a, 2);
  std::memcpy(&shnum, p + 0x3c, 2);
  size_t size = shoff + size_t(shentsize) * shnum;
  *m = new Module{std::vector<char>(p, p + size), ++modules == 1 ? 10.0 : 12.5};
  return 0;
}
int cuModuleGetFunction(void **f, void *mod, const char *name) {
  Module *m = static_cast<Module *>(mod);
  std::string n(name);
  const std::vector<char> &d = m->data;
  for (size_t i = 0; i + n.size() < d.size(); ++i)
    if ((i == 0 || d[i - 1] == 0) && d[i + n.size()] == 0 &&
        !std::memcmp(&d[i], n.data(), n.size())) {
      *f = new Function{m, n, paramSizes(n)};
      return 0;
    }
  return 500; // CUDA_ERROR_NOT_FOUND
}
int cuFuncGetParamInfo(void *fn, size_t i, size_t *off, size_t *size) {
  Function *f = static_cast<Function *>(fn);
  if (i >= f->sizes.size())
    return 1; // CUDA_ERROR_INVALID_VALUE
  size_t o = 0;
  for (size_t k = 0; k < i; ++k)
    o = (o + f->sizes[k] - 1) / f->sizes[k] * f->sizes[k] + f->sizes[k];
  *off = o;
  *size = f->sizes[i];
  return 0;
}
static int launch(void *fn, void **args) {
  Function *f = static_cast<Function *>(fn);
  for (size_t i = 0; i < f->sizes.size(); ++i)
    if (f->sizes[i] == 8) {
      void *p;
      std::memcpy(&p, args[i], 8);
      if (heapBlock(reinterpret_cast<uint64_t>(p)) && malloc_usable_size(p) >= 4)
        std::memset(p, 0x7f, 4);
    }
  clockUs += f->m->us;
  return 0;
}
int cuLaunchKernel(void *f, unsigned, unsigned, unsigned, unsigned, unsigned,
                   unsigned, unsigned, void *, void **args, void **) {
  return launch(f, args);
}
int cuLaunchKernelEx(const void *, void *f, void **args, void **) { return launch(f, args); }
int cuMemAlloc_v2(uint64_t *p, size_t n) { *p = (uint64_t)std::calloc(1, n); return 0; }
int cuMemFree_v2(uint64_t p) { std::free((void *)p); return 0; }
int cuMemGetInfo_v2(size_t *f, size_t *t) { *f = *t = size_t(1) << 30; return 0; }
int cuMemGetAddressRange_v2(uint64_t *base, size_t *size, uint64_t p) {
  if (!heapBlock(p))
    return 500; // CUDA_ERROR_NOT_FOUND
  *base = p;
  *size = malloc_usable_size((void *)p);
  return 0;
}
int cuMemsetD8Async(uint64_t p, unsigned char v, size_t n, void *) { std::memset((void *)p, v, n); return 0; }
int cuMemcpyHtoD_v2(uint64_t d, const void *s, size_t n) { std::memcpy((void *)d, s, n); return 0; }
int cuMemcpyDtoDAsync_v2(uint64_t d, uint64_t s, size_t n, void *) { std::memcpy((void *)d, (void *)s, n); return 0; }
int cuStreamCreate(void **s, unsigned) { *s = (void *)0x2; return 0; }
int cuStreamSynchronize(void *) { return 0; }
int cuEventCreate(void **e, unsigned) { *e = new double(0); return 0; }
int cuEventRecord(void *e, void *) { *static_cast<double *>(e) = clockUs; return 0; }
int cuEventSynchronize(void *) { return 0; }
int cuEventElapsedTime(float *ms, void *a, void *b) {
  *ms = float((*static_cast<double *>(b) - *static_cast<double *>(a)) / 1000.0);
  return 0;
}
int cuGetErrorName(int r, const char **s) {
  *s = r == 0 ? "CUDA_SUCCESS" : r == 200 ? "CUDA_ERROR_INVALID_IMAGE" : "CUDA_ERROR_STAND_IN";
  return 0;
}
int cuGetErrorString(int r, const char **s) { *s = r ? "stand-in error" : "no error"; return 0; }
}
