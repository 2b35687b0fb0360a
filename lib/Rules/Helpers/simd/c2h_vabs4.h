#ifndef C2H_VABS4
#define C2H_VABS4
__device__ static inline unsigned c2h_vabs4(unsigned a) {
  return c2h_simd_lanes<8>(a, 0u, [](int x, int, unsigned, unsigned) {
    return x < 0 ? -x : x;
  });
}
#endif
