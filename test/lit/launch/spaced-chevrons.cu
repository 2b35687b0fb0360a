// nvcc reads '<< <' and '>> >' (a common formatter style) as launch
// chevrons; hipcc does not. They are joined, the launch is seen by the AST
// pass (so --launch=ggl rewrites it), and every other byte keeps its place.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty --implicit-check-not=c2h- < %t.err
// RUN: %c2h %s --cuda-headers=bundled --launch=ggl -o %t.ggl.hip; test $? -eq 0
// RUN: %FileCheck %s --check-prefix=GGL < %t.ggl.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: %hipcc %t.ggl.hip -o %t.ggl.o
#include <cuda_runtime.h>
#include <vector>
__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }

void run(float *d, cudaStream_t st) {
  scale<< <1, 32>> >(d, 2.0f);
  scale<< <dim3(1), dim3(32), 0, st>> >(d, 0.5f);
  scale<<<1, 32>> >(d, 1.0f);
  scale<< <1,
          32>>>(d, 3.0f);
  // Template closers that happen to be spaced are not launches.
  std::vector<std::vector<int> > v;
  int x = 1 << 2;
  (void)v; (void)x;
}
// CHECK: {{^}}  scale<<<1, 32>>>(d, 2.0f);{{$}}
// CHECK-NEXT: {{^}}  scale<<<dim3(1), dim3(32), 0, st>>>(d, 0.5f);{{$}}
// CHECK-NEXT: {{^}}  scale<<<1, 32>>>(d, 1.0f);{{$}}
// CHECK-NEXT: {{^}}  scale<<<1,{{$}}
// CHECK-NEXT: {{^}}          32>>>(d, 3.0f);{{$}}
// CHECK: {{^}}  std::vector<std::vector<int> > v;{{$}}
// GGL: {{^}}  hipLaunchKernelGGL(scale, dim3(1), dim3(32), 0, 0, d, 2.0f);{{$}}
// GGL-NEXT: {{^}}  hipLaunchKernelGGL(scale, dim3(dim3(1)), dim3(dim3(32)), 0, st, d, 0.5f);{{$}}
// GGL-NEXT: {{^}}  hipLaunchKernelGGL(scale, dim3(1), dim3(32), 0, 0, d, 1.0f);{{$}}
// ERR-NOT: c2h-parse
