// An emulator build that fails says why on the report's line: the first
// error of the compiler or linker, not only that it failed.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
void helper_defined_elsewhere(int *);
__global__ void k(int *p) { *p = 1; }
int main() {
  int *d;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(d);
  helper_defined_elsewhere(d);
  return 0;
}
// CHECK: reference: the emulator build failed: {{.*}}undefined reference to `helper_defined_elsewhere(int*)'
// CHECK: emu32 error: the emulator build failed: {{.*}}undefined reference to `helper_defined_elsewhere(int*)'
