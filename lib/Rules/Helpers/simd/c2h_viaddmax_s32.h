#ifndef C2H_VIADDMAX_S32
#define C2H_VIADDMAX_S32
__device__ static inline int c2h_viaddmax_s32(int a, int b, int c) {
  return max((int)((unsigned)a + (unsigned)b), c);
}
#endif
