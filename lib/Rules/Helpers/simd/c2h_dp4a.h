#ifndef C2H_DP4A
#define C2H_DP4A
// CUDA's packed dot products, which HIP lacks. __dp4a adds the products
// of a's and b's four bytes to c; __dp2a_lo and __dp2a_hi add the products
// of a's two halfwords with b's bytes 0-1 (lo) or 2-3 (hi). Signed or
// unsigned as the operands are; the sum wraps at 32 bits.
__device__ static inline int c2h_dp4a(int a, int b, int c) {
  unsigned s = (unsigned)c;
  for (int i = 0; i < 32; i += 8)
    s += (unsigned)((signed char)(a >> i) * (signed char)(b >> i));
  return (int)s;
}
__device__ static inline unsigned c2h_dp4a(unsigned a, unsigned b, unsigned c) {
  for (int i = 0; i < 32; i += 8)
    c += ((a >> i) & 0xffu) * ((b >> i) & 0xffu);
  return c;
}
__device__ static inline int c2h_dp4a(char4 a, char4 b, int c) {
  return (int)((unsigned)c + (unsigned)(a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w));
}
__device__ static inline unsigned c2h_dp4a(uchar4 a, uchar4 b, unsigned c) {
  return c + (unsigned)(a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w);
}
__device__ static inline int c2h_dp2a(int a, int b, int c, int hi) {
  int lo = (short)a * (signed char)(b >> (16 * hi));
  int up = (short)(a >> 16) * (signed char)(b >> (16 * hi + 8));
  return (int)((unsigned)c + (unsigned)(lo + up));
}
__device__ static inline unsigned c2h_dp2a(unsigned a, unsigned b, unsigned c, int hi) {
  return c + (a & 0xffffu) * ((b >> (16 * hi)) & 0xffu) +
         (a >> 16) * ((b >> (16 * hi + 8)) & 0xffu);
}
__device__ static inline int c2h_dp2a_lo(int a, int b, int c) { return c2h_dp2a(a, b, c, 0); }
__device__ static inline int c2h_dp2a_hi(int a, int b, int c) { return c2h_dp2a(a, b, c, 1); }
__device__ static inline unsigned c2h_dp2a_lo(unsigned a, unsigned b, unsigned c) {
  return c2h_dp2a(a, b, c, 0);
}
__device__ static inline unsigned c2h_dp2a_hi(unsigned a, unsigned b, unsigned c) {
  return c2h_dp2a(a, b, c, 1);
}
__device__ static inline int c2h_dp2a_lo(short2 a, char4 b, int c) {
  return (int)((unsigned)c + (unsigned)(a.x * b.x + a.y * b.y));
}
__device__ static inline int c2h_dp2a_hi(short2 a, char4 b, int c) {
  return (int)((unsigned)c + (unsigned)(a.x * b.z + a.y * b.w));
}
__device__ static inline unsigned c2h_dp2a_lo(ushort2 a, uchar4 b, unsigned c) {
  return c + a.x * b.x + a.y * b.y;
}
__device__ static inline unsigned c2h_dp2a_hi(ushort2 a, uchar4 b, unsigned c) {
  return c + a.x * b.z + a.y * b.w;
}
#endif
