// A shuffle width that is not a power of two, and a sync shuffle reading a
// lane outside its mask.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.src.json %s -- source > %t.src.out
// RUN: %FileCheck %s --check-prefix=SRC --input-file %t.src.json
#include <cstring>
__global__ void width(int *out) {
  out[threadIdx.x] = __shfl_sync(0xffffffff, (int)threadIdx.x, 0, 3);
}
__global__ void source(int *out) {
  if (threadIdx.x < 8)
    out[threadIdx.x] = __shfl_sync(0xff, (int)threadIdx.x, 12);
}
int main(int argc, char **argv) {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  if (argc > 1 && !strcmp(argv[1], "source"))
    source<<<1, 32>>>(d);
  else
    width<<<1, 32>>>(d);
  return 0;
}
// CHECK: "reference": {
// CHECK: shuffle-width.cu:9: error: kernel width, block (0,0,0), thread (0,0,0): shuffle width 3 is not a power of two in [1, 32] [emu-bad-width]
// SRC: "reference": {
// SRC: shuffle-width.cu:13: error: kernel source, block (0,0,0), thread (0,0,0): shuffle reads lane 12, which does not take part (its value is undefined) [emu-shuffle-inactive-source]
