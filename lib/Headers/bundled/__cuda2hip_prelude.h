/* cuda2hip bundled CUDA declarations: prelude.
 *
 * Force-included before every translation unit parsed in bundled mode. It
 * plays the part of nvcc's implicit includes: the CUDA keywords, the built-in
 * thread-index variables and cuda_runtime.h. These declarations exist only so
 * cuda2hip can parse CUDA without a toolkit; they are never compiled into
 * anything. */
#ifndef CUDA2HIP_BUNDLED_PRELUDE_H
#define CUDA2HIP_BUNDLED_PRELUDE_H

#define __CUDACC__ 1
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 0
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __grid_constant__

#include <stddef.h>
#include "vector_types.h"
#include "__clang_cuda_builtin_vars.h"

__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const { return dim3(x, y, z); }

#include "cuda_runtime.h"
#endif
