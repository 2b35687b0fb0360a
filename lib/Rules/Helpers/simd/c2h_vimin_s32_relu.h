#ifndef C2H_VIMIN_S32_RELU
#define C2H_VIMIN_S32_RELU
__device__ static inline int c2h_vimin_s32_relu(int a, int b) {
  return max(min(a, b), 0);
}
#endif
