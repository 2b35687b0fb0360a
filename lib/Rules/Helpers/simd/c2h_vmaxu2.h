#ifndef C2H_VMAXU2
#define C2H_VMAXU2
__device__ static inline unsigned c2h_vmaxu2(unsigned a, unsigned b) {
  return c2h_simd_lanes<16>(a, b, [](int x, int y, unsigned ux, unsigned uy) {
    return ux > uy ? ux : uy;
  });
}
#endif
