#ifndef C2H_VABSSS4
#define C2H_VABSSS4
__device__ static inline unsigned c2h_vabsss4(unsigned a) {
  return c2h_simd_lanes<8>(a, 0u, [](int x, int, unsigned, unsigned) {
    constexpr int M = (1 << 7) - 1;
    return c2h_simd_clamp(x < 0 ? -x : x, -M - 1, M);
  });
}
#endif
