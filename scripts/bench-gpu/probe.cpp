// probe.cpp - first step of the bench-gpu bundle's run.sh: is there a CUDA
// driver and a GPU, which, and does this driver load the cubins given on the
// command line (tileiras 13.4 output: the open question of docs/bench-gpu.md)?
//
//   probe [cubin...]
// Exit status: 0 when there is a device (whatever the cubins did), 3 when
// there is no driver or no device (a clear message says which).
#include "cuda_min.h"

#include <cstdlib>
#include <vector>

static std::vector<char> readFile(const char *path) {
  std::vector<char> data;
  if (FILE *f = std::fopen(path, "rb")) {
    char buf[65536];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
      data.insert(data.end(), buf, buf + n);
    std::fclose(f);
  }
  return data;
}

int main(int argc, char **argv) {
  Driver drv;
  const char *why = nullptr;
  if (!drv.load(&why)) {
    std::printf("no CUDA driver/GPU: cannot load libcuda.so.1 (%s)\n", why);
    return 3;
  }
  CUresult r = drv.cuInit(0);
  if (r != 0) {
    std::printf("no CUDA driver/GPU: cuInit: %s (%s)\n", drv.errName(r),
                drv.errString(r));
    return 3;
  }
  int count = 0, version = 0;
  drv.cuDriverGetVersion(&version);
  if ((r = drv.cuDeviceGetCount(&count)) != 0 || count == 0) {
    std::printf("no CUDA driver/GPU: %s\n",
                r ? drv.errName(r) : "the driver sees no device");
    return 3;
  }
  std::printf("driver API version: %d.%d (cuDriverGetVersion %d)\n",
              version / 1000, version % 1000 / 10, version);
  CUdevice dev = 0;
  drv.cuDeviceGet(&dev, 0);
  char name[256] = "?";
  drv.cuDeviceGetName(name, sizeof name, dev);
  int major = 0, minor = 0, sms = 0, l2 = 0, memClock = 0, bus = 0;
  drv.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR_, dev);
  drv.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR_, dev);
  drv.cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT_, dev);
  drv.cuDeviceGetAttribute(&l2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE_, dev);
  drv.cuDeviceGetAttribute(&memClock, CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE_, dev);
  drv.cuDeviceGetAttribute(&bus, CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH_, dev);
  size_t mem = 0;
  drv.cuDeviceTotalMem(&mem, dev);
  std::printf("device: %s (sm_%d%d, %d SMs, %.1f GiB, L2 %d MiB, "
              "peak DRAM %.0f GB/s)\n",
              name, major, minor, sms, double(mem) / (1 << 30), l2 >> 20,
              2.0 * memClock * 1e3 * (bus / 8) / 1e9);
  if (count > 1)
    std::printf("devices: %d (the bench uses device 0)\n", count);

  CUcontext ctx = nullptr;
  if ((r = drv.cuDevicePrimaryCtxRetain(&ctx, dev)) != 0 ||
      (r = drv.cuCtxSetCurrent(ctx)) != 0) {
    std::printf("context: %s (%s)\n", drv.errName(r), drv.errString(r));
    return 0;
  }
  for (int i = 1; i < argc; ++i) {
    std::vector<char> data = readFile(argv[i]);
    if (data.empty()) {
      std::printf("cuModuleLoadData %s: cannot read the file\n", argv[i]);
      continue;
    }
    CUmodule m = nullptr;
    char how[256];
    r = drv.cuModuleLoadData(&m, data.data());
    if (r == 0) {
      std::printf("cuModuleLoadData %s: CUDA_SUCCESS (this driver loads it)\n",
                  argv[i]);
      continue;
    }
    std::printf("cuModuleLoadData %s: FAILED %s (%s)\n", argv[i],
                drv.errName(r), drv.errString(r));
    // The library API, which the runtime uses: does it do better?
    if (drv.cuLibraryLoadData) {
      r = drv.loadImage(&m, data.data(), how, sizeof how);
      std::printf("cuLibraryLoadData %s: %s (%s)\n", argv[i],
                  r == 0 ? "CUDA_SUCCESS" : "FAILED", how);
    }
  }
  return 0;
}
