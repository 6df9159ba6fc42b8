// Element lookups in a CSR sparse matrix (the gather of a sparse-dense
// product's transpose, or an edge-weight query in a graph): each block
// answers a batch of (row, col) queries. A __tile__ helper scans the row's
// sorted column indices and returns from inside the loop as soon as it
// finds the column, or as soon as it passes it (CUDA 13.5 accepts `return`
// in a loop); a corrupt row pointer would stop the kernel with __trap().
// The results of every query are written as a tile. The host answers the
// same queries and checks each one.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

__tile__ float lookup(const int* cols, const float* vals, int begin, int end, int col) {
    if (end < begin)
        __trap();
    for (int p = begin; p < end; ++p) {
        const int c = cols[p];
        if (c == col)
            return vals[p];
        if (c > col)
            return 0.0f; // sorted: the column is not stored
    }
    return 0.0f;
}

template <int Q>
__tile_global__ void csr_lookup(const int* __restrict__ rowptr, const int* __restrict__ cols,
                                const float* __restrict__ vals, const int* __restrict__ qr,
                                const int* __restrict__ qc, float* __restrict__ out, int nq) {
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{nq}}, ct::shape<Q>{}};
    const int b = ct::bid().x;
    auto res = ct::zeros<ct::tile<float, ct::shape<Q>>>();
    auto lane = ct::iota<ct::tile<int, ct::shape<Q>>>();
    for (int i = 0; i < Q; ++i) {
        const int r = qr[b * Q + i];
        const float v = lookup(cols, vals, rowptr[r], rowptr[r + 1], qc[b * Q + i]);
        res = ct::select(lane == i, ct::full<ct::tile<float, ct::shape<Q>>>(v), res);
    }
    ov.store(res, b);
}

static void run(seed::checker& chk, int rows, int ncols, int nq) {
    constexpr int Q = 16;
    int* hrp = new int[rows + 1];
    int nnz_cap = rows * ncols;
    int* hcols = new int[nnz_cap];
    float* hvals = new float[nnz_cap];
    int nnz = 0;
    for (int r = 0; r < rows; ++r) {
        hrp[r] = nnz;
        if (r % 5 == 3) continue; // empty rows
        for (int c = 0; c < ncols; ++c)
            if (seed::next_u32() % 4 == 0) {
                hcols[nnz] = c;
                hvals[nnz++] = seed::rand_float();
            }
    }
    hrp[rows] = nnz;
    int *hqr = new int[nq], *hqc = new int[nq];
    for (int i = 0; i < nq; ++i) {
        hqr[i] = int(seed::next_u32() % rows);
        const int len = hrp[hqr[i] + 1] - hrp[hqr[i]];
        // Half the queries hit a stored entry, the rest any column.
        hqc[i] = (i % 2 && len) ? hcols[hrp[hqr[i]] + seed::next_u32() % len] : int(seed::next_u32() % ncols);
    }
    int* rp = seed::device_alloc<int>(rows + 1);
    int* cols = seed::device_alloc<int>(nnz);
    float* vals = seed::device_alloc<float>(nnz);
    int *qr = seed::device_alloc<int>(nq), *qc = seed::device_alloc<int>(nq);
    float* out = seed::device_alloc<float>(nq);
    seed::to_device(rp, hrp, rows + 1);
    seed::to_device(cols, hcols, nnz);
    seed::to_device(vals, hvals, nnz);
    seed::to_device(qr, hqr, nq);
    seed::to_device(qc, hqc, nq);
    csr_lookup<Q><<<dim3(nq / Q), 1>>>(rp, cols, vals, qr, qc, out, nq);
    SEED_SYNC();
    float* hout = new float[nq];
    seed::to_host(hout, out, nq);
    for (int i = 0; i < nq; ++i) {
        float want = 0.0f;
        for (int p = hrp[hqr[i]]; p < hrp[hqr[i] + 1]; ++p)
            if (hcols[p] == hqc[i]) want = hvals[p];
        chk.near("out", i, hout[i], want, 0.0);
    }
    cudaFree(rp); cudaFree(cols); cudaFree(vals); cudaFree(qr); cudaFree(qc); cudaFree(out);
    delete[] hrp; delete[] hcols; delete[] hvals; delete[] hqr; delete[] hqc; delete[] hout;
}

int main() {
    seed::checker chk("control_csr_lookup_return");
    run(chk, 64, 96, 256);
    return chk.finish();
}
