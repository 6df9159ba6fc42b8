// Unions copied whole in registers (CodeGen/union-whole-registers.cu) and
// the ones kept in memory, run with --cutile-emulate and checked on the
// host: a callee writing its by-value parameter leaves the caller's copy as
// it was, a union assigned whole in a run-time loop or under a run-time if,
// a parameter passed on, a class holding a union, an assignment's value
// used, a union captured by reference, zero unions.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS union_whole_copies (30 checks)
#include <cstring>
#include "cuda_tile.h"
#include "seed_util.h"
namespace ct = cuda::tiles;
union word { float f; unsigned u; };
struct tagged { word w; int tag; };

__tile__ unsigned low_bits(word w, unsigned mask) { return w.u & mask; }
// The callee writes its by-value parameter: the caller's copy keeps its bytes.
__tile__ unsigned overwrite(word w, unsigned v) { w.u = v; return w.u + 1u; }
__tile__ unsigned forward(word w) { return low_bits(w, 0xff00u); }
__tile__ unsigned tag_sum(tagged t) { return t.w.u + unsigned(t.tag); }
// A member initializer names the parameter's member: in memory.
struct holder {
  unsigned bits;
  word copy;
  __tile__ holder(word w) : bits(w.u ^ 1u), copy(w) {}
};

__tile_global__ void cases(const float* __restrict__ x, const word* __restrict__ in,
                           unsigned* __restrict__ out, int n) {
  const int b = ct::bid().x;
  word a;
  a.f = x[b];
  word c = a;                      // only copied whole: in registers
  out[8 * b + 0] = overwrite(c, 5u);
  word e = c;                      // c unchanged by the callee's write
  out[8 * b + 1] = low_bits(e, 0xffffffffu);
  out[8 * b + 2] = forward(c);
  word r;                          // assigned whole in a run-time loop
  for (int i = 0; i < n; ++i)
    r = in[i];
  out[8 * b + 3] = low_bits(r, 0xffffffffu);
  word s = a;                      // assigned whole under a run-time if
  if (b == 1)
    s = in[0];
  out[8 * b + 4] = low_bits(s, 0xffffffffu);
  tagged t;
  t.w.f = x[b] * 2.0f;
  t.tag = b;
  tagged u = t;                    // a class holding a union, copied whole
  out[8 * b + 5] = tag_sum(u);
  word v = a, w2 = a;
  v = w2 = in[1];                  // w2's assignment is used: memory
  out[8 * b + 6] = low_bits(v, 0xffffffffu) ^ low_bits(w2, 0xffu);
  word z = a;
  auto g = [&] { z = in[2]; };     // captured by reference: memory
  g();
  out[8 * b + 7] = low_bits(z, 0xffffffffu);
  holder h(c);
  out[8 * n + b] = h.bits + low_bits(h.copy, 0xffu);
  tagged zt = t;                   // zero unions are zero bytes
  zt = tagged{};
  out[9 * n + b] = low_bits(word{}, 0xffffffffu) + zt.w.u + unsigned(zt.tag);
}

int main() {
  seed::checker chk("union_whole_copies");
  const int blocks = 3, n = 3;
  float hx[blocks];
  word hin[n];
  seed::fill(hx, blocks);
  for (int i = 0; i < n; ++i) hin[i].u = 0x3f800000u + unsigned(i) * 0x00010203u;
  float* x = seed::device_alloc<float>(blocks);
  word* in = seed::device_alloc<word>(n);
  unsigned* out = seed::device_alloc<unsigned>(8 * blocks + 2 * n);
  seed::to_device(x, hx, blocks);
  seed::to_device(in, hin, n);
  cases<<<blocks, 1>>>(x, in, out, n);
  SEED_SYNC();
  unsigned h[8 * blocks + 2 * n];
  seed::to_host(h, out, 8 * blocks + 2 * n);
  for (int b = 0; b < blocks; ++b) {
    unsigned u; std::memcpy(&u, &hx[b], 4);
    chk.near("overwrite", b, h[8 * b + 0], 6u, 0);
    chk.near("unchanged", b, h[8 * b + 1], u, 0);
    chk.near("forward", b, h[8 * b + 2], u & 0xff00u, 0);
    chk.near("loop", b, h[8 * b + 3], hin[n - 1].u, 0);
    chk.near("if", b, h[8 * b + 4], b == 1 ? hin[0].u : u, 0);
    float twice = hx[b] * 2.0f; unsigned t2; std::memcpy(&t2, &twice, 4);
    chk.near("tagged", b, h[8 * b + 5], t2 + unsigned(b), 0);
    chk.near("chain", b, h[8 * b + 6], hin[1].u ^ (hin[1].u & 0xffu), 0);
    chk.near("lambda", b, h[8 * b + 7], hin[2].u, 0);
    chk.near("ctor", b, h[8 * n + b], (u ^ 1u) + (u & 0xffu), 0);
    chk.near("zero", b, h[9 * n + b], 0u, 0);
  }
  return chk.finish();
}
