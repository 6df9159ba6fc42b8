// seed_util.h - host-side helpers shared by the seed programs: CUDA error
// checks, a seeded random generator, output poisoning and an element-by-
// element checker that prints the first mismatches.
//
// Inputs are fresh on every run: the seed mixes run-to-run varying addresses
// (ASLR, the heap, the device allocator). Set CUTILE_SEED=<n> to replay a run;
// every program prints the seed it used.
#ifndef CUTILE_SEED_UTIL_H
#define CUTILE_SEED_UTIL_H

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define SEED_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::printf("FAIL %s:%d: %s: %s\n", __FILE__, __LINE__, #call,           \
                  cudaGetErrorString(err_));                                   \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// After a launch: both the launch error and the execution error.
#define SEED_SYNC()                                                            \
  do {                                                                         \
    SEED_CHECK(cudaGetLastError());                                            \
    SEED_CHECK(cudaDeviceSynchronize());                                       \
  } while (0)

namespace seed {

inline unsigned long long g_state = 0;

// xorshift64*: small, good enough for test data, identical on every host.
inline unsigned next_u32() {
  g_state ^= g_state >> 12;
  g_state ^= g_state << 25;
  g_state ^= g_state >> 27;
  return unsigned((g_state * 0x2545F4914F6CDD1DULL) >> 32);
}

inline void init(const char *name) {
  unsigned long long s = 0;
  if (const char *env = std::getenv("CUTILE_SEED")) {
    s = std::strtoull(env, nullptr, 0);
  } else {
    int local = 0;
    void *heap = std::malloc(1);
    void *dev = nullptr;
    // The device allocator's addresses vary between runs too; an allocation
    // failure here is reported by the program's own first cudaMalloc.
    if (cudaMalloc(&dev, 1) == cudaSuccess)
      cudaFree(dev);
    s = (unsigned long long)&local ^ ((unsigned long long)heap << 7) ^
        ((unsigned long long)dev << 3) ^ (unsigned long long)&init;
    std::free(heap);
  }
  g_state = s ? s : 0x9E3779B97F4A7C15ULL;
  std::printf("%s: CUTILE_SEED=%llu\n", name, s);
}

// Non-zero values: a zero input would hide a missing load or operation.
inline float rand_float() { // +-[0.125, 1)
  float m = 0.125f + 0.875f * float(next_u32() >> 8) / float(1u << 24);
  return (next_u32() & 1) ? m : -m;
}
inline int rand_int(int lo, int hi) { // in [lo, hi], never 0
  for (;;) {
    int v = lo + int(next_u32() % unsigned(hi - lo + 1));
    if (v != 0)
      return v;
  }
}
inline void fill(float *p, size_t n) {
  for (size_t i = 0; i < n; ++i)
    p[i] = rand_float();
}
inline void fill(int *p, size_t n, int lo = -100, int hi = 100) {
  for (size_t i = 0; i < n; ++i)
    p[i] = rand_int(lo, hi);
}

// Outputs start as all-ones bytes (NaN for floats, -1 for ints) so that an
// element the kernel never wrote cannot pass.
inline void poison(void *dev, size_t bytes) { SEED_CHECK(cudaMemset(dev, 0xFF, bytes)); }
inline bool is_poison(const void *p, size_t bytes) {
  const unsigned char *b = (const unsigned char *)p;
  for (size_t i = 0; i < bytes; ++i)
    if (b[i] != 0xFF)
      return false;
  return true;
}

template <class T> T *device_alloc(size_t n) {
  T *p = nullptr;
  SEED_CHECK(cudaMalloc(&p, n * sizeof(T)));
  return p;
}
template <class T> void to_device(T *dev, const T *host, size_t n) {
  SEED_CHECK(cudaMemcpy(dev, host, n * sizeof(T), cudaMemcpyHostToDevice));
}
template <class T> void to_host(T *host, const T *dev, size_t n) {
  SEED_CHECK(cudaMemcpy(host, dev, n * sizeof(T), cudaMemcpyDeviceToHost));
}

// Counts every checked element; prints the first mismatches of the run.
struct checker {
  const char *name;
  long checked = 0, bad = 0;
  explicit checker(const char *n) : name(n) { init(n); }

  void fail(const char *what, size_t i, double got, double want) {
    if (bad++ < 10)
      std::printf("  mismatch %s[%zu]: got %.9g, expected %.9g\n", what, i, got, want);
  }
  void exact(const char *what, size_t i, long long got, long long want) {
    ++checked;
    if (got != want)
      fail(what, i, double(got), double(want));
  }
  // |got - want| <= tol; NaN never passes.
  void near(const char *what, size_t i, double got, double want, double tol) {
    ++checked;
    if (!(std::fabs(got - want) <= tol))
      fail(what, i, got, want);
  }
  // Relative to the magnitude the result was computed from.
  void rel(const char *what, size_t i, double got, double want, double rel_tol,
           double scale) {
    near(what, i, got, want, rel_tol * (std::fabs(scale) > std::fabs(want) ? std::fabs(scale)
                                                                            : std::fabs(want)));
  }
  // Bytes past the end of an output must still hold the poison (masked
  // stores drop out-of-bounds lanes).
  void untouched(const char *what, const void *p, size_t bytes) {
    ++checked;
    if (!is_poison(p, bytes)) {
      if (bad++ < 10)
        std::printf("  %s: the guard bytes past the end were written\n", what);
    }
  }
  int finish() {
    if (bad == 0 && checked > 0) {
      std::printf("PASS %s (%ld checks)\n", name, checked);
      return 0;
    }
    std::printf("FAIL %s: %ld of %ld checks failed\n", name, bad, checked);
    return 1;
  }
};

// One float ulp at 1.0 (2^-23).
constexpr double f32_eps = 1.0 / 8388608.0;

} // namespace seed

#endif
