// The async-copy primitives of cuda_pipeline.h become c2h_pipeline_*
// helpers, emitted once after the runtime include, that copy synchronously
// under --async-copy=sync: each copy is done when the call returns, so
// before any wait that covers it. The output builds for gfx90a and gfx1030.
// (The default keeps copies in flight: c2h-async-copy-staged.cu.)
// RUN: %c2h %s --cuda-headers=bundled --async-copy=sync -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_pipeline.h>
__global__ void k(const float4 *in, float *out) {
  __shared__ float4 s[64];
  __shared__ int2 t[64];
  __pipeline_memcpy_async(&s[threadIdx.x], &in[threadIdx.x], sizeof(float4));
  __pipeline_memcpy_async(&t[threadIdx.x], in + 64, 8, 4);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[threadIdx.x] = s[(threadIdx.x + 1) % 64].x + t[threadIdx.x].x;
}
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}#ifndef C2H_PIPELINE{{$}}
// CHECK: {{^}}__device__ static inline void c2h_pipeline_memcpy_async(void *dst, const void *src,{{$}}
// CHECK: {{^}}      d[i] = i + zfill < size_and_align ? s[i] : 0;{{$}}
// CHECK: {{^}}__device__ static inline void c2h_pipeline_commit() {}{{$}}
// CHECK-NEXT: {{^}}__device__ static inline void c2h_pipeline_wait_prior(size_t) {}{{$}}
// CHECK: {{^}}  c2h_pipeline_memcpy_async(&s[threadIdx.x], &in[threadIdx.x], sizeof(float4));{{$}}
// CHECK-NEXT: {{^}}  c2h_pipeline_memcpy_async(&t[threadIdx.x], in + 64, 8, 4);{{$}}
// CHECK-NEXT: {{^}}  c2h_pipeline_commit();{{$}}
// CHECK-NEXT: {{^}}  c2h_pipeline_wait_prior(0);{{$}}
