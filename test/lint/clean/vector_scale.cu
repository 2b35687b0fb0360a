// No warp-level code: blocks, a grid-stride loop and __syncthreads only.
#include <cuda_runtime.h>
#include <cstdio>

#define BLOCK 256

__global__ void scale(float *x, float a, int n) {
  __shared__ float tile[BLOCK];
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    tile[threadIdx.x] = x[i];
    __syncthreads();
    x[i] = a * tile[threadIdx.x];
    __syncthreads();
  }
}

int main() {
  const int n = 1 << 20;
  float *x;
  cudaMalloc(&x, n * sizeof(float));
  scale<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(x, 2.0f, n);
  cudaDeviceSynchronize();
  cudaFree(x);
  printf("done\n");
  return 0;
}
