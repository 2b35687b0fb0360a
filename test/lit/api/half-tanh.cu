// htanh and h2tanh (and their _approx forms) have no HIP counterpart: they
// become c2h_htanh and c2h_h2tanh, defined after the runtime include (tanh
// in float, rounded to half).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: %if rocm72 %{ %hip72-syntax %t.hip %}
#include <cuda_fp16.h>

__global__ void act(__half *h, __half2 *h2) {
  h[threadIdx.x] = htanh(h[threadIdx.x]) + htanh_approx(h[0]);
  h2[threadIdx.x] = __hadd2(h2tanh(h2[threadIdx.x]), h2tanh_approx(h2[0]));
}
// CHECK: {{^}}#define C2H_HALF_TANH{{$}}
// CHECK: {{^}}__device__ static inline __half c2h_htanh(__half x) {{{$}}
// CHECK: {{^}}  h[threadIdx.x] = c2h_htanh(h[threadIdx.x]) + c2h_htanh(h[0]);{{$}}
// CHECK-NEXT: {{^}}  h2[threadIdx.x] = __hadd2(c2h_h2tanh(h2[threadIdx.x]), c2h_h2tanh(h2[0]));{{$}}
