// A hand port of scale.cu: the lane is taken within a 32-lane group, as the
// CUDA program's warp lane.
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void scale(const int *x, int *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 3 * x[i] + threadIdx.x % 32;
}
int main() {
  int hx[256], hy[256], *x, *y, bad = 0;
  for (int i = 0; i < 256; ++i)
    hx[i] = i * 7 % 23;
  hipMalloc(&x, sizeof hx);
  hipMalloc(&y, sizeof hy);
  hipMemcpy(x, hx, sizeof hx, hipMemcpyHostToDevice);
  scale<<<2, 128>>>(x, y);
  hipMemcpy(hy, y, sizeof hy, hipMemcpyDeviceToHost);
  for (int i = 0; i < 256; ++i)
    bad += hy[i] != 3 * hx[i] + i % 32;
  printf("bad=%d\n%s\n", bad, bad ? "FAIL" : "PASS");
  return bad != 0;
}
