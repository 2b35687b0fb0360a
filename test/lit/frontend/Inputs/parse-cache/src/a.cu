// Shares its first three system includes with b.cu.
#include <sys_api.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>
#include "common.cuh"

__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }

int main() {
  float *d = nullptr;
  cudaMalloc(&d, 32 * sizeof(float));
  scale<<<1, 32>>>(d, 2.0f);
  std::printf("%d\n", sysval(common_value()));
  cudaFree(d);
  return 0;
}
