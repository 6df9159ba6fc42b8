// Each family of SIMT device API run on the CPU by --cutile-emulate, its
// results checked on the host: ids in 3-D grids, barriers with shared
// memory (static and extern dynamic), warp shuffles and votes, atomics,
// templates, math, fp16/bf16, __device__/__constant__ variables and
// device printf.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate %s -o %t
// RUN: %t | FileCheck %s
#include <cmath>
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

static int failures = 0;
static void expect(bool ok, const char *what, int i, double got, double want) {
  if (!ok && ++failures < 20)
    std::printf("FAIL %s [%d]: got %g want %g\n", what, i, got, want);
}
#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("%s: %s\n", #x, cudaGetErrorString(e_));                     \
      return 1;                                                                \
    }                                                                          \
  } while (0)

// Every thread of a 3-D grid of 3-D blocks writes its global linear id.
__global__ void ids(int *out) {
  int bx = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  int tx = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int nt = blockDim.x * blockDim.y * blockDim.z;
  out[bx * nt + tx] = bx * nt + tx + 1000 * (warpSize == 32);
}

// Block sum through static shared memory; reversal through dynamic shared.
__global__ void sharedMem(const int *in, int *sums, int *rev) {
  __shared__ int s[128];
  extern __shared__ int dyn[];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = in[i];
  dyn[t] = in[i];
  __syncthreads();
  rev[i] = dyn[blockDim.x - 1 - t];
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (t < w)
      s[t] += s[t + w];
    __syncthreads();
  }
  if (t == 0)
    sums[blockIdx.x] = s[0];
}

// One warp: every shuffle form and vote.
__global__ void warp(int *out) {
  int l = threadIdx.x;
  out[0 * 32 + l] = __shfl_sync(0xffffffff, l * 10, 7);
  out[1 * 32 + l] = __shfl_up_sync(0xffffffff, l * 10, 3);
  out[2 * 32 + l] = __shfl_down_sync(0xffffffff, l * 10, 5, 16);
  out[3 * 32 + l] = (int)__shfl_xor_sync(0xffffffff, l * 1.5f, 1);
  out[4 * 32 + l] = (int)__ballot_sync(0xffffffff, l % 3 == 0);
  out[5 * 32 + l] = __any_sync(0xffffffff, l == 31) + 2 * __all_sync(0xffffffff, l < 31);
  out[6 * 32 + l] = (int)__activemask();
  double d = __shfl_down_sync(0xffffffff, l + 0.25, 1);
  out[7 * 32 + l] = (int)(d * 4);
  __syncwarp();
  // A warp reduction the way the samples write it.
  int v = l;
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  out[8 * 32 + l] = v;
}

struct Atom {
  int i, mn, mx, cas, exch;
  unsigned u, inc;
  float f;
  double d;
  __half h;
};
__global__ void atomics(Atom *a) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&a->i, 2);
  atomicAdd(&a->u, 3u);
  atomicAdd(&a->f, 0.5f);
  atomicAdd(&a->d, 0.25);
  atomicAdd(&a->h, __float2half(1.0f));
  atomicMin(&a->mn, 100 - t);
  atomicMax(&a->mx, t * 2);
  atomicInc(&a->inc, 9u);
  atomicCAS(&a->cas, t, t + 1); // only the thread whose id matches moves it
  atomicExch(&a->exch, 7);
}

template <typename T, int Scale> __device__ T scaled(T x) { return x * T(Scale); }
template <typename T, int Scale>
__global__ void tmpl(T *out) {
  out[threadIdx.x] = scaled<T, Scale>(T(threadIdx.x));
}

__global__ void math(float *out, const float *in) {
  int i = threadIdx.x;
  float x = in[i];
  out[4 * i + 0] = __expf(x);
  out[4 * i + 1] = rsqrtf(x);
  out[4 * i + 2] = __fdividef(x, 3.0f);
  out[4 * i + 3] = sqrtf(x) + sinf(x) + fmaxf(x, 1.0f) + powf(x, 2.0f);
}

__global__ void halves(__half *h, __nv_bfloat16 *b, float *f) {
  int i = threadIdx.x;
  __half x = __float2half(f[i]);
  h[i] = __hadd(x, __float2half(0.5f)) * x;
  __nv_bfloat16 y = __float2bfloat16(f[i]);
  b[i] = y + y;
}

// Module-scope device variables: initialised, written by kernels, and
// copied with cudaMemcpyToSymbol/FromSymbol.
__device__ int counter = 5;
__constant__ float coef[4] = {1, 2, 3, 4};
__global__ void symbols(float *out) {
  out[threadIdx.x] = coef[threadIdx.x] + counter;
  __syncthreads();
  atomicAdd(&counter, 1);
}

__global__ void hello(int n) {
  if (threadIdx.x == n)
    printf("hello from block %d thread %d of %d\n", blockIdx.x, threadIdx.x,
           blockDim.x);
}

int main() {
  // ids
  {
    dim3 g(3, 2, 2), b(4, 2, 3);
    int n = 12 * 24;
    int *d;
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    ids<<<g, b>>>(d);
    CHECK(cudaGetLastError());
    int h[12 * 24];
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
      expect(h[i] == i + 1000, "ids", i, h[i], i + 1000);
    std::printf("ok ids\n");
  }
  // shared memory
  {
    const int nb = 4, nt = 128, n = nb * nt;
    int in[n], sums[nb], rev[n];
    for (int i = 0; i < n; ++i)
      in[i] = i * 3 - 7;
    int *din, *dsums, *drev;
    CHECK(cudaMalloc(&din, sizeof in));
    CHECK(cudaMalloc(&dsums, sizeof sums));
    CHECK(cudaMalloc(&drev, sizeof rev));
    CHECK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
    sharedMem<<<nb, nt, nt * sizeof(int)>>>(din, dsums, drev);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(sums, dsums, sizeof sums, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(rev, drev, sizeof rev, cudaMemcpyDeviceToHost));
    for (int b = 0; b < nb; ++b) {
      int want = 0;
      for (int t = 0; t < nt; ++t) {
        want += in[b * nt + t];
        expect(rev[b * nt + t] == in[b * nt + nt - 1 - t], "dynamic shared",
               b * nt + t, rev[b * nt + t], in[b * nt + nt - 1 - t]);
      }
      expect(sums[b] == want, "shared reduction", b, sums[b], want);
    }
    std::printf("ok shared\n");
  }
  // warp
  {
    int *d, h[9 * 32];
    CHECK(cudaMalloc(&d, sizeof h));
    warp<<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    unsigned ballot = 0;
    for (int l = 0; l < 32; l += 3)
      ballot |= 1u << l;
    for (int l = 0; l < 32; ++l) {
      expect(h[l] == 70, "shfl", l, h[l], 70);
      int up = l >= 3 ? (l - 3) * 10 : l * 10;
      expect(h[32 + l] == up, "shfl_up", l, h[32 + l], up);
      int down = (l % 16) + 5 < 16 ? (l + 5) * 10 : l * 10;
      expect(h[64 + l] == down, "shfl_down width 16", l, h[64 + l], down);
      int x = (int)((l ^ 1) * 1.5f);
      expect(h[96 + l] == x, "shfl_xor float", l, h[96 + l], x);
      expect((unsigned)h[128 + l] == ballot, "ballot", l, h[128 + l], ballot);
      expect(h[160 + l] == 1, "any/all", l, h[160 + l], 1);
      expect((unsigned)h[192 + l] == 0xffffffffu, "activemask", l, h[192 + l],
             -1);
      int dd = l < 31 ? (l + 1) * 4 + 1 : l * 4 + 1;
      expect(h[224 + l] == dd, "shfl_down double", l, h[224 + l], dd);
      expect(h[256 + l] == 496, "xor reduction", l, h[256 + l], 496);
    }
    std::printf("ok warp\n");
  }
  // atomics: 4 blocks of 64 threads
  {
    Atom h{};
    h.mn = 1000;
    h.mx = -1;
    h.cas = 0;
    h.h = __float2half(0.0f);
    Atom *d;
    CHECK(cudaMalloc(&d, sizeof h));
    CHECK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
    atomics<<<4, 64>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    int n = 256;
    expect(h.i == 2 * n, "atomicAdd int", 0, h.i, 2 * n);
    expect(h.u == 3u * n, "atomicAdd unsigned", 0, h.u, 3 * n);
    expect(h.f == 0.5f * n, "atomicAdd float", 0, h.f, 0.5 * n);
    expect(h.d == 0.25 * n, "atomicAdd double", 0, h.d, 0.25 * n);
    expect(__half2float(h.h) == 256.0f, "atomicAdd half", 0, __half2float(h.h), 256);
    expect(h.mn == 100 - 255, "atomicMin", 0, h.mn, 100 - 255);
    expect(h.mx == 510, "atomicMax", 0, h.mx, 510);
    expect(h.inc == 256 % 10, "atomicInc", 0, h.inc, 256 % 10);
    // Threads run in id order here, so each CAS finds the previous one's
    // value: 0 -> 1 -> ... -> 256.
    expect(h.cas == 256, "atomicCAS", 0, h.cas, 256);
    expect(h.exch == 7, "atomicExch", 0, h.exch, 7);
    std::printf("ok atomics\n");
  }
  // templates
  {
    float *df;
    int *di;
    CHECK(cudaMalloc(&df, 32 * sizeof(float)));
    CHECK(cudaMalloc(&di, 32 * sizeof(int)));
    tmpl<float, 3><<<1, 32>>>(df);
    tmpl<int, 5><<<1, 32>>>(di);
    float hf[32];
    int hi[32];
    CHECK(cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 32; ++i) {
      expect(hf[i] == 3.0f * i, "template float", i, hf[i], 3.0 * i);
      expect(hi[i] == 5 * i, "template int", i, hi[i], 5 * i);
    }
    std::printf("ok templates\n");
  }
  // math
  {
    float in[8], out[32];
    for (int i = 0; i < 8; ++i)
      in[i] = 0.5f + i;
    float *din, *dout;
    CHECK(cudaMalloc(&din, sizeof in));
    CHECK(cudaMalloc(&dout, sizeof out));
    CHECK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
    math<<<1, 8>>>(dout, din);
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) {
      float x = in[i];
      auto close = [](float a, float b) {
        return std::fabs(a - b) <= 1e-5f * std::fmax(1.0f, std::fabs(b));
      };
      expect(close(out[4 * i], std::exp(x)), "__expf", i, out[4 * i], std::exp(x));
      expect(close(out[4 * i + 1], 1 / std::sqrt(x)), "rsqrtf", i,
             out[4 * i + 1], 1 / std::sqrt(x));
      expect(close(out[4 * i + 2], x / 3), "__fdividef", i, out[4 * i + 2], x / 3);
      float m = std::sqrt(x) + std::sin(x) + std::fmax(x, 1.0f) + std::pow(x, 2.0f);
      expect(close(out[4 * i + 3], m), "math", i, out[4 * i + 3], m);
    }
    std::printf("ok math\n");
  }
  // fp16 / bf16
  {
    float f[4] = {1.0f, 2.5f, -3.0f, 0.125f};
    float *df;
    __half *dh;
    __nv_bfloat16 *db;
    CHECK(cudaMalloc(&df, sizeof f));
    CHECK(cudaMalloc(&dh, 4 * sizeof(__half)));
    CHECK(cudaMalloc(&db, 4 * sizeof(__nv_bfloat16)));
    CHECK(cudaMemcpy(df, f, sizeof f, cudaMemcpyHostToDevice));
    halves<<<1, 4>>>(dh, db, df);
    __half hh[4];
    __nv_bfloat16 hb[4];
    CHECK(cudaMemcpy(hh, dh, sizeof hh, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, db, sizeof hb, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) {
      float want = (f[i] + 0.5f) * f[i]; // exact in half for these inputs
      expect(__half2float(hh[i]) == want, "half", i, __half2float(hh[i]), want);
      expect(__bfloat162float(hb[i]) == 2 * f[i], "bfloat16", i,
             __bfloat162float(hb[i]), 2 * f[i]);
    }
    std::printf("ok fp16\n");
  }
  // device variables
  {
    float *d, h[4];
    CHECK(cudaMalloc(&d, sizeof h));
    symbols<<<1, 4>>>(d);
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i)
      expect(h[i] == i + 1 + 5, "initialised symbols", i, h[i], i + 6);
    float c[4] = {10, 20, 30, 40};
    CHECK(cudaMemcpyToSymbol(coef, c, sizeof c));
    symbols<<<1, 4>>>(d);
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    int cnt = 0;
    CHECK(cudaMemcpyFromSymbol(&cnt, counter, sizeof cnt));
    for (int i = 0; i < 4; ++i)
      expect(h[i] == c[i] + 9, "copied symbols", i, h[i], c[i] + 9);
    expect(cnt == 13, "counter", 0, cnt, 13);
    std::printf("ok symbols\n");
  }
  hello<<<2, 4>>>(3);
  CHECK(cudaDeviceSynchronize());
  std::printf("%s\n", failures ? "FAILED" : "all passed");
  return failures != 0;
}
// CHECK: ok ids
// CHECK-NEXT: ok shared
// CHECK-NEXT: ok warp
// CHECK-NEXT: ok atomics
// CHECK-NEXT: ok templates
// CHECK-NEXT: ok math
// CHECK-NEXT: ok fp16
// CHECK-NEXT: ok symbols
// CHECK-NEXT: hello from block 0 thread 3 of 4
// CHECK-NEXT: hello from block 1 thread 3 of 4
// CHECK-NEXT: all passed
