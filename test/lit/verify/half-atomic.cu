// atomicAdd on __half2 becomes HIP's unsafeAtomicAdd for ROCm 6.4 on
// (c2h-half-atomic); the emulator's HIP side has it, so the translation
// runs and matches.
// RUN: cuda2hip translate --no-progress --cuda-headers=bundled --rocm 6.4 %s -o %t.hip
// RUN: grep -q unsafeAtomicAdd %t.hip
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --hip %t.hip %s > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: pass {{.*}}half-atomic.cu: hip {{.*}}, reference pass, emu64 pass, emu32 pass
#include <cstdio>
#include <cuda_fp16.h>

__global__ void count(__half2 *sum) { atomicAdd(sum, __halves2half2(__float2half(1.0f), __float2half(2.0f))); }

int main() {
  __half2 *sum;
  cudaMallocManaged(&sum, sizeof(__half2));
  *sum = __halves2half2(__float2half(0.0f), __float2half(0.0f));
  count<<<2, 64>>>(sum);
  cudaDeviceSynchronize();
  printf("sums %.1f %.1f\n", __low2float(*sum), __high2float(*sum));
  return 0;
}
