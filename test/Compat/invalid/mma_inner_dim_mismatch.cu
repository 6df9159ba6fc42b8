// ct::mma with inner dimensions that disagree: A is [16, 8] but B is [16, 16] (B was loaded with the M tile size instead of the K tile size).
// COMPAT: expect-error
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int BK>
__tile_global__ void gemm_tile(const __half* A, const __half* B, float* C) {
    auto av = ct::partition_view{ct::tensor_span{A, ct::extents{BM, BK}}, ct::shape<BM, BK>{}};
    auto bv = ct::partition_view{ct::tensor_span{B, ct::extents{BM, BN}}, ct::shape<BM, BN>{}};
    auto cv = ct::partition_view{ct::tensor_span{C, ct::extents{BM, BN}}, ct::shape<BM, BN>{}};
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
    acc = ct::mma(av.load(0, 0), bv.load(0, 0), acc);  // COMPAT-ERROR
    cv.store(acc, 0, 0);
}

template __tile_global__ void gemm_tile<16, 16, 8>(const __half*, const __half*, float*);
