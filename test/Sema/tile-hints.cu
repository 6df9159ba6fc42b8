// [[cutile::hint(arch, kind=value, ...)]]: placement, architectures, kinds,
// values (also from templates) and duplicates. What nvcc 13.4 and 13.5 only
// warn about (an unknown kind or architecture, a value out of range, a kind
// on the wrong construct, a duplicate) is a warning of the cutile-hints group
// and the hint is ignored; what nvcc rejects is an error (probed with both).
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s
// -Wno-cutile-hints silences the group; -Werror=cutile-hints makes each an
// error (the launcher hands both to the plugin).
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 -I %S/Inputs \
// RUN:   --cuda-device-only -Wno-cutile-hints -Xclang -verify=quiet %s
// RUN: not %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-device-only -I %S/Inputs -Werror=cutile-hints %s 2>&1 | FileCheck %s --check-prefix=WERROR
// WERROR: error: hint 'occupancy' ignored: 0 is out of range (it takes 1 to 32) [-Werror=cutile-hints]
// WERROR-NOT: warning: {{.*}}cutile-hints
#include "tile_mock.h"

// Kernel hints.
[[cutile::hint(900, num_cta_in_cga=4), cutile::hint(1000, num_cta_in_cga=8)]]
__tile_global__ void k_cga(float *p) {}
[[cutile::hint(0, occupancy=2, num_cta_in_cga=1), ]]
[[cutile::hint(900, occupancy=4)]] // an arch-specific hint overrides arch 0
__tile_global__ void k_multi(float *p) {}
[[using cutile: hint(1200, occupancy=32)]] __tile_global__ void k_using(float *p) {}
[[cutile::hint(1070, occupancy=3)]] __tile_global__ void k_sm107(float *p) {}
// nvcc takes num_cta_in_cga=2 for sm_86 too.
[[cutile::hint(860, num_cta_in_cga=2)]] __tile_global__ void k_cga_sm86(float *p) {}
// num_cta_per_cga is no kind of nvcc's (13.4 and 13.5).
[[cutile::hint(800, num_cta_per_cga=1)]] __tile_global__ void k_per(float *p) {} // expected-warning {{unknown hint kind 'num_cta_per_cga' ignored}}
// Bool values are integers, as in nvcc.
[[cutile::hint(0, occupancy=true)]] __tile_global__ void k_bool(float *p) {}

[[cutile::hint(0, occupancy=0)]] __tile_global__ void k_occ0(float *p) {}    // expected-warning {{hint 'occupancy' ignored: 0 is out of range (it takes 1 to 32)}}
[[cutile::hint(0, occupancy=33)]] __tile_global__ void k_occ33(float *p) {}  // expected-warning {{hint 'occupancy' ignored: 33 is out of range (it takes 1 to 32)}}
[[cutile::hint(0, num_cta_in_cga=3)]] __tile_global__ void k_cga3(float *p) {} // expected-warning {{hint 'num_cta_in_cga' ignored: 3 is out of range (it takes 1, 2, 4, 8 or 16)}}
// The other pair of the hint stays.
[[cutile::hint(0, occupancy=0, num_cta_in_cga=2)]] __tile_global__ void k_one_bad(float *p) {} // expected-warning {{hint 'occupancy' ignored: 0 is out of range}}
[[cutile::hint(750, occupancy=1)]] __tile_global__ void k_arch(float *p) {}  // expected-warning {{cutile::hint ignored: unknown architecture 750; use 0 (every target) or one of 800, 860, 870, 880, 890, 900, 1000, 1030, 1070, 1100, 1200, 1210}}
[[cutile::hint(sm_90, occupancy=1)]] __tile_global__ void k_ident(float *p) {} // expected-error {{cutile::hint needs an architecture first}} quiet-error {{needs an architecture first}}
[[cutile::hint(900)]] __tile_global__ void k_nokv(float *p) {}                // expected-error {{cutile::hint needs at least one kind=value pair}} quiet-error {{needs at least one kind=value pair}}
[[cutile::hint(900, 4)]] __tile_global__ void k_nokey(float *p) {}            // expected-error {{expected kind=value in cutile::hint, for example latency=4}} quiet-error {{expected kind=value}}
// An unknown kind is ignored with a warning, as nvcc does; the rest stays.
[[cutile::hint(900, speed=4)]] __tile_global__ void k_unknown(float *p) {}    // expected-warning {{unknown hint kind 'speed' ignored; the kinds are num_cta_in_cga, occupancy, latency and allow_tma}}
[[cutile::hint(900, num_warps=4, occupancy=2)]] __tile_global__ void k_unknown_kept(float *p) {} // expected-warning {{unknown hint kind 'num_warps' ignored}}
[[cutile::hint(900, occupancy=2.5)]] __tile_global__ void k_float(float *p) {} // expected-error {{the value of hint 'occupancy' must be an integer constant}} quiet-error {{must be an integer constant}}
// Values wider than int stay out of range rather than being truncated.
[[cutile::hint(((__int128)1 << 64) + 900, occupancy=2)]] __tile_global__ void k_wide_arch(float *p) {} // expected-warning {{cutile::hint ignored: unknown architecture 18446744073709552516}}
[[cutile::hint(0, occupancy=((__int128)1 << 64) + 4)]] __tile_global__ void k_wide(float *p) {} // expected-warning {{hint 'occupancy' ignored: 18446744073709551620 is out of range}}
[[cutile::hint(0, occupancy=18446744073709551615ull)]] __tile_global__ void k_ull(float *p) {} // expected-warning {{hint 'occupancy' ignored: 18446744073709551615 is out of range}}
[[cutile::hint(0, occupancy=4294967298ll)]] __tile_global__ void k_ll(float *p) {} // expected-warning {{hint 'occupancy' ignored: 4294967298 is out of range}}
[[cutile::hint(900, occupancy=undeclared)]] __tile_global__ void k_undecl(float *p) {} // expected-error {{use of undeclared identifier 'undeclared'}} quiet-error {{use of undeclared identifier 'undeclared'}}
[[cutile::hint(900, latency=3)]] __tile_global__ void k_stmt_kind(float *p) {} // expected-warning {{hint 'latency' ignored: it applies to loads and stores; place it on the statement that performs the operation}}
[[cutile::hint(900, occupancy=2)]] __tile__ void not_a_kernel() {}            // expected-warning {{hint 'occupancy' ignored: kernel hints apply only to __tile_global__ functions}}
[[cutile::hint(900, occupancy=2)]] __global__ void simt_kernel() {}           // expected-warning {{hint 'occupancy' ignored: kernel hints apply only to __tile_global__ functions}}
[[hint(900, occupancy=2)]] __tile_global__ void k_unscoped(float *p) {}       // expected-warning {{unknown attribute 'hint' ignored; did you mean 'cutile::hint'?}} quiet-warning {{unknown attribute 'hint' ignored}}
// The later value wins, as in nvcc.
[[cutile::hint(0, occupancy=1), cutile::hint(0, occupancy=2)]] __tile_global__ void k_dup(float *p) {} // expected-warning {{duplicate hint 'occupancy' for architecture 0; the earlier value is ignored}} expected-note {{previous hint is here}}
struct [[cutile::hint(0, occupancy=1)]] NotHere {}; // expected-warning {{cutile::hint ignored: it applies to tile kernel declarations and to expression statements, declarations and return statements in tile code}}

// Values from templates are checked after instantiation.
constexpr int kOcc = 8;
template <int Occ, int Lat>
[[cutile::hint(0, occupancy=Occ), cutile::hint(900, occupancy=kOcc)]]
__tile_global__ void k_tmpl(float *p) {
  ct::partition_view v;
  [[cutile::hint(0, latency=Lat)]] ct::tile t = v.load(0); // expected-warning {{hint 'latency' ignored: 11 is out of range (it takes 1 to 10)}}
  v.store(t, 0);
}
template __tile_global__ void k_tmpl<4, 3>(float *);
template __tile_global__ void k_tmpl<40, 11>(float *); // expected-warning@-7 {{hint 'occupancy' ignored: 40 is out of range}}

// Statement hints.
__tile_global__ void statements(float *p, bool flag) {
  ct::partition_view v;
  ct::tile t;
  [[cutile::hint(0, latency=8)]] t = v.load(ct::bid());
  [[cutile::hint(900, latency=2, allow_tma=false)]] v.store(t, 0);
  [[using cutile: hint(0, allow_tma=true), hint(1000, allow_tma=false)]] ct::tile u = v.load(1);
  [[cutile::hint(0, latency=10)]] ct::store(p, ct::load(p)); // gather/scatter
  if constexpr (sizeof(float) == 4) {
    [[cutile::hint(0, latency=1)]] t = ct::load_masked(p, flag, 0.0f);
  }
  [[cutile::hint(0, allow_tma=1)]] t = v.load(2);       // 1 is true, as in nvcc
  [[cutile::hint(0, allow_tma=true)]] ct::store(p, t);  // expected-warning {{allow_tma ignored: it applies only to tile-space loads and stores (partition_view), not to gather/scatter through pointer tiles}}
  [[cutile::hint(0, latency=0)]] t = v.load(2);         // expected-warning {{hint 'latency' ignored: 0 is out of range (it takes 1 to 10)}}
  [[cutile::hint(0, latency=11)]] t = v.load(2);        // expected-warning {{hint 'latency' ignored: 11 is out of range}}
  [[cutile::hint(0, allow_tma=2)]] t = v.load(2);       // expected-warning {{hint 'allow_tma' ignored: 2 is out of range (it takes true or false)}}
  [[cutile::hint(0, allow_tma=0.5)]] t = v.load(2);     // expected-error {{allow_tma takes true or false}} quiet-error {{allow_tma takes true or false}}
  [[cutile::hint(0, occupancy=2)]] t = v.load(2);       // expected-warning {{hint 'occupancy' ignored: it applies to tile kernels; place it on the __tile_global__ declaration}}
  [[cutile::hint(0, latency=2)]] t = ct::add(t, u);     // expected-warning {{hint 'latency' ignored: this statement has no load or store for it to apply to}}
  [[cutile::hint(0, latency=2), cutile::hint(0, latency=3)]] t = v.load(3); // expected-warning {{duplicate hint 'latency' for architecture 0; the earlier value is ignored}} expected-note {{previous hint is here}}
  [[cutile::hint(0, latency=2)]] for (int i = 0; i < 2; ++i) t = v.load(i); // expected-warning {{cutile::hint ignored: a statement hint goes on an expression statement, a declaration or a return statement that performs a load or store}}
  [[cutile::hint(0, latency=2)]] { t = v.load(4); } // expected-warning {{cutile::hint ignored: a statement hint goes on an expression statement}}
  [[cutile::hint(0, latency=4)]] ct::tile w; // expected-warning {{hint 'latency' ignored: this statement has no load or store for it to apply to}}
  (void)w;
}

__device__ void simt(float *p) {
  [[cutile::hint(0, latency=2)]] p[0] = 1; // expected-warning {{cutile::hint ignored: statement hints apply only in tile code}}
}
