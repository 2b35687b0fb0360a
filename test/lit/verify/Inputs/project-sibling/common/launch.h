// Shared with other programs: a kernel and the host function that
// launches it (the emulator's lowering edits both).
#pragma once
#include "values.h"
__global__ void add_offset(int *x, int n) {
  __shared__ int offset;
  if (threadIdx.x == 0)
    offset = kOffset;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] += offset;
}
inline void add_offset_on_device(int *d, int n) {
  add_offset<<<(n + 127) / 128, 128>>>(d, n);
}
