#ifndef C2H_VAVGU4
#define C2H_VAVGU4
__device__ static inline unsigned c2h_vavgu4(unsigned a, unsigned b) {
  return c2h_simd_lanes<8>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return (ux + uy + 1) >> 1;
  });
}
#endif
