#ifndef C2H_VIADDMAX_U16X2
#define C2H_VIADDMAX_U16X2
__device__ static inline unsigned c2h_viaddmax_u16x2(unsigned a, unsigned b, unsigned c) {
  return c2h_simd_lanes3(a, b, c, [](int x, int y, int z, unsigned ux, unsigned uy, unsigned uz) {
    return max((ux + uy) & 0xffffu, uz);
  });
}
#endif
