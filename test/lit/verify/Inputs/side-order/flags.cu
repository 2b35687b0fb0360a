// Every thread of a 64-thread block adds the two flags its block raises:
// thread 0 raises 1, thread 1 raises 2, with a barrier before the reads.
#include <cstdio>
__global__ void flags(int *out) {
  __shared__ int s[2];
  int t = threadIdx.x;
  if (t < 2)
    s[t] = t + 1;
  __syncthreads();
  out[t] = s[0] + s[1];
}
int main() {
  int h[64], *d, sum = 0;
  cudaMalloc(&d, sizeof h);
  flags<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 64; ++i)
    sum += h[i];
  printf("sum=%d\n", sum);
  return 0;
}
