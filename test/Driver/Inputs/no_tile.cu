__global__ void simt_only(int *p) { p[threadIdx.x] = 1; }
