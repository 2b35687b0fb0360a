/* cuda2hip parse support for the CUDA SDK: what nvcc gives host code that
 * Clang's CUDA mode does not.
 *
 * Force-included (after Clang's CUDA runtime wrapper) into every translation
 * unit parsed against the CUDA toolkit's headers. These declarations exist
 * only so the AST matches nvcc's view; they are never compiled into
 * anything.
 *
 *  - nvcc's cuda_runtime.h includes the C and C++ headers below; code that
 *    calls printf or sqrt without including them builds with nvcc.
 *  - crt/math_functions.hpp gives min and max as __host__ __device__
 *    overloads for every mix of integer and floating types. Clang's headers
 *    give only the device side, so host and __host__ __device__ callers
 *    would not resolve. The host sides are declared here.
 *  - nvcc defines its version, __CUDACC_VER_MAJOR__ and the rest, which
 *    code tests before it uses newer features (cp.async behind
 *    `#if __CUDACC_VER_MAJOR__ >= 11`); Clang does not. They are the
 *    toolkit's version here. */
#ifndef CUDA2HIP_SDK_PRELUDE_H
#define CUDA2HIP_SDK_PRELUDE_H

#if !defined(__CUDACC_VER_MAJOR__) && defined(CUDA_VERSION)
#define __CUDACC_VER_MAJOR__ (CUDA_VERSION / 1000)
#define __CUDACC_VER_MINOR__ (CUDA_VERSION % 1000 / 10)
#define __CUDACC_VER_BUILD__ 0
#endif

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __cplusplus
#include <cmath>
#include <cstdlib>
#include <new>

#define CUDA2HIP_HOST_MINMAX(R, A, B)                                         \
  static inline __host__ R min(A, B);                                          \
  static inline __host__ R max(A, B);
CUDA2HIP_HOST_MINMAX(int, int, int)
CUDA2HIP_HOST_MINMAX(unsigned int, unsigned int, unsigned int)
CUDA2HIP_HOST_MINMAX(unsigned int, int, unsigned int)
CUDA2HIP_HOST_MINMAX(unsigned int, unsigned int, int)
CUDA2HIP_HOST_MINMAX(long int, long int, long int)
CUDA2HIP_HOST_MINMAX(unsigned long int, unsigned long int, unsigned long int)
CUDA2HIP_HOST_MINMAX(unsigned long int, long int, unsigned long int)
CUDA2HIP_HOST_MINMAX(unsigned long int, unsigned long int, long int)
CUDA2HIP_HOST_MINMAX(long long int, long long int, long long int)
CUDA2HIP_HOST_MINMAX(unsigned long long int, unsigned long long int,
                     unsigned long long int)
CUDA2HIP_HOST_MINMAX(unsigned long long int, long long int,
                     unsigned long long int)
CUDA2HIP_HOST_MINMAX(unsigned long long int, unsigned long long int,
                     long long int)
CUDA2HIP_HOST_MINMAX(float, float, float)
CUDA2HIP_HOST_MINMAX(double, double, double)
CUDA2HIP_HOST_MINMAX(double, float, double)
CUDA2HIP_HOST_MINMAX(double, double, float)
#undef CUDA2HIP_HOST_MINMAX
#endif

#endif
