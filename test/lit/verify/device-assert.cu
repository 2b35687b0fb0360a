// A failed assert() in a kernel is an emulator error naming the thread.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
#include <cassert>
__global__ void check(const int *in) {
  assert(in[threadIdx.x] >= 0);
}
int main() {
  int h[8] = {0, 1, 2, 3, -4, 5, 6, 7}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  check<<<1, 8>>>(d);
  cudaDeviceSynchronize();
  return 0;
}
// CHECK: "reference": {
// CHECK: device-assert.cu:6: error: kernel check, block (0,0,0), thread (4,0,0): assertion 'in[threadIdx.x] >= 0' failed [emu-device-assert]
