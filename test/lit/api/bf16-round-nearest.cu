// __float2bfloat16_rn is HIP's __float2bfloat16, which rounds to nearest
// even as _rn does (ROCm 5.7 and later, hip/hip_bf16.h).
// RUN: %c2h %s --cuda-headers=bundled --rocm=7.2 -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc-libs %t.hip -o %t.o
#include <cuda_bf16.h>

__global__ void to_bf16(const float *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __float2bfloat16_rn(in[i]);
}

// CHECK: {{^}}#include <hip/hip_bf16.h>{{$}}
// CHECK: {{^}}    out[i] = __float2bfloat16(in[i]);{{$}}
