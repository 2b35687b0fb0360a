#ifndef C2H_VIADDMAX_U32
#define C2H_VIADDMAX_U32
__device__ static inline unsigned c2h_viaddmax_u32(unsigned a, unsigned b, unsigned c) {
  return max(a + b, c);
}
#endif
