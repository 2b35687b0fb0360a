// Declared outputs are compared with the reference: a table of numbers
// within a relative tolerance, and a line that shows the warp width, which
// the wave64 run gets different from the warp-32 reference when the
// translation does not keep 32-lane warps (--warp=off).
// cuda2hip-verify: compare stdout tolerance=rel:1e-6
// RUN: not cuda2hip verify --warp=off --no-compile --backend emu --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
__global__ void fill(float *out) {
  out[threadIdx.x] = sqrtf((float)threadIdx.x) / 3.0f;
}
int main() {
  float *d, h[8];
  cudaMalloc(&d, sizeof h);
  fill<<<1, 8>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (float x : h)
    printf("%.7f\n", x);
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  printf("warp %d\n", p.warpSize);
  return 0;
}
// CHECK: fail  {{.*}}declared-output.cu: translate ok, reference pass, emu64 fail, emu32 pass
// CHECK-NEXT: emu64 fail: stdout: token 10: reference '32', got '64' (beyond rel:0.000001)
