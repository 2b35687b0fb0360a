/* cuda2hip bundled CUDA declarations: cuFFT. */
#ifndef CUDA2HIP_BUNDLED_CUFFT_H
#define CUDA2HIP_BUNDLED_CUFFT_H
/* The SDK header guard, which programs test. */
#define _CUFFT_H_
#include "cuda_runtime_api.h"
typedef enum cufftResult_t { CUFFT_SUCCESS = 0 } cufftResult;
typedef enum cufftType_t { CUFFT_R2C = 0x2a, CUFFT_C2C = 0x29 } cufftType;
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1
typedef int cufftHandle;
typedef float cufftReal;
typedef float2 cufftComplex;
extern "C" {
cufftResult cufftPlan1d(cufftHandle *, int, cufftType, int);
cufftResult cufftPlan2d(cufftHandle *, int, int, cufftType);
cufftResult cufftExecC2C(cufftHandle, cufftComplex *, cufftComplex *, int);
cufftResult cufftExecR2C(cufftHandle, cufftReal *, cufftComplex *);
cufftResult cufftSetStream(cufftHandle, cudaStream_t);
cufftResult cufftDestroy(cufftHandle);
cufftResult cufftXtMakePlanMany(cufftHandle, int, long long *, ...);
}
#endif
