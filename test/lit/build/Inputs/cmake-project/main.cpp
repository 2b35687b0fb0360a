#include <cuda_runtime.h>
int main() { void *p; cudaMalloc(&p, 4); return cudaFree(p) == cudaSuccess ? 0 : 1; }
