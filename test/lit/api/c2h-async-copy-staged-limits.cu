// Kernels whose copies and waits cannot all reach one stage keep copies
// that land at once (c2h-async-copy), each with a note that says why
// (c2h-async-copy-sync): a wait may sit where the stage does not reach, and
// a staged copy it does not land would be read stale.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=note: --implicit-check-not=warning: < %t.err
// RUN: %FileCheck %s < %t.hip
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
#include <cuda/pipeline>

__device__ void wait_elsewhere(); // defined in another translation unit
__device__ void copy16(void *s, const void *g) { __pipeline_memcpy_async(s, g, 16); }
__device__ void wait_all() { __pipeline_wait_prior(0); }
__device__ void copy_n(void *s, const void *g, int times = 1) {
  for (int i = 0; i < times; ++i)
    __pipeline_memcpy_async(s, g, 16);
}
#define FETCH(s, g) copy16(s, g)

__global__ void opaque(const int4 *in, int *out) {
  __shared__ int4 b[64];
  copy16(&b[threadIdx.x], &in[threadIdx.x]);
  __pipeline_commit();
  wait_elsewhere();
  out[threadIdx.x] = b[threadIdx.x].x;
}

__global__ void pointer(const int4 *in, int *out) {
  __shared__ int4 b[64];
  void (*w)() = wait_all;
  copy16(&b[threadIdx.x], &in[threadIdx.x]);
  __pipeline_commit();
  w();
  out[threadIdx.x] = b[threadIdx.x].x;
}

__global__ void defaulted(const int4 *in, int *out) {
  __shared__ int4 b[64];
  copy_n(&b[threadIdx.x], &in[threadIdx.x]);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  out[threadIdx.x] = b[threadIdx.x].x;
}

__global__ void in_macro(const int4 *in, int *out) {
  __shared__ int4 b[64];
  FETCH(&b[threadIdx.x], &in[threadIdx.x]);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  out[threadIdx.x] = b[threadIdx.x].x;
}

__global__ void mixed(const int4 *in, int *out) {
  __shared__ int4 b[64], c[64];
  auto pipe = cuda::make_pipeline();
  pipe.producer_acquire();
  cuda::memcpy_async(&c[threadIdx.x], &in[threadIdx.x], sizeof(int4), pipe);
  pipe.producer_commit();
  __pipeline_memcpy_async(&b[threadIdx.x], &in[threadIdx.x], 16);
  __pipeline_commit();
  pipe.consumer_wait();
  __pipeline_wait_prior(0);
  out[threadIdx.x] = b[threadIdx.x].x + c[threadIdx.x].y;
}

extern "C" __device__ void c_copy(void *s, const void *g) { __pipeline_memcpy_async(s, g, 16); }
__global__ void c_linkage(const int4 *in, int *out) {
  __shared__ int4 b[64];
  c_copy(&b[threadIdx.x], &in[threadIdx.x]);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  out[threadIdx.x] = b[threadIdx.x].x;
}

// DIAG: c2h-async-copy-staged-limits.cu:21:17: note: kernel 'opaque' copies asynchronously but its copies land at once, with no overlap (c2h-async-copy): it calls 'wait_elsewhere', defined in another translation unit [c2h-async-copy-sync]
// DIAG: c2h-async-copy-staged-limits.cu:29:17: note: kernel 'pointer' copies asynchronously but its copies land at once, with no overlap (c2h-async-copy): it makes an indirect call [c2h-async-copy-sync]
// DIAG: c2h-async-copy-staged-limits.cu:38:17: note: kernel 'defaulted' copies asynchronously but its copies land at once, with no overlap (c2h-async-copy): a call of copy_n leaves out defaulted arguments [c2h-async-copy-sync]
// DIAG: c2h-async-copy-staged-limits.cu:46:17: note: kernel 'in_macro' copies asynchronously but its copies land at once, with no overlap (c2h-async-copy): a call of copy16 is written in a macro [c2h-async-copy-sync]
// DIAG: c2h-async-copy-staged-limits.cu:54:17: note: kernel 'mixed' copies asynchronously but its copies land at once, with no overlap (c2h-async-copy): it also uses cuda::memcpy_async, whose copies are not staged [c2h-async-copy-sync]
// DIAG: c2h-async-copy-staged-limits.cu:68:17: note: kernel 'c_linkage' copies asynchronously but its copies land at once, with no overlap (c2h-async-copy): 'c_copy' has C linkage, whose callers elsewhere could not see a new parameter [c2h-async-copy-sync]

// CHECK-NOT: {{^ *}}c2h_async_stage c2h_stage[1];
// CHECK: {{^}}__device__ void copy16(void *s, const void *g) { c2h_pipeline_memcpy_async(s, g, 16); }{{$}}
// CHECK: {{^}}__device__ void wait_all() { c2h_pipeline_wait_prior(0); }{{$}}
