// Launch configuration of tile kernels: block dimension 1, no dynamic shared
// memory; <<<grid>>> only for tile kernels.
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s

__tile_global__ void tk(float *p) {}
__global__ void sk(float *p) {}

constexpr unsigned one = 1;
constexpr dim3 unit(1, 1, 1);

void ok(float *p, cudaStream_t s, int n) {
  tk<<<n>>>(p);
  tk<<<n, 1>>>(p);
  tk<<<dim3(n, 2), dim3(1)>>>(p);
  tk<<<n, dim3(1, 1, 1), 0, s>>>(p);
  tk<<<n, one, 2 - 2>>>(p);
  tk<<<n, unit>>>(p);
  sk<<<n, 128>>>(p);
  sk<<<n, 128, 1024, s>>>(p);
}

void bad(float *p, unsigned b, size_t smem) {
  tk<<<4, 128>>>(p);            // expected-error {{the block dimension of a tile kernel launch must be 1, not (128, 1, 1); the compiler chooses the threads of a tile block, so launch 'tk' with <<<grid, 1>>>}}
  tk<<<4, dim3(1, 2)>>>(p);     // expected-error {{must be 1, not (1, 2, 1)}}
  tk<<<4, dim3(1, 1, 4)>>>(p);  // expected-error {{must be 1, not (1, 1, 4)}}
  tk<<<4, b>>>(p);              // expected-warning {{the block dimension of a tile kernel launch is not a constant; it must be 1 at run time (launch 'tk' with <<<grid, 1>>>)}}
  tk<<<4, 1, 256>>>(p);         // expected-error {{dynamic shared memory of a tile kernel launch must be 0 (got 256); tile kernels do not use shared memory}}
  tk<<<4, 1, smem>>>(p);        // not constant: checked at run time
  sk<<<4>>>(p);                 // expected-error {{a launch of SIMT kernel 'sk' needs a block dimension: write sk<<<grid, block>>>; only tile kernels may omit it}}
  void *args[] = {&p};
  cudaLaunchKernel((const void *)tk, dim3(4), dim3(32), args, 0, 0); // expected-error {{must be 1, not (32, 1, 1)}}
  cudaLaunchKernel(tk, dim3(4), dim3(1), args, 64);                  // expected-error {{dynamic shared memory of a tile kernel launch must be 0 (got 64)}}
  cudaLaunchKernel((const void *)sk, dim3(4), dim3(32), args, 0, 0);
}

template <unsigned B> void launch_t(float *p) {
  tk<<<4, B>>>(p); // expected-error {{must be 1, not (2, 1, 1)}}
}
template void launch_t<1>(float *);
template void launch_t<2>(float *);
