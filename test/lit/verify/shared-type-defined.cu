// A __shared__ declaration that defines its own type (an unnamed union, as
// CUB programs declare their collectives' storage, or a named struct with
// an array of it) is lowered with the type kept; and an overloaded kernel
// launches the overload the launch chose.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>

__global__ void k(int *out) {
  __shared__ union {
    int i[64];
    float f[64];
  } u;
  __shared__ struct Pair {
    int x, y;
  } pairs[2];
  int t = threadIdx.x;
  u.i[t] = t;
  if (t < 2)
    pairs[t] = {t, 10 * t};
  __syncthreads();
  out[t] = u.i[63 - t] + pairs[t % 2].y;
}

__global__ void k(int *out, int add) { out[threadIdx.x] += add; }

int main() {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  k<<<1, 64>>>(d);
  k<<<1, 64>>>(d, 1000);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < 64; ++t)
    bad += h[t] != 63 - t + 10 * (t % 2) + 1000;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
// CHECK: pass {{.*}}shared-type-defined.cu: translate ok, reference pass, emu64 pass, emu32 pass
