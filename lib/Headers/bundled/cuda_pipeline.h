/* cuda2hip bundled CUDA declarations: cuda_pipeline.h (the primitives; the
 * nvcuda::experimental pipeline class is not declared). */
#ifndef CUDA2HIP_BUNDLED_CUDA_PIPELINE_H
#define CUDA2HIP_BUNDLED_CUDA_PIPELINE_H
#include "cuda_pipeline_primitives.h"
#endif
