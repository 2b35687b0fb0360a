// y[i] = 3 x[i] + lane, on 256 threads; checks itself.
#include <cstdio>
__global__ void scale(const int *x, int *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 3 * x[i] + threadIdx.x % 32;
}
int main() {
  int hx[256], hy[256], *x, *y, bad = 0;
  for (int i = 0; i < 256; ++i)
    hx[i] = i * 7 % 23;
  cudaMalloc(&x, sizeof hx);
  cudaMalloc(&y, sizeof hy);
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  scale<<<2, 128>>>(x, y);
  cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 256; ++i)
    bad += hy[i] != 3 * hx[i] + i % 32;
  printf("bad=%d\n%s\n", bad, bad ? "FAIL" : "PASS");
  return bad != 0;
}
