#ifndef C2H_VNEGSS2
#define C2H_VNEGSS2
__device__ static inline unsigned c2h_vnegss2(unsigned a) {
  return c2h_simd_lanes<16>(a, 0u, [](int x, int, unsigned, unsigned) {
    constexpr int M = (1 << 15) - 1;
    return c2h_simd_clamp(-x, -M - 1, M);
  });
}
#endif
