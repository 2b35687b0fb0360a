// Warp-level work through 32-wide cooperative-groups tiles: the tile owns
// its width, so nothing depends on the hardware wavefront.
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__global__ void tile_sum(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = in[block.thread_rank()];
  for (int o = tile.size() / 2; o > 0; o /= 2)
    v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0)
    atomicAdd(out, v);
}
