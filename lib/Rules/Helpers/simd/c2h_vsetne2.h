#ifndef C2H_VSETNE2
#define C2H_VSETNE2
__device__ static inline unsigned c2h_vsetne2(unsigned a, unsigned b) {
  return c2h_simd_lanes<16>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return ux != uy ? 1 : 0;
  });
}
#endif
