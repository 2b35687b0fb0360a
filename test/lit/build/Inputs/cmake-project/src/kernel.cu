#include "common.cuh"
__global__ void scale(float *p, float a) { p[threadIdx.x] *= a; }
