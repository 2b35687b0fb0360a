/* cuda2hip bundled CUDA declarations: the async-copy pipeline primitives. */
#ifndef CUDA2HIP_BUNDLED_CUDA_PIPELINE_PRIMITIVES_H
#define CUDA2HIP_BUNDLED_CUDA_PIPELINE_PRIMITIVES_H
#include "cuda_runtime.h"
__device__ void __pipeline_memcpy_async(void *__restrict__ dst_shared,
                                        const void *__restrict__ src_global,
                                        size_t size_and_align, size_t zfill = 0);
__device__ void __pipeline_commit();
__device__ void __pipeline_wait_prior(size_t prior);
#endif
