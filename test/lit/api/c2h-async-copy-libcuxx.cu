// libcu++'s cuda::barrier, cuda::pipeline and cuda::memcpy_async become the
// c2h:: helpers emitted after the runtime include (c2h_cuda_sync), in both
// header modes; the parse reads cuda/barrier and cuda/pipeline from
// cuda2hip's own declarations, since Clang rejects the toolkit's types in
// __shared__ variables. A partitioned pipeline (pipeline_role) has no
// helper and is reported. The two includes become one HIP runtime include. The output builds for gfx90a and gfx1030.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: sed -e '/pipeline_role/d' %t.hip > %t.ok.hip
// RUN: %hipcc %t.ok.hip -o %t.o
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(const int *in, int *out) {
  auto block = cg::this_thread_block();
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ int tile[256];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  if (block.thread_rank() == 0)
    init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, tile, in, cuda::aligned_size_t<16>(sizeof(tile)), bar);
  bar.arrive_and_wait();
  auto pipe = cuda::make_pipeline(block, &state);
  pipe.producer_acquire();
  cuda::memcpy_async(block, tile, in + 256, sizeof(tile), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  out[threadIdx.x] = tile[threadIdx.x];
  pipe.consumer_release();
  auto own = cuda::make_pipeline();
  cuda::memcpy_async(&tile[threadIdx.x], in, sizeof(int), own);
  own.producer_commit();
  cuda::pipeline_consumer_wait_prior<0>(own);
  auto role = cuda::pipeline_role::producer;
}
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK: {{^}}#define C2H_CUDA_SYNC{{$}}
// CHECK: {{^}}namespace c2h {{{$}}
// CHECK-NOT: {{^}}#include <hip/hip_runtime.h>
// CHECK: {{^}}#include <hip/hip_cooperative_groups.h>{{$}}
// CHECK: {{^}}  __shared__ c2h::barrier<c2h::thread_scope_block> bar;{{$}}
// CHECK: {{^}}  __shared__ c2h::pipeline_shared_state<c2h::thread_scope_block, 2> state;{{$}}
// CHECK: {{^}}  c2h::memcpy_async(block, tile, in, c2h::aligned_size_t<16>(sizeof(tile)), bar);{{$}}
// CHECK: {{^}}  auto pipe = c2h::make_pipeline(block, &state);{{$}}
// CHECK: {{^}}  c2h::memcpy_async(block, tile, in + 256, sizeof(tile), pipe);{{$}}
// CHECK: {{^}}  auto own = c2h::make_pipeline();{{$}}
// CHECK: {{^}}  c2h::pipeline_consumer_wait_prior<0>(own);{{$}}
// DIAG: c2h-async-copy-libcuxx.cu:37:15: warning: 'cuda::pipeline_role' looks like a CUDA API that cuda2hip does not know; left unchanged [c2h-unknown-api]
