// fp16: the half type and intrinsics, and the header.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
#include <cuda_fp16.h>
__global__ void k(__half *h, __half2 *h2, float *f) {
  h[0] = __hadd(h[1], __hmul(h[2], __float2half(f[0])));
  h2[0] = __hfma2(h2[1], __halves2half2(h[0], h[1]), __float2half2_rn(f[1]));
  f[2] = __half2float(h[0]) + __low2float(h2[0]);
}
// CHECK: {{^}}#include <hip/hip_fp16.h>{{$}}
// CHECK: {{^}}  h[0] = __hadd(h[1], __hmul(h[2], __float2half(f[0])));{{$}}
