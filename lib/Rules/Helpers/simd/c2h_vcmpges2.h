#ifndef C2H_VCMPGES2
#define C2H_VCMPGES2
__device__ static inline unsigned c2h_vcmpges2(unsigned a, unsigned b) {
  return c2h_simd_lanes<16>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    constexpr int M = (1 << 15) - 1;
    return x >= y ? 2 * M + 1 : 0;
  });
}
#endif
