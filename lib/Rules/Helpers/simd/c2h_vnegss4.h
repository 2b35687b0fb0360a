#ifndef C2H_VNEGSS4
#define C2H_VNEGSS4
__device__ static inline unsigned c2h_vnegss4(unsigned a) {
  return c2h_simd_lanes<8>(a, 0u, [](int x, int, unsigned, unsigned) {
    constexpr int M = (1 << 7) - 1;
    return c2h_simd_clamp(-x, -M - 1, M);
  });
}
#endif
