#include "tile.h"
__global__ void k(float *p) { p[threadIdx.x] = TILE; }
