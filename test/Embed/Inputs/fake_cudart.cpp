// A stand-in for libcudart for tests on machines without a GPU: it logs,
// on stderr, every registration and launch a program built by our clang++
// makes, so that tests can check which module each kernel went to and with
// what arguments. Memory calls use host memory; kernels never run.
//
// Built with the real CUDA headers so that the structures (launch config,
// attributes, function attributes) have the runtime's layout.
#include <cuda_runtime_api.h>

#include <cxxabi.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Module {
  const unsigned char *fatbin = nullptr;
  std::vector<std::pair<const unsigned char *, size_t>> elfs;
};
struct Kernel {
  const void *stub;
  int module;
  std::string name;
};
struct LaunchConfig {
  dim3 grid, block;
  size_t shmem;
  void *stream;
};

std::vector<Module> modules;
std::vector<Kernel> kernels;
std::vector<LaunchConfig> configs;

#define LOG(...) std::fprintf(stderr, "[cudart] " __VA_ARGS__)

template <typename T> T read(const unsigned char *p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

int moduleOf(void **handle) {
  return static_cast<int>(reinterpret_cast<intptr_t>(handle)) - 1;
}

// The fatbinary container: a 16-byte header (magic 0xBA55ED50, version,
// header size, size of what follows), then entries, each a header (kind,
// header size, payload size, ..., the SM number at offset 28) and payload.
// Kinds: 1 PTX, 2 ELF, 128 Tile IR bytecode (read from nvcc's output).
void describeFatbin(int index, Module &m) {
  const unsigned char *p = m.fatbin;
  if (read<uint32_t>(p) != 0xBA55ED50u) {
    LOG("module #%d: not a fatbinary\n", index);
    return;
  }
  uint16_t headerSize = read<uint16_t>(p + 6);
  uint64_t size = read<uint64_t>(p + 8);
  const unsigned char *entry = p + headerSize, *end = entry + size;
  while (entry < end) {
    uint16_t kind = read<uint16_t>(entry);
    uint32_t entryHeader = read<uint32_t>(entry + 4);
    uint64_t payload = read<uint64_t>(entry + 8);
    uint32_t sm = read<uint32_t>(entry + 28);
    const char *kindName = kind == 2     ? "elf"
                           : kind == 1   ? "ptx"
                           : kind == 128 ? "tileir"
                                         : "other";
    LOG("module #%d: image kind=%s sm=%u\n", index, kindName, sm);
    if (kind == 2)
      m.elfs.push_back({entry + entryHeader, payload});
    entry += entryHeader + payload;
  }
}

// Whether some ELF of the module has `name` in a string table.
bool moduleHasSymbol(const Module &m, const std::string &name) {
  for (auto [data, size] : m.elfs)
    for (size_t i = 0; i + name.size() < size; ++i)
      if ((i == 0 || data[i - 1] == 0) && data[i + name.size()] == 0 &&
          !std::memcmp(data + i, name.data(), name.size()))
        return true;
  return false;
}

const Kernel *find(const void *stub) {
  for (const Kernel &k : kernels)
    if (k.stub == stub)
      return &k;
  return nullptr;
}

// The parameter types of a mangled kernel name, from its demangled form
// "ns::k<float>(float*, int)".
std::vector<std::string> paramTypes(const std::string &mangled) {
  int status = 0;
  char *d = abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status);
  std::vector<std::string> types;
  if (!d)
    return types;
  std::string s = d;
  std::free(d);
  if (s.empty() || s.back() != ')')
    return types;
  int depth = 0;
  size_t close = s.size() - 1, open = close;
  for (size_t i = close + 1; i-- > 0;) {
    if (s[i] == ')')
      ++depth;
    else if (s[i] == '(' && --depth == 0) {
      open = i;
      break;
    }
  }
  std::string list = s.substr(open + 1, close - open - 1);
  std::string cur;
  depth = 0;
  for (char c : list) {
    if (c == '<' || c == '(')
      ++depth;
    if (c == '>' || c == ')')
      --depth;
    if (c == ',' && depth == 0) {
      types.push_back(cur);
      cur.clear();
      continue;
    }
    if (!(c == ' ' && cur.empty()))
      cur += c;
  }
  if (!cur.empty() && cur != "void")
    types.push_back(cur);
  return types;
}

std::string formatArgs(const Kernel &k, void **args) {
  std::string out;
  char buf[64];
  std::vector<std::string> types = paramTypes(k.name);
  for (size_t i = 0; i < types.size(); ++i) {
    const std::string &t = types[i];
    const void *p = args ? args[i] : nullptr;
    if (!p)
      std::snprintf(buf, sizeof buf, "<null>");
    else if (t.back() == '*')
      std::snprintf(buf, sizeof buf, "%p", *static_cast<void *const *>(p));
    else if (t == "int")
      std::snprintf(buf, sizeof buf, "%d", *static_cast<const int *>(p));
    else if (t == "unsigned int")
      std::snprintf(buf, sizeof buf, "%u", *static_cast<const unsigned *>(p));
    else if (t == "long" || t == "long long")
      std::snprintf(buf, sizeof buf, "%lld",
                    static_cast<long long>(*static_cast<const long *>(p)));
    else if (t == "unsigned long")
      std::snprintf(buf, sizeof buf, "%lu",
                    *static_cast<const unsigned long *>(p));
    else if (t == "float")
      std::snprintf(buf, sizeof buf, "%g", *static_cast<const float *>(p));
    else if (t == "double")
      std::snprintf(buf, sizeof buf, "%g", *static_cast<const double *>(p));
    else
      std::snprintf(buf, sizeof buf, "?");
    out += (i ? ", " : "") + std::string(buf);
  }
  return out;
}

cudaError_t launch(const char *how, const void *func, dim3 grid, dim3 block,
                   size_t shmem, void *stream, void **args,
                   const std::string &extra) {
  const Kernel *k = find(func);
  if (!k) {
    LOG("%s: unregistered function %p\n", how, func);
    return cudaErrorInvalidDeviceFunction;
  }
  LOG("%s module #%d %s grid=(%u,%u,%u) block=(%u,%u,%u) shmem=%zu "
      "stream=%p%s args=(%s)\n",
      how, k->module, k->name.c_str(), grid.x, grid.y, grid.z, block.x,
      block.y, block.z, shmem, stream, extra.c_str(),
      formatArgs(*k, args).c_str());
  return cudaSuccess;
}

} // namespace

extern "C" {

void **__cudaRegisterFatBinary(void *wrapper) {
  const auto *w = static_cast<const int *>(wrapper);
  Module m;
  std::memcpy(&m.fatbin, static_cast<const char *>(wrapper) + 8,
              sizeof m.fatbin);
  int index = static_cast<int>(modules.size());
  LOG("register fatbinary #%d magic=0x%x version=%d\n", index,
      static_cast<unsigned>(w[0]), w[1]);
  describeFatbin(index, m);
  modules.push_back(m);
  return reinterpret_cast<void **>(static_cast<intptr_t>(index + 1));
}

void __cudaRegisterFatBinaryEnd(void **handle) {
  LOG("register fatbinary end #%d\n", moduleOf(handle));
}

void __cudaUnregisterFatBinary(void **handle) {
  LOG("unregister fatbinary #%d\n", moduleOf(handle));
}

void __cudaRegisterFunction(void **handle, const char *hostFun,
                            char *deviceFun, const char *deviceName, int,
                            uint3 *, uint3 *, dim3 *, dim3 *, int *) {
  int index = moduleOf(handle);
  // A module of bytecode only has no ELF to look in (the driver compiles
  // the bytecode when it loads the module).
  bool found = modules[index].elfs.empty() ||
               moduleHasSymbol(modules[index], deviceName);
  LOG("register function module #%d %s%s\n", index, deviceName,
      found ? "" : " (not in any of its ELF images)");
  kernels.push_back({hostFun, index, deviceName});
}

void __cudaRegisterVar(void **handle, char *, char *, const char *deviceName,
                       int, size_t, int, int) {
  LOG("register variable module #%d %s\n", moduleOf(handle), deviceName);
}

unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shmem,
                                     void *stream) {
  configs.push_back({grid, block, shmem, stream});
  return 0;
}

cudaError_t __cudaPopCallConfiguration(dim3 *grid, dim3 *block, size_t *shmem,
                                       void *stream) {
  if (configs.empty())
    return cudaErrorInvalidConfiguration;
  LaunchConfig c = configs.back();
  configs.pop_back();
  *grid = c.grid;
  *block = c.block;
  *shmem = c.shmem;
  *static_cast<void **>(stream) = c.stream;
  return cudaSuccess;
}

cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block,
                             void **args, size_t shmem, cudaStream_t stream) {
  return launch("cudaLaunchKernel", func, grid, block, shmem, stream, args,
                "");
}

cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config,
                                const void *func, void **args) {
  std::string extra;
  char buf[96];
  for (unsigned i = 0; i < config->numAttrs; ++i) {
    const cudaLaunchAttribute &a = config->attrs[i];
    if (a.id == cudaLaunchAttributeClusterDimension)
      std::snprintf(buf, sizeof buf, " cluster=(%u,%u,%u)", a.val.clusterDim.x,
                    a.val.clusterDim.y, a.val.clusterDim.z);
    else
      std::snprintf(buf, sizeof buf, " attr%d", static_cast<int>(a.id));
    extra += buf;
  }
  return launch("cudaLaunchKernelExC", func, config->gridDim, config->blockDim,
                config->dynamicSmemBytes, config->stream, args, extra);
}

cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attr, const void *func) {
  const Kernel *k = find(func);
  if (!k) {
    LOG("cudaFuncGetAttributes: unregistered function %p\n", func);
    return cudaErrorInvalidDeviceFunction;
  }
  LOG("cudaFuncGetAttributes module #%d %s\n", k->module, k->name.c_str());
  std::memset(attr, 0, sizeof *attr);
  attr->maxThreadsPerBlock = 128;
  return cudaSuccess;
}

cudaError_t cudaMalloc(void **p, size_t size) {
  *p = std::calloc(1, size ? size : 1);
  return cudaSuccess;
}
cudaError_t cudaFree(void *p) {
  std::free(p);
  return cudaSuccess;
}
cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind) {
  std::memmove(dst, src, n);
  return cudaSuccess;
}
cudaError_t cudaMemset(void *p, int v, size_t n) {
  std::memset(p, v, n);
  return cudaSuccess;
}
cudaError_t cudaStreamCreate(cudaStream_t *s) {
  static int streams;
  *s = reinterpret_cast<cudaStream_t>(static_cast<intptr_t>(0x5000 + ++streams));
  return cudaSuccess;
}
cudaError_t cudaStreamDestroy(cudaStream_t) { return cudaSuccess; }
cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
cudaError_t cudaGetLastError(void) { return cudaSuccess; }
cudaError_t cudaPeekAtLastError(void) { return cudaSuccess; }
const char *cudaGetErrorString(cudaError_t e) {
  return e == cudaSuccess ? "no error" : "stand-in error";
}
// No device: programs that ask take the path for machines without a GPU.
cudaError_t cudaGetDeviceCount(int *n) {
  *n = 0;
  return cudaErrorNoDevice;
}

} // extern "C"
