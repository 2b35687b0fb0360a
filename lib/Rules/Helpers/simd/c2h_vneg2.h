#ifndef C2H_VNEG2
#define C2H_VNEG2
__device__ static inline unsigned c2h_vneg2(unsigned a) {
  return c2h_simd_lanes<16>(a, 0u, [](int x, int, unsigned, unsigned) {
    return -x;
  });
}
#endif
