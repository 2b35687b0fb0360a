#include <helper_cuda.h>
#include "sizes.h"
void host_alloc(float **p, int n) {
  checkCudaErrors(cudaMalloc(p, n * ELEM_BYTES));
}
