#ifndef C2H_VIADDMIN_U32
#define C2H_VIADDMIN_U32
__device__ static inline unsigned c2h_viaddmin_u32(unsigned a, unsigned b, unsigned c) {
  return min(a + b, c);
}
#endif
