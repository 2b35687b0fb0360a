// Included by main.cu after 'real' is declared: not a unit of its own.
__global__ void scale(real *p, real s) { p[threadIdx.x] *= s; }
