#ifndef C2H_BF16_PAIR
#define C2H_BF16_PAIR
// cuda2hip: CUDA's __float2bfloat162_rn(a) is the pair {a, a}, rounded to
// nearest even; HIP has no function of that name.
#include <hip/hip_bf16.h>
__host__ __device__ static inline __hip_bfloat162 c2h_float2bfloat162_rn(float a) {
  __hip_bfloat16 b = __float2bfloat16(a);
  return __halves2bfloat162(b, b);
}
#endif
