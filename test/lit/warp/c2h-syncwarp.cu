// __syncwarp exists in HIP from ROCm 7.0. Before that it becomes
// c2h_syncwarp(): wavefront-scope release and acquire fences around the wave
// barrier builtin, so each lane's writes before it are visible to the others
// after it (an empty macro, or the barrier alone, orders no memory).
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

// CHECK: {{^}}__device__ static inline void c2h_syncwarp() {{{$}}
// CHECK-NEXT: {{^}}  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");{{$}}
// CHECK-NEXT: {{^}}  __builtin_amdgcn_wave_barrier();{{$}}
// CHECK-NEXT: {{^}}  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");{{$}}
// CHECK: {{^}}  c2h_syncwarp();{{$}}
// CHECK: {{^}}  c2h_syncwarp();{{$}}
// ROCM7: {{^}}  __syncwarp();{{$}}
// ROCM7: {{^}}  __syncwarp(0xffffffff);{{$}}
