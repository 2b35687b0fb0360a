#ifndef C2H_VNEG4
#define C2H_VNEG4
__device__ static inline unsigned c2h_vneg4(unsigned a) {
  return c2h_simd_lanes<8>(a, 0u, [](int x, int, unsigned, unsigned) {
    return -x;
  });
}
#endif
