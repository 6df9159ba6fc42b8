// Pointers and class objects in memory read and written from tile code, as
// nvcc 13.4 reaches them (bytes through ptr<i8>): a pointer read through a
// pointer (batched inputs), members of structs in an array, a member
// function called through a pointer, a base class, whole-struct copies both
// ways, a pointer member stored, a struct passed by reference. Built with
// --cutile-emulate; every output is checked against the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS memory_objects
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

struct Base {
  short tag;
};
struct Job : Base {
  int n;
  double scale;
  const float *data;
  float w[3];
  __host__ __device__ __tile__ float weight(int i) const { return w[i % 3] * float(scale); }
};

__tile_global__ void kernel(const float *const *xs, const Job *jobs, Job *outJobs,
                            const float **outPtrs, float *out, const Job &first) {
  int b = ct::bid().x;
  const float *x = xs[b];
  float v = x[1] + *(xs[b] + 0);
  const Job &j = jobs[b];
  float s = v * float(j.scale) + j.data[j.n] + j.weight(b) + float(j.tag);
  const Job *p = jobs + b;
  s += p->w[2] + (*p).w[b % 3] + float(first.n);
  out[b] = s;
  Job c = jobs[b];        // a whole struct read
  c.n += 10;
  c.w[b % 3] = -1.0f;     // a run-time index into the local copy
  c.data = c.data + 1;
  outJobs[b] = c;         // and written
  outPtrs[b] = x + 2;
}

int main() {
  seed::checker chk("memory_objects");
  const int n = 4, len = 8;
  float hx[n][len], hd[len];
  for (int b = 0; b < n; ++b)
    for (int i = 0; i < len; ++i)
      hx[b][i] = float(b * 10 + i) * 0.5f;
  for (int i = 0; i < len; ++i)
    hd[i] = float(i) + 0.25f;
  float *x[n];
  for (int b = 0; b < n; ++b) {
    x[b] = seed::device_alloc<float>(len);
    seed::to_device(x[b], hx[b], len);
  }
  float *d = seed::device_alloc<float>(len);
  seed::to_device(d, hd, len);
  Job hj[n];
  for (int b = 0; b < n; ++b) {
    hj[b].tag = short(b * 3);
    hj[b].n = b + 1;
    hj[b].scale = 1.5 + b;
    hj[b].data = d;
    for (int i = 0; i < 3; ++i)
      hj[b].w[i] = float(b + i) * 0.25f;
  }
  const float **xs = seed::device_alloc<const float *>(n);
  seed::to_device(xs, (const float *const *)x, n);
  Job *jobs = seed::device_alloc<Job>(n), *outJobs = seed::device_alloc<Job>(n);
  seed::to_device(jobs, hj, n);
  const float **outPtrs = seed::device_alloc<const float *>(n);
  float *out = seed::device_alloc<float>(n);
  kernel<<<n, 1>>>(xs, jobs, outJobs, outPtrs, out, *jobs);
  SEED_SYNC();
  float hout[n];
  Job ho[n];
  const float *hp[n];
  seed::to_host(hout, out, n);
  seed::to_host(ho, outJobs, n);
  seed::to_host(hp, outPtrs, n);
  for (int b = 0; b < n; ++b) {
    const Job &j = hj[b];
    float v = hx[b][1] + hx[b][0];
    float s = v * float(j.scale) + hd[j.n] + j.weight(b) + float(j.tag);
    s += j.w[2] + j.w[b % 3] + float(hj[0].n);
    chk.near("out", b, hout[b], s, 1e-4);
    chk.exact("n", b, ho[b].n, j.n + 10);
    chk.exact("tag", b, ho[b].tag, j.tag);
    chk.near("scale", b, ho[b].scale, j.scale, 0);
    chk.exact("data", b, (long long)(ho[b].data - d), 1);
    for (int i = 0; i < 3; ++i)
      chk.near("w", b * 3 + i, ho[b].w[i], i == b % 3 ? -1.0f : j.w[i], 0);
    chk.exact("ptr", b, (long long)(hp[b] - x[b]), 2);
  }
  return chk.finish();
}
