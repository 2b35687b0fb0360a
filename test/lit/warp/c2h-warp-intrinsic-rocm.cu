// __match_*_sync and __reduce_*_sync have no form before ROCm 6.2: they are
// kept and diagnosed with the release that has them.
// RUN: %c2h %s --cuda-headers=bundled --warp=off -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
#include <cuda_runtime.h>
__global__ void k(int *p) {
  unsigned m = __match_any_sync(0xffffffff, p[threadIdx.x]);
  p[threadIdx.x] = __reduce_add_sync(0xffffffff, (int)m);
}
// CHECK: c2h-warp-intrinsic-rocm.cu:7:16: warning: '__match_any_sync' needs ROCm 6.2 or newer; the target is ROCm 5.2, which has no equivalent [c2h-warp-intrinsic-rocm]
// CHECK: c2h-warp-intrinsic-rocm.cu:8:20: warning: '__reduce_add_sync' needs ROCm 6.2 or newer; the target is ROCm 5.2, which has no equivalent [c2h-warp-intrinsic-rocm]
