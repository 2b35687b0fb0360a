#ifndef C2H_VIMIN_S16X2_RELU
#define C2H_VIMIN_S16X2_RELU
__device__ static inline unsigned c2h_vimin_s16x2_relu(unsigned a, unsigned b) {
  return c2h_simd_lanes<16>(a, b, [](int x, int y, unsigned, unsigned) { return max(min(x, y), 0); });
}
#endif
