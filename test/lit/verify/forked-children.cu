// A program under test that leaves a child running: the child is killed
// when the run ends, so nothing it would do later happens, and verify does
// not wait for it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda2hip translate --no-progress --cuda-headers=bundled %s -o %t/prog.hip
// RUN: env C2H_LEFTOVER=%t/leftover cuda2hip verify --no-compile --backend emu --cuda-headers bundled --hip %t/prog.hip %s | %FileCheck %s
// CHECK: pass {{.*}}forked-children.cu
// RUN: sleep 4
// RUN: not ls %t/leftover
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

__global__ void one(int *p) { *p = 1; }

int main() {
  if (fork() == 0) { // the leftover: a file, three seconds later
    sleep(3);
    if (const char *Path = getenv("C2H_LEFTOVER"))
      if (FILE *F = fopen(Path, "w"))
        fclose(F);
    _exit(0);
  }
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  one<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s\n", h == 1 ? "PASS" : "FAIL");
  return 0;
}
