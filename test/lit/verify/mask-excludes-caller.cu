// Every lane calls a vote whose mask names lane 0 only.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
__global__ void vote(int *out) {
  out[threadIdx.x] = __any_sync(1u, threadIdx.x == 3);
}
int main() {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  vote<<<1, 32>>>(d);
  return 0;
}
// CHECK: "reference": {
// CHECK: mask-excludes-caller.cu:5: error: kernel vote, block (0,0,0), thread (1,0,0): lane 1 calls with mask 0x1, which does not name it [emu-mask-excludes-caller]
