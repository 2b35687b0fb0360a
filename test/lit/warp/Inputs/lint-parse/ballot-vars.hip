#include <hip/hip_runtime.h>
typedef unsigned int lane_mask_t;
typedef const unsigned int const_mask_t;
__global__ void votes(int *out, int v) {
  unsigned b = __ballot(v > 0);
  const unsigned int c = __activemask();
  lane_mask_t d = __ballot(v > 1);
  int h = 0, i = __ballot(v > 2);
  auto f = __ballot(v > 3);
  unsigned long long g = __ballot(v > 4);
  bool any = __ballot(v > 5);
  unsigned j = max(__ballot(v > 6), 1ull);
  unsigned const int k = __ballot(v > 7);
  const_mask_t m = __ballot(v > 8);
  out[0] = b + c + d + h + i + f + g + any + j + k + m;
}

// In a template, a call whose arguments' types are pending is judged on
// tokens.
template <typename T> __global__ void votesOf(const T *a, T v, int *out) {
  unsigned t = __ballot(a[threadIdx.x] > v);
  if (__ballot(a[threadIdx.x] > v) == 0xffffffff)
    out[0] = t;
}
template __global__ void votesOf<int>(const int *, int, int *);
