// REQUIRES: cuda-sdk
// nvcc defines its version (__CUDACC_VER_MAJOR__, ...), and code tests it
// before it uses newer features: here the cp.async path of a copy wrapper,
// as flashinfer's cp_async.cuh guards it. The parse sees what nvcc sees in
// both header modes, so the AST finds the copies and stages them
// (c2h-async-copy-staged) against the toolkit as without it.
// RUN: %c2h %s --cuda-headers=sdk -o %t.sdk.hip 2> %t.sdk.err; test $? -eq 1
// RUN: %FileCheck %s < %t.sdk.hip
// RUN: %c2h %s --cuda-headers=bundled -o %t.bundled.hip 2> %t.bundled.err; test $? -eq 1
// RUN: %FileCheck %s < %t.bundled.hip
#include <cuda_runtime.h>
#include <cstdint>
#if (__CUDACC_VER_MAJOR__ >= 11)
#define COPY_ASYNC_ENABLED
#endif
__device__ __forceinline__ void load_16b(float4 *smem, const float4 *gmem) {
#ifdef COPY_ASYNC_ENABLED
  uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(gmem));
#else
  *smem = *gmem;
#endif
}
__device__ __forceinline__ void wait_all() {
#ifdef COPY_ASYNC_ENABLED
  asm volatile("cp.async.wait_all;\n" ::);
#endif
}
__global__ void k(const float4 *in, float *out) {
  __shared__ float4 buf[64];
  load_16b(&buf[threadIdx.x], in + threadIdx.x);
  wait_all();
  __syncthreads();
  out[threadIdx.x] = buf[63 - threadIdx.x].x;
}
// CHECK: {{^}}__device__ __forceinline__ void load_16b(float4 *smem, const float4 *gmem, c2h_async_stage *c2h_stage = c2h_async_idle()) {{{$}}
// CHECK: {{^}}  c2h_cp_async(c2h_stage, s, gmem, 16);{{$}}
// CHECK: {{^}}__device__ __forceinline__ void wait_all(c2h_async_stage *c2h_stage = c2h_async_idle()) {{{$}}
// CHECK-NEXT: {{^}}#ifdef COPY_ASYNC_ENABLED{{$}}
// CHECK-NEXT: {{^}}  c2h_cp_async_wait_all(c2h_stage);{{$}}
// CHECK: {{^}}  c2h_async_stage c2h_stage[1]; // cuda2hip: async copies in flight (c2h-async-copy-staged){{$}}
// CHECK: {{^}}  load_16b(&buf[threadIdx.x], in + threadIdx.x, c2h_stage);{{$}}
// CHECK-NEXT: {{^}}  wait_all(c2h_stage);{{$}}
