#ifndef C2H_VSETGTS4
#define C2H_VSETGTS4
__device__ static inline unsigned c2h_vsetgts4(unsigned a, unsigned b) {
  return c2h_simd_lanes<8>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return x > y ? 1 : 0;
  });
}
#endif
