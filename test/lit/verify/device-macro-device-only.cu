// A test of __CUDA_ARCH__ at file scope whose every branch declares device
// functions only (specializations for an architecture, as benchmarks write
// them for half2): the host pass's choice changes no host code, so the
// emulator takes the device pass's, as the GPU build does. A branch that
// also declares a host function is still reported (device-macro-on-host.cu).
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: pass {{.*}}device-macro-device-only.cu: translate ok, reference pass, emu64 pass, emu32 pass
// RUN: sed 's|^// A host function here.*|int host_side() { return 1; }|' %s > %t.host.cu
// RUN: not cmp -s %s %t.host.cu
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled %t.host.cu > %t.host
// RUN: %FileCheck %s --check-prefix=HOST --input-file %t.host
// HOST: tests __CUDA_ARCH__ outside device code, and the host pass would go the other way
#include <cstdio>

template <class T> __device__ T scale(T a) { return a; }

#if __CUDA_ARCH__ >= 530
/* The architecture's own specialization. */
template <> __device__ int scale(int a) { return 3 * a; }
__device__ inline int offset() { return 1; } // One more.
#else
// A host function here would change host code (the test's second half).
template <> __device__ int scale(int a) { return a; }
__device__ inline int offset() { return 0; }
#endif

__global__ void apply(int *p) { p[threadIdx.x] = scale(static_cast<int>(threadIdx.x)) + offset(); }

int main() {
  int *p, sum = 0;
  cudaMallocManaged(&p, 64 * sizeof(int));
  apply<<<1, 64>>>(p);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; ++i)
    sum += p[i];
  printf("sum %d\n", sum);
  return sum == 3 * 2016 + 64 ? 0 : 1;
}
