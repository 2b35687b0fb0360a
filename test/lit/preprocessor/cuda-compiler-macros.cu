// Tests of CUDA's compiler macros and header guards keep the blocks they
// guard active in the HIP build: '#ifdef __CUDACC__' (host-device macros)
// and '#ifdef __DRIVER_TYPES_H__' (error-check helpers in widely used helper
// headers) would otherwise vanish. Version numbers are diagnosed, not
// rewritten: HIP's numbering differs. '__NVCC__' names nvcc itself: code
// tests it for nvcc-only pragmas and builtins, or (already portable code) to
// tell nvcc from hipcc, so it stays as written and is false under hipcc.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=ERR < %t.err
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
#include <cstdio>
#ifdef __CUDACC__
#define HD __host__ __device__
#else
#define HD
#endif
#if defined(__CUDACC__)
#define ON_GPU_COMPILER 1
#endif
#ifdef __NVCC__
#pragma nv_diag_suppress 177
#endif
#if __CUDACC_VER_MAJOR__ >= 11
#endif
#ifdef __DRIVER_TYPES_H__
static const char *errorName(cudaError_t e) { return cudaGetErrorName(e); }
#endif
#if !defined(__CUDA_RUNTIME_H__)
#error "the runtime header must come first"
#endif
HD inline int twice(int x) { return 2 * x; }
__global__ void k(int *p) { p[0] = twice(ON_GPU_COMPILER); }
int main() { printf("%s\n", errorName(cudaSuccess)); }
// CHECK: {{^}}#ifdef __HIPCC__{{$}}
// CHECK: {{^}}#if defined(__HIPCC__){{$}}
// CHECK: {{^}}#ifdef __NVCC__{{$}}
// CHECK: {{^}}#if __CUDACC_VER_MAJOR__ >= 11{{$}}
// CHECK: {{^}}#ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H{{$}}
// CHECK-NEXT: {{^}}static const char *errorName(hipError_t e) { return hipGetErrorName(e); }{{$}}
// CHECK: {{^}}#if !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H){{$}}
// ERR: cuda-compiler-macros.cu:25:5: warning: '__CUDACC_VER_MAJOR__' is a CUDA version number; HIP's numbering differs (HIP_VERSION); check the comparison [c2h-version-macro]
