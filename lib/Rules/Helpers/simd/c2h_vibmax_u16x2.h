#ifndef C2H_VIBMAX_U16X2
#define C2H_VIBMAX_U16X2
// Also sets *pred_hi and *pred_lo: lane 1's and lane 0's a >= b.
__device__ static inline unsigned c2h_vibmax_u16x2(unsigned a, unsigned b, bool *pred_hi,
                                                   bool *pred_lo) {
  int lane = 0;
  return c2h_simd_lanes<16>(a, b, [&](int x, int y, unsigned ux, unsigned uy) {
    *(lane++ ? pred_hi : pred_lo) = ux >= uy;
    return max(ux, uy);
  });
}
#endif
