// Cooperative groups on the emulator: a static tile's reduce, shuffle,
// ballot and scan, and coalesced groups formed in divergent branches.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// RUN: not cuda2hip verify --warp=off --no-compile --backend emu --cuda-headers bundled %s > %t.off
// RUN: %FileCheck %s --check-prefix=OFF --input-file %t.off
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cstdio>
namespace cg = cooperative_groups;
__global__ void groups(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int r = tile.thread_rank();
  int sum = cg::reduce(tile, r, cg::plus<int>());        // 0 + ... + 15
  int next = tile.shfl_down(r, 1);                        // r + 1, last keeps r
  unsigned odd = tile.ballot(r % 2);                      // 0xaaaa
  int scan = cg::inclusive_scan(tile, 1);                 // r + 1
  int rank = -1, size = -1;
  if (threadIdx.x % 32 % 3 == 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    rank = g.thread_rank();
    size = g.size();
  } else {
    cg::coalesced_group g = cg::coalesced_threads();
    size = -(int)g.size();
  }
  block.sync();
  int lane = threadIdx.x % 32, thirds = (32 + 2) / 3;
  bool ok = sum == 120 && next == (r == 15 ? r : r + 1) && odd == 0xaaaa &&
            scan == r + 1 &&
            (lane % 3 == 0 ? rank == lane / 3 && size == thirds
                           : size == -(32 - thirds));
  out[threadIdx.x] = ok;
}
int main() {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  groups<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 64; ++i)
    if (!h[i]) {
      printf("thread %d wrong\n", i);
      bad = 1;
    }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
// The CUDA reference forms 32-lane coalesced groups. ROCm's span the whole
// wavefront, so at wave 64 the translation uses c2h_coalesced_group32 (the
// active lanes of the caller's 32-lane warp), and the sizes and ranks agree.
// --warp=off keeps ROCm's, which goes wrong at wave 64 only.
// CHECK: pass {{.*}}cooperative-groups.cu: translate ok, reference pass, emu64 pass, emu32 pass
// OFF: fail {{.*}}cooperative-groups.cu: translate ok, reference pass, emu64 fail, emu32 pass
