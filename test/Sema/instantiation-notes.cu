// An error in the body of an instantiated tile template is reported once per
// instantiation, each naming the instantiation it comes from (as Clang's own
// errors in templates do), not as the same line repeated.
// RUN: %tile_verify --cuda-device-only %s
#include "cuda_tile.h"

constexpr float host_lowest() { return -3.0e38f; }

template <int B>
__tile_global__ void kern(float *p) {
  // expected-error@+1 2 {{tile code cannot call constexpr function 'host_lowest', which is not __tile__}}
  constexpr float lo = host_lowest();
  *p = lo + B;
}

template __tile_global__ void kern<64>(float *);  // expected-note {{in the instantiation of 'kern<64>' requested here}}
template __tile_global__ void kern<128>(float *); // expected-note {{in the instantiation of 'kern<128>' requested here}}

// A non-template function's error has no such note.
__tile__ float plain() {
  return host_lowest(); // expected-error {{tile code cannot call constexpr function 'host_lowest'}}
}
