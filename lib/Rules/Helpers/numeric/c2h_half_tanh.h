#ifndef C2H_HALF_TANH
#define C2H_HALF_TANH
// cuda2hip: CUDA's htanh and h2tanh (and their _approx forms, which CUDA
// allows to be less accurate) have no HIP counterpart. tanh is computed in
// float and rounded to half, as accurate as CUDA's for every input.
#include <hip/hip_fp16.h>
__device__ static inline __half c2h_htanh(__half x) {
  return __float2half(tanhf(__half2float(x)));
}
__device__ static inline __half2 c2h_h2tanh(__half2 x) {
  return __floats2half2_rn(tanhf(__low2float(x)), tanhf(__high2float(x)));
}
#endif
