#ifndef C2H_VSADU2
#define C2H_VSADU2
// The sum of the lanes' absolute differences.
__device__ static inline unsigned c2h_vsadu2(unsigned a, unsigned b) {
  unsigned sum = 0;
  c2h_simd_lanes<16>(a, b, [&](int x, int y, unsigned ux, unsigned uy) {
    sum += (unsigned)(ux > uy ? ux - uy : uy - ux);
    return 0;
  });
  return sum;
}
#endif
