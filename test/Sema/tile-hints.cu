// [[cutile::hint(arch, kind=value, ...)]]: placement, architectures, kinds,
// values (also from templates) and duplicates.
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s
#include "tile_mock.h"

// Kernel hints.
[[cutile::hint(900, num_cta_in_cga=4), cutile::hint(1000, num_cta_in_cga=8)]]
__tile_global__ void k_cga(float *p) {}
[[cutile::hint(0, occupancy=2, num_cta_in_cga=1), ]]
[[cutile::hint(900, occupancy=4)]] // an arch-specific hint overrides arch 0
__tile_global__ void k_multi(float *p) {}
[[using cutile: hint(1200, occupancy=32)]] __tile_global__ void k_using(float *p) {}
[[cutile::hint(800, num_cta_per_cga=1)]] __tile_global__ void k_per(float *p) {}
[[cutile::hint(0, num_cta_per_cga=2), cutile::hint(0, num_cta_in_cga=2)]] // expected-error {{duplicate hint 'num_cta_in_cga' for architecture 0}} expected-note {{previous hint is here}}
__tile_global__ void k_dup_spelling(float *p) {}

[[cutile::hint(0, occupancy=0)]] __tile_global__ void k_occ0(float *p) {}    // expected-error {{occupancy must be between 1 and 32 (got 0)}}
[[cutile::hint(0, occupancy=33)]] __tile_global__ void k_occ33(float *p) {}  // expected-error {{occupancy must be between 1 and 32 (got 33)}}
[[cutile::hint(0, num_cta_in_cga=3)]] __tile_global__ void k_cga3(float *p) {} // expected-error {{num_cta_in_cga must be 1, 2, 4, 8 or 16 (got 3)}}
[[cutile::hint(860, num_cta_in_cga=2)]] __tile_global__ void k_cga_sm86(float *p) {} // expected-error {{num_cta_in_cga must be 1 on sm_8x (got 2 for architecture 860)}}
[[cutile::hint(750, occupancy=1)]] __tile_global__ void k_arch(float *p) {}  // expected-error {{unknown architecture 750 in cutile::hint; use 0 (every target) or one of 800, 860}}
[[cutile::hint(sm_90, occupancy=1)]] __tile_global__ void k_ident(float *p) {} // expected-error {{cutile::hint needs an architecture first}}
[[cutile::hint(900)]] __tile_global__ void k_nokv(float *p) {}                // expected-error {{cutile::hint needs at least one kind=value pair}}
[[cutile::hint(900, 4)]] __tile_global__ void k_nokey(float *p) {}            // expected-error {{expected kind=value in cutile::hint, for example latency=4}}
// An unknown kind is ignored with a warning, as nvcc does; the rest stays.
[[cutile::hint(900, speed=4)]] __tile_global__ void k_unknown(float *p) {}    // expected-warning {{unknown hint kind 'speed' ignored; the kinds are num_cta_in_cga, occupancy, latency and allow_tma}}
[[cutile::hint(900, num_warps=4, occupancy=2)]] __tile_global__ void k_unknown_kept(float *p) {} // expected-warning {{unknown hint kind 'num_warps' ignored}}
[[cutile::hint(900, occupancy=2.5)]] __tile_global__ void k_float(float *p) {} // expected-error {{the value of hint 'occupancy' must be an integer constant}}
// Values wider than int stay out of range rather than being truncated.
[[cutile::hint(((__int128)1 << 64) + 900, occupancy=2)]] __tile_global__ void k_wide_arch(float *p) {} // expected-error {{unknown architecture 18446744073709552516 in cutile::hint}}
[[cutile::hint(0, occupancy=((__int128)1 << 64) + 4)]] __tile_global__ void k_wide(float *p) {} // expected-error {{occupancy must be between 1 and 32 (got 18446744073709551620)}}
[[cutile::hint(0, occupancy=18446744073709551615ull)]] __tile_global__ void k_ull(float *p) {} // expected-error {{occupancy must be between 1 and 32 (got 18446744073709551615)}}
[[cutile::hint(0, occupancy=4294967298ll)]] __tile_global__ void k_ll(float *p) {} // expected-error {{occupancy must be between 1 and 32 (got 4294967298)}}
[[cutile::hint(900, occupancy=undeclared)]] __tile_global__ void k_undecl(float *p) {} // expected-error {{use of undeclared identifier 'undeclared'}}
[[cutile::hint(900, latency=3)]] __tile_global__ void k_stmt_kind(float *p) {} // expected-error {{hint 'latency' applies to loads and stores; place it on the statement that performs the operation}}
[[cutile::hint(900, occupancy=2)]] __tile__ void not_a_kernel() {}            // expected-error {{kernel hints are only allowed on __tile_global__ functions}}
[[cutile::hint(900, occupancy=2)]] __global__ void simt_kernel() {}           // expected-error {{kernel hints are only allowed on __tile_global__ functions}}
[[hint(900, occupancy=2)]] __tile_global__ void k_unscoped(float *p) {}       // expected-warning {{unknown attribute 'hint' ignored; did you mean 'cutile::hint'?}}
[[cutile::hint(0, occupancy=1), cutile::hint(0, occupancy=2)]] __tile_global__ void k_dup(float *p) {} // expected-error {{duplicate hint 'occupancy' for architecture 0}} expected-note {{previous hint is here}}
struct [[cutile::hint(0, occupancy=1)]] NotHere {}; // expected-error {{cutile::hint applies to tile kernel declarations, expression statements and local declarations with an initializer}}

// Values from templates are checked after instantiation.
constexpr int kOcc = 8;
template <int Occ, int Lat>
[[cutile::hint(0, occupancy=Occ), cutile::hint(900, occupancy=kOcc)]]
__tile_global__ void k_tmpl(float *p) {
  ct::partition_view v;
  [[cutile::hint(0, latency=Lat)]] ct::tile t = v.load(0); // expected-error {{latency must be between 1 and 10 (got 11)}}
  v.store(t, 0);
}
template __tile_global__ void k_tmpl<4, 3>(float *);
template __tile_global__ void k_tmpl<40, 11>(float *); // expected-error@-7 {{occupancy must be between 1 and 32 (got 40)}}

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
  [[cutile::hint(0, allow_tma=true)]] ct::store(p, t);  // expected-error {{allow_tma applies only to tile-space loads and stores (partition_view), not to gather/scatter through pointer tiles}}
  [[cutile::hint(0, latency=0)]] t = v.load(2);         // expected-error {{latency must be between 1 and 10 (got 0)}}
  [[cutile::hint(0, latency=11)]] t = v.load(2);        // expected-error {{latency must be between 1 and 10 (got 11)}}
  [[cutile::hint(0, allow_tma=1)]] t = v.load(2);       // expected-error {{allow_tma takes true or false}}
  [[cutile::hint(0, occupancy=2)]] t = v.load(2);       // expected-error {{hint 'occupancy' applies to tile kernels; place it on the __tile_global__ declaration}}
  [[cutile::hint(0, latency=2)]] t = ct::add(t, u);     // expected-error {{this statement has no load or store for cutile::hint to apply to}}
  [[cutile::hint(0, latency=2), cutile::hint(0, latency=3)]] t = v.load(3); // expected-error {{duplicate hint 'latency' for architecture 0}} expected-note {{previous hint is here}}
  [[cutile::hint(0, latency=2)]] for (int i = 0; i < 2; ++i) t = v.load(i); // expected-error {{cutile::hint on a statement must precede an expression statement (or a declaration) that performs a load or store}}
  [[cutile::hint(0, latency=4)]] ct::tile w; // expected-error {{this statement has no load or store for cutile::hint to apply to}}
  (void)w;
}

__device__ void simt(float *p) {
  [[cutile::hint(0, latency=2)]] p[0] = 1; // expected-error {{statement hints are only allowed in tile code}}
}
