// A declared output file that a run does not write fails it; one the
// reference does not write leaves nothing to compare it with, an error (it
// used to compare "" with "" and pass).
// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda2hip translate --no-progress --cuda-headers=bundled %s -o %t/good.hip
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --hip %t/good.hip %s > %t/good.out
// RUN: %FileCheck %s --check-prefix=GOOD < %t/good.out
// GOOD: pass {{.*}}declared-file.cu: hip {{.*}}good.hip, reference pass, emu64 pass, emu32 pass
// GOOD-NEXT: compared (emu64, emu32): squares.txt, exact
// RUN: sed 's/"squares.txt"/"other.txt"/' %t/good.hip > %t/bad.hip
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled --hip %t/bad.hip %s > %t/bad.out
// RUN: %FileCheck %s --check-prefix=BAD < %t/bad.out
// BAD: fail  {{.*}}declared-file.cu: hip {{.*}}bad.hip, reference pass, emu64 fail, emu32 fail
// BAD-NEXT: emu64 fail: squares.txt: not written (the reference wrote 114 bytes)
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled --declare "compare file=none.txt" --hip %t/good.hip %s > %t/none.out
// RUN: %FileCheck %s --check-prefix=NONE < %t/none.out
// NONE: error {{.*}}declared-file.cu: hip {{.*}}good.hip, reference pass, emu64 error, emu32 error
// NONE-NEXT: emu64 error: none.txt: the reference did not write it, so there is nothing to compare it with
// cuda2hip-verify: compare file=squares.txt
#include <cstdio>

__global__ void square(int *v) { v[threadIdx.x] *= v[threadIdx.x]; }

int main() {
  int h[32], *d;
  for (int i = 0; i < 32; ++i)
    h[i] = i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  square<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  FILE *f = fopen("squares.txt", "w");
  for (int i = 0; i < 32; ++i)
    fprintf(f, "%d\n", h[i]);
  fclose(f);
  return 0;
}
