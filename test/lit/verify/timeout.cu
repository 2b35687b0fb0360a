// A run past --timeout is stopped and reported as an error, not left to
// hang the check.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --timeout 2 %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
__global__ void spin(volatile int *flag) {
  while (*flag == 0) {
  }
}
int main() {
  int *d;
  cudaMalloc(&d, sizeof(int));
  cudaMemset(d, 0, sizeof(int));
  spin<<<1, 1>>>(d);
  return 0;
}
// CHECK: reference: timed out after 2 s
// CHECK: emu32 error: timed out after 2 s
