#ifndef C2H_VIADDMIN_S16X2_RELU
#define C2H_VIADDMIN_S16X2_RELU
__device__ static inline unsigned c2h_viaddmin_s16x2_relu(unsigned a, unsigned b, unsigned c) {
  return c2h_simd_lanes3(a, b, c, [](int x, int y, int z, unsigned ux, unsigned uy, unsigned uz) {
    return max(min((int)(short)(x + y), z), 0);
  });
}
#endif
