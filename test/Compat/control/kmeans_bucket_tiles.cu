// The M-step of k-means for a small k: each block owns BD feature columns
// and walks all points in a run-time loop, adding each point's slice to the
// accumulator tile of its cluster, acc[label], an array of K tiles indexed
// by a value loaded at run time; counts go to a scalar array the same way.
// At the end each cluster's mean slice is written (empty clusters keep
// their old centroid, read back through the output pointer).
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int K, int BD>
__tile_global__ void kmeans_update(const float* __restrict__ points, const int* __restrict__ labels,
                                   float* __restrict__ centroids, int n, int dims) {
    using slice = ct::tile<float, ct::shape<BD>>;
    auto d = int(ct::bid().x) * BD + ct::iota<ct::tile<int, ct::shape<BD>>>();
    auto dm = d < dims;
    slice acc[K];
    int count[K];
    for (int k = 0; k < K; ++k) {
        acc[k] = ct::zeros<slice>();
        count[k] = 0;
    }
    for (int p = 0; p < n; ++p) {
        const int c = ct::load(labels + p);
        acc[c] = acc[c] + ct::load_masked(points + p * dims + d, dm, 0.0f);
        count[c] = count[c] + 1;
    }
    for (int k = 0; k < K; ++k)
        if (count[k] > 0)
            ct::store_masked(centroids + k * dims + d, acc[k] / float(count[k]), dm);
}

template <int K, int BD>
static void run(seed::checker& chk, int n, int dims) {
    float *hp = new float[size_t(n) * dims], *hc = new float[size_t(K) * dims], *old = new float[size_t(K) * dims];
    int* hl = new int[n];
    seed::fill(hp, size_t(n) * dims);
    seed::fill(old, size_t(K) * dims);
    for (int i = 0; i < n; ++i) hl[i] = int(seed::next_u32() % (K - 1));  // the last cluster stays empty
    float *p = seed::device_alloc<float>(size_t(n) * dims), *c = seed::device_alloc<float>(size_t(K) * dims);
    int* l = seed::device_alloc<int>(n);
    seed::to_device(p, hp, size_t(n) * dims);
    seed::to_device(c, old, size_t(K) * dims);
    seed::to_device(l, hl, n);
    kmeans_update<K, BD><<<(dims + BD - 1) / BD, 1>>>(p, l, c, n, dims);
    SEED_SYNC();
    seed::to_host(hc, c, size_t(K) * dims);
    for (int k = 0; k < K; ++k)
        for (int j = 0; j < dims; ++j) {
            double s = 0, mag = 0;
            int cnt = 0;
            for (int i = 0; i < n; ++i)
                if (hl[i] == k) { s += hp[size_t(i) * dims + j]; mag += std::fabs(hp[size_t(i) * dims + j]); ++cnt; }
            double want = cnt ? s / cnt : old[size_t(k) * dims + j];
            chk.near("centroid", size_t(k) * dims + j, hc[size_t(k) * dims + j], want,
                     cnt ? (n + 2) * seed::f32_eps * mag / cnt : 0.0);
        }
    cudaFree(p); cudaFree(c); cudaFree(l);
    delete[] hp; delete[] hc; delete[] old; delete[] hl;
}

int main() {
    seed::checker chk("control_kmeans_bucket_tiles");
    run<4, 64>(chk, 300, 100);
    run<8, 32>(chk, 97, 32);
    return chk.finish();
}
