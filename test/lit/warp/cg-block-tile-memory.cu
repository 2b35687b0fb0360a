// block_tile_memory (the scratch that GPUs before sm_80 need for tiles wider
// than 32) goes with its declaration line, and this_thread_block loses it:
// c2h_block_tile keeps its own scratch in LDS. Used any other way, it is
// reported and kept.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void wide(float *out) {
  __shared__ cg::block_tile_memory<256> scratch;
  auto block = cg::this_thread_block(scratch);
  auto tile = cg::tiled_partition<128>(block);
  out[threadIdx.x] = tile.thread_rank();
}
// CHECK: {{^}}__global__ void wide(float *out) {{{$}}
// CHECK-NEXT: {{^}}  auto block = cg::this_thread_block();{{$}}
// CHECK-NEXT: {{^}}  auto tile = c2h_tiled_partition<128>(block);{{$}}

__global__ void kept(float *out) {
  __shared__ cg::block_tile_memory<256> scratch;
  auto block = cg::this_thread_block(scratch);
  out[threadIdx.x] = sizeof(scratch);
}
// CHECK: {{^}}  __shared__ cg::block_tile_memory<256> scratch;{{$}}
// CHECK-NEXT: {{^}}  auto block = cg::this_thread_block(scratch);{{$}}
// DIAG: cg-block-tile-memory.cu:[[@LINE-6]]:41: warning: block_tile_memory 'scratch' is used other than as this_thread_block's argument: left as written{{.*}}[c2h-cg-block-tile-kept]
// DIAG-NOT: warning

// In a member function as in a free one.
struct Reducer {
  __device__ float run(float v) {
    __shared__ cg::block_tile_memory<256> scratch;
    auto block = cg::this_thread_block(scratch);
    return cg::tiled_partition<128>(block).thread_rank() + v;
  }
};
// CHECK: {{^}}  __device__ float run(float v) {{{$}}
// CHECK-NEXT: {{^}}    auto block = cg::this_thread_block();{{$}}
