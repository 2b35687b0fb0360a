#pragma once
#include "tile.cuh"
__device__ int block_sum(int v) {
  __shared__ int buf[TILE];
  buf[threadIdx.x] = v;
  __syncthreads();
  int s = 0;
  for (int i = 0; i < TILE; ++i)
    s += buf[i];
  __syncthreads();
  return s;
}
