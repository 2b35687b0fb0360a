#ifndef C2H_VIADDMIN_S32
#define C2H_VIADDMIN_S32
__device__ static inline int c2h_viaddmin_s32(int a, int b, int c) {
  return min((int)((unsigned)a + (unsigned)b), c);
}
#endif
