// Its "common.h" is in sub/, named first on the command line; another
// folder named after it has a header of the same name.
#include <cstdio>
#include "common.h"

__global__ void add(int *a) { a[threadIdx.x] = threadIdx.x + OFFSET; }

int main() {
  int *a, sum = 0;
  cudaMallocManaged(&a, 32 * sizeof(int));
  add<<<1, 32>>>(a);
  cudaDeviceSynchronize();
  for (int i = 0; i < 32; ++i)
    sum += a[i];
  printf("sum %d, helper %d\n", sum, helper());
  return 0;
}
