// HIP declares the function-attribute calls and hipLaunchKernel with
// 'const void *' alone; CUDA has template overloads. The kernel argument is
// cast so the output compiles; an argument that is already 'void *' stays.
// The SDK header mode gives the same output: c2h-kernel-pointer-arg-sdk.test.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
template <int N> __global__ void tiled(float *p) { p[threadIdx.x] = N; }
__global__ void big(float *p) { extern __shared__ float s[]; p[0] = s[0]; }

int setup(float *d) {
  cudaFuncAttributes attr;
  cudaFuncSetAttribute(big, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);
  cudaFuncSetCacheConfig(&big, cudaFuncCachePreferShared);
  cudaFuncGetAttributes(&attr, tiled<4>);
  cudaFuncSetAttribute((const void *)big, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  void *args[] = {&d};
  cudaLaunchKernel(big, dim3(1), dim3(32), args, 0, 0);
  return attr.numRegs;
}
// CHECK: {{^}}  hipFuncSetAttribute(reinterpret_cast<const void *>(big), hipFuncAttributeMaxDynamicSharedMemorySize, 65536);{{$}}
// CHECK-NEXT: {{^}}  hipFuncSetCacheConfig(reinterpret_cast<const void *>(&big), hipFuncCachePreferShared);{{$}}
// CHECK-NEXT: {{^}}  hipFuncGetAttributes(&attr, reinterpret_cast<const void *>(tiled<4>));{{$}}
// CHECK-NEXT: {{^}}  hipFuncSetAttribute((const void *)big, hipFuncAttributeMaxDynamicSharedMemorySize, 1024);{{$}}
// CHECK: {{^}}  hipLaunchKernel(reinterpret_cast<const void *>(big), dim3(1), dim3(32), args, 0, 0);{{$}}
