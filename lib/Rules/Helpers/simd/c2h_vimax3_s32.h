#ifndef C2H_VIMAX3_S32
#define C2H_VIMAX3_S32
__device__ static inline int c2h_vimax3_s32(int a, int b, int c) {
  return max(max(a, b), c);
}
#endif
