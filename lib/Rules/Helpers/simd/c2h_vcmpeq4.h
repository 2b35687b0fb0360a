#ifndef C2H_VCMPEQ4
#define C2H_VCMPEQ4
__device__ static inline unsigned c2h_vcmpeq4(unsigned a, unsigned b) {
  return c2h_simd_lanes<8>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    constexpr int M = (1 << 7) - 1;
    return ux == uy ? 2 * M + 1 : 0;
  });
}
#endif
