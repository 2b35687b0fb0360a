/* p1: opens as p2 does, but for this comment. */
#ifndef BLOCK
#define BLOCK 64
#endif
#include "common.cuh"

__global__ void sums(float *x) { x[threadIdx.x] = lane_sum(x[threadIdx.x]); }

int main() {
  float *d = device_buffer(BLOCK);
  sums<<<1, BLOCK>>>(d);
  CHECK(cudaFree(d));
  return 0;
}
