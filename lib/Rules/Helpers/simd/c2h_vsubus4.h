#ifndef C2H_VSUBUS4
#define C2H_VSUBUS4
__device__ static inline unsigned c2h_vsubus4(unsigned a, unsigned b) {
  return c2h_simd_lanes<8>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return ux > uy ? ux - uy : 0u;
  });
}
#endif
