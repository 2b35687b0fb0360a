#ifndef MINE_H
#define MINE_H
#include <cuda_runtime.h>
// cudaMalloc here is rewritten from c.cu's parse.
inline float *mine_alloc(int n) {
  float *p = nullptr;
  cudaMalloc(&p, n * sizeof(float));
  return p;
}
#endif
