#ifndef C2H_VIBMAX_S32
#define C2H_VIBMAX_S32
__device__ static inline int c2h_vibmax_s32(int a, int b, bool *pred) {
  *pred = a >= b;
  return max(a, b);
}
#endif
