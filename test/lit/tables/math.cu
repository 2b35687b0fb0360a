// Math: CUDA's device math names are HIP's too, including the generated
// float variants and the fast intrinsics; known names are not reported.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s --allow-empty --implicit-check-not=warning < %t.err
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
__global__ void k(float *f, double *d) {
  f[0] = sinpif(f[1]) + rsqrtf(f[2]) + __expf(f[3]) + __fdividef(f[4], f[5]) + fminf(f[6], sqrtf(f[7]));
  d[0] = sinpi(d[1]) + rsqrt(d[2]) + erfinv(d[3]) + normcdf(d[4]) + fma(d[5], d[6], d[7]);
}
