// Tiles of more than 32 threads become c2h_block_tile<N> (ROCm's tiles stop
// at one wavefront), in both header modes; block_tile_memory goes, and the
// output builds for gfx90a and gfx1030.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: grep -c "c2h-cg-block-tile-kept" %t.err | grep -qx 3
// RUN: sed -e '/KEPT-BEGIN/,/KEPT-END/d' %t.hip > %t.ok.hip
// RUN: %hipcc %t.ok.hip -o %t.o
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
#define WIDE 256
#define TILE(n) cg::tiled_partition<n>

__global__ void wide(const int *in, int *out) {
  __shared__ cg::block_tile_memory<1024> scratch;
  cg::thread_block block = cg::this_thread_block(scratch);
  cg::thread_block_tile<128, cg::thread_block> t128 = cg::tiled_partition<128>(block);
  cooperative_groups::thread_block_tile<WIDE> t256 = cooperative_groups::tiled_partition<WIDE>(block);
  auto t64 = cg::tiled_partition<64>(t128);
  auto t16 = cg::tiled_partition<16>(t64);
  auto t32 = cg::tiled_partition<32>(block);
  int v = in[block.thread_rank()];
  t128.sync();
  out[block.thread_rank()] = cg::reduce(t128, v, cg::plus<int>()) + t256.shfl(v, 3) +
                             t64.any(v > 5) + t64.meta_group_rank() + t16.shfl(v, 1) +
                             t32.shfl(v, 2);
}
// CHECK: {{^}}#ifndef C2H_BLOCK_TILE{{$}}
// CHECK: {{^}}template <unsigned N> class c2h_block_tile {{{$}}
// CHECK: {{^}}#ifndef C2H_BLOCK_TILE_REDUCE{{$}}
// CHECK: {{^}}__global__ void wide(const int *in, int *out) {{{$}}
// CHECK-NEXT: {{^}}  cg::thread_block block = cg::this_thread_block();{{$}}
// CHECK-NEXT: {{^}}  c2h_block_tile<128> t128 = c2h_tiled_partition<128>(block);{{$}}
// CHECK-NEXT: {{^}}  c2h_block_tile<WIDE> t256 = c2h_tiled_partition<WIDE>(block);{{$}}
// CHECK-NEXT: {{^}}  auto t64 = c2h_tiled_partition<64>(t128);{{$}}
// CHECK-NEXT: {{^}}  auto t16 = c2h_tiled_partition<16>(t64);{{$}}
// CHECK-NEXT: {{^}}  auto t32 = cg::tiled_partition<32>(block);{{$}}
// CHECK: {{^}}  out[block.thread_rank()] = cg::reduce(t128, v, cg::plus<int>()) + t256.shfl(v, 3) +{{$}}

// What is left as written, and reported: a tile spelled by a macro, and the
// methods CUDA's tiles of more than 32 threads do not have.
// KEPT-BEGIN
__global__ void kept(float *out) {
  auto t = TILE(64)(cg::this_thread_block());
  auto u = cg::tiled_partition<64>(cg::this_thread_block());
  out[threadIdx.x] = u.shfl_down(1.0f, 1) + u.ballot(1);
}
// KEPT-END
// DIAG: c2h-cg-block-tile.cu:[[@LINE-5]]:12: warning: tiled_partition<64> is spelled by a macro: left as written, {{.*}}[c2h-cg-block-tile-kept]
// DIAG: c2h-cg-block-tile.cu:[[@LINE-4]]:24: warning: 'shfl_down' on a tile of 64 threads (CUDA's tiles of more than 32 threads have no such method): left as written{{.*}}[c2h-cg-block-tile-kept]
// DIAG: c2h-cg-block-tile.cu:[[@LINE-5]]:47: warning: 'ballot' on a tile of 64 threads
