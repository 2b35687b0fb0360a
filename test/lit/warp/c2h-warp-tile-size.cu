// A cooperative-groups tile wider than 32 lanes: lint reports it (a hazard
// for a mechanical port, whose HIP tiles stop at one wavefront), and
// translate no longer needs to: it rewrites the tile to c2h_block_tile
// (c2h-cg-block-tile), so its output has no such finding.
// RUN: not cuda2hip lint %s > %t.lint
// RUN: %FileCheck %s --check-prefix=LINT < %t.lint
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: not grep -q c2h-warp-tile-size %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.hip
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void sums(const float *in, float *out) {
  auto tile = cg::tiled_partition<64>(cg::this_thread_block());
  float v = in[threadIdx.x];
  if (tile.thread_rank() == 0)
    out[threadIdx.x / 64] = v + tile.shfl(v, 63);
  auto narrow = cg::tiled_partition<32>(cg::this_thread_block());
  out[threadIdx.x] += narrow.thread_rank();
}
// LINT: c2h-warp-tile-size.cu:13:35: warning: tiles of 64 lanes exceed the wavefront on 32-lane AMD targets, where HIP caps tiles at the wavefront size [c2h-warp-tile-size]
// LINT-NOT: c2h-warp-tile-size.cu:17
// OUT: {{^}}  auto tile = c2h_tiled_partition<64>(cg::this_thread_block());{{$}}
// OUT: {{^}}  auto narrow = cg::tiled_partition<32>(cg::this_thread_block());{{$}}
