/* The CUDA API whose every function libcutile_emu.so defines, for
   gen-stubs.py (preprocessed as C: no extern "C" blocks to see through). */
#include <cuda_runtime_api.h>
#include <cuda_profiler_api.h>
#include <cuda.h>
