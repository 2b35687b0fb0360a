/* cuda2hip bundled CUDA declarations: cuRAND host API. */
#ifndef CUDA2HIP_BUNDLED_CURAND_H
#define CUDA2HIP_BUNDLED_CURAND_H
/* The SDK header guard, which programs test. */
#define CURAND_H_
#include "cuda_runtime_api.h"
typedef enum curandStatus { CURAND_STATUS_SUCCESS = 0 } curandStatus_t;
typedef enum curandRngType { CURAND_RNG_PSEUDO_DEFAULT = 100 } curandRngType_t;
typedef struct curandGenerator_st *curandGenerator_t;
extern "C" {
curandStatus_t curandCreateGenerator(curandGenerator_t *, curandRngType_t);
curandStatus_t curandDestroyGenerator(curandGenerator_t);
curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t, unsigned long long);
curandStatus_t curandGenerateUniform(curandGenerator_t, float *, size_t);
curandStatus_t curandGenerateNormal(curandGenerator_t, float *, size_t, float, float);
}
#endif
