// A thread_block_tile's votes and matches (ROCm's tiles have them from 6.4)
// and meta-group numbers (from 5.7) become c2h_tile_* helpers that take the
// tile first, for an older --rocm target; the arguments stay in place. The
// output builds on this ROCm 5.2 for gfx90a and gfx1030. With --rocm 6.4 the
// calls stay as written.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// With the CUDA toolkit's headers, whose static-size tiles declare
// meta_group_rank and meta_group_size static, the output is the same:
// c2h-cg-tile-ops-sdk.test.
// RUN: %c2h %s --cuda-headers=bundled --rocm 6.4 | %FileCheck %s --check-prefix=NEW
// A tile reached through a pointer is diagnosed, not rewritten.
// RUN: %c2h %s --cuda-headers=bundled -D POINTER -o %t.ptr.hip 2> %t.ptr.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=PTR < %t.ptr.err
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(const int *in, unsigned *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> t = cg::tiled_partition<8>(block);
  int v = in[threadIdx.x];
  int same;
  out[threadIdx.x] = t.ballot(v > 0) + t.any(v < 0) + t.all( v != 3 ) +
                     t.match_any(v & 1) + t.match_all(v, same) + same +
                     t.meta_group_rank() * t.meta_group_size();
}
// A tile of a known parent: CUDA's meta_group_rank is static there.
__global__ void parented(unsigned *out) {
  auto u = cg::tiled_partition<16>(cg::this_thread_block());
  out[threadIdx.x] = u.meta_group_rank() + u.ballot(1);
}
// ROCm's tiles shuffle only integers and floating-point numbers, on every
// release: a struct, __half or enum moves through c2h_tile_shfl* in words.
struct Pt { float x, y, z; };
__global__ void shuffles(const Pt *in, Pt *out, double *d) {
  auto u = cg::tiled_partition<16>(cg::this_thread_block());
  Pt p = in[threadIdx.x];
  out[threadIdx.x] = u.shfl(p, 3);
  out[threadIdx.x] = u.shfl_down(p, 1);
  out[threadIdx.x] = u.shfl_up(p, 1);
  out[threadIdx.x] = u.shfl_xor(p, 2);
  d[threadIdx.x] = u.shfl(d[threadIdx.x], 1);
}
#ifdef POINTER
__device__ unsigned votes(cg::thread_block_tile<8> *pt) { return pt->ballot(1); }
#endif
// PTR: c2h-cg-tile-ops.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'ballot' on a thread_block_tile<8> through a pointer is not rewritten; ROCm has it from 6.4 [c2h-cg-tile-op]
// CHECK: {{^}}#define C2H_TILE_OPS{{$}}
// CHECK: {{^}}  out[threadIdx.x] = c2h_tile_ballot(t, v > 0) + c2h_tile_any(t, v < 0) + c2h_tile_all(t,  v != 3 ) +{{$}}
// CHECK-NEXT: {{^}}                     c2h_tile_match_any(t, v & 1) + c2h_tile_match_all(t, v, same) + same +{{$}}
// CHECK-NEXT: {{^}}                     c2h_tile_meta_group_rank(t) * c2h_tile_meta_group_size(t);{{$}}
// CHECK: {{^}}  out[threadIdx.x] = c2h_tile_meta_group_rank(u) + c2h_tile_ballot(u, 1);{{$}}
// CHECK: {{^}}  out[threadIdx.x] = c2h_tile_shfl(u, p, 3);{{$}}
// CHECK-NEXT: {{^}}  out[threadIdx.x] = c2h_tile_shfl_down(u, p, 1);{{$}}
// CHECK-NEXT: {{^}}  out[threadIdx.x] = c2h_tile_shfl_up(u, p, 1);{{$}}
// CHECK-NEXT: {{^}}  out[threadIdx.x] = c2h_tile_shfl_xor(u, p, 2);{{$}}
// CHECK-NEXT: {{^}}  d[threadIdx.x] = u.shfl(d[threadIdx.x], 1);{{$}}
// NEW-NOT: {{^}}#define C2H_TILE_OPS
// NEW: {{^}}  out[threadIdx.x] = t.ballot(v > 0) + t.any(v < 0) + t.all( v != 3 ) +{{$}}
// NEW-NEXT: {{^}}                     t.match_any(v & 1) + t.match_all(v, same) + same +{{$}}
// NEW-NEXT: {{^}}                     t.meta_group_rank() * t.meta_group_size();{{$}}
// NEW: {{^}}  out[threadIdx.x] = c2h_tile_shfl(u, p, 3);{{$}}
