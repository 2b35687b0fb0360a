// Device functions and intrinsics keep their names (HIP has them); they are
// known, so nothing is reported, and the output builds.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s --allow-empty --implicit-check-not=warning < %t.err
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
__global__ void k(unsigned *p, float *f) {
  __shared__ unsigned s[64];
  s[threadIdx.x] = __popc(p[threadIdx.x]) + __ffs(p[0]) + __clz(p[1]) + __brev(p[2]);
  __syncthreads();
  atomicAdd(&p[0], s[threadIdx.x ^ 1]); atomicMax(&p[1], 3u); atomicCAS(&p[2], 0u, 1u);
  __threadfence();
  f[0] = __int_as_float(__float_as_int(__ldg(&f[1]))) + (float)clock64();
}
