// ct::insert, ct::repack and the masked view atomics are CUDA 13.5's: under
// a 13.4 toolkit (--cuda-path) each use is an error naming the API (nvcc
// 13.4's header has none of them), under 13.5 they compile.
// RUN: %tile_verify -Xclang -verify=cuda135 --cuda-device-only %s
// RUN: %tile_verify -Xclang -verify=cuda134 -Xclang -verify-ignore-unexpected=note \
// RUN:   --cuda-device-only --cuda-path=%cutile_src/.deps/cuda-13.4.92 %s
// cuda135-no-diagnostics
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

__tile__ void uses(float *f, int n) {
  auto t = ct::zeros<ct::tile<float, ct::shape<8>>>();
  auto s = ct::ones<ct::tile<float, ct::shape<2>>>();
  auto a = ct::insert(t, s, 1);           // cuda134-error {{ct::insert needs CUDA 13.5 or newer; the CUDA toolkit in use is older (see --cuda-path)}}
  auto b = ct::repack<short, 0>(t);       // cuda134-error {{ct::repack needs CUDA 13.5 or newer}}
  auto v = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<8>{}};
  v.atomic_add_masked(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0); // cuda134-error {{ct::atomic_add_masked needs CUDA 13.5 or newer}}
  auto sv = ct::strided_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<8>{}, ct::strides{4_ic}};
  sv.atomic_sub_masked(t, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 0); // cuda134-error {{ct::atomic_sub_masked needs CUDA 13.5 or newer}}
}
