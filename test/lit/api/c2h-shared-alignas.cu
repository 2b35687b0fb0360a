// An alignment written after __shared__ (or __constant__), which Clang
// rejects after HIP's GNU-attribute __shared__, goes to the front of the
// declaration, before extern or static.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// DIAG-NOT: c2h-
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>

__constant__ alignas(16) float coeffs[4];
// CHECK: alignas(16) __constant__ float coeffs[4];

__global__ void k(const float *in, float *out) {
  __shared__ alignas(16) float tile[64];
  extern __shared__ alignas(16) unsigned char smem[];
  __shared__ __align__(8) int counts[8];
  tile[threadIdx.x] = in[threadIdx.x] * coeffs[threadIdx.x % 4];
  __syncthreads();
  out[threadIdx.x] = tile[63 - threadIdx.x] + smem[0] + counts[0];
}
// CHECK: alignas(16) __shared__ float tile[64];
// CHECK-NEXT: alignas(16) extern __shared__ unsigned char smem[];
// CHECK-NEXT: __shared__ __align__(8) int counts[8];
