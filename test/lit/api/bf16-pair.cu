// CUDA's make_bfloat162(x, y) is HIP's __halves2bfloat162(x, y); its
// __float2bfloat162_rn(a), the pair {a, a}, has no HIP namesake and becomes
// c2h_float2bfloat162_rn. ROCm 5.2 has no hip_bf16.h: ROCm 7.2's headers
// check the output.
// RUN: %c2h %s --cuda-headers=bundled --rocm 7.2 -o %t.hip
// RUN: %FileCheck %s < %t.hip
// RUN: %if rocm72 %{ %hip72-syntax %t.hip %}
#include <cuda_bf16.h>

__global__ void pack(__nv_bfloat162 *out, const float *in) {
  int i = threadIdx.x;
  out[i] = make_bfloat162(__float2bfloat16(in[i]), __float2bfloat16(in[i + 1]));
  out[i + 64] = __float2bfloat162_rn(in[i]);
}

__nv_bfloat162 host_pair(float a) { return __float2bfloat162_rn(a); }
// CHECK: {{^}}#define C2H_BF16_PAIR{{$}}
// CHECK: {{^}}  out[i] = __halves2bfloat162(__float2bfloat16(in[i]), __float2bfloat16(in[i + 1]));{{$}}
// CHECK-NEXT: {{^}}  out[i + 64] = c2h_float2bfloat162_rn(in[i]);{{$}}
// CHECK: {{^}}__hip_bfloat162 host_pair(float a) { return c2h_float2bfloat162_rn(a); }{{$}}
