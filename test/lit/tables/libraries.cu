// Library handles and calls (names and headers). The output compiles
// against the second ROCm's hipBLAS, hipRAND, hipFFT and hipSPARSE
// (scripts/rocm-libs.sh; ROCm 5.2 here has none of them).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc-libs %t.hip -o %t.o
#include <cublas_v2.h>
#include <curand.h>
#include <cufft.h>
#include <cusparse.h>
int f(float *x, float *y, cufftComplex *c) {
  cublasHandle_t h; cublasCreate(&h);
  float a = 2.f; cublasSaxpy(h, 16, &a, x, 1, y, 1);
  curandGenerator_t g; curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT);
  cufftHandle p; cufftPlan1d(&p, 64, CUFFT_C2C, 1); cufftExecC2C(p, c, c, CUFFT_FORWARD);
  cusparseHandle_t sp; cusparseCreate(&sp);
  return cublasDestroy(h) == CUBLAS_STATUS_SUCCESS;
}
// CHECK: {{^}}#include <hipblas/hipblas.h>{{$}}
// CHECK-NEXT: {{^}}#include <hiprand/hiprand.h>{{$}}
// CHECK-NEXT: {{^}}#include <hipfft/hipfft.h>{{$}}
// CHECK-NEXT: {{^}}#include <hipsparse/hipsparse.h>{{$}}
// CHECK: {{^}}  hipblasHandle_t h; hipblasCreate(&h);{{$}}
// CHECK-NEXT: {{^}}  float a = 2.f; hipblasSaxpy(h, 16, &a, x, 1, y, 1);{{$}}
// CHECK-NEXT: {{^}}  hiprandGenerator_t g; hiprandCreateGenerator(&g, HIPRAND_RNG_PSEUDO_DEFAULT);{{$}}
// CHECK-NEXT: {{^}}  hipfftHandle p; hipfftPlan1d(&p, 64, HIPFFT_C2C, 1); hipfftExecC2C(p, c, c, HIPFFT_FORWARD);{{$}}
// CHECK-NEXT: {{^}}  hipsparseHandle_t sp; hipsparseCreate(&sp);{{$}}
// CHECK-NEXT: {{^}}  return hipblasDestroy(h) == HIPBLAS_STATUS_SUCCESS;{{$}}
