// cg::labeled_partition and cg::binary_partition, which ROCm 5 lacks, become
// helpers under logical32: the members of the parent group (a tile or a
// coalesced group of the caller's 32-lane warp) whose label or predicate is
// the caller's. The output builds for gfx90a and gfx1030, and verify passes
// at wave 64 and 32 against the emulator's CUDA partitions.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s | %FileCheck %s --check-prefix=VERIFY
// CHECK: {{^}}template <class Group>{{$}}
// CHECK-NEXT: {{^}}__device__ static inline c2h_coalesced_group32 c2h_labeled_partition32(const Group &g,{{$}}
// CHECK: {{^}}  auto same = c2h_labeled_partition32(tile, key[t]);{{$}}
// CHECK: {{^}}    auto odd = c2h_binary_partition32(active, t & 1);{{$}}
// VERIFY: {{^}}pass {{.*}}cg-partitions.cu: translate ok, reference pass, emu64 pass, emu32 pass{{$}}
#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;
__global__ void k(const int *key, int *rank, int *size, int *sum) {
  int t = threadIdx.x;
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  auto same = cg::labeled_partition(tile, key[t]);
  rank[t] = same.thread_rank();
  size[t] = same.size();
  int s = key[t] * 100 + t;
  for (int o = 1; o < 16; o *= 2) {
    int v = same.shfl_down(s, o);
    if (same.thread_rank() + o < same.size()) s += 0 * v;
  }
  if (t % 3 != 0) {
    auto active = cg::coalesced_threads();
    auto odd = cg::binary_partition(active, t & 1);
    sum[t] = odd.size() * 1000 + odd.thread_rank();
  } else {
    sum[t] = -1;
  }
}
int main() {
  int h[64], r[64], z[64], s[64];
  for (int i = 0; i < 64; ++i) h[i] = (i * 7) % 3;
  int *dk, *dr, *dz, *ds;
  cudaMalloc(&dk, sizeof h); cudaMalloc(&dr, sizeof r); cudaMalloc(&dz, sizeof z); cudaMalloc(&ds, sizeof s);
  cudaMemcpy(dk, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 64>>>(dk, dr, dz, ds);
  cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(z, dz, sizeof z, cudaMemcpyDeviceToHost);
  cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 64; ++i) {
    int b = i & ~15, rk = 0, sz = 0;
    for (int j = b; j < b + 16; ++j)
      if (h[j] == h[i]) { sz++; if (j < i) rk++; }
    bad += r[i] != rk || z[i] != sz;
    int w = i & ~31, osz = 0, ork = 0;
    if (i % 3 != 0) {
      for (int j = w; j < w + 32; ++j)
        if (j % 3 != 0 && (j & 1) == (i & 1)) { osz++; if (j < i) ork++; }
      bad += s[i] != osz * 1000 + ork;
    } else bad += s[i] != -1;
  }
  printf("bad=%d\n", bad);
  return bad != 0;
}
