#ifndef C2H_VIADDMIN_S32_RELU
#define C2H_VIADDMIN_S32_RELU
__device__ static inline int c2h_viaddmin_s32_relu(int a, int b, int c) {
  return max(min((int)((unsigned)a + (unsigned)b), c), 0);
}
#endif
