// buckets.cuh - the bucket of a value, defined in buckets.cu and called from
// histogram.cu's kernel: device code across files (separable compilation).
#pragma once
#include <cuda_runtime.h>

__device__ int bucket_of(float v, float lo, float hi, int buckets);
