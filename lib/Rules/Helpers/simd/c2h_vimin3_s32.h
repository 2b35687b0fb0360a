#ifndef C2H_VIMIN3_S32
#define C2H_VIMIN3_S32
__device__ static inline int c2h_vimin3_s32(int a, int b, int c) {
  return min(min(a, b), c);
}
#endif
