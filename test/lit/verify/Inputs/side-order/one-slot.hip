// A port that relies on the wavefront's lock step, and on more: odd and
// even lanes write one volatile slot on the two sides of an if/else, and the
// slot keeps what the side run last wrote. Which side that is, the
// compiler decides.
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void flags(int *out) {
  __shared__ volatile int s;
  int t = threadIdx.x;
  if (t & 1) {
    s = 2;
  } else {
    s = 1;
  }
  out[t] = s + 1;
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
