#ifndef C2H_VIADDMAX_S32_RELU
#define C2H_VIADDMAX_S32_RELU
__device__ static inline int c2h_viaddmax_s32_relu(int a, int b, int c) {
  return max(max((int)((unsigned)a + (unsigned)b), c), 0);
}
#endif
