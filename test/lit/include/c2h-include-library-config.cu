// hipBLAS and hipSOLVER take cuBLAS's types (__half, hipComplex, hipblasFillMode_t)
// only with their configuration macros, which the translation defines once,
// before the first include of each (a repeated include is written once). The
// renamed complex and solver calls then compile against the second ROCm's
// hipBLAS 5.5 and hipSOLVER 5.5.
// RUN: %c2h %s --cuda-headers=bundled --rocm 5.7 -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc-libs -c %t.hip -o %t.o
#include <cublas_v2.h>
#include <cublas_v2.h>
#include <cusolverDn.h>
#include <cuComplex.h>
#include <cuda_fp16.h>
int f(cublasHandle_t h, cusolverDnHandle_t s, int n, cuComplex *x, cuComplex *y,
      cuDoubleComplex *A, cuDoubleComplex *work, int lwork, int *info,
      const __half *ha, const __half *hb, __half *hc) {
  cuComplex alpha = make_cuComplex(1.0f, 0.0f);
  cublasCaxpy(h, n, &alpha, x, 1, y, 1);
  const __half one = __float2half(1.0f);
  cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, ha, n, hb, n, &one, hc, n);
  return cusolverDnZpotrf(s, CUBLAS_FILL_MODE_LOWER, n, A, n, work, lwork, info);
}
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}// cuBLAS's types in the hipBLAS API: __half, HIP's complex types (ROCm 5),{{$}}
// CHECK-NEXT: {{^}}// and hipDataType/hipComplex signatures (ROCm 6; the only API from ROCm 7).{{$}}
// CHECK-NEXT: {{^}}#ifndef HIPBLAS_USE_HIP_HALF{{$}}
// CHECK-NEXT: {{^}}#define HIPBLAS_USE_HIP_HALF{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NEXT: {{^}}#ifndef ROCM_MATHLIBS_API_USE_HIP_COMPLEX{{$}}
// CHECK-NEXT: {{^}}#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NEXT: {{^}}#ifndef HIPBLAS_V2{{$}}
// CHECK-NEXT: {{^}}#define HIPBLAS_V2{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NEXT: {{^}}#include <hipblas/hipblas.h>{{$}}
// CHECK-NEXT: {{^}}// hipSOLVER takes hipBLAS's fill/operation/side enums, as cuSOLVER takes{{$}}
// CHECK-NEXT: {{^}}// cuBLAS's (the only choice from ROCm 7).{{$}}
// CHECK-NEXT: {{^}}#ifndef HIPSOLVER_USE_HIPBLAS_ENUMS{{$}}
// CHECK-NEXT: {{^}}#define HIPSOLVER_USE_HIPBLAS_ENUMS{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NEXT: {{^}}#include <hipsolver/hipsolver.h>{{$}}
// CHECK: {{^}}  hipblasCaxpy(h, n, &alpha, x, 1, y, 1);{{$}}
// CHECK-NEXT: {{^}}  const __half one = __float2half(1.0f);{{$}}
// CHECK-NEXT: {{^}}  hipblasHgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, ha, n, hb, n, &one, hc, n);{{$}}
// CHECK-NEXT: {{^}}  return hipsolverDnZpotrf(s, HIPBLAS_FILL_MODE_LOWER, n, A, n, work, lwork, info);{{$}}
