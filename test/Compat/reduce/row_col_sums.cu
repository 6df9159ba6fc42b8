// Row sums and column sums of a row-major f32 matrix of any size: row sums
// walk the columns of a BR-row strip through a 2-D partition view
// (load_masked pads with zero), column sums walk the rows of a BC-column
// strip; each reduces with ct::sum over one axis and stores the [BR, 1] or
// [1, BC] result through a masked pointer tile. The accumulation is kept as
// a 2-D tile and reduced once at the end.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BR, int BC>
__tile_global__ void row_sums(const float* __restrict__ a, float* __restrict__ out, int rows, int cols) {
    using namespace ct::literals;
    auto view = ct::partition_view{ct::tensor_span{a, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    const int tr = ct::bid().x;
    auto acc = ct::zeros<ct::tile<float, ct::shape<BR, BC>>>();
    for (int tc : ct::irange(0, (cols + BC - 1) / BC))
        acc = acc + view.load_masked(tr, tc);
    auto s = ct::sum(acc, 1_ic);  // [BR, 1]
    auto r = tr * BR + ct::iota<ct::tile<int, ct::shape<BR, 1>>>();
    ct::store_masked(out + r, s, r < rows);
}

template <int BR, int BC>
__tile_global__ void col_sums(const float* __restrict__ a, float* __restrict__ out, int rows, int cols) {
    auto view = ct::partition_view{ct::tensor_span{a, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    const int tc = ct::bid().x;
    auto acc = ct::zeros<ct::tile<float, ct::shape<BR, BC>>>();
    const int row_tiles = (rows + BR - 1) / BR;
    for (int tr = 0; tr < row_tiles; ++tr)
        acc = acc + view.load_masked(tr, tc);
    auto s = ct::sum<0>(acc);  // [1, BC]
    auto c = tc * BC + ct::iota<ct::tile<int, ct::shape<1, BC>>>();
    ct::store_masked(out + c, s, c < cols);
}

template <int BR, int BC>
static void run(seed::checker& chk, int rows, int cols) {
    const int n = rows * cols, guard = 8;
    float *ha = new float[n], *hr = new float[rows + guard], *hc = new float[cols + guard];
    seed::fill(ha, n);
    float *a = seed::device_alloc<float>(n), *r = seed::device_alloc<float>(rows + guard),
          *c = seed::device_alloc<float>(cols + guard);
    seed::to_device(a, ha, n);
    seed::poison(r, (rows + guard) * sizeof(float));
    seed::poison(c, (cols + guard) * sizeof(float));
    row_sums<BR, BC><<<(rows + BR - 1) / BR, 1>>>(a, r, rows, cols);
    SEED_SYNC();
    col_sums<BR, BC><<<(cols + BC - 1) / BC, 1>>>(a, c, rows, cols);
    SEED_SYNC();
    seed::to_host(hr, r, rows + guard);
    seed::to_host(hc, c, cols + guard);
    for (int i = 0; i < rows; ++i) {
        double want = 0, mag = 0;
        for (int j = 0; j < cols; ++j) { want += ha[i * cols + j]; mag += std::fabs(ha[i * cols + j]); }
        chk.near("row", i, hr[i], want, 2 * cols * seed::f32_eps * mag);
    }
    for (int j = 0; j < cols; ++j) {
        double want = 0, mag = 0;
        for (int i = 0; i < rows; ++i) { want += ha[i * cols + j]; mag += std::fabs(ha[i * cols + j]); }
        chk.near("col", j, hc[j], want, 2 * rows * seed::f32_eps * mag);
    }
    chk.untouched("row", hr + rows, guard * sizeof(float));
    chk.untouched("col", hc + cols, guard * sizeof(float));
    cudaFree(a); cudaFree(r); cudaFree(c);
    delete[] ha; delete[] hr; delete[] hc;
}

int main() {
    seed::checker chk("reduce_row_col_sums");
    run<16, 64>(chk, 64, 256);
    run<16, 64>(chk, 37, 201);
    run<4, 128>(chk, 5, 1000);
    run<32, 16>(chk, 300, 9);
    run<1, 32>(chk, 1, 1);
    return chk.finish();
}
