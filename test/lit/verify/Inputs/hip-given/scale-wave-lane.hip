// A wrong hand port: the lane of the wavefront, which is not the CUDA
// lane at wave 64.
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void scale(const int *x, int *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 3 * x[i] + __lane_id();
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
