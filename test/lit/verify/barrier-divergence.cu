// Threads of one block waiting at different __syncthreads() calls are
// reported with both lines, not left to hang.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
#include <cstdio>
__global__ void diverge(int *out) {
  if (threadIdx.x < 32)
    __syncthreads();
  else
    __syncthreads();
  out[threadIdx.x] = 1;
}
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  diverge<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  return 0;
}
// CHECK: "reference": {
// CHECK: barrier-divergence.cu:10: error: kernel diverge, block (0,0,0), thread (32,0,0): threads of one block wait at different barriers: thread (0,0,0) at {{.*}}barrier-divergence.cu:8, this one at {{.*}}barrier-divergence.cu:10 [emu-barrier-divergence]
// CHECK: "status": "error"
