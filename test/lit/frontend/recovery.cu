// A file Clang cannot parse is translated anyway: the token pass applies
// everywhere, each error is a warning at its place, AST rules skip only the
// code that holds errors (listed per file and in the report), and the exit
// code is 1. (The first launch is not counted as skipped: Clang drops a
// launch whose configuration names an invalid declaration from the AST.)
// RUN: %c2h %s --cuda-headers=bundled --launch=ggl -o %t.hip --report %t.json 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.hip
// RUN: %FileCheck %s --check-prefix=JSON < %t.json
#include <cuda_runtime.h>
__global__ void k(float *p, float s) { p[threadIdx.x] *= s; }
void run(float *d) {
  undeclared_t n = 4;
  k<<<1, n>>>(d, 2.0f);
  k<<<1, 32>>>(d, not_declared);
  k<<<1, 32>>>(d, 1.0f);
  cudaDeviceSynchronize();
}
// CHECK: recovery.cu: warning: translated despite 2 parse error(s): the token pass applied everywhere; AST rules skipped where the code did not parse; skipped: c2h-kernel-launch (1) [c2h-parse-recovered]
// CHECK: recovery.cu:13:3: warning: unknown type name 'undeclared_t' [c2h-parse-error]
// CHECK: recovery.cu:15:19: warning: use of undeclared identifier 'not_declared' [c2h-parse-error]
// OUT: {{^}}  k<<<1, n>>>(d, 2.0f);{{$}}
// OUT-NEXT: {{^}}  k<<<1, 32>>>(d, not_declared);{{$}}
// OUT-NEXT: {{^}}  hipLaunchKernelGGL(k, dim3(1), dim3(32), 0, 0, d, 1.0f);{{$}}
// OUT-NEXT: {{^}}  hipDeviceSynchronize();{{$}}
// JSON: "skipped_rules": {
// JSON-NEXT: "c2h-kernel-launch": 1
