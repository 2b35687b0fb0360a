#include <hip/hip_runtime.h>
// HIP spellings reach threadIdx through macros: the AST sees through them.
__device__ unsigned lane_of() { return hipThreadIdx_x & 31; }
// A helper translate emitted keeps 32-lane words on purpose: nothing flows
// out of it.
__device__ static inline unsigned c2h_activemask32() {
  return static_cast<unsigned>(__ballot(1));
}
__global__ void k(unsigned long long *out, const float *in) {
  unsigned l = lane_of();
  out[0] = 1u << l;
  unsigned todo = c2h_activemask32();
  out[1] = __popc(todo);
}
void run(unsigned long long *o, const float *i) {
  hipLaunchKernelGGL(k, dim3(1), dim3(64), 0, 0, o, i);
}
