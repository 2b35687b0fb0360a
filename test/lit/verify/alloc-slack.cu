// A kernel that writes one element past its allocation (a `<=` bound) runs
// on as it does on a GPU, and the report says what the emulator saw.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>

__global__ void fill(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > n)
    return;
  out[i] = 2.0f * i; // i == n writes past the end
}

int main() {
  const int n = 1000;
  float *d, h[n];
  cudaMalloc(&d, n * sizeof(float));
  fill<<<(n + 255) / 256, 256>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= h[i] == 2.0f * i;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
// CHECK: pass {{.*}}alloc-slack.cu: translate ok, reference pass, emu64 pass, emu32 pass
// CHECK-NEXT: compared (emu64, emu32): the words PASS
// CHECK-NEXT: note (reference, emu64, emu32): the program wrote up to 4 bytes past the end of a device allocation of 4000 bytes; {{.*}}[emu-out-of-bounds]
