#include <hip/hip_runtime.h>
typedef unsigned int lane_mask_t;
__global__ void votes(int *out, int v) {
  unsigned b = __ballot(v > 0);
  const unsigned int c = __activemask();
  lane_mask_t d = __ballot(v > 1);
  int h = 0, i = __ballot(v > 2);
  auto f = __ballot(v > 3);
  unsigned long long g = __ballot(v > 4);
  bool any = __ballot(v > 5);
  out[0] = b + c + d + h + i + f + g + any;
}
