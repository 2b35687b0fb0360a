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

// Inside a template, where the kernel's type depends on a parameter (the
// call is not resolved until instantiation), and a template never
// instantiated: the kernel argument is cast all the same. The occupancy
// calls have HIP template overloads and stay as they are.
template <typename U, int N> __global__ void scaled(U *p) { p[threadIdx.x] *= N; }
template <typename U> void configure() {
  cudaFuncSetAttribute(scaled<U, 64>, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, &scaled<U, 64>);
  int blocks;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scaled<U, 64>, 64, 0);
}
template <typename U> void never() {
  cudaFuncSetCacheConfig(scaled<U, 8>, cudaFuncCachePreferL1);
}
// An `auto` variable holding the kernel, in a template (as attention
// libraries pick a kernel by its parameters, then configure it).
template <typename U> void picked() {
  auto kernel = scaled<U, 32>;
  cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 2048);
}
void configureAll() {
  configure<float>();
  cudaFuncSetAttribute(&scaled<double, 16>, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
}
// CHECK: {{^}}  hipFuncSetAttribute(reinterpret_cast<const void *>(scaled<U, 64>), hipFuncAttributeMaxDynamicSharedMemorySize, 1024);{{$}}
// CHECK: {{^}}  hipFuncGetAttributes(&attr, reinterpret_cast<const void *>(&scaled<U, 64>));{{$}}
// CHECK: {{^}}  hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scaled<U, 64>, 64, 0);{{$}}
// CHECK: {{^}}  hipFuncSetCacheConfig(reinterpret_cast<const void *>(scaled<U, 8>), hipFuncCachePreferL1);{{$}}
// CHECK: {{^}}  hipFuncSetAttribute(reinterpret_cast<const void *>(kernel), hipFuncAttributeMaxDynamicSharedMemorySize, 2048);{{$}}
// CHECK: {{^}}  hipFuncSetAttribute(reinterpret_cast<const void *>(&scaled<double, 16>), hipFuncAttributePreferredSharedMemoryCarveout, 50);{{$}}
