#include "mma.h"
#include <cuda_runtime.h>
__global__ void k(float *p) { p[0] = 1.0f; }
float host() { return mma(1.0f, 2.0f, 3.0f); }
