/* cuda2hip bundled CUDA declarations: cuSPARSE (generic API basics). */
#ifndef CUDA2HIP_BUNDLED_CUSPARSE_H
#define CUDA2HIP_BUNDLED_CUSPARSE_H
/* The SDK header guard, which programs test. */
#define CUSPARSE_H_
#include "cuda_runtime_api.h"
typedef enum { CUSPARSE_STATUS_SUCCESS = 0 } cusparseStatus_t;
typedef enum { CUSPARSE_INDEX_32I = 2 } cusparseIndexType_t;
typedef enum { CUSPARSE_INDEX_BASE_ZERO = 0 } cusparseIndexBase_t;
typedef struct cusparseContext *cusparseHandle_t;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
extern "C" {
cusparseStatus_t cusparseCreate(cusparseHandle_t *);
cusparseStatus_t cusparseDestroy(cusparseHandle_t);
cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *, long long, long long, long long, void *, void *, void *, cusparseIndexType_t, cusparseIndexType_t, cusparseIndexBase_t, int);
cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *, long long, void *, int);
cusparseStatus_t cusparseSpMV(cusparseHandle_t, int, const void *, cusparseSpMatDescr_t, cusparseDnVecDescr_t, const void *, cusparseDnVecDescr_t, int, int, void *);
}
#endif
