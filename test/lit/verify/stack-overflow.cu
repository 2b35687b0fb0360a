// A GPU thread that needs more stack than an emulated thread has (256 KiB
// by default) is reported as a stack overflow naming the kernel, block and
// thread, not as a crash; --emu-stack-kb gives threads more.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// RUN: cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --emu-stack-kb 2048 %s > %t.big
// RUN: %FileCheck %s --check-prefix=BIG --input-file %t.big
#include <cstdio>
__global__ void deep(int *out) {
  volatile char local[600 * 1024]; // more than the default stack
  for (int i = 0; i < (int)sizeof local; i += 4096)
    local[i] = (char)(i + threadIdx.x);
  out[threadIdx.x] = local[4096 * threadIdx.x];
}
int main() {
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  deep<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 4; ++i)
    bad += h[i] != (char)(4096 * i + i);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// CHECK: reference: emulator error: error: kernel deep, block (0,0,0), thread (0,0,0): the thread's stack of 256 KiB overflowed (deep recursion or large local arrays); give emulated threads more with C2H_EMU_STACK_KB (cuda2hip verify --emu-stack-kb) [emu-stack-overflow]
// BIG: pass {{.*}}stack-overflow.cu: translate ok, reference pass, emu32 pass
