// The 'register' storage class, which hipcc's Clang rejects in C++17, is
// dropped where a declaration starts; the rest of the line is kept.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// DIAG-NOT: c2h-
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>

#define ACC(x) register float acc_##x = 0.0f

__device__ float dot(register const float *a, const float *b, int n) {
  register float s = 0.0f;
  for (register int i = 0; i < n; ++i)
    s += a[i] * b[i];
  return s;
}
// CHECK: #define ACC(x) float acc_##x = 0.0f
// CHECK: __device__ float dot(const float *a, const float *b, int n) {
// CHECK-NEXT: float s = 0.0f;
// CHECK-NEXT: for (int i = 0; i < n; ++i)

__global__ void k(const float *a, const float *b, float *out, int n) {
  register unsigned int t = threadIdx.x;
  ACC(0);
  acc_0 += dot(a, b, n);
  out[t] = acc_0;
}
// CHECK: unsigned int t = threadIdx.x;
