// A test of __CUDA_ARCH__ outside device code that the host pass (the
// device macros undefined) decides the same way as the emulator's one pass
// is harmless, so the CUDA reference is run, not refused. Real headers
// guard feature macros like this (cp.async on sm_80 and up). The HIP
// translation of the same test does diverge (HIP's device pass has no
// __CUDA_ARCH__, so ASYNC_ENABLED is defined on the host side only), and
// that stays reported.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
#if !defined(__CUDA_ARCH__) || (__CUDA_ARCH__ >= 800)
#define ASYNC_ENABLED 1
#endif
#if defined(ASYNC_ENABLED)
#define STAGES 2
#elif defined(__CUDA_ARCH__)
#define STAGES 3
#else
#define STAGES 4
#endif
__global__ void k(int *p) { p[threadIdx.x] = STAGES * threadIdx.x; }
int main() {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  k<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 32; ++i)
    bad += h[i] != STAGES * i;
  printf("stages %d: %s\n", STAGES, bad ? "FAIL" : "PASS");
  return bad != 0;
}
// CHECK: error {{.*}}device-macro-same-on-host.cu: translate ok, reference pass, emu32 error
// CHECK-NEXT: emu32 error: cannot lower for the emulator: {{.*}}device-macro-same-on-host.hip:12: tests __HIP_DEVICE_COMPILE__ outside device code, and the host pass would go the other way
// CHECK-NOT: device-macro-same-on-host.cu:
