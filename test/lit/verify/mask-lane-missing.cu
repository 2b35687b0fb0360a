// A full-mask shuffle reached by half the warp, while the other half waits
// at a barrier: the mask names lanes that never arrive.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
__global__ void half(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x < 16)
    v = __shfl_sync(0xffffffff, v, 0);
  __syncthreads();
  out[threadIdx.x] = v;
}
int main() {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  half<<<1, 32>>>(d);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
// CHECK: "reference": {
// CHECK: mask-lane-missing.cu:8: error: kernel half, block (0,0,0), thread (0,0,0): mask 0xffffffff names lane 16, which never arrives (it waits at {{.*}}mask-lane-missing.cu:9) [emu-mask-lane-missing]
