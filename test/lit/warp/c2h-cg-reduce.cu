// ROCm's cooperative groups have no reduce or scans (up to ROCm 7.2): a file
// that includes cooperative_groups/reduce.h or scan.h gets them, and their
// operators, as helpers after the runtime include, once. The output builds
// for wave64 (gfx90a) and wave32 (gfx1030).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// A file without those headers gets no helpers.
// RUN: sed '/reduce.h\|scan.h\|cg::reduce\|_scan(/d' %s > %t.plain.cu
// RUN: %c2h %t.plain.cu --cuda-headers=bundled -o %t.plain.hip
// RUN: not grep "^#define C2H_CG_REDUCE" %t.plain.hip
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
__global__ void k(const float *in, float *out, int *scan) {
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(cg::this_thread_block());
  float v = in[threadIdx.x];
  out[threadIdx.x] = cg::reduce(t, v, cg::plus<float>()) + cg::reduce(t, v, cg::greater<float>{});
  scan[threadIdx.x] = cg::exclusive_scan(t, (int)v) + cg::inclusive_scan(t, 1, cg::bit_or<int>());
}
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}#ifndef C2H_CG_REDUCE{{$}}
// CHECK-NEXT: {{^}}#define C2H_CG_REDUCE{{$}}
// CHECK-NEXT: {{^}}#include <hip/hip_cooperative_groups.h>{{$}}
// CHECK: {{^}}namespace cooperative_groups {{{$}}
// CHECK: {{^}}template <class T> struct plus {{{$}}
// CHECK: {{^}}__device__ T reduce(const Group &g, T v, Op op) {{{$}}
// CHECK: {{^}}__device__ T inclusive_scan(const Group &g, T v, Op op) {{{$}}
// CHECK: {{^}}__device__ T exclusive_scan(const Group &g, T v, Op op) {{{$}}
// CHECK: {{^}}} // namespace cooperative_groups{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NOT: C2H_CG_REDUCE
// CHECK: {{^}}#include <hip/hip_cooperative_groups.h>{{$}}
// CHECK-NEXT: {{^}}namespace cg = cooperative_groups;{{$}}
// CHECK: {{^}}  out[threadIdx.x] = cg::reduce(t, v, cg::plus<float>()) + cg::reduce(t, v, cg::greater<float>{});{{$}}
