//===- Driver.cpp - the driver API calls that load and launch modules ------===//
//
// A program that loads its kernels itself (cuModuleLoadData, then
// cuModuleGetFunction and cuLaunchKernel) hands the emulator a module
// image. A cubin holds GPU machine code, which the emulator cannot run; it
// runs what tileiras would have compiled: Tile IR bytecode (ours, from
// cutile-translate or CUTILE_DUMP_DIR, or nvcc's -tilebc) or cuda_tile MLIR
// text. Everything else is refused with a message saying so. The device,
// context and memory calls map onto the runtime's.
//
//===----------------------------------------------------------------------===//

#include "RuntimeState.h"

#include "cutile/Bytecode/BytecodeReader.h"
#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Operation.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cuda.h>

#include <cstring>

using namespace cutile::emurt;
namespace emu = cutile::emu;

namespace cutile::emurt {
const char *cuErrorName(int e);
} // namespace cutile::emurt

// The handle types of cuda.h are pointers to these incomplete structs.
struct CUmod_st {
  std::unique_ptr<emu::Module> module;
  std::vector<std::unique_ptr<struct CUfunc_st>> functions;
};
struct CUfunc_st {
  CUmod_st *module;
  std::string name;
  const emu::Kernel *kernel;
};
struct CUctx_st {};

namespace {

CUctx_st theContext;
bool initialized = false;
CUcontext current = nullptr;

CUresult fromRuntime(cudaError_t e) {
  // The shared codes have the same numbers in both APIs.
  return CUresult(int(e));
}

CUresult needInit() {
  return initialized ? CUDA_SUCCESS : CUDA_ERROR_NOT_INITIALIZED;
}

/// Length of Tile IR bytecode at `p`: the header, then sections up to the
/// end marker (the driver API passes images without their size).
size_t bytecodeSize(const uint8_t *p) {
  constexpr size_t kLimit = size_t(1) << 31;
  size_t pos = 12;
  auto varint = [&](uint64_t &v) {
    v = 0;
    for (unsigned shift = 0; shift < 64 && pos < kLimit; shift += 7) {
      uint8_t b = p[pos++];
      v |= uint64_t(b & 0x7F) << shift;
      if (!(b & 0x80))
        return true;
    }
    return false;
  };
  while (pos < kLimit) {
    uint8_t id = p[pos++];
    if ((id & 0x7F) == 0)
      return pos;
    uint64_t len, align = 1;
    if (!varint(len) || ((id & 0x80) && !varint(align)) || align == 0 ||
        align > 4096)
      return 0;
    pos += (align - pos % align) % align;
    pos += len;
  }
  return 0;
}

std::string describeImage(llvm::StringRef head) {
  if (head.starts_with("\x7f" "ELF"))
    return "a cubin (ELF) of GPU machine code";
  if (head.size() >= 4 && uint8_t(head[0]) == 0x50 && uint8_t(head[1]) == 0xED &&
      uint8_t(head[2]) == 0x55 && uint8_t(head[3]) == 0xBA)
    return "a fatbinary of GPU machine code";
  return "";
}

/// Parses an image (size known for files, found for bytecode, NUL-terminated
/// for text) into a module, or complains naming `api`.
CUresult loadImage(CUmodule *out, const void *image, size_t size,
                   const char *api) {
  if (!out || !image)
    return CUDA_ERROR_INVALID_VALUE;
  if (CUresult e = needInit())
    return e;
  const auto *bytes = static_cast<const uint8_t *>(image);
  llvm::StringRef head(static_cast<const char *>(image),
                       size ? std::min<size_t>(size, 8) : 8);
  std::string text, err;
  if (head.starts_with(llvm::StringRef("\x7fTileIR\0", 8))) {
    if (!size)
      size = bytecodeSize(bytes);
    if (!size) {
      complain(std::string("error: ") + api +
               ": the Tile IR bytecode is malformed");
      return CUDA_ERROR_INVALID_IMAGE;
    }
    mlir::MLIRContext ctx;
    ctx.getOrLoadDialect<cutile::ir::CudaTileDialect>();
    llvm::raw_string_ostream diag(err);
    mlir::ScopedDiagnosticHandler h(&ctx, [&](mlir::Diagnostic &d) {
      diag << d << "\n";
      return mlir::success();
    });
    llvm::MemoryBufferRef buf(
        llvm::StringRef(reinterpret_cast<const char *>(bytes), size),
        "tile-module");
    mlir::OwningOpRef<mlir::Operation *> m =
        cutile::bytecode::readBytecode(buf, ctx);
    if (!m) {
      complain(std::string("error: ") + api +
               ": cannot read the Tile IR bytecode: " + err);
      return CUDA_ERROR_INVALID_IMAGE;
    }
    llvm::raw_string_ostream os(text);
    m->print(os, mlir::OpPrintingFlags().enableDebugInfo());
  } else {
    std::string kind = describeImage(head);
    if (kind.empty()) {
      text = size ? std::string(static_cast<const char *>(image), size)
                  : std::string(static_cast<const char *>(image));
      if (text.find("cuda_tile.module") == std::string::npos)
        kind = text.find(".version") != std::string::npos
                   ? "PTX"
                   : "not a module the emulator knows";
    }
    if (!kind.empty()) {
      complain(std::string("error: ") + api + ": the image is " + kind +
               ", which --cutile-emulate cannot run; load the kernel's Tile "
               "IR instead (bytecode from nvcc -tilebc, cutile-translate or "
               "CUTILE_DUMP_DIR, or cuda_tile MLIR text)");
      return CUDA_ERROR_INVALID_IMAGE;
    }
  }
  auto mod = std::make_unique<CUmod_st>();
  mod->module = emu::Module::parse(text, err);
  if (!mod->module) {
    complain(std::string("error: ") + api + ": " + err);
    return CUDA_ERROR_INVALID_IMAGE;
  }
  *out = mod.release();
  return CUDA_SUCCESS;
}

CUfunction function(CUmodule m, const std::string &name, std::string &err) {
  for (auto &f : m->functions)
    if (f->name == name)
      return f.get();
  const emu::Kernel *k = m->module->lookup(name, err);
  if (!k)
    return nullptr;
  m->functions.push_back(std::make_unique<CUfunc_st>(CUfunc_st{m, name, k}));
  return m->functions.back().get();
}

} // namespace

extern "C" {

CUresult cuInit(unsigned flags) {
  if (flags)
    return CUDA_ERROR_INVALID_VALUE;
  initialized = true;
  return CUDA_SUCCESS;
}
CUresult cuDriverGetVersion(int *v) {
  if (!v)
    return CUDA_ERROR_INVALID_VALUE;
  *v = CUDA_VERSION;
  return CUDA_SUCCESS;
}

CUresult cuGetErrorName(CUresult e, const char **s) {
  if (!s)
    return CUDA_ERROR_INVALID_VALUE;
  *s = cuErrorName(e);
  return *s ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
CUresult cuGetErrorString(CUresult e, const char **s) {
  if (!s)
    return CUDA_ERROR_INVALID_VALUE;
  // The shared codes have the runtime's descriptions.
  *s = cuErrorName(e) ? cudaGetErrorString(cudaError_t(int(e))) : nullptr;
  return *s ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuDeviceGetCount(int *n) {
  if (!n)
    return CUDA_ERROR_INVALID_VALUE;
  if (CUresult e = needInit())
    return e;
  *n = 1;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGet(CUdevice *d, int ordinal) {
  if (!d)
    return CUDA_ERROR_INVALID_VALUE;
  if (CUresult e = needInit())
    return e;
  if (ordinal != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  *d = 0;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetName(char *name, int len, CUdevice d) {
  if (!name || len <= 0)
    return CUDA_ERROR_INVALID_VALUE;
  if (d != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  std::strncpy(name, deviceProps().name, len - 1);
  name[len - 1] = 0;
  return CUDA_SUCCESS;
}
CUresult cuDeviceTotalMem(size_t *bytes, CUdevice d) {
  if (!bytes)
    return CUDA_ERROR_INVALID_VALUE;
  if (d != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  *bytes = deviceProps().totalGlobalMem;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetAttribute(int *v, CUdevice_attribute attr, CUdevice d) {
  if (!v)
    return CUDA_ERROR_INVALID_VALUE;
  if (d != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  if (!deviceAttribute(attr, *v)) {
    complain("error: cuDeviceGetAttribute: attribute " +
             std::to_string(int(attr)) + " is not emulated");
    return CUDA_ERROR_INVALID_VALUE;
  }
  return CUDA_SUCCESS;
}

// One device, one context: every context call hands out the same one.
CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d) {
  if (!c)
    return CUDA_ERROR_INVALID_VALUE;
  if (d != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  *c = &theContext;
  return needInit();
}
CUresult cuDevicePrimaryCtxRelease(CUdevice d) {
  return d == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}
CUresult cuCtxCreate(CUcontext *c, CUctxCreateParams *, unsigned, CUdevice d) {
  if (CUresult e = cuDevicePrimaryCtxRetain(c, d))
    return e;
  current = *c;
  return CUDA_SUCCESS;
}
CUresult cuCtxDestroy(CUcontext c) {
  if (c != &theContext)
    return CUDA_ERROR_INVALID_CONTEXT;
  if (current == c)
    current = nullptr;
  return CUDA_SUCCESS;
}
CUresult cuCtxSetCurrent(CUcontext c) {
  if (c && c != &theContext)
    return CUDA_ERROR_INVALID_CONTEXT;
  current = c;
  return CUDA_SUCCESS;
}
CUresult cuCtxGetCurrent(CUcontext *c) {
  if (!c)
    return CUDA_ERROR_INVALID_VALUE;
  *c = current;
  return CUDA_SUCCESS;
}
CUresult cuCtxPushCurrent(CUcontext c) { return cuCtxSetCurrent(c); }
CUresult cuCtxPopCurrent(CUcontext *c) {
  if (c)
    *c = current;
  current = nullptr;
  return CUDA_SUCCESS;
}
CUresult cuCtxGetDevice(CUdevice *d) {
  if (!d)
    return CUDA_ERROR_INVALID_VALUE;
  *d = 0;
  return CUDA_SUCCESS;
}
CUresult cuCtxSynchronize() { return fromRuntime(stickyOr(cudaSuccess)); }
CUresult cuStreamSynchronize(CUstream) {
  return fromRuntime(stickyOr(cudaSuccess));
}

CUresult cuMemAlloc(CUdeviceptr *p, size_t n) {
  if (!p)
    return CUDA_ERROR_INVALID_VALUE;
  void *m = nullptr;
  CUresult e = fromRuntime(cudaMalloc(&m, n));
  *p = CUdeviceptr(uintptr_t(m));
  return e;
}
CUresult cuMemFree(CUdeviceptr p) {
  return fromRuntime(cudaFree(reinterpret_cast<void *>(uintptr_t(p))));
}
CUresult cuMemcpyHtoD(CUdeviceptr d, const void *h, size_t n) {
  return fromRuntime(cudaMemcpy(reinterpret_cast<void *>(uintptr_t(d)), h, n,
                                cudaMemcpyHostToDevice));
}
CUresult cuMemcpyDtoH(void *h, CUdeviceptr d, size_t n) {
  return fromRuntime(cudaMemcpy(h, reinterpret_cast<void *>(uintptr_t(d)), n,
                                cudaMemcpyDeviceToHost));
}
CUresult cuMemsetD8(CUdeviceptr d, unsigned char v, size_t n) {
  return fromRuntime(cudaMemset(reinterpret_cast<void *>(uintptr_t(d)), v, n));
}

CUresult cuModuleLoadData(CUmodule *m, const void *image) {
  return loadImage(m, image, 0, "cuModuleLoadData");
}
CUresult cuModuleLoadDataEx(CUmodule *m, const void *image, unsigned,
                            CUjit_option *, void **) {
  return loadImage(m, image, 0, "cuModuleLoadDataEx");
}
CUresult cuModuleLoad(CUmodule *m, const char *path) {
  if (!path)
    return CUDA_ERROR_INVALID_VALUE;
  auto buf = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/true);
  if (!buf) {
    complain(std::string("error: cuModuleLoad: cannot read ") + path + ": " +
             buf.getError().message());
    return CUDA_ERROR_FILE_NOT_FOUND;
  }
  return loadImage(m, (*buf)->getBufferStart(), (*buf)->getBufferSize(),
                   "cuModuleLoad");
}
CUresult cuModuleUnload(CUmodule m) {
  if (!m)
    return CUDA_ERROR_INVALID_HANDLE;
  delete m;
  return CUDA_SUCCESS;
}

CUresult cuModuleGetFunction(CUfunction *f, CUmodule m, const char *name) {
  if (!f || !m || !name)
    return CUDA_ERROR_INVALID_VALUE;
  std::string err;
  *f = function(m, name, err);
  if (*f)
    return CUDA_SUCCESS;
  // A name the module lacks is an ordinary outcome; a kernel the emulator
  // cannot compile is worth a message.
  if (err.find("no tile entry") == std::string::npos)
    complain("error: cuModuleGetFunction: " + err);
  return CUDA_ERROR_NOT_FOUND;
}
CUresult cuModuleGetFunctionCount(unsigned *n, CUmodule m) {
  if (!n || !m)
    return CUDA_ERROR_INVALID_VALUE;
  *n = unsigned(m->module->entryNames().size());
  return CUDA_SUCCESS;
}
CUresult cuModuleEnumerateFunctions(CUfunction *fs, unsigned n, CUmodule m) {
  if (!fs || !m)
    return CUDA_ERROR_INVALID_VALUE;
  std::vector<std::string> names = m->module->entryNames();
  if (n < names.size())
    return CUDA_ERROR_INVALID_VALUE;
  for (size_t i = 0; i < names.size(); ++i) {
    std::string err;
    fs[i] = function(m, names[i], err);
    if (!fs[i]) {
      complain("error: cuModuleEnumerateFunctions: " + err);
      return CUDA_ERROR_NOT_SUPPORTED;
    }
  }
  return CUDA_SUCCESS;
}
CUresult cuFuncGetName(const char **name, CUfunction f) {
  if (!name || !f)
    return CUDA_ERROR_INVALID_VALUE;
  *name = f->name.c_str();
  return CUDA_SUCCESS;
}
CUresult cuFuncGetAttribute(int *v, CUfunction_attribute a, CUfunction f) {
  if (!v || !f)
    return CUDA_ERROR_INVALID_VALUE;
  switch (a) {
  case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *v = 1024; break;
  case CU_FUNC_ATTRIBUTE_NUM_REGS: *v = 32; break;
  case CU_FUNC_ATTRIBUTE_PTX_VERSION:
  case CU_FUNC_ATTRIBUTE_BINARY_VERSION: *v = 90; break;
  case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *v = 48 * 1024; break;
  default: *v = 0; break;
  }
  return CUDA_SUCCESS;
}
CUresult cuFuncSetAttribute(CUfunction f, CUfunction_attribute, int) {
  return f ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                        unsigned bx, unsigned by, unsigned bz,
                        unsigned smem, CUstream stream, void **params,
                        void **extra) {
  if (!f)
    return CUDA_ERROR_INVALID_HANDLE;
  if (extra) {
    complain("error: cuLaunchKernel: arguments packed in 'extra' "
             "(CU_LAUNCH_PARAM_BUFFER_POINTER) are not supported by "
             "--cutile-emulate; pass kernelParams");
    return CUDA_ERROR_NOT_SUPPORTED;
  }
  if (!params && !emu::kernelParams(*f->kernel).empty())
    return CUDA_ERROR_INVALID_VALUE;
  if (state().sticky != cudaSuccess)
    return fromRuntime(state().sticky);
  LaunchParams p;
  p.grid = dim3(gx, gy, gz);
  p.block = dim3(bx, by, bz);
  p.dynamicSmem = smem;
  p.stream = reinterpret_cast<cudaStream_t>(stream);
  return fromRuntime(runTile(*f->kernel, p, params));
}

} // extern "C"
