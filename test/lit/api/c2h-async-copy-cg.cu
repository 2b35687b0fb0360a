// cooperative_groups::memcpy_async, wait and wait_prior, which ROCm's
// cooperative groups lack, come with the include of
// cooperative_groups/memcpy_async.h as helpers in namespace
// cooperative_groups (c2h_cg_memcpy_async), so the calls stay as written.
// The two includes become one. The output builds for gfx90a and gfx1030, and
// is the same with the toolkit's headers (c2h-async-copy-cg-sdk.test).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;
__global__ void k(const int *in, int *out) {
  __shared__ int a[128], b[64];
  auto block = cg::this_thread_block();
  auto tile = cg::tiled_partition<32>(block);
  cg::memcpy_async(block, a, in, sizeof(int) * 128);
  cg::memcpy_async(tile, b + threadIdx.x / 32 * 32, 32, in + 128, 32);
  cg::wait_prior<1>(block);
  int x = a[(threadIdx.x + 5) % 128];
  cg::wait(tile);
  out[threadIdx.x] = x + b[threadIdx.x];
}
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK: {{^}}#define C2H_CG_MEMCPY_ASYNC{{$}}
// CHECK: {{^}}__device__ void memcpy_async(const Group &g, void *dst, const void *src, size_t n) {{{$}}
// CHECK: {{^}}template <class Group> __device__ void wait(const Group &g) { g.sync(); }{{$}}
// CHECK: {{^}}#include <hip/hip_cooperative_groups.h>{{$}}
// CHECK-NOT: {{^}}#include
// CHECK: {{^}}  cg::memcpy_async(block, a, in, sizeof(int) * 128);{{$}}
// CHECK-NEXT: {{^}}  cg::memcpy_async(tile, b + threadIdx.x / 32 * 32, 32, in + 128, 32);{{$}}
// CHECK-NEXT: {{^}}  cg::wait_prior<1>(block);{{$}}
