// A force-included header as CCCL's test harness has one: it tests
// __CUDACC_TILE__ and launches a tile kernel, before the main file is read.
#if !defined(__CUDACC_TILE__) || !defined(__CUTILE_CLANG__)
#error "tile macros are not defined before -include files"
#endif
#ifdef __CUDACC_TILE__
__tile__ __host__ __device__ int fake_main();
__tile_global__ void fake_main_kernel(int *ret) { *ret = fake_main(); }
inline void launch(int *ret) { fake_main_kernel<<<1>>>(ret); }
#define main(...) __tile__ __host__ __device__ fake_main(__VA_ARGS__)
#endif
