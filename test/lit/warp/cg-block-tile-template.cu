// The AST rules read a template as it is written, not as one of its
// instantiations: thread_block_tile<N> of a template parameter is the same
// text for every N, so the tile instantiated here with N = 128 does not
// make it c2h_block_tile<N>. A size the template writes out is rewritten.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.hip
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <int N> __device__ int sum(int v) {
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(cg::this_thread_block());
  cg::thread_block_tile<64> u = cg::tiled_partition<64>(cg::this_thread_block());
  return t.shfl(v, 0) + u.shfl(v, 1);
}
// CHECK-LABEL: __device__ int sum(int v) {
// CHECK-NEXT: {{^}}  cg::thread_block_tile<N> t = cg::tiled_partition<N>(cg::this_thread_block());{{$}}
// CHECK-NEXT: {{^}}  c2h_block_tile<64> u = c2h_tiled_partition<64>(cg::this_thread_block());{{$}}

__global__ void k(int *o) { o[0] = sum<128>(o[1]) + sum<16>(o[2]); }

// An explicit instantiation writes its arguments: they are the program's.
template <class Tile> struct Holder {
  __device__ static int size() { return 0; }
};
template struct Holder<cg::thread_block_tile<64>>;
// CHECK: {{^}}template struct Holder<c2h_block_tile<64>>;{{$}}
