// libcu++'s cuda::barrier, cuda::pipeline and cuda::memcpy_async become the
// c2h:: helpers emitted after the runtime include (c2h_cuda_sync), in both
// header modes; the parse reads cuda/barrier and cuda/pipeline from
// cuda2hip's own declarations, since Clang rejects the toolkit's types in
// __shared__ variables. Partitioned pipelines (a role per thread, or a
// producer count) are translated too. The two includes become one HIP
// runtime include, and nothing is reported. The output builds for gfx90a and
// gfx1030.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.hip
// RUN: not grep -q warning %t.err
// RUN: %hipcc %t.hip -o %t.o
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
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> split;
  auto role = threadIdx.x < 32 ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
  auto by_role = cuda::make_pipeline(block, &split, role);
  auto by_count = cuda::make_pipeline(block, &split, 32);
  if (threadIdx.x < 32) {
    by_role.producer_acquire();
    by_role.producer_commit();
  } else {
    by_role.consumer_wait();
    by_role.consumer_release();
  }
  (void)by_count;
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
// CHECK: {{^}}  auto role = threadIdx.x < 32 ? c2h::pipeline_role::producer : c2h::pipeline_role::consumer;{{$}}
// CHECK: {{^}}  auto by_role = c2h::make_pipeline(block, &split, role);{{$}}
// CHECK: {{^}}  auto by_count = c2h::make_pipeline(block, &split, 32);{{$}}
