#ifndef C2H_VIMIN3_U16X2
#define C2H_VIMIN3_U16X2
__device__ static inline unsigned c2h_vimin3_u16x2(unsigned a, unsigned b, unsigned c) {
  return c2h_simd_lanes3(a, b, c, [](int x, int y, int z, unsigned ux, unsigned uy, unsigned uz) {
    return min(min(ux, uy), uz);
  });
}
#endif
