/* cuda2hip parse support for HIP sources (`cuda2hip lint --parse`).
 *
 * HIP sources are parsed in CUDA mode against the bundled CUDA
 * declarations, with this header standing in for HIP's. It declares what
 * HIP device code calls that CUDA lacks, with HIP's types (64-bit ballot
 * words), so that the warp analysis can follow what each name holds. It is
 * never compiled into anything, and translate never sees it. */
#ifndef CUDA2HIP_PARSE_HIP_RUNTIME_H
#define CUDA2HIP_PARSE_HIP_RUNTIME_H

#include <cuda_runtime.h>

#define C2H_HIP_D extern __device__

C2H_HIP_D unsigned __lane_id(void);
C2H_HIP_D unsigned long long __ballot(int);
C2H_HIP_D int __any(int);
C2H_HIP_D int __all(int);

/* Shuffles over the whole wavefront, or segments of `width` lanes. */
template <typename T> __device__ T __shfl(T, int, int = 64);
template <typename T> __device__ T __shfl_up(T, unsigned, int = 64);
template <typename T> __device__ T __shfl_down(T, unsigned, int = 64);
template <typename T> __device__ T __shfl_xor(T, int, int = 64);

#define hipThreadIdx_x threadIdx.x
#define hipThreadIdx_y threadIdx.y
#define hipThreadIdx_z threadIdx.z
#define hipBlockIdx_x blockIdx.x
#define hipBlockIdx_y blockIdx.y
#define hipBlockIdx_z blockIdx.z
#define hipBlockDim_x blockDim.x
#define hipBlockDim_y blockDim.y
#define hipBlockDim_z blockDim.z
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define hipLaunchKernelGGL(kernel, grid, block, shmem, stream, ...)          \
  kernel<<<(grid), (block), (shmem), (stream)>>>(__VA_ARGS__)

#undef C2H_HIP_D
#endif
