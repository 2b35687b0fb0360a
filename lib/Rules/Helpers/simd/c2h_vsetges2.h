#ifndef C2H_VSETGES2
#define C2H_VSETGES2
__device__ static inline unsigned c2h_vsetges2(unsigned a, unsigned b) {
  return c2h_simd_lanes<16>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return x >= y ? 1 : 0;
  });
}
#endif
