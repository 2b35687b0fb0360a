#ifndef C2H_VABSDIFFS2
#define C2H_VABSDIFFS2
__device__ static inline unsigned c2h_vabsdiffs2(unsigned a, unsigned b) {
  return c2h_simd_lanes<16>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return (unsigned)(x > y ? x - y : y - x);
  });
}
#endif
