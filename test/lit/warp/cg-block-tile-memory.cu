// block_tile_memory (the scratch that lets older GPUs use tiles wider than
// 32) has no HIP counterpart: it is reported, with the wide tile, and left
// as written.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void wide(float *out) {
  __shared__ cg::block_tile_memory<256> scratch;
  auto block = cg::this_thread_block(scratch);
  auto tile = cg::tiled_partition<128>(block);
  out[threadIdx.x] = tile.thread_rank();
}
// CHECK: cg-block-tile-memory.cu:9:18: warning: 'block_tile_memory' has no HIP equivalent; left unchanged [c2h-unsupported-api]
// CHECK: cg-block-tile-memory.cu:11:35: warning: tiles of 128 lanes exceed the wavefront of every AMD target (64 lanes at most), {{.*}}[c2h-warp-tile-size]
