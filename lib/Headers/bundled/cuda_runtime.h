/* cuda2hip bundled CUDA declarations: cuda_runtime.h (device side). */
#ifndef CUDA2HIP_BUNDLED_CUDA_RUNTIME_H
#define CUDA2HIP_BUNDLED_CUDA_RUNTIME_H
/* The SDK header guard, which programs test. */
#define __CUDA_RUNTIME_H__
#include "cuda_runtime_api.h"
#include "device_functions.h"
#endif
