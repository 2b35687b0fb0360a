// tiled_partition(parent, n) with n known only at run time (4, 16, 32): the
// translation keeps the call (ROCm has the dynamic form), and verify passes
// at wave 64 and 32 against the emulator's CUDA groups.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s | %FileCheck %s
// CHECK: {{^}}pass {{.*}}cg-dynamic-tile.cu: translate ok, reference pass, emu64 pass, emu32 pass{{$}}
#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;
__global__ void k(int n, int *rank, int *size, int *sum) {
  __shared__ int s[128];
  auto block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, n);
  rank[threadIdx.x] = tile.thread_rank();
  size[threadIdx.x] = tile.size();
  s[threadIdx.x] = threadIdx.x;
  tile.sync();
  int base = threadIdx.x - tile.thread_rank(), acc = 0;
  for (int i = 0; i < (int)tile.size(); ++i) acc += s[base + i];
  sum[threadIdx.x] = acc;
}
int main() {
  int r[128], z[128], s[128], *dr, *dz, *ds, bad = 0;
  cudaMalloc(&dr, sizeof r); cudaMalloc(&dz, sizeof z); cudaMalloc(&ds, sizeof s);
  for (int n : {4, 16, 32}) {
    k<<<1, 128>>>(n, dr, dz, ds);
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(z, dz, sizeof z, cudaMemcpyDeviceToHost);
    cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; ++i) {
      int b = i / n * n, want = 0;
      for (int j = b; j < b + n; ++j) want += j;
      bad += r[i] != i % n || z[i] != n || s[i] != want;
    }
  }
  printf("bad=%d\n", bad);
  return bad != 0;
}
