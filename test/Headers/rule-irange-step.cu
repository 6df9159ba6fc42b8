// ct::irange: a constant step that is not positive is a warning (nvcc 13.4
// accepts it: its assert is host code, and the tile loop is a `for` with
// that step, read from its Tile IR). The step is a value of the index type,
// as in nvcc 13.4 (irange(T lb, T ub, T step = 1)): an integral_constant
// step is rejected there and here.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;
using namespace ct::literals;

__tile__ void ok(int n, int s) {
  for (auto i : ct::irange(0, n)) {}
  for (auto i : ct::irange(0, n, 2)) {}
  for (auto i : ct::irange(0, n, s)) {} // runtime step: not checked here
}
__tile__ void bad(int n) {
  for (auto i : ct::irange(0, n, 0)) {} // expected-warning {{ct::irange: the step must be positive; this loop does not end}}
  for (auto i : ct::irange(0, n, -2)) {} // expected-warning {{ct::irange: the step must be positive}}
  constexpr int step = -1;
  for (auto i : ct::irange(0, n, step)) {} // expected-warning {{ct::irange: the step must be positive}}
}
__tile__ void bad_ic(int n) {
  // expected-error@+1 {{no viable constructor or deduction guide for deduction of template arguments of 'ct::irange'}}
  for (auto i : ct::irange(0, n, 4_ic)) {}
}
