// Types, enums and macros.
// RUN: %c2h %s --cuda-headers=bundled --warp=off -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
int f() {
  cudaDeviceProp p; cudaError_t e = cudaGetDeviceProperties(&p, 0);
  int v; cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0);
  cudaMemcpyKind k = cudaMemcpyDeviceToHost; cudaFuncCache c = cudaFuncCachePreferShared;
  return e == cudaErrorInvalidDevice || k == cudaMemcpyDefault || c == cudaFuncCachePreferL1 || v;
}
// CHECK: {{^}}  hipDeviceProp_t p; hipError_t e = hipGetDeviceProperties(&p, 0);{{$}}
// CHECK-NEXT: {{^}}  int v; hipDeviceGetAttribute(&v, hipDeviceAttributeWarpSize, 0);{{$}}
// CHECK-NEXT: {{^}}  hipMemcpyKind k = hipMemcpyDeviceToHost; hipFuncCache_t c = hipFuncCachePreferShared;{{$}}
// CHECK-NEXT: {{^}}  return e == hipErrorInvalidDevice || k == hipMemcpyDefault || c == hipFuncCachePreferL1 || v;{{$}}
