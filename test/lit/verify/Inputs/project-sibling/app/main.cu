#include <cstdio>
#include "launch.h"          // through -I../common
#include "../common/twice.h" // through its relative path
int main() {
  const int n = 1000;
  int h[n], *d;
  for (int i = 0; i < n; ++i)
    h[i] = i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  add_offset_on_device(d, n);
  twice<<<(n + 255) / 256, 256>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    if (h[i] != 2 * (i + kOffset)) {
      printf("FAIL at %d: %d\n", i, h[i]);
      return 1;
    }
  printf("PASS\n");
  cudaFree(d);
  return 0;
}
