// A host program that drives libcutile_emu.so the way an emulated build
// does, with the registration written by hand instead of by the plugin:
// a 1M-element vector add through cudaLaunchKernel (every element checked
// and the launch timed), a SIMT stub refused at launch, the error calls,
// and (with an argument) a launch whose grid overruns the buffers.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

struct dim3 {
  unsigned x, y, z;
};
extern "C" {
void __cutile_emu_register_module(const char *, size_t, const void **,
                                  const char **, const int *, size_t);
int cudaMalloc(void **, size_t);
int cudaFree(void *);
int cudaMemcpy(void *, const void *, size_t, int);
int cudaMemset(void *, int, size_t);
int cudaLaunchKernel(const void *, dim3, dim3, void **, size_t, void *);
int cudaDeviceSynchronize();
int cudaGetLastError();
int cudaPeekAtLastError();
const char *cudaGetErrorString(int);
}

static const char kModule[] = R"(
cuda_tile.module @m {
  entry @saxpy(%x: !cuda_tile.tile<ptr<f32>>, %y: !cuda_tile.tile<ptr<f32>>,
               %a: !cuda_tile.tile<f32>, %n: !cuda_tile.tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %yv = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %xt, %t0 = load_view_tko weak %xp[%bid] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %yt, %t1 = load_view_tko weak %yp[%bid] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %a1 = reshape %a : tile<f32> -> tile<1xf32>
    %aN = broadcast %a1 : tile<1xf32> -> tile<1024xf32>
    %r = fma %aN, %xt, %yt : tile<1024xf32>
    %t2 = store_view_tko weak %r, %yp[%bid] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  }
}
)";

static void saxpyStub() {}
static void simtStub() {}

int main(int argc, char **argv) {
  const void *stubs[] = {(const void *)&saxpyStub, (const void *)&simtStub};
  const char *names[] = {"saxpy", "simt_kernel"};
  const int isTile[] = {1, 0};
  __cutile_emu_register_module(kModule, sizeof kModule - 1, stubs, names,
                               isTile, 2);

  const int n = 1 << 20;
  std::vector<float> x(n), y(n), out(n);
  srand(42);
  for (int i = 0; i < n; ++i) {
    x[i] = float(rand()) / RAND_MAX - 0.5f;
    y[i] = float(rand()) / RAND_MAX - 0.5f;
  }
  float *dx, *dy;
  if (cudaMalloc((void **)&dx, n * 4) || cudaMalloc((void **)&dy, n * 4))
    return 1;
  cudaMemcpy(dx, x.data(), n * 4, 1);
  cudaMemcpy(dy, y.data(), n * 4, 1);
  float a = 1.5f;
  int count = n;
  // A grid one block too large overruns the allocation (with an argument).
  unsigned blocks = n / 1024 + (argc > 1 ? 1 : 0);
  void *args[] = {&dx, &dy, &a, &count};
  if (argc > 1) {
    // The tensor says n + 1024 elements: the last tile is "in bounds" of the
    // view but not of the allocation.
    count = n + 1024;
  }
  auto t0 = std::chrono::steady_clock::now();
  int err = cudaLaunchKernel((const void *)&saxpyStub, {blocks, 1, 1},
                             {1, 1, 1}, args, 0, nullptr);
  auto t1 = std::chrono::steady_clock::now();
  if (err) {
    printf("launch failed: %s\n", cudaGetErrorString(err));
    return 1;
  }
  cudaMemcpy(out.data(), dy, n * 4, 2);
  for (int i = 0; i < n; ++i)
    if (out[i] != std::fma(a, x[i], y[i])) {
      printf("FAIL at %d: %g != %g\n", i, out[i], std::fma(a, x[i], y[i]));
      return 1;
    }
  printf("PASS saxpy %d elements, every element checked\n", n);
  fprintf(stderr, "saxpy 1M launch: %.3f s\n",
          std::chrono::duration<double>(t1 - t0).count());

  // A SIMT kernel cannot run in emulation: the launch fails and says so.
  err = cudaLaunchKernel((const void *)&simtStub, {1, 1, 1}, {32, 1, 1},
                         nullptr, 0, nullptr);
  printf("simt launch: %d %s\n", err, cudaGetErrorString(err));
  printf("last error: %d, then %d\n", cudaPeekAtLastError(),
         (cudaGetLastError(), cudaGetLastError()));
  // Device memory is checked by the copy calls too.
  err = cudaMemcpy(dx + n - 1, x.data(), 8, 1);
  printf("overlong copy: %s\n", cudaGetErrorString(err));
  printf("free of a host pointer: %d\n", cudaFree(x.data()));
  printf("sync: %d\n", cudaDeviceSynchronize());
  cudaFree(dx);
  cudaFree(dy);
  return 0;
}
