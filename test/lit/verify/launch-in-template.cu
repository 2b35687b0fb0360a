// A launch inside a host template whose kernel template is deduced from the
// launch's arguments (the same text launches a float and a double kernel),
// and kernels with some template arguments written and the rest deduced
// (scale<2><<<...>>>(p, v)), inside the template and outside.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
template <typename T> __global__ void axpy(T *y, const T *x, T a) {
  y[threadIdx.x] += a * x[threadIdx.x];
}
template <typename T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
template <int N, typename T> __global__ void scale(T *p, T v) {
  p[threadIdx.x] = (p[threadIdx.x] + v) * N;
}
template <class T> int run(int n) {
  T *x, *y, h[64];
  cudaMalloc(&x, n * sizeof(T));
  cudaMalloc(&y, n * sizeof(T));
  fill<<<1, n>>>(x, (T)2);
  fill<T><<<1, n>>>(y, (T)1);
  axpy<<<1, n>>>(y, (const T *)x, (T)3);
  scale<2><<<1, n>>>(y, (T)-4); // (7 - 4) * 2
  cudaMemcpy(h, y, n * sizeof(T), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += h[i] != (T)6;
  cudaFree(x);
  cudaFree(y);
  return bad;
}
int main() {
  int bad = run<float>(64) + run<double>(32);
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  fill<<<1, 32>>>(d, 1);
  scale<3><<<1, 32>>>(d, 4); // Deduced here from int, outside a template.
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; ++i)
    bad += h[i] != 15;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// CHECK: pass {{.*}}launch-in-template.cu: translate ok, reference pass, emu64 pass, emu32 pass
