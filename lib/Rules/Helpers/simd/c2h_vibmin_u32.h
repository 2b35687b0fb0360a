#ifndef C2H_VIBMIN_U32
#define C2H_VIBMIN_U32
__device__ static inline unsigned c2h_vibmin_u32(unsigned a, unsigned b, bool *pred) {
  *pred = a <= b;
  return min(a, b);
}
#endif
