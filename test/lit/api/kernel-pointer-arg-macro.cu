// c2h-kernel-pointer-arg where macros are involved. A kernel argument
// written in the file is cast, whether the call is a macro's argument or in
// a macro's body, and so is a macro that names the kernel, parentheses and
// all; one written in a macro's body cannot be, and is reported.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
#include <cuda_runtime.h>
#define CHECK(x) do { if ((x) != cudaSuccess) return 1; } while (0)
#define CARVEOUT(k) cudaFuncSetAttribute(k, cudaFuncAttributePreferredSharedMemoryCarveout, 50)
#define PREFER_SHARED() cudaFuncSetCacheConfig(big, cudaFuncCachePreferShared)
#define KERNEL (big)
__global__ void big(float *p) { p[0] = 1; }

int setup() {
  CHECK(cudaFuncSetAttribute(big, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536));
  CARVEOUT(&big);
  PREFER_SHARED();
  cudaFuncSetCacheConfig(KERNEL, cudaFuncCachePreferL1);
  cudaFuncSetCacheConfig((big), cudaFuncCachePreferL1);
  return 0;
}
// CHECK: {{^}}  CHECK(hipFuncSetAttribute(reinterpret_cast<const void *>(big), hipFuncAttributeMaxDynamicSharedMemorySize, 65536));{{$}}
// CHECK-NEXT: {{^}}  CARVEOUT(reinterpret_cast<const void *>(&big));{{$}}
// CHECK-NEXT: {{^}}  PREFER_SHARED();{{$}}
// CHECK-NEXT: {{^}}  hipFuncSetCacheConfig(reinterpret_cast<const void *>(KERNEL), hipFuncCachePreferL1);{{$}}
// CHECK-NEXT: {{^}}  hipFuncSetCacheConfig(reinterpret_cast<const void *>((big)), hipFuncCachePreferL1);{{$}}
// DIAG: kernel-pointer-arg-macro.cu:18:3: warning: the kernel argument of 'cudaFuncSetCacheConfig' is written in a macro
// DIAG-NOT: warning
