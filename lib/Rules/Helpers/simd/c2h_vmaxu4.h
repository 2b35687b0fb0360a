#ifndef C2H_VMAXU4
#define C2H_VMAXU4
__device__ static inline unsigned c2h_vmaxu4(unsigned a, unsigned b) {
  return c2h_simd_lanes<8>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return ux > uy ? ux : uy;
  });
}
#endif
