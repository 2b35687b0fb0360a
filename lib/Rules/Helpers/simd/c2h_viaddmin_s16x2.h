#ifndef C2H_VIADDMIN_S16X2
#define C2H_VIADDMIN_S16X2
__device__ static inline unsigned c2h_viaddmin_s16x2(unsigned a, unsigned b, unsigned c) {
  return c2h_simd_lanes3(a, b, c, [](int x, int y, int z, unsigned ux, unsigned uy, unsigned uz) {
    return min((int)(short)(x + y), z);
  });
}
#endif
