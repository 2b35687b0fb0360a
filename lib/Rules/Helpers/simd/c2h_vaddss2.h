#ifndef C2H_VADDSS2
#define C2H_VADDSS2
__device__ static inline unsigned c2h_vaddss2(unsigned a, unsigned b) {
  return c2h_simd_lanes<16>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    constexpr int M = (1 << 15) - 1;
    return c2h_simd_clamp(x + y, -M - 1, M);
  });
}
#endif
