#ifndef C2H_MATRIX_PTX
#define C2H_MATRIX_PTX
// CUDA's warp matrix PTX (mma.sync m16n8k16 and m16n8k8, ldmatrix,
// movmatrix) for one 32-lane CUDA warp, with every register in NVIDIA's
// documented layout (PTX ISA; g = lane / 4, t = lane % 4), so the program's
// own fragment arithmetic and shared-memory addressing stay right. On gfx9
// with MFMA the products run on the matrix cores (c2h_mma_m16n8_core, the
// operands moved into AMD's lane layout and back); elsewhere, and when only
// one warp of a wavefront calls, width-32 shuffles form them and add them to
// C in k order in float (docs/rules/c2h-matrix-ptx.md).
// Element i (0 or 1) of a register holding two f16 or bf16 values.
__device__ static inline float c2h_mma_elem(unsigned w, int i, bool bf16) {
  unsigned short h = (unsigned short)(w >> (16 * i));
  return bf16 ? __builtin_bit_cast(float, (unsigned)h << 16)
              : (float)__builtin_bit_cast(_Float16, h);
}
__device__ static inline unsigned c2h_mma_pack_f16(float lo, float hi) {
  return __builtin_bit_cast(unsigned short, (_Float16)lo) |
         (unsigned)__builtin_bit_cast(unsigned short, (_Float16)hi) << 16;
}
// D = A B + C for m16n8kK: A in registers a[] (rows g and g + 8, columns
// 2t, 2t + 1, then the same 8 columns on), B in b[] (k = 2t, 2t + 1, then 8
// on; column g), C and D as c[0..3] = rows g, g, g + 8, g + 8 and columns
// 2t, 2t + 1, 2t, 2t + 1. A[r][k] sits in lane 4 (r % 8) + k % 8 / 2, and
// B[k][n] in lane 4 n + k % 8 / 2, so each k pair takes four shuffles.
// The word that lane src (0..63 of the wavefront) holds in reg[want], where
// want may differ from lane to lane: one shuffle per register.
template <int N>
__device__ static inline unsigned c2h_mma_fetch(const unsigned *reg, int want, int src) {
  unsigned v = 0;
  for (int r = 0; r < N; ++r) {
    unsigned x = __shfl(reg[r], src, 64);
    v = r == want ? x : v;
  }
  return v;
}
// gfx908/gfx90a/gfx94x: both warps of the wavefront on the matrix cores, as
// one 16x16x16 MFMA pair with a block-diagonal B: the first MFMA takes warp
// 0's A and its B in columns 0-7 (zeros in 8-15), the second accumulates
// warp 1's A times its B in columns 8-15, so D holds warp 0's 16x8 result in
// columns 0-7 and warp 1's in 8-15. MFMA lane l needs A[l % 16][4 (l / 16)
// + i] and B[4 (l / 16) + i][l % 16]: each is fetched from the NVIDIA lane
// and register that hold it, and each lane fetches its D elements back.
// m16n8k8 pads k 8-15 with zeros. C is added in NVIDIA's layout. False
// (nothing done) elsewhere, for bf16 on gfx908, or when the other warp of
// the wavefront is not in the call.
template <int K>
__device__ static inline bool c2h_mma_m16n8_core(const unsigned *a, const unsigned *b,
                                                 const float *c, float *d, bool bf16) {
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx940__) ||          \
    defined(__gfx941__) || defined(__gfx942__)
#if defined(__gfx908__)
  if (bf16)
    return false;
#endif
  if (__ballot(1) != ~0ull)
    return false;
  typedef _Float16 half4_t __attribute__((ext_vector_type(4)));
  typedef short short4_t __attribute__((ext_vector_type(4)));
  typedef float float4_t __attribute__((ext_vector_type(4)));
  int l = __lane_id(), q = l / 16, rn = l % 16, pair = 4 * q % 8 / 2;
  bool in_k = 4 * q < K; // m16n8k8: k 8-15 are zeros
  float4_t acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int w = 0; w < 2; ++w) {
    int base = 32 * w;
    int ra = rn / 8 + 2 * (q / 2), rb = q / 2;
    unsigned a_lo = c2h_mma_fetch<K / 4>(a, ra, base + 4 * (rn % 8) + pair);
    unsigned a_hi = c2h_mma_fetch<K / 4>(a, ra, base + 4 * (rn % 8) + pair + 1);
    unsigned b_lo = c2h_mma_fetch<K / 8>(b, rb, base + 4 * (rn % 8) + pair);
    unsigned b_hi = c2h_mma_fetch<K / 8>(b, rb, base + 4 * (rn % 8) + pair + 1);
    if (!in_k)
      a_lo = a_hi = 0;
    if (!in_k || rn / 8 != w)
      b_lo = b_hi = 0;
    if (bf16) {
#if !defined(__gfx908__)
      short4_t av = {(short)a_lo, (short)(a_lo >> 16), (short)a_hi, (short)(a_hi >> 16)};
      short4_t bv = {(short)b_lo, (short)(b_lo >> 16), (short)b_hi, (short)(b_hi >> 16)};
      acc = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(av, bv, acc, 0, 0, 0);
#endif
    } else {
      half4_t av, bv;
      for (int i = 0; i < 2; ++i) {
        av[i] = __builtin_bit_cast(_Float16, (unsigned short)(a_lo >> (16 * i)));
        av[2 + i] = __builtin_bit_cast(_Float16, (unsigned short)(a_hi >> (16 * i)));
        bv[i] = __builtin_bit_cast(_Float16, (unsigned short)(b_lo >> (16 * i)));
        bv[2 + i] = __builtin_bit_cast(_Float16, (unsigned short)(b_hi >> (16 * i)));
      }
      acc = __builtin_amdgcn_mfma_f32_16x16x16f16(av, bv, acc, 0, 0, 0);
    }
  }
  // D[row][col] is in MFMA lane col + 16 (row / 4), element row % 4; this
  // lane's warp has columns 8h.. of it.
  unsigned acc_bits[4];
  for (int i = 0; i < 4; ++i) {
    float x = acc[i]; // a value: bit_cast of a vector element reads element 0
    acc_bits[i] = __builtin_bit_cast(unsigned, x);
  }
  int h = l / 32, g = l % 32 / 4, t = l % 4;
  for (int i = 0; i < 4; ++i) {
    int row = g + 8 * (i / 2), col = 8 * h + 2 * t + i % 2;
    d[i] = c[i] + __builtin_bit_cast(float,
                                     c2h_mma_fetch<4>(acc_bits, row % 4, col + 16 * (row / 4)));
  }
  return true;
#else
  return false;
#endif
}
template <int K>
__device__ static inline void c2h_mma_m16n8(const unsigned *a, const unsigned *b, const float *c,
                                            float *d, bool bf16) {
  if (c2h_mma_m16n8_core<K>(a, b, c, d, bf16))
    return;
  int lane = __lane_id() & 31, g = lane / 4, t = lane % 4;
  for (int i = 0; i < 4; ++i)
    d[i] = c[i];
  for (int kp = 0; kp < K / 2; ++kp) {
    unsigned a_lo = __shfl(a[2 * (kp / 4)], 4 * g + kp % 4, 32);
    unsigned a_hi = __shfl(a[2 * (kp / 4) + 1], 4 * g + kp % 4, 32);
    unsigned b_0 = __shfl(b[kp / 4], 8 * t + kp % 4, 32);
    unsigned b_1 = __shfl(b[kp / 4], 8 * t + 4 + kp % 4, 32);
    for (int e = 0; e < 2; ++e) {
      float x_lo = c2h_mma_elem(a_lo, e, bf16), x_hi = c2h_mma_elem(a_hi, e, bf16);
      float y_0 = c2h_mma_elem(b_0, e, bf16), y_1 = c2h_mma_elem(b_1, e, bf16);
      d[0] += x_lo * y_0;
      d[1] += x_lo * y_1;
      d[2] += x_hi * y_0;
      d[3] += x_hi * y_1;
    }
  }
}
template <class T>
__device__ static inline void
c2h_mma_m16n8k16_f32_f16(T &d0, T &d1, T &d2, T &d3, unsigned a0, unsigned a1, unsigned a2,
                         unsigned a3, unsigned b0, unsigned b1, float c0, float c1, float c2,
                         float c3, bool bf16 = false) {
  const unsigned a[4] = {a0, a1, a2, a3}, b[2] = {b0, b1};
  const float c[4] = {c0, c1, c2, c3};
  float d[4];
  c2h_mma_m16n8<16>(a, b, c, d, bf16);
  d0 = d[0], d1 = d[1], d2 = d[2], d3 = d[3];
}
template <class T>
__device__ static inline void
c2h_mma_m16n8k16_f32_bf16(T &d0, T &d1, T &d2, T &d3, unsigned a0, unsigned a1, unsigned a2,
                          unsigned a3, unsigned b0, unsigned b1, float c0, float c1, float c2,
                          float c3) {
  c2h_mma_m16n8k16_f32_f16(d0, d1, d2, d3, a0, a1, a2, a3, b0, b1, c0, c1, c2, c3, true);
}
template <class T>
__device__ static inline void c2h_mma_m16n8k16_f16_f16(T &d0, T &d1, unsigned a0, unsigned a1,
                                                       unsigned a2, unsigned a3, unsigned b0,
                                                       unsigned b1, unsigned c0, unsigned c1) {
  const unsigned a[4] = {a0, a1, a2, a3}, b[2] = {b0, b1};
  const float c[4] = {c2h_mma_elem(c0, 0, false), c2h_mma_elem(c0, 1, false),
                      c2h_mma_elem(c1, 0, false), c2h_mma_elem(c1, 1, false)};
  float d[4];
  c2h_mma_m16n8<16>(a, b, c, d, false);
  d0 = __builtin_bit_cast(T, c2h_mma_pack_f16(d[0], d[1]));
  d1 = __builtin_bit_cast(T, c2h_mma_pack_f16(d[2], d[3]));
}
template <class T>
__device__ static inline void c2h_mma_m16n8k8_f32_f16(T &d0, T &d1, T &d2, T &d3, unsigned a0,
                                                      unsigned a1, unsigned b0, float c0,
                                                      float c1, float c2, float c3,
                                                      bool bf16 = false) {
  const unsigned a[2] = {a0, a1}, b[1] = {b0};
  const float c[4] = {c0, c1, c2, c3};
  float d[4];
  c2h_mma_m16n8<8>(a, b, c, d, bf16);
  d0 = d[0], d1 = d[1], d2 = d[2], d3 = d[3];
}
template <class T>
__device__ static inline void c2h_mma_m16n8k8_f32_bf16(T &d0, T &d1, T &d2, T &d3, unsigned a0,
                                                       unsigned a1, unsigned b0, float c0,
                                                       float c1, float c2, float c3) {
  c2h_mma_m16n8k8_f32_f16(d0, d1, d2, d3, a0, a1, b0, c0, c1, c2, c3, true);
}
template <class T>
__device__ static inline void c2h_mma_m16n8k8_f16_f16(T &d0, T &d1, unsigned a0, unsigned a1,
                                                      unsigned b0, unsigned c0, unsigned c1) {
  const unsigned a[2] = {a0, a1}, b[1] = {b0};
  const float c[4] = {c2h_mma_elem(c0, 0, false), c2h_mma_elem(c0, 1, false),
                      c2h_mma_elem(c1, 0, false), c2h_mma_elem(c1, 1, false)};
  float d[4];
  c2h_mma_m16n8<8>(a, b, c, d, false);
  d0 = __builtin_bit_cast(T, c2h_mma_pack_f16(d[0], d[1]));
  d1 = __builtin_bit_cast(T, c2h_mma_pack_f16(d[2], d[3]));
}
// ldmatrix: lanes 8j..8j+7 give the shared-window addresses of the 8 rows
// (16 bytes each) of matrix j; lane l receives row l / 4, columns 2 (l % 4)
// and 2 (l % 4) + 1 of each matrix, or with .trans column l / 4, rows
// 2 (l % 4) and 2 (l % 4) + 1.
template <bool Trans>
__device__ static inline unsigned c2h_ldmatrix_one(int j, unsigned addr) {
  int lane = __lane_id() & 31;
  if (!Trans)
    return *(const unsigned *)c2h_cvta_shared_to_generic(
        __shfl(addr, 8 * j + lane / 4, 32) + 4 * (lane % 4));
  unsigned r0 = __shfl(addr, 8 * j + 2 * (lane % 4), 32);
  unsigned r1 = __shfl(addr, 8 * j + 2 * (lane % 4) + 1, 32);
  unsigned lo = *(const unsigned short *)c2h_cvta_shared_to_generic(r0 + 2 * (lane / 4));
  unsigned hi = *(const unsigned short *)c2h_cvta_shared_to_generic(r1 + 2 * (lane / 4));
  return lo | hi << 16;
}
template <class T> __device__ static inline void c2h_ldmatrix_x1(T &r0, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(0, addr));
}
template <class T> __device__ static inline void c2h_ldmatrix_x2(T &r0, T &r1, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(0, addr));
  r1 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(1, addr));
}
template <class T>
__device__ static inline void c2h_ldmatrix_x4(T &r0, T &r1, T &r2, T &r3, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(0, addr));
  r1 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(1, addr));
  r2 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(2, addr));
  r3 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(3, addr));
}
template <class T> __device__ static inline void c2h_ldmatrix_x1_trans(T &r0, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(0, addr));
}
template <class T>
__device__ static inline void c2h_ldmatrix_x2_trans(T &r0, T &r1, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(0, addr));
  r1 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(1, addr));
}
template <class T>
__device__ static inline void c2h_ldmatrix_x4_trans(T &r0, T &r1, T &r2, T &r3, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(0, addr));
  r1 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(1, addr));
  r2 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(2, addr));
  r3 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(3, addr));
}
// movmatrix .trans: an 8x8 matrix in the layout above (lane l: row l / 4,
// columns 2 (l % 4), +1) becomes its transpose in the same layout.
template <class T> __device__ static inline void c2h_movmatrix_trans(T &d, unsigned a) {
  int lane = __lane_id() & 31, s = 16 * (lane / 4 % 2);
  unsigned x = __shfl(a, 8 * (lane % 4) + lane / 8, 32);
  unsigned y = __shfl(a, 8 * (lane % 4) + 4 + lane / 8, 32);
  d = __builtin_bit_cast(T, (x >> s & 0xffffu) | (y >> s & 0xffffu) << 16);
}
#endif
