// scale.cu: y = 2x + 1 over 1000 elements, summed per block with warp
// shuffles, checked on the host.
#include <cstdio>

// Folds a warp's 32 values into lane 0.
__device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void scale_sum(const float *x, float *y, float *sums, int n) {
  __shared__ float part[8];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = 0;
  if (i < n) {
    y[i] = 2 * x[i] + 1;
    v = y[i];
  }
  v = warp_sum(v);
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0;
    for (int w = 0; w < blockDim.x / 32; ++w)
      s += part[w];
    sums[blockIdx.x] = s;
  }
}

int main() {
  const int n = 1000, threads = 256, blocks = (n + threads - 1) / threads;
  float x[n], y[n], sums[blocks];
  for (int i = 0; i < n; ++i)
    x[i] = i % 7;
  float *dx, *dy, *ds;
  cudaMalloc(&dx, sizeof x);
  cudaMalloc(&dy, sizeof y);
  cudaMalloc(&ds, sizeof sums);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  scale_sum<<<blocks, threads>>>(dx, dy, ds, n);
  cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
  cudaMemcpy(sums, ds, sizeof sums, cudaMemcpyDeviceToHost);
  float total = 0, want = 0;
  for (int b = 0; b < blocks; ++b)
    total += sums[b];
  for (int i = 0; i < n; ++i)
    want += 2 * x[i] + 1;
  printf("sum %.1f\n", total);
  printf("%s\n", total == want ? "PASS" : "FAIL");
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(ds);
  return 0;
}
