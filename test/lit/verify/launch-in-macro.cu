// Kernel launches that macros write are lowered in the macro's definition,
// once, whatever the number of expansions: a kernel that is a parameter of
// the macro (a benchmark loop over kernels) and one the macro names itself.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
__global__ void add_one(int *p) { p[threadIdx.x] += 1; }
__global__ void add_two(int *p) { p[threadIdx.x] += 2; }
#define RUN(kernel, blocks) \
  for (int r = 0; r < 2; ++r) \
    kernel<<<blocks, 32>>>(d)
#define RESET() add_one<<<1, 32>>>(d)
int main() {
  int *d, h[32] = {0};
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  RUN(add_one, 1);
  RUN(add_two, 1);
  RESET();
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 32; ++i)
    bad += h[i] != 7;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// CHECK: pass {{.*}}launch-in-macro.cu: translate ok, reference pass, emu64 pass, emu32 pass
