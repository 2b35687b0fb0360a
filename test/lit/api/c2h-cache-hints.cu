// Cache-hinted loads and stores on types HIP does not declare them for
// (HIP has the __half forms alone) become c2h_* helpers for every type;
// the streaming forms are nontemporal on AMD, and the program computes the
// same on the emulator.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// DIAG-NOT: c2h-
// RUN: %hipcc %t.hip -o %t.o
// RUN: %hipcc-gfx90a-asm %t.hip -o %t.s
// RUN: grep -c ' nt$\| slc\| nt ' %t.s
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.verify
// RUN: %FileCheck %s --check-prefix=VERIFY < %t.verify
// VERIFY: pass {{.*}}c2h-cache-hints.cu: translate ok, reference pass, emu64 pass, emu32 pass
#include <cstdio>

#define LOAD_CG(p) __ldcg(p)

__global__ void hints(const float *in, const float4 *v, const int *flag, float *out,
                      float4 *vout, int *iout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a = __ldcs(&in[i]) + __ldlu(&in[i]) + __ldca(&in[i]) + LOAD_CG(&in[i]);
  float4 w = __ldcs(&v[i]);
  int f = __ldcv(flag);
  __stcs(&out[i], a + w.x);
  __stwt(&iout[i], f + i);
  __stcg(&vout[i], w);
  __stwb(&out[n + i], 2.0 * a);
}
// CHECK: #define LOAD_CG(p) c2h_ldcg(p)
// CHECK: float a = c2h_ldcs(&in[i]) + c2h_ldlu(&in[i]) + c2h_ldca(&in[i]) + LOAD_CG(&in[i]);
// CHECK-NEXT: float4 w = c2h_ldcs(&v[i]);
// CHECK-NEXT: int f = c2h_ldcv(flag);
// CHECK-NEXT: c2h_stcs(&out[i], a + w.x);
// CHECK-NEXT: c2h_stwt(&iout[i], f + i);
// CHECK-NEXT: c2h_stcg(&vout[i], w);
// CHECK-NEXT: c2h_stwb(&out[n + i], 2.0 * a);

int main() {
  const int n = 256;
  float h[n], *in, *out, hout[2 * n];
  float4 hv[n], *v, *vout, hvout[n];
  int *flag, *iout, hi[n], one = 1;
  for (int i = 0; i < n; ++i) {
    h[i] = 0.5f * i;
    hv[i] = make_float4(i, 2 * i, 3 * i, 4 * i);
  }
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&v, sizeof hv);
  cudaMalloc(&flag, sizeof one);
  cudaMalloc(&out, sizeof hout);
  cudaMalloc(&vout, sizeof hvout);
  cudaMalloc(&iout, sizeof hi);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(v, hv, sizeof hv, cudaMemcpyHostToDevice);
  cudaMemcpy(flag, &one, sizeof one, cudaMemcpyHostToDevice);
  hints<<<n / 64, 64>>>(in, v, flag, out, vout, iout, n);
  cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
  cudaMemcpy(hvout, vout, sizeof hvout, cudaMemcpyDeviceToHost);
  cudaMemcpy(hi, iout, sizeof hi, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= hout[i] == 2.0f * i + i && hout[n + i] == 4.0f * i && hi[i] == i + 1 &&
          hvout[i].w == 4.0f * i;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
