#include <hip/hip_runtime.h>
__global__ void spin(volatile int *flag) {
  while (flag[0] == 0) {
  }
}
int main() {
  int *d;
  hipMalloc(&d, sizeof(int));
  hipMemset(d, 0, sizeof(int));
  spin<<<1, 1>>>(d);
  hipDeviceSynchronize();
  return 0;
}
