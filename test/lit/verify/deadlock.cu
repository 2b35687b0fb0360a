// A cooperative kernel where one thread waits at __syncthreads() while
// every other thread of the grid waits at grid.sync(): nothing can move.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void stuck(int *out) {
  if (blockIdx.x == 0 && threadIdx.x == 0)
    __syncthreads();
  else
    cg::this_grid().sync();
  out[threadIdx.x] = 1;
}
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  void *args[] = {&d};
  cudaLaunchCooperativeKernel((void *)stuck, dim3(2), dim3(32), args, 0, 0);
  return 0;
}
// CHECK: "reference": {
// CHECK: deadlock.cu:9: error: kernel kernel, block (0,0,0), thread (0,0,0): no thread can move: this one waits at {{.*}}deadlock.cu:9 while others of its block wait elsewhere or have exited [emu-deadlock]
