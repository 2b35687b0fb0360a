// "Device pass?" tests on __CUDA_ARCH__ become __HIP_DEVICE_COMPILE__ in
// every branch. A comparison with a number reads as HIP's device pass at
// compute capability 7.0 (or --assume-cuda-arch) and its host pass at none;
// a value in a macro body is diagnosed and kept.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=warning < %t.err
// RUN: %c2h %s --cuda-headers=bundled --assume-cuda-arch=800 -o %t.800.hip 2> /dev/null; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=A800 < %t.800.hip
// RUN: not %c2h %s --cuda-headers=bundled --assume-cuda-arch=7 -o %t.bad.hip 2>&1 | %FileCheck %s --check-prefix=BAD
// RUN: %hipcc %t.hip -o %t.o
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
#elif (__CUDA_ARCH__ >= 600) // a comment stays
int pascal() { return 4; }
#endif
// The pre-Pascal fallback HIP must not see beside its own atomicAdd(double).
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
__device__ double atomicAdd(double *a, double v) { return *a += v; }
#endif
#if !defined(__CUDA_ARCH__) || 530 <= __CUDA_ARCH__
int half_ok() { return 5; }
#endif
#if __CUDA_ARCH__
int device_pass() { return 6; }
#endif
#if !__CUDA_ARCH__ || __CUDA_ARCH__ / 100 == 7
int host_or_volta() { return 7; }
#endif
__global__ void arch(int *out) {
#ifdef __CUDA_ARCH__
  out[0] = __CUDA_ARCH__;
#endif
}
#define ARCH_AT_LEAST_700 (__CUDA_ARCH__ >= 700)
// A path of inline PTX is not the one HIP takes when another path has none.
#if (__CUDA_ARCH__ >= 500)
__device__ unsigned lop3(unsigned a, unsigned b, unsigned c) {
  unsigned d;
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}
#else
__device__ unsigned lop3(unsigned a, unsigned b, unsigned c) { return a ^ b ^ c; }
#endif

// CHECK: {{^}}#ifdef __HIP_DEVICE_COMPILE__{{$}}
// CHECK: {{^}}#if defined(__HIP_DEVICE_COMPILE__) && !defined (__HIP_DEVICE_COMPILE__){{$}}
// CHECK: {{^}}#ifndef __HIP_DEVICE_COMPILE__{{$}}
// CHECK: {{^}}#if 0 /* __CUDA_ARCH__ >= 800 */{{$}}
// CHECK: {{^}}#elif (defined(__HIP_DEVICE_COMPILE__) /* __CUDA_ARCH__ >= 600 */) // a comment stays{{$}}
// CHECK: {{^}}#if defined(__HIP_DEVICE_COMPILE__) && !defined(__HIP_DEVICE_COMPILE__) /* __CUDA_ARCH__ < 600 */{{$}}
// CHECK: {{^}}#if !defined(__HIP_DEVICE_COMPILE__) || defined(__HIP_DEVICE_COMPILE__) /* 530 <= __CUDA_ARCH__ */{{$}}
// CHECK: {{^}}#if defined(__HIP_DEVICE_COMPILE__){{$}}
// CHECK: {{^}}#if !defined(__HIP_DEVICE_COMPILE__) || (defined(__HIP_DEVICE_COMPILE__) * 700) / 100 == 7{{$}}
// CHECK: {{^}}  out[0] = 700 /* __CUDA_ARCH__ */;{{$}}
// CHECK: {{^}}#define ARCH_AT_LEAST_700 (__CUDA_ARCH__ >= 700){{$}}
// CHECK: {{^}}#if (0 /* __CUDA_ARCH__ >= 500 */){{$}}

// A800: {{^}}#if defined(__HIP_DEVICE_COMPILE__) /* __CUDA_ARCH__ >= 800 */{{$}}
// A800: {{^}}  out[0] = 800 /* __CUDA_ARCH__ */;{{$}}
// BAD: --assume-cuda-arch

// DIAG: c2h-cuda-arch-macro.cu:26:5: note: '__CUDA_ARCH__ >= 800' is read with HIP's device pass as compute capability 7.0 (--assume-cuda-arch) and its host pass as having none [c2h-cuda-arch-assumed]
// DIAG: c2h-cuda-arch-macro.cu:28:8: note: '__CUDA_ARCH__ >= 600'
// DIAG: c2h-cuda-arch-macro.cu:49:28: warning: '__CUDA_ARCH__' as a value in a macro body: HIP has no compute capability; replace it with a HIP feature or target macro [c2h-cuda-arch-value]
// DIAG: c2h-cuda-arch-macro.cu:51:6: note: '__CUDA_ARCH__ >= 500' is read with __CUDA_ARCH__ as 499 in HIP's device pass, not 700 (--assume-cuda-arch): that would take a path of inline PTX, which AMD targets cannot assemble, where another path has none [c2h-cuda-arch-ptx-path]
