#ifndef C2H_VADDUS4
#define C2H_VADDUS4
__device__ static inline unsigned c2h_vaddus4(unsigned a, unsigned b) {
  return c2h_simd_lanes<8>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    constexpr int M = (1 << 7) - 1;
    return c2h_simd_clamp((int)(ux + uy), 0, 2 * M + 1);
  });
}
#endif
