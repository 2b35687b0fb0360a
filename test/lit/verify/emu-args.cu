// Emulated runs take their own arguments: the program's emu-args, or
// --emu-run-args over them; GPU runs (and the emulator, where neither is
// given) take those after --. Here the program checks the size it gets.
// cuda2hip-verify: emu-args 16
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s -- 1000000 > %t.out
// RUN: %FileCheck %s --check-prefix=DIRECTIVE --input-file %t.out
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled --emu-run-args "8" %s -- 1000000 > %t.cli
// RUN: %FileCheck %s --check-prefix=CLI --input-file %t.cli
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled --run-args "16" %s -- 16 2> %t.both
// RUN: %FileCheck %s --check-prefix=BOTH --input-file %t.both
#include <cstdio>
#include <cstdlib>
__global__ void iota(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = i;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 0;
  printf("n=%d\n", n);
  if (n != 16) {
    printf("FAIL: expected the emulator's size\n");
    return 0;
  }
  int *d, h[16];
  cudaMalloc(&d, sizeof h);
  iota<<<1, 16>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += h[i] != i;
  printf(bad ? "FAIL\n" : "PASS\n");
  return 0;
}
// DIRECTIVE: pass  {{.*}}emu-args.cu: translate ok, reference pass, emu64 pass, emu32 pass
// CLI: error {{.*}}emu-args.cu: translate ok, reference fail
// BOTH: cuda2hip verify: give the programs' arguments with --run-args or after --, not both
