#include <sys_api.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

__global__ void fill(int *x) { x[threadIdx.x] = warpSize; }

int main() {
  int *d = nullptr;
  cudaMallocManaged(&d, 64 * sizeof(int));
  fill<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  std::printf("%d\n", sysval(d[0]));
  cudaFree(d);
  return 0;
}
