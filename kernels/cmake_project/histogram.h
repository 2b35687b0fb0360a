// histogram.h - the host interface of histogram.cu, for main.cpp.
#pragma once
#include <cuda_runtime.h>

// counts[b] = how many of x[0..n) fall in bucket b of [lo, hi) split in
// `buckets` equal parts (values outside go to the end buckets).
cudaError_t histogram(const float* x, int n, float lo, float hi, int buckets,
                      unsigned* counts);
