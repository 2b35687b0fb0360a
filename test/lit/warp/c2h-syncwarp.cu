// __syncwarp exists in HIP from ROCm 7.0. Before that it becomes the wave
// barrier builtin, which keeps the compiler from reordering LDS accesses
// across it (an empty macro would not).
// RUN: %c2h %s --cuda-headers=bundled --warp=off -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: %c2h %s --cuda-headers=bundled --warp=off --rocm=7.0 | %FileCheck %s --check-prefix=ROCM7
#include <cuda_runtime.h>
__global__ void k(int *p) {
  __shared__ int s[64];
  s[threadIdx.x] = p[threadIdx.x];
  __syncwarp();
  p[threadIdx.x] = s[threadIdx.x ^ 1];
  __syncwarp(0xffffffff);
}

// CHECK: {{^}}  __builtin_amdgcn_wave_barrier();{{$}}
// CHECK: {{^}}  __builtin_amdgcn_wave_barrier();{{$}}
// ROCM7: {{^}}  __syncwarp();{{$}}
// ROCM7: {{^}}  __syncwarp(0xffffffff);{{$}}
