// A file with a leading comment and no includes.
__global__ void k(float *p) { p[threadIdx.x] = 0.0f; }
