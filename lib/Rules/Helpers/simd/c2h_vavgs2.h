#ifndef C2H_VAVGS2
#define C2H_VAVGS2
__device__ static inline unsigned c2h_vavgs2(unsigned a, unsigned b) {
  return c2h_simd_lanes<16>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return x + y >= 0 ? (x + y + 1) >> 1 : (x + y) >> 1;
  });
}
#endif
