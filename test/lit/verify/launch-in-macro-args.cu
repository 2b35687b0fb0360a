// Kernel launches written whole inside a macro's arguments: an error-check
// wrapper, a macro that expands its argument twice, and a dispatch macro
// that takes a lambda (the launch of a kernel template with its arguments
// written), and cudaLaunchKernel of a kernel pointer inside an error check,
// in a function template too (where the call is not resolved before
// instantiation).
// Each is lowered where it is written, once.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
template <int N> __global__ void add(int *p) { p[threadIdx.x] += N; }
__global__ void scale(int *p, int s) { p[threadIdx.x] *= s; }
#define CHECKED(...)                                         \
  __VA_ARGS__;                                               \
  if (cudaPeekAtLastError() != cudaSuccess) printf("error\n");
#define TWICE(...) do { __VA_ARGS__; __VA_ARGS__; } while (0)
#define DISPATCH(flag, NAME, ...)       \
  if (flag) {                           \
    constexpr int NAME = 3;             \
    __VA_ARGS__();                      \
  } else {                              \
    constexpr int NAME = 5;             \
    __VA_ARGS__();                      \
  }
template <int N> void launchAdd(int *d) {
  auto kernel = add<N>;
  void *args[] = {(void *)&d};
  CHECKED(cudaLaunchKernel((void *)kernel, dim3(1), dim3(32), args, 0, 0));
}
int main(int argc, char **argv) {
  int *d, h[32] = {0};
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  CHECKED(add<1><<<dim3(1, 1, 1), 32>>>(d));   // 1
  TWICE(scale<<<1, dim3(32, 1)>>>(d, 2));      // 4
  DISPATCH(argc > 0, STEP, [&] { add<STEP><<<1, 32>>>(d); });  // 7
  auto kernel = add<1>;
  void *args[] = {(void *)&d};
  CHECKED(cudaLaunchKernel((void *)kernel, dim3(1), dim3(32), args, 0, 0));  // 8
  launchAdd<2>(d);  // 10
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 32; ++i)
    bad += h[i] != 10;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// CHECK: pass {{.*}}launch-in-macro-args.cu: translate ok, reference pass, emu64 pass, emu32 pass
