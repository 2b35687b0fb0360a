// cuBLASLt is hipBLASLt's: <cublasLt.h> becomes <hipblaslt/hipblaslt.h>
// (not hipBLAS's header), and its handle, descriptors, layouts and
// heuristics take hipBLASLt's names, cublasLtCreate included. ROCm 5.2 has
// none (c2h-rocm-version names the release the tables know it from); ROCm
// 7.2's headers check the output.
// RUN: %c2h %s --cuda-headers=bundled --rocm 7.2 -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.hip
// RUN: %if rocm72 %{ %hip72-syntax %t.hip %}
// RUN: %c2h %s --cuda-headers=bundled --rocm 5.2 -o %t.52.hip 2> %t.52.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=R52 < %t.52.err
#include <cublasLt.h>

int setup(cublasLtHandle_t *handle, cublasLtMatmulDesc_t *desc,
          cublasLtMatrixLayout_t *layout) {
  if (cublasLtCreate(handle) != CUBLAS_STATUS_SUCCESS)
    return 1;
  cublasLtMatmulDescCreate(desc, CUBLAS_COMPUTE_32F, CUDA_R_32F);
  cublasLtMatrixLayoutCreate(layout, CUDA_R_16F, 64, 64, 64);
  return 0;
}
// CHECK: {{^}}#include <hipblaslt/hipblaslt.h>{{$}}
// CHECK: {{^}}int setup(hipblasLtHandle_t *handle, hipblasLtMatmulDesc_t *desc,{{$}}
// CHECK-NEXT: {{^}}          hipblasLtMatrixLayout_t *layout) {{{$}}
// CHECK-NEXT: {{^}}  if (hipblasLtCreate(handle) != HIPBLAS_STATUS_SUCCESS){{$}}
// CHECK: {{^}}  hipblasLtMatmulDescCreate(desc, HIPBLAS_COMPUTE_32F, HIP_R_32F);{{$}}
// CHECK-NEXT: {{^}}  hipblasLtMatrixLayoutCreate(layout, HIP_R_16F, 64, 64, 64);{{$}}
// R52: cublaslt.cu:11:11: warning: 'cublasLt.h' maps to 'hipblaslt/hipblaslt.h', which needs ROCm 7.1 or newer; the target is ROCm 5.2 (use --rocm to raise it) [c2h-rocm-version]
