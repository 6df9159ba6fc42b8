// Code written for nvcc --enable-tile may test __CUDACC_TILE__; our front end
// defines it on both sides of a CUDA compilation.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 -Xclang -verify %s
// expected-no-diagnostics
#ifndef __CUDACC_TILE__
#error "__CUDACC_TILE__ is not defined"
#endif
