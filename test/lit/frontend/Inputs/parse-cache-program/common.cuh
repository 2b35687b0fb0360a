// The program's own header: it holds code the rules translate.
#pragma once
#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) std::printf("%s\n", cudaGetErrorString(e)); } while (0)

inline float *device_buffer(int n) {
  float *p = nullptr;
  CHECK(cudaMalloc(&p, n * sizeof(float)));
  return p;
}

__device__ inline float lane_sum(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  return v;
}

__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }

// HIP declares hipFuncSetAttribute with 'const void *' alone: an AST rule
// casts the kernel, so the rules must see this header's declarations.
inline void allow_shared(int bytes) {
  CHECK(cudaFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes));
}
