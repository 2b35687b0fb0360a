#ifndef C2H_VABS2
#define C2H_VABS2
__device__ static inline unsigned c2h_vabs2(unsigned a) {
  return c2h_simd_lanes<16>(a, 0u, [](int x, int, unsigned, unsigned) {
    return x < 0 ? -x : x;
  });
}
#endif
