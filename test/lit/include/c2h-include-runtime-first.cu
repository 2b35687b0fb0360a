// A program that defines a macro before it includes CUDA's headers: nvcc
// includes CUDA's runtime before all of it, so the macro never reaches a
// CUDA header; HIP's headers name their template parameters T, so the
// runtime and the HIP headers the file includes unconditionally go to the
// top, after the leading comment and the include guard.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s --match-full-lines < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#ifndef WIDE_H
#define WIDE_H
#define T double
#include <cstdio>
#include "cuda_runtime.h"
#include <cuda_fp16.h>
#ifdef WITH_COOP
#include <cooperative_groups.h>
#endif

__global__ void scale(T *p, __half h) { p[threadIdx.x] *= __half2float(h); }
#endif
// CHECK: // top, after the leading comment and the include guard.
// CHECK: #ifndef WIDE_H
// CHECK-NEXT: #define WIDE_H
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>
// CHECK-NEXT: #define T double
// CHECK-NEXT: #include <cstdio>
// CHECK-NEXT: #ifdef WITH_COOP
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: #endif
