#ifndef C2H_VIMAX_S32_RELU
#define C2H_VIMAX_S32_RELU
__device__ static inline int c2h_vimax_s32_relu(int a, int b) {
  return max(max(a, b), 0);
}
#endif
