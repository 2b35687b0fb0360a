#ifndef C2H_VIMIN3_U32
#define C2H_VIMIN3_U32
__device__ static inline unsigned c2h_vimin3_u32(unsigned a, unsigned b, unsigned c) {
  return min(min(a, b), c);
}
#endif
