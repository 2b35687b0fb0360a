// Kernel attributes and cache preferences run on the emulator: a dynamic
// shared size a block can have is accepted (and used), one above it is
// refused as on the device, and cache preferences change nothing.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
__global__ void fill(int *out) {
  extern __shared__ int buf[];
  buf[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = buf[31 - threadIdx.x];
}
int main() {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  int bad = 0;
  bad |= cudaFuncSetAttribute(fill, cudaFuncAttributeMaxDynamicSharedMemorySize, 49152) != cudaSuccess;
  bad |= cudaFuncSetAttribute((const void *)fill, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              1 << 20) != cudaErrorInvalidValue;
  cudaGetLastError();
  bad |= cudaFuncSetCacheConfig(fill, cudaFuncCachePreferShared) != cudaSuccess;
  bad |= cudaDeviceSetCacheConfig(cudaFuncCachePreferL1) != cudaSuccess;
  fill<<<1, 32, 49152>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; ++i)
    bad |= h[i] != 31 - i;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
// CHECK: pass {{.*}}func-attributes.cu: translate ok, reference pass, emu64 pass, emu32 pass
