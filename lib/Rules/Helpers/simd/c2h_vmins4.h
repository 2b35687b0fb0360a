#ifndef C2H_VMINS4
#define C2H_VMINS4
__device__ static inline unsigned c2h_vmins4(unsigned a, unsigned b) {
  return c2h_simd_lanes<8>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return x < y ? x : y;
  });
}
#endif
