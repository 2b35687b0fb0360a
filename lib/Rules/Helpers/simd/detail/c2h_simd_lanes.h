#ifndef C2H_SIMD_LANES
#define C2H_SIMD_LANES
// CUDA's packed SIMD functions (__vadd2, __vcmpgtu4, ...) and sm_90 DPX
// functions (__viaddmax_s16x2, ...), which HIP lacks. A ...2 or ...16x2
// function works on the two 16-bit lanes of its operands, a ...4 function
// on their four bytes; lane 0 is the low bits, and no carry crosses lanes.
// c2h_simd_lanes<W>(a, b, f) calls f(x, y, ux, uy) on each W-bit lane pair,
// lowest first (x, y signed; ux, uy unsigned) and packs the low W bits of
// the results.
template <int W, class F>
__device__ static inline unsigned c2h_simd_lanes(unsigned a, unsigned b, F f) {
  const unsigned mask = (1u << W) - 1;
  unsigned r = 0;
  for (int i = 0; i < 32; i += W) {
    unsigned ua = (a >> i) & mask, ub = (b >> i) & mask;
    int x = (int)(ua << (32 - W)) >> (32 - W), y = (int)(ub << (32 - W)) >> (32 - W);
    r |= ((unsigned)f(x, y, ua, ub) & mask) << i;
  }
  return r;
}
// The same on three operands' 16-bit lanes: f(x, y, z, ux, uy, uz).
template <class F>
__device__ static inline unsigned c2h_simd_lanes3(unsigned a, unsigned b, unsigned c, F f) {
  unsigned r = 0;
  for (int i = 0; i < 32; i += 16) {
    unsigned ua = (a >> i) & 0xffffu, ub = (b >> i) & 0xffffu, uc = (c >> i) & 0xffffu;
    r |= ((unsigned)f((int)(short)ua, (int)(short)ub, (int)(short)uc, ua, ub, uc) & 0xffffu)
         << i;
  }
  return r;
}
__device__ static inline int c2h_simd_clamp(int x, int lo, int hi) {
  return x < lo ? lo : x > hi ? hi : x;
}
#endif
