// Launches of kernel templates, with arguments deduced from the call and
// given explicitly, reach the emulator as the right specialisations.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v + (T)threadIdx.x; }
template <class T, int N> __global__ void scale(T *p) { p[threadIdx.x] *= N; }
int main() {
  float *d; int *e; float h[4]; int g[4];
  cudaMalloc(&d, sizeof h); cudaMalloc(&e, sizeof g);
  fill<<<1, 4>>>(d, 1.5f);
  fill<<<1, 4>>>(e, 2);
  scale<int, 3><<<1, 4>>>(e);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(g, e, sizeof g, cudaMemcpyDeviceToHost);
  int ok = h[3] == 4.5f && g[3] == 15;
  printf(ok ? "PASS\n" : "FAIL\n");
  return !ok;
}
// CHECK: pass {{.*}}kernel-template.cu: translate ok, reference pass, emu64 pass, emu32 pass
