// `inbounds` on load_view_tko/store_view_tko (Tile IR 13.4): one bool per
// index, printed after the hints as tileirdisasm prints it; all false is
// the default and is not printed. A count other than the indices' fails.
// RUN: cutile-opt %s -split-input-file -verify-diagnostics | FileCheck %s

cuda_tile.module @m {
  entry @k(%p: !cuda_tile.tile<ptr<f32>>, %i: !cuda_tile.tile<i32>) {
    %tv = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] optimization_hints = <sm_90 = {latency = 3}> inbounds = [true, false] : partition_view
    %v, %t = load_view_tko weak %pv[%i, %i] optimization_hints = <sm_90 = {latency = 3}> inbounds = [true, false] : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x16xf32>, token
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} inbounds = [true, true] : tile<16x16xf32>
    %t2 = store_view_tko weak %v, %pv[%i, %i] token = %t inbounds = [true, true] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{[^ ]*}} : tile<16x16xf32>
    %t3 = store_view_tko weak %v, %pv[%i, %i] token = %t2 inbounds = [false, false] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: !cuda_tile.tile<ptr<f32>>, %i: !cuda_tile.tile<i32>) {
    %tv = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>
    // expected-error @below {{'inbounds' has 1 entries, expected one per index (2)}}
    %v, %t = load_view_tko weak %pv[%i, %i] inbounds = [true] : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x16xf32>, token
    return
  }
}
