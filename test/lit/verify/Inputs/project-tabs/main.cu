// Host code that names its launch shape gridDim and blockDim, as under nvcc
// a host variable may: the built-in variables are not in the way.
#include <cstdio>
#include "util/clock.h"

__global__ void fill(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = i * gridDim.x;
}

int main() {
  const int n = 100;
  int *d, h[n];
  cudaMalloc(&d, n * sizeof(int));
  long long start = ticks();
  dim3 blockDim(32);
  dim3 gridDim((n + blockDim.x - 1) / blockDim.x);
  fill<<<gridDim, blockDim>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  bool ok = ticks() == start + 1;
  for (int i = 0; i < n; ++i)
    ok &= h[i] == i * 4;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
