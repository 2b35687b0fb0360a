#ifndef C2H_VIMAX3_U32
#define C2H_VIMAX3_U32
__device__ static inline unsigned c2h_vimax3_u32(unsigned a, unsigned b, unsigned c) {
  return max(max(a, b), c);
}
#endif
