// hipcc does not include hip/hip_runtime.h by itself, and ROCm's
// cooperative-groups header needs it first: it is inserted before the first
// HIP header, or before the first #include when the file includes none.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: %c2h %S/Inputs/no-includes.cu --cuda-headers=bundled | %FileCheck %s --check-prefix=NOINC
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(int *p) {
  cg::thread_block b = cg::this_thread_block();
  p[b.thread_rank()] = 1;
  b.sync();
}

// CHECK: {{^}}#include <cstdio>{{$}}
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}#include <hip/hip_cooperative_groups.h>{{$}}
// NOINC: {{^}}// A file with a leading comment and no includes.{{$}}
// NOINC-NEXT: {{^}}#include <hip/hip_runtime.h>{{$}}
// NOINC-NEXT: {{^}}__global__ void k(float *p) { p[threadIdx.x] = 0.0f; }{{$}}
