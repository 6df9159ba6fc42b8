// Function-local statics in tile code are module globals (nvcc 13.4 makes
// them so): what nvcc rejects for them is rejected at the variable, probed
// with scripts/nvcc-ref: an initializer that is not a constant (const or
// not), a pointer or a reference, even inside a class or an array. Statics
// in host and SIMT code are not ours to check.
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s
#include "tile_mock.h"

struct Plain { int a; float b; };
// Default member initializers over zeros (nvcc zero-fills all of it).
struct Partial { int a = 7; float b; };
struct Holder { int *p; };
struct Nested { Holder h[2]; };

__tile__ int fine(int n) {
  static int calls;
  static float scale = 1.5f;
  static int table[4] = {1, 2};
  static Plain plain = {1, 2.0f};
  static const int fixed = 2;
  static Partial partial;
  calls += n;
  table[n & 3] += 1;
  return calls + int(scale) + table[n & 3] + plain.a + fixed;
}

__tile__ int rejected(int *out, int n) {
  static int copy = n;          // expected-error {{a static local variable in tile code needs a constant initializer; dynamic initialization is not supported}}
  static const int ccopy = n;   // expected-error {{a static local variable in tile code needs a constant initializer}}
  static int *ptr = nullptr;    // expected-error {{a static local variable in tile code cannot be or contain a pointer or reference ('int *' in 'int *')}}
  static const int *const cp = nullptr; // expected-error {{cannot be or contain a pointer or reference}}
  static Holder holder = {};    // expected-error {{cannot be or contain a pointer or reference ('int *' in 'Holder')}}
  static Nested nested;         // expected-error {{cannot be or contain a pointer or reference ('int *' in 'Nested')}}
  static int &ref = *out;       // expected-error {{cannot be or contain a pointer or reference ('int &' in 'int &')}}
  return copy + ccopy;
}

template <class T> __tile__ T per_type() {
  static T value = T(1);
  return value++;
}
__tile__ int use_templates() { return per_type<int>() + int(per_type<float>()); }

template <class T> __tile__ int bad_template(int n) {
  static T value = n; // expected-error {{a static local variable in tile code needs a constant initializer}}
  return value;
}
// The error names the instantiation it comes from.
__tile__ int use_bad() { return bad_template<int>(2); } // expected-note {{in the instantiation of 'bad_template<int>' requested here}}

// Host and SIMT code keep their own rules.
int host_counter(int n) {
  static int *last = nullptr;
  static int copy = n;
  return copy + (last != nullptr);
}
