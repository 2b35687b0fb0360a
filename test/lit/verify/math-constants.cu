// math_constants.h's values, and isinf/isnan in the global namespace, in
// both emulated dialects: a translation for a ROCm that has
// hip/hip_math_constants.h (6.1 on) names them HIP_*, and still runs.
// A driver and a runtime version, printed: CUDA's and HIP's differ, so they
// are left out of the comparison, and said so.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: pass {{.*}}math-constants.cu: translate ok, reference pass, emu64 pass, emu32 pass
// CHECK-NEXT: compared (emu64, emu32): stdout: 5 numbers on 2 lines (lines 1-2; left out: 2 version numbers of the platform)
// RUN: cuda2hip translate --no-progress --cuda-headers=bundled --rocm 6.4 %s -o %t.64.hip
// RUN: grep -q "HIP_PI_F" %t.64.hip
// RUN: grep -q "hip/hip_math_constants.h" %t.64.hip
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --hip %t.64.hip %s > %t.64
// RUN: %FileCheck %s --check-prefix=R64 < %t.64
// R64: pass {{.*}}math-constants.cu: hip {{.*}}.64.hip, reference pass, emu64 pass, emu32 pass
#include <cstdio>
#include <math_constants.h>

__global__ void constants(float *f, double *d) {
  f[0] = CUDART_PI_F * 2.0f;
  f[1] = isinf(CUDART_INF_F) && isnan(CUDART_NAN_F) ? 1.0f : 0.0f;
  d[0] = CUDART_SQRT_2PI + CUDART_LN2;
}

int main() {
  float *f;
  double *d;
  cudaMallocManaged(&f, 2 * sizeof(float));
  cudaMallocManaged(&d, sizeof(double));
  constants<<<1, 1>>>(f, d);
  cudaDeviceSynchronize();
  int driver = 0, runtime = 0;
  cudaDriverGetVersion(&driver);
  cudaRuntimeGetVersion(&runtime);
  printf("two pi %.6f, special values %.0f\n", f[0], f[1]);
  printf("sqrt(2 pi) + ln 2 = %.12f\n", d[0]);
  printf("driver version %d, runtime version %d\n", driver, runtime);
  return 0;
}
