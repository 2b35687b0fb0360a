// cuComplex.h in the emulator: the CUDA reference and the HIP translation
// (hip/hip_complex.h) both run, with each platform's own division and
// magnitude formulas.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled -D HUGE_DIVISOR %s > %t.huge
// RUN: %FileCheck %s --check-prefix=HUGE --input-file %t.huge
#include <cstdio>
#include <cuComplex.h>

__global__ void ops(cuFloatComplex *out, cuDoubleComplex *dout) {
  cuFloatComplex a = make_cuFloatComplex(3.0f, 4.0f), b = make_cuFloatComplex(1.0f, -2.0f);
  out[0] = cuCaddf(a, b);
  out[1] = cuCmulf(a, b);
  out[2] = cuCdivf(a, b);
  out[3] = make_cuFloatComplex(cuCabsf(a), cuCimagf(cuConjf(a)));
#ifdef HUGE_DIVISOR
  // |b|^2 overflows float: CUDA scales first and gets 1e-30; HIP's formula
  // divides by infinity and gets 0.
  out[2] = cuCdivf(make_cuFloatComplex(2.0f, 0.0f), make_cuFloatComplex(1e30f, 1e30f));
#endif
  dout[0] = cuCmul(cuComplexFloatToDouble(a), make_cuDoubleComplex(0.5, 0.5));
}

int main() {
  cuFloatComplex *d, h[4];
  cuDoubleComplex *dd, hd[1];
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dd, sizeof hd);
  ops<<<1, 1>>>(d, dd);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
  bool ok = cuCrealf(h[0]) == 4 && cuCimagf(h[0]) == 2 && cuCrealf(h[1]) == 11 &&
            cuCimagf(h[1]) == -2 && cuCabsf(h[3]) > 0 && h[3].x == 5 && h[3].y == -4 &&
            cuCreal(hd[0]) == -0.5 && cuCimag(hd[0]) == 3.5;
#ifdef HUGE_DIVISOR
  ok &= h[2].x > 0.5e-30f && h[2].x < 2e-30f;
#else
  ok &= h[2].x == -1 && h[2].y == 2;
#endif
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
// CHECK: pass {{.*}}complex.cu: translate ok, reference pass, emu64 pass, emu32 pass
// HUGE: fail {{.*}}complex.cu: translate ok, reference pass, emu64 fail, emu32 fail
