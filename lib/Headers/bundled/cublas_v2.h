/* cuda2hip bundled CUDA declarations: cuBLAS (v2 API). */
#ifndef CUDA2HIP_BUNDLED_CUBLAS_V2_H
#define CUDA2HIP_BUNDLED_CUBLAS_V2_H
/* The SDK header guard, which programs test. */
#define CUBLAS_API_H_
#include "cuda_runtime_api.h"
typedef enum { CUBLAS_STATUS_SUCCESS = 0 } cublasStatus_t;
typedef enum { CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C } cublasOperation_t;
typedef struct cublasContext *cublasHandle_t;
extern "C" {
cublasStatus_t cublasCreate(cublasHandle_t *);
cublasStatus_t cublasDestroy(cublasHandle_t);
cublasStatus_t cublasSetStream(cublasHandle_t, cudaStream_t);
cublasStatus_t cublasSaxpy(cublasHandle_t, int, const float *, const float *, int, float *, int);
cublasStatus_t cublasDaxpy(cublasHandle_t, int, const double *, const double *, int, double *, int);
cublasStatus_t cublasSgemm(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int, const float *, const float *, int, const float *, int, const float *, float *, int);
cublasStatus_t cublasDgemm(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int, const double *, const double *, int, const double *, int, const double *, double *, int);
cublasStatus_t cublasLtCreate(void **);
}
#endif
