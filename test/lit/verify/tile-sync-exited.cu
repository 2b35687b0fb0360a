// A 64-thread tile (several warps) whose thread 5 returns before the tile's
// sync: the others wait for a thread that never comes, which the emulator
// reports as a deadlock at the sync instead of spinning until the timeout.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --timeout 20 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void early(int *out) {
  cg::thread_block_tile<64> tile = cg::tiled_partition<64>(cg::this_thread_block());
  if (threadIdx.x == 5)
    return;
  tile.sync();
  out[threadIdx.x] = tile.thread_rank();
}
int main() {
  int *d;
  cudaMalloc(&d, 128 * sizeof(int));
  early<<<1, 128>>>(d);
  cudaDeviceSynchronize();
  return 0;
}
// CHECK: "reference": {
// CHECK: tile-sync-exited.cu:12: error: kernel early, block (0,0,0), thread (6,0,0): the sync of a 64-thread tile waits for its thread 5, which has exited [emu-deadlock]
