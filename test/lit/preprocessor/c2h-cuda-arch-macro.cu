// "Device pass?" tests on __CUDA_ARCH__ become __HIP_DEVICE_COMPILE__ in
// every branch; a value comparison is diagnosed and kept.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=warning < %t.err
#include <cuda_runtime.h>
__host__ __device__ int where() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 0;
#endif
}
#if defined(__CUDA_ARCH__) && !defined (__CUDA_ARCH__)
#error never
#endif
#ifndef __CUDA_ARCH__
int host_only() { return 2; }
#endif
#if __CUDA_ARCH__ >= 800
int ampere() { return 3; }
#endif

// CHECK: {{^}}#ifdef __HIP_DEVICE_COMPILE__{{$}}
// CHECK: {{^}}#if defined(__HIP_DEVICE_COMPILE__) && !defined (__HIP_DEVICE_COMPILE__){{$}}
// CHECK: {{^}}#ifndef __HIP_DEVICE_COMPILE__{{$}}
// CHECK: {{^}}#if __CUDA_ARCH__ >= 800{{$}}
// DIAG: c2h-cuda-arch-macro.cu:20:5: warning: '__CUDA_ARCH__' compared with a value: HIP has no compute capability; replace the test with a HIP feature or target macro [c2h-cuda-arch-value]
