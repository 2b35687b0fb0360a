#ifndef C2H_VIBMAX_U32
#define C2H_VIBMAX_U32
__device__ static inline unsigned c2h_vibmax_u32(unsigned a, unsigned b, bool *pred) {
  *pred = a >= b;
  return max(a, b);
}
#endif
