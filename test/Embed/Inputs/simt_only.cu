// Pure SIMT code: what our plugin must leave exactly as stock clang makes it.
__device__ float twice(float x) { return 2 * x; }
__global__ void saxpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * twice(x[i]) + y[i];
}
template <int N> __global__ void fill(int *p) { p[threadIdx.x] = N; }
template __global__ void fill<3>(int *);
void launch(float *x, float *y, int *p) {
  saxpy<<<4, 128>>>(2.0f, x, y, 512);
  fill<7><<<1, 32>>>(p);
}
