/* cuda2hip bundled CUDA declarations: cuRAND device API. */
#ifndef CUDA2HIP_BUNDLED_CURAND_KERNEL_H
#define CUDA2HIP_BUNDLED_CURAND_KERNEL_H
#include "curand.h"
struct curandStateXORWOW { unsigned d, v[5]; };
typedef curandStateXORWOW curandState_t;
typedef curandStateXORWOW curandState;
struct curandStatePhilox4_32_10 { unsigned c[4], k[2]; };
typedef curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
template <class S> __device__ void curand_init(unsigned long long, unsigned long long, unsigned long long, S *);
template <class S> __device__ unsigned curand(S *);
template <class S> __device__ float curand_uniform(S *);
template <class S> __device__ float curand_normal(S *);
#endif
