// A cooperative-groups tile wider than 32 lanes has no HIP counterpart on
// 32-lane targets (HIP caps tiles at the wavefront): translate reports it,
// as lint does, and leaves it as written.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.hip
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void sums(const float *in, float *out) {
  auto tile = cg::tiled_partition<64>(cg::this_thread_block());
  float v = in[threadIdx.x];
  for (int o = 32; o > 0; o >>= 1)
    v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0)
    out[threadIdx.x / 64] = v;
  auto narrow = cg::tiled_partition<32>(cg::this_thread_block());
  out[threadIdx.x] += narrow.thread_rank();
}
// CHECK: c2h-warp-tile-size.cu:10:35: warning: tiles of 64 lanes exceed the wavefront on 32-lane AMD targets, where HIP caps tiles at the wavefront size; the tile is left as written: split the work into tiles of at most 32 (see docs/lint/c2h-warp-tile-size.md) [c2h-warp-tile-size]
// CHECK-NOT: c2h-warp-tile-size.cu:16
// OUT: {{^}}  auto tile = cg::tiled_partition<64>(cg::this_thread_block());{{$}}
