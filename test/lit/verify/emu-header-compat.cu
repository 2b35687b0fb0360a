// The emulator's CUDA declarations take what nvcc takes: min/max of a signed
// and an unsigned operand (CUDA's mixed overloads, compared as unsigned), and
// __noinline__ beside a standard header that writes
// __attribute__((__noinline__)) (libstdc++'s <memory>); the device
// attributes and properties programs test before they take a code path
// (compute mode, pageable and managed memory access), in CUDA and in HIP.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
#include <memory>

__noinline__ __device__ unsigned pick(int a, unsigned b) { return min(a, b); }

__global__ void k(unsigned *out, int n) {
  // -1 as unsigned is the largest value: min picks n, max picks -1.
  out[0] = pick(-1, n);
  out[1] = max(-1, (unsigned)n);
  out[2] = min(2.5f, 1.0); // float and double: a double
}

int main() {
  int mode = -1, pageable = -1;
  cudaDeviceGetAttribute(&mode, cudaDevAttrComputeMode, 0);
  cudaDeviceGetAttribute(&pageable, cudaDevAttrPageableMemoryAccess, 0);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  if (mode != cudaComputeModeDefault || pageable != 1 || !prop.concurrentManagedAccess) {
    printf("FAIL attributes\n");
    return 1;
  }
  auto keep = std::make_shared<int>(7);
  unsigned *d, h[3];
  cudaMalloc(&d, sizeof h);
  k<<<1, 1>>>(d, 5);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  bool ok = h[0] == 5 && h[1] == 0xffffffffu && h[2] == 1 && *keep == 7;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
// CHECK: pass {{.*}}emu-header-compat.cu: translate ok, reference pass, emu64 pass, emu32 pass
