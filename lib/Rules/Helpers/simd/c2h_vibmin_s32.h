#ifndef C2H_VIBMIN_S32
#define C2H_VIBMIN_S32
__device__ static inline int c2h_vibmin_s32(int a, int b, bool *pred) {
  *pred = a <= b;
  return min(a, b);
}
#endif
