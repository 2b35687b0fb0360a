#include <cstdio>
#include "sub/reduce.cuh"
__global__ void k(int *out) { out[blockIdx.x] = block_sum(threadIdx.x); }
int main() {
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  k<<<4, TILE>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int ok = h[3] == 63 * 64 / 2;
  printf(ok ? "PASS\n" : "FAIL\n");
  return !ok;
}
