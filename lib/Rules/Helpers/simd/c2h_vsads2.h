#ifndef C2H_VSADS2
#define C2H_VSADS2
// The sum of the lanes' absolute differences.
__device__ static inline unsigned c2h_vsads2(unsigned a, unsigned b) {
  unsigned sum = 0;
  c2h_simd_lanes<16>(a, b, [&](int x, int y, unsigned ux, unsigned uy) {
    sum += (unsigned)(x > y ? x - y : y - x);
    return 0;
  });
  return sum;
}
#endif
