// LayerNorm backward, as in training frameworks: given x, dy, gamma and the
// saved mean/rstd of the forward pass, each block handles one row:
// xhat = (x - mean) * rstd, dxhat = dy * gamma,
// dx = rstd * (dxhat - mean(dxhat) - xhat * mean(dxhat * xhat)),
// and the parameter gradients dgamma += dy * xhat, dbeta += dy are summed
// over rows with masked f32 ct::atomic_add (relaxed, device scope) into
// [hidden] vectors. f32 throughout; hidden is padded to the tile width.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int H>
__tile_global__ void layer_norm_bwd(const float* __restrict__ x, const float* __restrict__ dy,
                                    const float* __restrict__ gamma, const float* __restrict__ mean,
                                    const float* __restrict__ rstd, float* __restrict__ dx,
                                    float* __restrict__ dgamma, float* __restrict__ dbeta, int hidden) {
    using namespace ct::literals;
    const int r = ct::bid().x;
    auto c = ct::iota<ct::tile<int, ct::shape<H>>>();
    auto m = c < hidden;
    const float mu = mean[r], rs = rstd[r];
    auto xv = ct::load_masked(x + r * hidden + c, m);
    auto g = ct::load_masked(dy + r * hidden + c, m);
    auto w = ct::load_masked(gamma + c, m);
    auto xhat = ct::select(m, (xv - mu) * rs, ct::zeros<decltype(xv)>());
    auto dxhat = g * w;
    const float inv_h = 1.0f / hidden;
    const float m1 = static_cast<float>(ct::sum(dxhat, 0_ic)) * inv_h;
    const float m2 = static_cast<float>(ct::sum(dxhat * xhat, 0_ic)) * inv_h;
    ct::store_masked(dx + r * hidden + c, rs * (dxhat - m1 - xhat * m2), m);
    ct::atomic_add_masked(dgamma + c, g * xhat, m, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
    ct::atomic_add_masked(dbeta + c, g, m, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}

template <int H>
static void run(seed::checker& chk, int rows, int hidden) {
    const int n = rows * hidden;
    float *hx = new float[n], *hdy = new float[n], *hg = new float[hidden], *hm = new float[rows], *hr = new float[rows];
    float *hdx = new float[n], *hdg = new float[hidden], *hdb = new float[hidden];
    seed::fill(hx, n); seed::fill(hdy, n); seed::fill(hg, hidden);
    for (int r = 0; r < rows; ++r) {
        double mu = 0, var = 0;
        for (int i = 0; i < hidden; ++i) mu += hx[r * hidden + i];
        mu /= hidden;
        for (int i = 0; i < hidden; ++i) var += (hx[r * hidden + i] - mu) * (hx[r * hidden + i] - mu);
        hm[r] = float(mu);
        hr[r] = float(1 / std::sqrt(var / hidden + 1e-5));
    }
    float *x = seed::device_alloc<float>(n), *dy = seed::device_alloc<float>(n), *g = seed::device_alloc<float>(hidden),
          *m = seed::device_alloc<float>(rows), *rs = seed::device_alloc<float>(rows), *dx = seed::device_alloc<float>(n),
          *dg = seed::device_alloc<float>(hidden), *db = seed::device_alloc<float>(hidden);
    seed::to_device(x, hx, n); seed::to_device(dy, hdy, n); seed::to_device(g, hg, hidden);
    seed::to_device(m, hm, rows); seed::to_device(rs, hr, rows);
    seed::poison(dx, n * sizeof(float));
    SEED_CHECK(cudaMemset(dg, 0, hidden * sizeof(float)));
    SEED_CHECK(cudaMemset(db, 0, hidden * sizeof(float)));
    layer_norm_bwd<H><<<rows, 1>>>(x, dy, g, m, rs, dx, dg, db, hidden);
    SEED_SYNC();
    seed::to_host(hdx, dx, n); seed::to_host(hdg, dg, hidden); seed::to_host(hdb, db, hidden);
    double *wdg = new double[hidden](), *wdb = new double[hidden](), *mg = new double[hidden]();
    for (int r = 0; r < rows; ++r) {
        double m1 = 0, m2 = 0;
        double* xh = new double[hidden];
        for (int i = 0; i < hidden; ++i) {
            xh[i] = (double(hx[r * hidden + i]) - hm[r]) * hr[r];
            double dxh = double(hdy[r * hidden + i]) * hg[i];
            m1 += dxh;
            m2 += dxh * xh[i];
            wdg[i] += hdy[r * hidden + i] * xh[i];
            wdb[i] += hdy[r * hidden + i];
            mg[i] += std::fabs(hdy[r * hidden + i] * xh[i]) + std::fabs(hdy[r * hidden + i]);
        }
        m1 /= hidden;
        m2 /= hidden;
        for (int i = 0; i < hidden; ++i) {
            double want = hr[r] * (double(hdy[r * hidden + i]) * hg[i] - m1 - xh[i] * m2);
            chk.near("dx", r * hidden + i, hdx[r * hidden + i], want, 2e-5 * (std::fabs(want) + 1));
        }
        delete[] xh;
    }
    for (int i = 0; i < hidden; ++i) {
        chk.near("dgamma", i, hdg[i], wdg[i], (rows + 8) * 2 * seed::f32_eps * mg[i] + 1e-6);
        chk.near("dbeta", i, hdb[i], wdb[i], (rows + 8) * 2 * seed::f32_eps * mg[i] + 1e-6);
    }
    cudaFree(x); cudaFree(dy); cudaFree(g); cudaFree(m); cudaFree(rs); cudaFree(dx); cudaFree(dg); cudaFree(db);
    delete[] hx; delete[] hdy; delete[] hg; delete[] hm; delete[] hr; delete[] hdx; delete[] hdg; delete[] hdb;
    delete[] wdg; delete[] wdb; delete[] mg;
}

int main() {
    seed::checker chk("norm_layernorm_backward");
    run<256>(chk, 16, 256);
    run<1024>(chk, 7, 768);
    run<128>(chk, 33, 100);
    return chk.finish();
}
