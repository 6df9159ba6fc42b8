// Atomics with a memory order on views and masked pointer tiles (CUDA 13.4),
// lowered as nvcc 13.4 lowers them (compared op by op with scripts/nvcc-ref
// -tilebc + tileirdisasm on this file): view atomic_load/atomic_store and
// their masked forms are load_view_tko/store_view_tko with the order and
// scope (system when not given); the masked load uses a view with the
// padding, the masked store one padded with zero; view reductions are
// atomic_red_view_tko (sub adds the negated value; max/min on unsigned are
// umax/umin); a masked atomic_load on pointers without padding has no
// padding operand. An acquire, release or acq_rel op is ordered against the
// memory ops of every alias class (flag_data: the data load waits for the
// acquire load of the flag, the release store for everything before), as
// nvcc threads its token. A relaxed atomic is a write to its own class
// that every later access waits for (test/CodeGen/atomic-ordering.cu).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
// RUN: %if tileiras %{ cutile-elf-syms --kernels %t.cubin | FileCheck %s --check-prefix=SYMS %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;
using i32x16 = ct::tile<int, ct::shape<16>>;

__tile_global__ void view_atomics(float *__restrict__ f, int *__restrict__ q, unsigned *__restrict__ u, int n) {
  auto fv = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<16>{}};
  auto a = fv.atomic_load(ct::memory_order_acquire_t{}, 0);
  auto b = fv.atomic_load<ct::memory_order::relaxed, ct::thread_scope::block>(1);
  auto c = fv.atomic_load_masked(ct::view_padding_negative_inf_t{}, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 2);
  fv.atomic_store(a + b, ct::memory_order_release_t{}, 3);
  fv.atomic_store_masked(c, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 4);
  fv.atomic_add(a, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 5);
  fv.atomic_sub(b, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 6);
  auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{n}}, ct::shape<16>{}};
  auto t = ct::iota<i32x16>();
  qv.atomic_and(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  qv.atomic_or(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  qv.atomic_xor(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  qv.atomic_max(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  qv.atomic_min(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  qv.atomic_sub(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  auto uv = ct::partition_view{ct::tensor_span{u, ct::extents{n}}, ct::shape<16>{}};
  auto ut = ct::element_cast<unsigned>(t);
  uv.atomic_max(ut, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 0);
  uv.atomic_min(ut, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 0);
}

__tile_global__ void strided_atomics(float *__restrict__ f, unsigned n) {
  auto sv = ct::strided_view{ct::tensor_span{f, ct::extents{n}}, ct::shape{16_ic}, ct::strides{8_ic}};
  auto a = sv.atomic_load(ct::memory_order_acquire_t{}, ct::thread_scope_device_t{}, 1u);
  sv.atomic_add(a, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 2u);
}

__tile_global__ void masked_ptrs(float *__restrict__ f, int n) {
  auto i = ct::iota<i32x16>();
  auto m = i < n;
  auto a = ct::atomic_load_masked(f + i, m, ct::memory_order_acquire_t{}, ct::thread_scope_device_t{});
  auto b = ct::atomic_load_masked(f + 16 + i, m, 1.0f, ct::memory_order_relaxed_t{});
  ct::atomic_store_masked(f + 32 + i, a + b, m, ct::memory_order_release_t{}, ct::thread_scope_block_t{});
}
__tile_global__ void flag_data(int *__restrict__ flag, float *__restrict__ data,
                               float *__restrict__ out) {
  int f = ct::atomic_load(flag, ct::memory_order_acquire_t{}, ct::thread_scope_device_t{});
  float d = ct::load(data);
  ct::store(out, d + f);
  ct::atomic_store(flag, 0, ct::memory_order_release_t{}, ct::thread_scope_device_t{});
  ct::atomic_add(flag, 1, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
  float e = ct::load(data + 1);
  ct::store(out + 1, e);
}

// CHECK-LABEL: entry @_Z12view_atomicsPfPiPji
// CHECK: %[[FV:.*]] = make_partition_view %{{.*}} : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
// CHECK: %{{.*}}, %[[ACQ:.*]] = load_view_tko acquire sys %[[FV]][%{{.*}}] inbounds = [true] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
// CHECK: load_view_tko relaxed tl_blk %[[FV]][%{{.*}}] token = %[[ACQ]] inbounds = [true] :
// CHECK: %[[NI:.*]] = make_partition_view %{{.*}} : partition_view<tile=(16), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
// CHECK: load_view_tko relaxed device %[[NI]][%{{.*}}]
// CHECK: store_view_tko release sys %{{.*}}, %[[FV]][%{{.*}}] {{.*}}: tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
// CHECK: %[[ZV:.*]] = make_partition_view %{{.*}} : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>
// CHECK: store_view_tko relaxed tl_blk %{{.*}}, %[[ZV]][%{{.*}}]
// CHECK: atomic_red_view_tko relaxed device %[[FV]][%{{.*}}], addf, %[[A:[^ ]*]]
// CHECK: %[[NEG:.*]] = negf %{{.*}} : tile<16xf32>
// CHECK: atomic_red_view_tko relaxed tl_blk %[[FV]][%{{.*}}], addf, %[[NEG]]
// CHECK: %[[QV:.*]] = make_partition_view %{{.*}} : partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>
// CHECK: atomic_red_view_tko relaxed device %[[QV]][%{{.*}}], and,
// CHECK: atomic_red_view_tko relaxed device %[[QV]][%{{.*}}], or,
// CHECK: atomic_red_view_tko relaxed device %[[QV]][%{{.*}}], xor,
// CHECK: atomic_red_view_tko relaxed device %[[QV]][%{{.*}}], max,
// CHECK: atomic_red_view_tko relaxed device %[[QV]][%{{.*}}], min,
// CHECK: %[[NEGI:.*]] = negi %{{.*}} : tile<16xi32>
// CHECK: atomic_red_view_tko relaxed device %[[QV]][%{{.*}}], add, %[[NEGI]]
// CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}], umax,
// CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}], umin,

// CHECK-LABEL: entry @_Z15strided_atomicsPfj
// CHECK: %[[SV:.*]] = make_strided_view %{{.*}} : strided_view<tile=(16), traversal_strides=[8], tensor_view<?xf32, strides=[1]>>
// CHECK: load_view_tko acquire device %[[SV]][%{{.*}}] {{.*}}inbounds = [true] : strided_view<tile=(16), traversal_strides=[8], tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
// CHECK: atomic_red_view_tko relaxed device %[[SV]][%{{.*}}], addf,

// CHECK-LABEL: entry @_Z11masked_ptrsPfi
// CHECK: %{{.*}}, %[[PACQ:.*]] = load_ptr_tko acquire device %{{[^,]*}}, %{{[^ ]*}} : tile<16xptr<f32>>, tile<16xi1> -> tile<16xf32>, token
// CHECK: load_ptr_tko relaxed sys %{{[^,]*}}, %{{[^,]*}}, %{{[^ ]*}} token=%[[PACQ]] : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
// CHECK: store_ptr_tko release tl_blk %{{.*}} : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token

// CHECK-LABEL: entry @_Z9flag_dataPiPfS0_
// CHECK: %{{.*}}, %[[FACQ:.*]] = load_ptr_tko acquire device %arg0 : tile<ptr<i32>> -> tile<i32>, token
// CHECK: %{{.*}}, %[[DT:.*]] = load_ptr_tko weak %arg1 token=%[[FACQ]] :
// CHECK: %[[ST:.*]] = store_ptr_tko weak %arg2, %{{.*}} token=%[[FACQ]] :
// CHECK: %[[ALL:.*]] = join_tokens %[[FACQ]], %[[DT]], %[[ST]] : token
// CHECK: %[[REL:.*]] = store_ptr_tko release device %arg0, %{{.*}} token=%[[ALL]] :
// The next data load waits for the relaxed atomic after the release store,
// as in nvcc's chain (before, only for the release store).
// CHECK: %{{.*}}, %[[RLX:.*]] = atomic_rmw_tko relaxed device %arg0, add, %{{.*}} token=%[[REL]] :
// CHECK: load_ptr_tko weak %{{.*}} token=%[[RLX]] :

// SYMS-DAG: _Z9flag_dataPiPfS0_
// SYMS-DAG: _Z12view_atomicsPfPiPji
// SYMS-DAG: _Z15strided_atomicsPfj
// SYMS-DAG: _Z11masked_ptrsPfi
