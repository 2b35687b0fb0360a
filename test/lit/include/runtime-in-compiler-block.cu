// A header that C files include too keeps its CUDA inside #ifdef __CUDACC__:
// nvcc's implicit runtime include reaches that block alone, and so does the
// HIP runtime include, so a C compiler still reads the header.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip
// RUN: %FileCheck %s < %t.hip
// RUN: gcc -x c -fsyntax-only %t.hip
#ifndef CU_H
#define CU_H
#include <stdio.h>

#ifdef __CUDACC__
#define CU(x) if ((x) != cudaSuccess) { printf("%s\n", cudaGetErrorString(x)); }
#define DEV __device__
#else
#define DEV
#endif /* __CUDACC__ */

DEV static inline int twice(int x) { return 2 * x; }
#endif

// CHECK:      {{^}}#include <stdio.h>{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}#ifdef __HIPCC__{{$}}
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}#define CU(x) if ((x) != hipSuccess) { printf("%s\n", hipGetErrorString(x)); }{{$}}
