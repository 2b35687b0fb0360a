// Static and dynamic shared arrays indexed past their end.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.dyn.json %s -- dynamic > %t.dyn.out
// RUN: %FileCheck %s --check-prefix=DYN --input-file %t.dyn.json
#include <cstring>
__global__ void shift(int *out) {
  __shared__ int tile[32];
  tile[threadIdx.x + 1] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x];
}
__global__ void shift_dynamic(float *out) {
  extern __shared__ float buf[];
  buf[threadIdx.x + 1] = 1.0f;
  __syncthreads();
  out[threadIdx.x] = buf[threadIdx.x];
}
int main(int argc, char **argv) {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  if (argc > 1 && !strcmp(argv[1], "dynamic"))
    shift_dynamic<<<2, 32, 32 * sizeof(float)>>>((float *)d);
  else
    shift<<<2, 32>>>(d);
  return 0;
}
// CHECK: "reference": {
// CHECK: shared-out-of-range.cu:9: error: kernel shift, block (0,0,0), thread (31,0,0): shared array index 32 is outside [0, 32) [emu-shared-out-of-range]
// CHECK: shared-out-of-range.cu:9: error: kernel shift, block (1,0,0), thread (31,0,0)
// DYN: "reference": {
// DYN: shared-out-of-range.cu:15: error: kernel shift_dynamic, block (0,0,0), thread (31,0,0): dynamic shared index 32 is outside the 128 bytes given at launch [emu-shared-out-of-range]
