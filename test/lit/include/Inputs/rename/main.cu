#include <cuda_runtime.h>
#include "util/math.cuh"
#include "local.h"
#ifdef NEVER_DEFINED
#include "missing.cuh"
#endif
__global__ void k(float *p) { p[threadIdx.x] = sq(p[threadIdx.x]) + LOCAL_SCALE; }
