// The emulator compiles host and device code in one pass with the device
// macros defined. A test of __CUDA_ARCH__ inside device code is fine; one
// that host code would see (here at file scope, used by main) is reported
// as unsupported, never passed.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
#ifdef __CUDA_ARCH__
#define WIDTH 32
#else
#define WIDTH 1
#endif
__device__ int twice(int x) {
#if __CUDA_ARCH__ >= 700
  return 2 * x;
#else
  return x + x;
#endif
}
__global__ void k(int *p) { p[threadIdx.x] = twice(WIDTH); }
int main() {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  k<<<1, 32>>>(d);
  printf("%d\n", WIDTH);
  return 0;
}
// CHECK: error {{.*}}device-macro-on-host.cu: translate ok, reference error, emu32 error
// CHECK-NEXT: reference: cannot lower for the emulator: {{.*}}device-macro-on-host.cu:8: tests __CUDA_ARCH__ outside device code, and the host pass would go the other way; the emulator builds host and device code in one pass with the device macros defined, so host code here would take the device side (unsupported in the emulator)
// CHECK-NOT: device-macro-on-host.cu:14
