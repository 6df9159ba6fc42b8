// CSR sparse matrix-vector product y = A x, a block per BR rows: each row's
// nonzero range is read with scalar loads (int start = rowptr[r];), the
// nonzeros are walked in BNZ-wide chunks with masked gathers of the values,
// the column indices and x[col], and the row sum is stored with a scalar
// store. Rows past the end are skipped.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BR, int BNZ>
[[cutile::hint(0, occupancy = 4)]]
__tile_global__ void spmv_csr(const int* __restrict__ rowptr, const int* __restrict__ colidx,
                              const float* __restrict__ vals, const float* __restrict__ x,
                              float* __restrict__ y, int rows) {
    using namespace ct::literals;
    const int r0 = ct::bid().x * BR;
    #pragma unroll 1
    for (int i = 0; i < BR; ++i) {
        const int r = r0 + i;
        if (r < rows) {
            int start = rowptr[r];
            int end = rowptr[r + 1];
            auto acc = ct::zeros<ct::tile<float, ct::shape<BNZ>>>();
            for (int k : ct::irange(start, end, BNZ)) {
                auto idx = k + ct::iota<ct::tile<int, ct::shape<BNZ>>>();
                auto ok = idx < end;
                auto cols = ct::load_masked(colidx + idx, ok, 0);
                auto a = ct::load_masked(vals + idx, ok, 0.0f);
                acc = acc + a * ct::load_masked(x + cols, ok, 0.0f);
            }
            y[r] = static_cast<float>(ct::sum(acc, 0_ic));
        }
    }
}

int main() {
    seed::checker chk("layout_spmv_csr");
    constexpr int BR = 4, BNZ = 16;
    const int rows = 53, cols = 70, guard = 4;
    int* rp = new int[rows + 1];
    rp[0] = 0;
    for (int r = 0; r < rows; ++r)  // 0 to 40 nonzeros per row, some empty rows
        rp[r + 1] = rp[r] + (r % 7 == 3 ? 0 : int(seed::next_u32() % 41));
    const int nnz = rp[rows];
    int* ci = new int[nnz > 0 ? nnz : 1];
    float *va = new float[nnz > 0 ? nnz : 1], *hx = new float[cols], *hy = new float[rows + guard];
    for (int i = 0; i < nnz; ++i) ci[i] = int(seed::next_u32() % cols), va[i] = seed::rand_float();
    seed::fill(hx, cols);
    int *drp = seed::device_alloc<int>(rows + 1), *dci = seed::device_alloc<int>(nnz);
    float *dva = seed::device_alloc<float>(nnz), *dx = seed::device_alloc<float>(cols),
          *dy = seed::device_alloc<float>(rows + guard);
    seed::to_device(drp, rp, rows + 1);
    seed::to_device(dci, ci, nnz);
    seed::to_device(dva, va, nnz);
    seed::to_device(dx, hx, cols);
    seed::poison(dy, (rows + guard) * sizeof(float));
    spmv_csr<BR, BNZ><<<(rows + BR - 1) / BR, 1>>>(drp, dci, dva, dx, dy, rows);
    SEED_SYNC();
    seed::to_host(hy, dy, rows + guard);
    for (int r = 0; r < rows; ++r) {
        double want = 0, mag = 0;
        for (int k = rp[r]; k < rp[r + 1]; ++k) {
            want += double(va[k]) * hx[ci[k]];
            mag += std::fabs(double(va[k]) * hx[ci[k]]);
        }
        chk.near("y", r, hy[r], want, (rp[r + 1] - rp[r] + 2) * seed::f32_eps * mag);
    }
    chk.untouched("y", hy + rows, guard * sizeof(float));
    cudaFree(drp); cudaFree(dci); cudaFree(dva); cudaFree(dx); cudaFree(dy);
    delete[] rp; delete[] ci; delete[] va; delete[] hx; delete[] hy;
    return chk.finish();
}
