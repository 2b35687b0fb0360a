// p2, a longer comment that moves every line below it
// down by one.
#ifndef BLOCK
#define BLOCK   64
#endif
#include "common.cuh"

__global__ void twice(float *x) { x[threadIdx.x] = 2 * lane_sum(x[threadIdx.x]); }

int main() {
  float *d = device_buffer(BLOCK);
  twice<<<1, BLOCK>>>(d);
  cudaDeviceSynchronize();
  CHECK(cudaFree(d));
  return 0;
}
