// --warp=logical32 (the default) keeps CUDA's 32-lane warps: every warp
// operation acts on the caller's half of a 64-lane wavefront, warpSize and
// the device's warp width read 32, and PTX lane ids become __lane_id() & 31.
// The output builds for wave64 (gfx90a) and wave32 (gfx1030).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=warning < %t.err
// RUN: %hipcc %t.hip -o %t.o
// The helpers come once, after the runtime include, in dependency order.
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: // cuda2hip --warp=logical32: CUDA's 32-lane warps are kept
// CHECK: #define C2H_WARP_SIZE 32
// CHECK: __device__ static inline unsigned c2h_ballot32(int p) {
// CHECK-NEXT: return (unsigned)(__ballot(p) >> (__lane_id() & 32));
// CHECK: __device__ static inline unsigned c2h_activemask32() {
// CHECK: c2h_any32(int p)
// CHECK: c2h_all32(int p)
// CHECK: c2h_match_any32(T key)
// CHECK: c2h_match_all32(T key, int *pred)
// CHECK: c2h_shfl32(T v, int src, int width = 32) {
// CHECK-NEXT: return __shfl(v, src & (width - 1), width);
// CHECK: __device__ static inline void c2h_syncwarp() {
// CHECK-NEXT: __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
// CHECK-NEXT: __builtin_amdgcn_wave_barrier();
// CHECK-NEXT: __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
// CHECK: struct c2h_coalesced_group32 {
// CHECK: c2h_ballot_sync32(unsigned m, int p) {
// CHECK-NEXT: return c2h_ballot32(p) & m;
// CHECK: c2h_all_sync32(unsigned m, int p) {
// CHECK-NEXT: return (c2h_ballot32(p) & m) == m;
// CHECK: c2h_reduce_add32(T v)
// CHECK: c2h_reduce_max32(T v)
// CHECK: c2h_reduce_max_sync32(unsigned m, T v) {
// CHECK-NEXT: if (m == 0xffffffffu)
// CHECK-NEXT: return c2h_reduce_max32(v);
// CHECK-NOT: c2h_reduce_{{min}}32
// CHECK: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: #include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cstdio>

#define FULL 0xffffffffu

__device__ unsigned lane_id() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  // CHECK: {{^}}  r = __lane_id() & 31;{{$}}
  return r;
}

__device__ unsigned lanes_below() {
  unsigned m;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
  // CHECK: {{^}}  m = (1u << (__lane_id() & 31)) - 1u;{{$}}
  return m;
}

__global__ void k(const int *in, int *out, unsigned mask) {
  int v = in[threadIdx.x];
  int lane = threadIdx.x % warpSize;
  // CHECK: int lane = threadIdx.x % C2H_WARP_SIZE;
  v += __shfl_down_sync(FULL, v, 16);
  // CHECK: v += __shfl_down(v, 16, 32);
  v += __shfl_sync(0xffffffff, v, 0, 8);
  // CHECK: v += __shfl(v, 0, 8);
  v += __shfl_xor_sync(mask, __shfl_up_sync(FULL, v, 1), 2);
  // CHECK: v += __shfl_xor(__shfl_up(v, 1, 32), 2, 32);
  // A source lane that may leave [0, width) wraps, as in CUDA.
  v += __shfl_sync(FULL, v, lane + 1) + __shfl_sync(mask, v, lane - 1, 16);
  // CHECK: v += c2h_shfl32(v, lane + 1) + c2h_shfl32(v, lane - 1, 16);
  unsigned b = __ballot_sync(0xffffffff, v > 0);
  // CHECK: unsigned b = c2h_ballot32(v > 0);
  // A mask naming only some lanes stays the first argument of a helper, and
  // what is inside it is translated too.
  unsigned part = __ballot_sync(mask, v > 1) | __ballot_sync(__activemask() & 0xffff, v > 2);
  // CHECK: unsigned part = c2h_ballot_sync32(mask, v > 1) | c2h_ballot_sync32(c2h_activemask32() & 0xffff, v > 2);
  int any = __any_sync(FULL, v < 0) + __all_sync(mask, v < 9);
  // CHECK: int any = c2h_any32(v < 0) + c2h_all_sync32(mask, v < 9);
  unsigned act = __activemask();
  // CHECK: unsigned act = c2h_activemask32();
  unsigned peers = __match_any_sync(__activemask(), v & 3);
  // CHECK: unsigned peers = c2h_match_any32(v & 3);
  int same;
  unsigned all = __match_all_sync(FULL, v, &same);
  // CHECK: unsigned all = c2h_match_all32(v, &same);
  int sum = __reduce_add_sync(FULL, v) + __reduce_max_sync(mask, v);
  // CHECK: int sum = c2h_reduce_add32(v) + c2h_reduce_max_sync32(mask, v);
  __syncwarp();
  // CHECK: {{^}}  c2h_syncwarp();{{$}}
  out[threadIdx.x] = v + lane + __popc(b & part & act & peers & all) + any +
                     sum + same + lane_id() + lanes_below();
}

// A coalesced group is the active lanes of the caller's 32-lane warp.
namespace cg = cooperative_groups;
__global__ void groups(int *out) {
  if (threadIdx.x % 3 == 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    // CHECK: {{^}}    c2h_coalesced_group32 g = c2h_coalesced_threads32();{{$}}
    out[threadIdx.x] = g.shfl((int)g.thread_rank(), 0) + g.size() + g.ballot(1);
  }
}

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int warps = 1024 / prop.warpSize;
  // CHECK: int warps = 1024 / C2H_WARP_SIZE;
  int attr;
  cudaDeviceGetAttribute(&attr, cudaDevAttrWarpSize, 0);
  // CHECK: hipDeviceGetAttribute(&attr, hipDeviceAttributeWarpSize, 0);
  // DIAG: [[@LINE-2]]:{{[0-9]+}}: warning: 'cudaDevAttrWarpSize' reads the device's wave width {{.*}}[c2h-warp-host-attribute]
  printf("%d %d\n", warps, attr);
  return 0;
}
