#include "kernels.cuh"
__global__ void kk() {}
