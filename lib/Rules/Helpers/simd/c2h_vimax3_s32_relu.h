#ifndef C2H_VIMAX3_S32_RELU
#define C2H_VIMAX3_S32_RELU
__device__ static inline int c2h_vimax3_s32_relu(int a, int b, int c) {
  return max(max(max(a, b), c), 0);
}
#endif
