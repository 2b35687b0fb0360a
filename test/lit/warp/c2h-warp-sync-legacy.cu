// For ROCm before 6.2 the *_sync warp intrinsics become the mask-less forms.
// A full mask (literal, ~0, a macro for it, __activemask()) is dropped
// silently; any other mask is dropped with a warning. At --rocm=6.2 the calls
// are kept. Rewrites reach macro bodies and inactive branches too.
// RUN: %c2h %s --cuda-headers=bundled --warp=off -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=warning < %t.err
// RUN: %hipcc %t.hip -o %t.o
// RUN: %c2h %s --cuda-headers=bundled --warp=off --rocm=6.2 2>&1 | %FileCheck %s --check-prefix=NEW
#include <cuda_runtime.h>
#define FULL_MASK 0xffffffff
#define WARP_SUM(v) (v + __shfl_xor_sync(FULL_MASK, v, 1))
__global__ void k(float *p, unsigned sub) {
  float v = p[threadIdx.x];
  v += __shfl_down_sync(0xffffffff, v, 16);
  v += __shfl_up_sync(FULL_MASK, v, 1, 16);
  v += __shfl_sync(~0u, v, 0);
  v = WARP_SUM(v);
  int any = __any_sync(__activemask(), v > 0.f);
  int all = __all_sync(0xFFFFFFFFu, v > 0.f);
  unsigned long long b = __ballot_sync(sub, v > 1.f);
#if 0
  v += __shfl_xor_sync(0xffffffff, v, 4);
#endif
  p[threadIdx.x] = v + any + all + (float)b;
}

// CHECK: {{^}}#define WARP_SUM(v) (v + __shfl_xor(v, 1)){{$}}
// CHECK: {{^}}  v += __shfl_down(v, 16);{{$}}
// CHECK-NEXT: {{^}}  v += __shfl_up(v, 1, 16);{{$}}
// CHECK-NEXT: {{^}}  v += __shfl(v, 0);{{$}}
// CHECK-NEXT: {{^}}  v = WARP_SUM(v);{{$}}
// CHECK-NEXT: {{^}}  int any = __any(v > 0.f);{{$}}
// CHECK-NEXT: {{^}}  int all = __all(v > 0.f);{{$}}
// CHECK-NEXT: {{^}}  unsigned long long b = __ballot(v > 1.f);{{$}}
// CHECK-NEXT: {{^}}#if 0{{$}}
// CHECK-NEXT: {{^}}  v += __shfl_xor(v, 4);{{$}}
// DIAG: c2h-warp-sync-legacy.cu:21:26: warning: ROCm 5.2 has no '__ballot_sync'; rewrote to '__ballot' over the whole wavefront, dropping the mask 'sub', which may not name every lane [c2h-sync-mask-dropped]
// NEW: {{^}}  v += __shfl_down_sync(0xffffffff, v, 16);{{$}}
