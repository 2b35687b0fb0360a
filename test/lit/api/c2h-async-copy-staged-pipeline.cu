// libcu++'s thread-scope pipeline keeps its copies in flight too
// (c2h-async-copy-staged): c2h::pipeline<thread_scope_thread> holds a stage,
// cuda::memcpy_async into shared memory joins it a 16- or 4-byte word a
// slot, and consumer_wait lands the stage. The output builds for gfx90a and
// gfx1030, and the gfx90a build keeps the pipeline in registers.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: %hipcc-asm --offload-arch=gfx90a -O3 -Rpass-analysis=kernel-resource-usage %t.hip -o %t.s 2> %t.remarks
// RUN: %FileCheck %s --check-prefix=REGS < %t.remarks
#include <cuda_runtime.h>
#include <cuda/pipeline>
__global__ void two_stages(const float4 *in, float *out, int tiles) {
  __shared__ float4 buf[2][64];
  const int t = threadIdx.x;
  auto pipe = cuda::make_pipeline();
  pipe.producer_acquire();
  cuda::memcpy_async(&buf[0][t], &in[t], sizeof(float4), pipe);
  pipe.producer_commit();
  float acc = 0;
  for (int k = 0; k < tiles; ++k) {
    pipe.producer_acquire();
    if (k + 1 < tiles)
      cuda::memcpy_async(&buf[(k + 1) & 1][t], &in[(k + 1) * 64 + t], sizeof(float4), pipe);
    pipe.producer_commit();
    cuda::pipeline_consumer_wait_prior<1>(pipe);
    __syncthreads();
    acc += buf[k & 1][(t + 1) & 63].x;
    __syncthreads();
    pipe.consumer_release();
  }
  out[blockIdx.x * 64 + t] = acc;
}
// CHECK: {{^}}#define C2H_ASYNC_STAGE{{$}}
// CHECK: {{^}}template <> class pipeline<thread_scope_thread> {{{$}}
// CHECK: {{^}}  c2h_async_stage stage;{{$}}
// CHECK: {{^}}                                           pipeline<thread_scope_thread> &p) {{{$}}
// CHECK: {{^}}  auto pipe = c2h::make_pipeline();{{$}}
// REGS: remark: Function Name: _Z10two_stagesPK15HIP_vector_typeIfLj4EEPfi
// REGS: remark: ScratchSize [bytes/lane]: 0
