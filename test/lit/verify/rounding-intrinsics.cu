// Arithmetic intrinsics with a rounding mode (_rn, _rz, _ru, _rd) in float
// and double give the correctly rounded results of that mode on the
// emulator: one ulp apart where the exact result is not representable.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cmath>
#include <cstdio>
__global__ void k(double *d, float *f) {
  double tiny = 1.0 / (1ll << 60);
  d[0] = __dadd_rn(1.0, tiny);
  d[1] = __dadd_ru(1.0, tiny);
  d[2] = __dadd_rd(1.0, -tiny);
  d[3] = __dadd_rz(1.0, -tiny);
  d[4] = __drcp_rn(4.0);
  d[5] = __ddiv_ru(1.0, 3.0) - __ddiv_rd(1.0, 3.0);
  d[6] = __dsqrt_rn(2.0);
  f[0] = __fadd_ru(1.0f, 1e-10f);
  f[1] = __fdiv_rd(1.0f, 3.0f);
  f[2] = __fdiv_ru(1.0f, 3.0f);
  f[3] = __fmul_rz(-1.0f / 3.0f, 3.0f);
}
int main() {
  double *d, hd[7];
  float *f, hf[4];
  cudaMalloc(&d, sizeof hd);
  cudaMalloc(&f, sizeof hf);
  k<<<1, 1>>>(d, f);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  int bad = 0;
  bad |= hd[0] != 1.0;
  bad |= hd[1] != std::nextafter(1.0, 2.0);
  bad |= hd[2] != std::nextafter(1.0, 0.0);
  bad |= hd[3] != std::nextafter(1.0, 0.0);
  bad |= hd[4] != 0.25;
  bad |= hd[5] <= 0.0;
  bad |= hd[6] != std::sqrt(2.0);
  bad |= hf[0] != std::nextafter(1.0f, 2.0f);
  bad |= !(hf[1] < hf[2]) || std::nextafter(hf[1], 1.0f) != hf[2];
  bad |= hf[3] < -1.0f;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
// CHECK: pass {{.*}}rounding-intrinsics.cu: translate ok, reference pass, emu64 pass, emu32 pass
