#ifndef C2H_VIMIN3_S32_RELU
#define C2H_VIMIN3_S32_RELU
__device__ static inline int c2h_vimin3_s32_relu(int a, int b, int c) {
  return max(min(min(a, b), c), 0);
}
#endif
