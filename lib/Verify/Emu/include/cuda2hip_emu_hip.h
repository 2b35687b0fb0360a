/* cuda2hip emulator: HIP's spellings of the runtime, and HIP-only macros. */
#ifndef CUDA2HIP_EMU_HIP_H
#define CUDA2HIP_EMU_HIP_H

#include "cuda2hip_emu.h"
#include "cuda2hip_emu_hip_names.h" /* generated from the mapping tables */

#define hipLaunchKernelGGL(K, G, B, S, St, ...)                                \
  ::cuda2hip::emu::kernelLaunch(K, #K, G, B, S, St)(__VA_ARGS__)
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define HIP_SYMBOL(X) X
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)
#define __HIP_PLATFORM_AMD__ 1

#endif
