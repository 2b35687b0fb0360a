// Async copies stay in flight (c2h-async-copy-staged): each kernel whose
// copies, commits and waits all reach one stage declares c2h_stage, the
// device functions between it and its sites take it as a last parameter
// (defaulted on their first declaration, so other callers still build), and
// the sites pass it. Sites in macro bodies always pass c2h_stage, which is
// the file's enumerator (copy at once) where no stage reaches. A kernel
// whose sites a lambda reaches keeps synchronous copies, with a note. The
// output builds for gfx90a and gfx1030, and the staged kernels keep their
// stage in registers (no scratch) on gfx90a.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=note: < %t.err
// RUN: %hipcc %t.hip -o %t.o
// RUN: %hipcc-asm --offload-arch=gfx90a -O3 -Rpass-analysis=kernel-resource-usage %t.hip -o %t.s 2> %t.remarks
// RUN: %FileCheck %s --check-prefix=REGS < %t.remarks
// RUN: %c2h %s --cuda-headers=bundled --async-copy=sync -o %t.sync.hip 2> %t.sync.err
// RUN: %FileCheck %s --check-prefix=SYNC < %t.sync.hip
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
#include <cstdint>

#define CP_ASYNC_CG(dst, src) \
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(src))
#define CP_ASYNC_COMMIT() asm volatile("cp.async.commit_group;\n" ::)
#define CP_ASYNC_WAIT(n) asm volatile("cp.async.wait_group %0;\n" ::"n"(n))

namespace ld {
__device__ void commit_group();
template <typename T>
__device__ __forceinline__ void load_128b(T *smem, const T *gmem) {
  uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.cg.shared.global [%0], [%1], %2, %3;\n" ::"r"(s), "l"(gmem), "n"(16),
               "r"(16));
}
__device__ void commit_group() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void wait_group() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}
__device__ void wait_all(void) { asm volatile("cp.async.wait_all;\n" ::); }
} // namespace ld

// Two stages through the wrappers: the copy for tile k + 1 is issued before
// tile k is summed.
template <int Tiles>
__global__ void wrapped(const float4 *in, float *out) {
  __shared__ float4 buf[2][64];
  const int t = threadIdx.x;
  ld::load_128b(&buf[0][t], in + t);
  ld::commit_group();
  float acc = 0;
  for (int k = 0; k < Tiles; ++k) {
    if (k + 1 < Tiles)
      ld::load_128b(&buf[(k + 1) & 1][t], in + (k + 1) * 64 + t);
    ld::commit_group();
    ld::wait_group<1>();
    __syncthreads();
    acc += buf[k & 1][(t + 1) & 63].x;
    __syncthreads();
  }
  ld::wait_all();
  out[blockIdx.x * 64 + t] = acc;
}
template __global__ void wrapped<4>(const float4 *, float *);

__global__ void macros(const float4 *in, float *out) {
  __shared__ float4 buf[64];
  CP_ASYNC_CG((unsigned)__cvta_generic_to_shared(&buf[threadIdx.x]), in + threadIdx.x);
  CP_ASYNC_COMMIT();
  CP_ASYNC_WAIT(0);
  __syncthreads();
  out[threadIdx.x] = buf[63 - threadIdx.x].y;
}

__global__ void primitives(const int4 *in, int *out) {
  __shared__ int4 buf[64];
  __pipeline_memcpy_async(&buf[threadIdx.x], &in[threadIdx.x], sizeof(int4));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[threadIdx.x] = buf[threadIdx.x ^ 1].z;
}

// The lambda could not pass a stage on: this kernel copies at once.
__global__ void through_lambda(const float4 *in, float *out) {
  __shared__ float4 buf[64];
  auto fetch = [&](int i) { ld::load_128b(&buf[i], in + i); };
  fetch(threadIdx.x);
  ld::commit_group();
  ld::wait_group<0>();
  __syncthreads();
  out[threadIdx.x] = buf[threadIdx.x].w;
}

// No kernel calls it: left as the synchronous translation writes it.
__device__ void unused(float4 *s, const float4 *g) {
  __pipeline_memcpy_async(s, g, 16);
  __pipeline_commit();
}

// CHECK: {{^}}#define C2H_ASYNC_STAGE{{$}}
// CHECK: {{^}}enum c2h_no_async_stage { c2h_stage };{{$}}
// CHECK: {{^}}#define C2H_CP_ASYNC_STAGE{{$}}
// CHECK: {{^}}  c2h_cp_async(c2h_stage, dst, src, 16){{$}}
// CHECK: {{^}}#define CP_ASYNC_COMMIT() c2h_cp_async_commit_group(c2h_stage){{$}}
// CHECK: {{^}}#define CP_ASYNC_WAIT(n) c2h_cp_async_wait_group(c2h_stage, n){{$}}
// CHECK: {{^}}__device__ void commit_group(c2h_async_stage *c2h_stage = c2h_async_idle());{{$}}
// CHECK: {{^}}__device__ __forceinline__ void load_128b(T *smem, const T *gmem, c2h_async_stage *c2h_stage = c2h_async_idle()) {{{$}}
// CHECK: {{^}}  c2h_cp_async(c2h_stage, s, gmem, 16, 16);{{$}}
// CHECK: {{^}}__device__ void commit_group(c2h_async_stage *c2h_stage) { c2h_cp_async_commit_group(c2h_stage); }{{$}}
// CHECK: {{^}}template <int N> __device__ __forceinline__ void wait_group(c2h_async_stage *c2h_stage = c2h_async_idle()) {{{$}}
// CHECK-NEXT: {{^}}  c2h_cp_async_wait_group(c2h_stage, N);{{$}}
// CHECK: {{^}}__device__ void wait_all(c2h_async_stage *c2h_stage = c2h_async_idle()) { c2h_cp_async_wait_all(c2h_stage); }{{$}}
// CHECK: {{^}}  c2h_async_stage c2h_stage[1]; // cuda2hip: async copies in flight (c2h-async-copy-staged){{$}}
// CHECK-NEXT: {{^}}  __shared__ float4 buf[2][64];{{$}}
// CHECK: {{^}}  ld::load_128b(&buf[0][t], in + t, c2h_stage);{{$}}
// CHECK-NEXT: {{^}}  ld::commit_group(c2h_stage);{{$}}
// CHECK: {{^}}      ld::load_128b(&buf[(k + 1) & 1][t], in + (k + 1) * 64 + t, c2h_stage);{{$}}
// CHECK-NEXT: {{^}}    ld::commit_group(c2h_stage);{{$}}
// CHECK-NEXT: {{^}}    ld::wait_group<1>(c2h_stage);{{$}}
// CHECK: {{^}}  ld::wait_all(c2h_stage);{{$}}
// CHECK: {{^}}__global__ void macros(const float4 *in, float *out) {{{$}}
// CHECK-NEXT: {{^}}  c2h_async_stage c2h_stage[1]; // cuda2hip: async copies in flight (c2h-async-copy-staged){{$}}
// CHECK: {{^}}  CP_ASYNC_CG((unsigned)c2h_cvta_generic_to_shared(&buf[threadIdx.x]), in + threadIdx.x);{{$}}
// CHECK: {{^}}__global__ void primitives(const int4 *in, int *out) {{{$}}
// CHECK-NEXT: {{^}}  c2h_async_stage c2h_stage[1]; // cuda2hip: async copies in flight (c2h-async-copy-staged){{$}}
// CHECK: {{^}}  c2h_pipeline_memcpy_async(c2h_stage, &buf[threadIdx.x], &in[threadIdx.x], sizeof(int4));{{$}}
// CHECK-NEXT: {{^}}  c2h_pipeline_commit(c2h_stage);{{$}}
// CHECK-NEXT: {{^}}  c2h_pipeline_wait_prior(c2h_stage, 0);{{$}}
// CHECK: {{^}}__global__ void through_lambda(const float4 *in, float *out) {{{$}}
// CHECK-NEXT: {{^}}  __shared__ float4 buf[64];{{$}}
// CHECK-NEXT: {{^}}  auto fetch = [&](int i) { ld::load_128b(&buf[i], in + i); };{{$}}
// CHECK-NEXT: {{^}}  fetch(threadIdx.x);{{$}}
// CHECK-NEXT: {{^}}  ld::commit_group();{{$}}
// CHECK-NEXT: {{^}}  ld::wait_group<0>();{{$}}
// CHECK: {{^}}__device__ void unused(float4 *s, const float4 *g) {{{$}}
// CHECK-NEXT: {{^}}  c2h_pipeline_memcpy_async(s, g, 16);{{$}}
// CHECK-NEXT: {{^}}  c2h_pipeline_commit();{{$}}

// DIAG: c2h-async-copy-staged.cu:84:17: note: kernel 'through_lambda' copies asynchronously but its copies land at once, with no overlap (c2h-async-copy): a lambda calls load_128b [c2h-async-copy-sync]

// REGS: remark: Function Name: _Z7wrappedILi4EEvPK15HIP_vector_typeIfLj4EEPf
// REGS: remark: ScratchSize [bytes/lane]: 0
// REGS: remark: Function Name: _Z6macrosPK15HIP_vector_typeIfLj4EEPf
// REGS: remark: ScratchSize [bytes/lane]: 0
// REGS: remark: Function Name: _Z10primitivesPK15HIP_vector_typeIiLj4EEPi
// REGS: remark: ScratchSize [bytes/lane]: 0

// SYNC-NOT: {{^}}enum c2h_no_async_stage
// SYNC: {{^}}#define CP_ASYNC_COMMIT() c2h_cp_async_commit_group(){{$}}
// SYNC: {{^}}__device__ void commit_group();{{$}}
// SYNC: {{^}}  ld::load_128b(&buf[0][t], in + t);{{$}}
// SYNC: {{^}}__global__ void macros(const float4 *in, float *out) {{{$}}
// SYNC-NEXT: {{^}}  __shared__ float4 buf[64];{{$}}
// SYNC: {{^}}  c2h_pipeline_memcpy_async(&buf[threadIdx.x], &in[threadIdx.x], sizeof(int4));{{$}}
