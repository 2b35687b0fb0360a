#include <helper_cuda.h>
typedef float real;
#include "kernels.cu"
void host_alloc(real **p, int n);
int main() {
  real *d;
  host_alloc(&d, 64);
  scale<<<1, 64>>>(d, 2.0f);
  checkCudaErrors(cudaDeviceSynchronize());
  return 0;
}
