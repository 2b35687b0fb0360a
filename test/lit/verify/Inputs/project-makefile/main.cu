#include <cstdio>
#include "factor.h"
__global__ void scale(int *p) { p[threadIdx.x] = (int)threadIdx.x * factor; }
int main() {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  scale<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 32; ++i)
    bad += h[i] != 3 * i;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
