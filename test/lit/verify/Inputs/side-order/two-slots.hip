// A port that relies on the wavefront's lock step: odd and even lanes
// write their own volatile slot on the two sides of an if/else, and every
// lane reads both after the join. Either side may run first.
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void flags(int *out) {
  __shared__ volatile int s[2];
  int t = threadIdx.x;
  if (t & 1) {
    s[1] = 2;
  } else {
    s[0] = 1;
  }
  out[t] = s[0] + s[1];
}
int main() {
  int h[64], *d, sum = 0;
  hipMalloc(&d, sizeof h);
  flags<<<1, 64>>>(d);
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  for (int i = 0; i < 64; ++i)
    sum += h[i];
  printf("sum=%d\n", sum);
  return 0;
}
