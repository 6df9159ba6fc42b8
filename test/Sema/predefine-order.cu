// nvcc --enable-tile defines __CUDACC_TILE__ (with -D, before its -include
// of cuda_runtime.h and the user's -include files; nvcc 13.5 --dryrun), so a
// force-included header sees it, as CCCL's force_include.h needs. Ours too,
// with __CUTILE_CLANG__ and the <<<grid>>> launch default.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 -Xclang -verify -include %S/Inputs/force-include-tile.h %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify -include %S/Inputs/force-include-tile.h %s
// The user's -D__CUDACC_TILE__ wins and is not redefined.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 -Xclang -verify -D__CUDACC_TILE__=2 -DUSER_VALUE -include %S/Inputs/force-include-tile.h %s
// expected-no-diagnostics

#ifdef USER_VALUE
static_assert(__CUDACC_TILE__ == 2);
#else
static_assert(__CUDACC_TILE__ == 1);
#endif

int main() { return 0; }
