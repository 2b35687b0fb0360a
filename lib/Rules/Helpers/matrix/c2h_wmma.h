#ifndef C2H_WMMA
#define C2H_WMMA
#include <hip/hip_fp16.h>
// CUDA's warp matrix functions (nvcuda::wmma), which HIP lacks. A fragment
// belongs to one 32-lane CUDA warp (half of a 64-lane wavefront on gfx9).
// Each shape is a sum of matrix-core products (16x16x16 for 16- and 8-bit
// inputs, 16x16x4 for tf32 and fp64), and a fragment holds its part of them
// in the MFMA lane layout folded onto 32 lanes (element_at), so a product
// moves no more than halves between lanes. Code that reads x[i] by position
// assumed NVIDIA's layout instead (c2h-wmma-layout).
// mma_sync runs on the matrix cores: MFMA on gfx908, gfx90a and gfx94x when
// both warps of the wavefront call it together (they take turns, each
// spread over all 64 lanes), and WMMA on RDNA3 (gfx11). Otherwise a warp
// computes its tile with shuffles, accumulating in float (int for 8-bit,
// double for fp64) in k order.
namespace c2h {
namespace wmma {
struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };
namespace precision {
struct tf32 {};
} // namespace precision
// The layout of a 16x16 accumulator that the program reads by position as
// CUDA places its elements on sm_80 and later (c2h-wmma-nvidia-layout):
// lane l's element i is row l / 4 + 8 ((i / 2) % 2), column 2 (l % 4) +
// i % 2 + 8 (i / 4). mma_sync converts it to and from its own layout.
struct nvidia_layout {};
template <class T> struct storage { typedef T type; };
template <> struct storage<precision::tf32> { typedef float type; };
// The accumulation type for an accumulator of type T.
template <class T> struct sum_type { typedef float type; };
template <> struct sum_type<int> { typedef int type; };
template <> struct sum_type<double> { typedef double type; };
// K picks the layout family: 16 (16- and 8-bit inputs), 8 (tf32), 4 (fp64).
template <class Use, int M, int N, int K> struct shape;
template <int M, int N, int K> struct shape<matrix_a, M, N, K> {
  static constexpr int elements = K == 16 ? (M == 32 ? 16 : 8) : K == 8 ? 4 : 1;
};
template <int M, int N, int K> struct shape<matrix_b, M, N, K> {
  static constexpr int elements = K == 16 ? (N == 32 ? 16 : 8) : K == 8 ? 4 : 1;
};
template <int M, int N, int K> struct shape<accumulator, M, N, K> {
  static constexpr int elements = K == 4 ? 2 : 8;
};
template <class Use, int M, int N, int K, class T, class Layout = void>
struct fragment {
  static constexpr int num_elements = shape<Use, M, N, K>::elements;
  typedef typename storage<T>::type element_type;
  typedef element_type storage_element_type;
  element_type x[num_elements];
};
__device__ static inline int lane() { return __lane_id() & 31; }
// The row r and column c of slot s of lane j. An operand element has a
// position (A's row, B's column) and a depth (its k); e = j % 16, g = j / 16.
//  - K = 16: slot s = 8 b + 4 q + i is depth 4 g + 8 q + i at position e of
//    16x16 block b. A 32-row A and a 32-column B are two blocks; an 8-row A
//    and an 8-column B fill one block twice (position e % 8). A 32x8
//    accumulator is the 16x16 block [rows 0-15 | rows 16-31], an 8x32 one
//    [columns 0-15 ; columns 16-31].
//  - K = 8 (two 16x16x4 products t): slot s = 2 t + q is depth 4 t + 2 q + g
//    at position e; the accumulator is the 16x16 block above.
//  - K = 4: depth 2 (e / 8) + g at position j % 8; the accumulator holds
//    rows 4 g + 2 (e / 8) + s of column j % 8.
template <class Use, int M, int N, int K, class L = void>
__device__ static inline void element_at(int j, int s, int &r, int &c) {
  const bool is_a = __is_same(Use, matrix_a), is_b = __is_same(Use, matrix_b);
  int e = j % 16, g = j / 16, d, p;
  if (__is_same(L, nvidia_layout)) {
    r = j / 4 + 8 * (s / 2 % 2);
    c = 2 * (j % 4) + s % 2 + 8 * (s / 4);
    return;
  }
  if (K == 4) {
    d = 2 * (e / 8) + g;
    p = j % 8;
    if (!is_a && !is_b) {
      r = 4 * g + 2 * (e / 8) + s;
      c = p;
      return;
    }
  } else if (K == 8 && (is_a || is_b)) {
    d = 4 * (s / 2) + 2 * (s % 2) + g;
    p = e;
  } else {
    d = 4 * g + 8 * (s / 4 % 2) + s % 4;
    p = 16 * (s / 8) + e;
    if (is_a && M == 8)
      p = e % 8;
    if (is_b && N == 8)
      p = e % 8;
    if (!is_a && !is_b) {
      r = M == 32 ? 16 * (e / 8) + d : M == 8 ? d % 8 : d;
      c = M == 32 ? e % 8 : M == 8 ? 16 * (d / 8) + e : e;
      return;
    }
  }
  r = is_a ? p : d;
  c = is_a ? d : p;
}
template <class Use, int M, int N, int K, class T, class L, class V>
__device__ static inline void fill_fragment(fragment<Use, M, N, K, T, L> &f, const V &v) {
#pragma unroll
  for (int s = 0; s < f.num_elements; ++s)
    f.x[s] = v;
}
template <class Use, int M, int N, int K, class T, class L, class P>
__device__ static inline void load_matrix_sync(fragment<Use, M, N, K, T, L> &f, const P *p,
                                               unsigned ldm) {
#pragma unroll
  for (int s = 0, r, c; s < f.num_elements; ++s) {
    element_at<Use, M, N, K>(lane(), s, r, c);
    f.x[s] = __is_same(L, col_major) ? p[c * ldm + r] : p[r * ldm + c];
  }
}
template <int M, int N, int K, class T, class L, class P>
__device__ static inline void load_matrix_sync(fragment<accumulator, M, N, K, T, L> &f,
                                               const P *p, unsigned ldm, layout_t layout) {
#pragma unroll
  for (int s = 0, r, c; s < f.num_elements; ++s) {
    element_at<accumulator, M, N, K, L>(lane(), s, r, c);
    f.x[s] = layout == mem_col_major ? p[c * ldm + r] : p[r * ldm + c];
  }
}
template <int M, int N, int K, class T, class L, class P>
__device__ static inline void store_matrix_sync(P *p,
                                                const fragment<accumulator, M, N, K, T, L> &f,
                                                unsigned ldm, layout_t layout) {
#pragma unroll
  for (int s = 0, r, c; s < f.num_elements; ++s) {
    element_at<accumulator, M, N, K, L>(lane(), s, r, c);
    (layout == mem_col_major ? p[c * ldm + r] : p[r * ldm + c]) = f.x[s];
  }
}
// CUDA rounds to tf32 (10 mantissa bits, to nearest, ties away from zero).
__device__ static inline float __float_to_tf32(float v) {
  unsigned u = __builtin_bit_cast(unsigned, v);
  if ((u & 0x7f800000u) != 0x7f800000u)
    u = (u + 0x1000u) & 0xffffe000u;
  return __builtin_bit_cast(float, u);
}
// An input element in the accumulation type. bf16 (the 16-bit type that is
// not __half) widens by its bits, since ROCm's bf16 types differ in what
// conversions they offer.
template <bool> struct bf16_tag {};
template <class V, class T> __device__ static inline V widen(const T &x, bf16_tag<false>) {
  return V(x);
}
template <class V, class T> __device__ static inline V widen(const T &x, bf16_tag<true>) {
  return V(__builtin_bit_cast(float, (unsigned)__builtin_bit_cast(unsigned short, x) << 16));
}
template <class V, class T> __device__ static inline V widen(const T &x) {
  return widen<V>(x, bf16_tag<sizeof(T) == 2 && !__is_same(T, __half)>());
}
// satf: a float result is clamped to the finite range, and NaN becomes 0.
template <class V> __device__ static inline V saturate(V v, bool) { return v; }
__device__ static inline float saturate(float v, bool satf) {
  if (!satf)
    return v;
  return v != v ? 0.0f : __builtin_fminf(__builtin_fmaxf(v, -3.40282347e38f), 3.40282347e38f);
}

// The shuffle path. The lane that holds depth d at position p of an operand,
// and its slot in block 0 (p / 16 is the block of a two-block operand).
template <int K> __device__ static inline int holder_lane(int p, int d) {
  return K == 4 ? p % 8 + 8 * (d / 2) + 16 * (d % 2)
                : K == 8 ? p % 16 + 16 * (d % 2) : p % 16 + 16 * (d % 8 / 4);
}
template <int K> __device__ static inline int holder_slot(int d) {
  return K == 4 ? 0 : K == 8 ? 2 * (d / 4) + d % 4 / 2 : 4 * (d / 8) + d % 4;
}
// Depth d at position p of operand f, from the lane that holds it. Called
// with constant d in unrolled loops, so the slots read are constants and the
// fragments stay in registers.
template <class V, int K, class F> __device__ static inline V fetch(const F &f, int p, int d) {
  int from = holder_lane<K>(p, d);
  V v = __shfl(widen<V>(f.x[holder_slot<K>(d)]), from, 32);
  if (K == 16 && F::num_elements == 16) {
    V w = __shfl(widen<V>(f.x[8 + holder_slot<K>(d)]), from, 32);
    v = p >= 16 ? w : v;
  }
  return v;
}

// The matrix-core paths. Each target test is inside a function, so every
// target compiles them and only a target with the instruction reaches a
// builtin.
typedef int int2_t __attribute__((ext_vector_type(2)));
typedef int int4_t __attribute__((ext_vector_type(4)));
typedef _Float16 half4_t __attribute__((ext_vector_type(4)));
typedef short short4_t __attribute__((ext_vector_type(4)));
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef double double4_t __attribute__((ext_vector_type(4)));
// What a 16- or 8-bit input is: 1 f16, 2 bf16 (any other 16-bit type),
// 3 signed and 4 unsigned 8-bit; 0 none of them.
template <class T, int = sizeof(T)> struct input_kind { static constexpr int value = 0; };
template <class T> struct input_kind<T, 2> { static constexpr int value = 2; };
template <> struct input_kind<__half, 2> { static constexpr int value = 1; };
template <> struct input_kind<signed char, 1> { static constexpr int value = 3; };
template <> struct input_kind<unsigned char, 1> { static constexpr int value = 4; };
// Whether the device pass's matrix cores take an input kind: gfx908 f16
// and 8-bit, gfx90a and gfx94x bf16 too, RDNA3 all four.
__device__ static constexpr bool on_matrix_cores(int k) {
#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  return k >= 1 && k <= 3;
#elif defined(__gfx908__)
  return k == 1 || k == 3;
#elif defined(__GFX11__)
  return k >= 1;
#else
  (void)k;
  return false;
#endif
}
template <int Kind> struct kind {};
// Four elements of one half of a block as words: two for 16-bit inputs, one
// for 8-bit ones (element i in the low half or byte i first).
template <class T> __device__ static inline int bits(const T &x, kind<2>) {
  return __builtin_bit_cast(unsigned short, x);
}
template <class T> __device__ static inline int bits(const T &x, kind<1>) {
  return (unsigned char)__builtin_bit_cast(char, x);
}
__device__ static inline void pack(const int *b, int *w, kind<2>) {
  w[0] = b[0] | b[1] << 16;
  w[1] = b[2] | b[3] << 16;
}
__device__ static inline void pack(const int *b, int *w, kind<1>) {
  w[0] = b[0] | b[1] << 8 | b[2] << 16 | (unsigned)b[3] << 24;
}
template <class T> __device__ static inline void pack(const T *x, int *w) {
  int b[4];
  for (int i = 0; i < 4; ++i)
    b[i] = bits(x[i], kind<sizeof(T)>());
  pack(b, w, kind<sizeof(T)>());
}
// A 16x16 block of an operand for both turns. In warp w's turn lane l plays
// MFMA lane l and needs half h = l / 32 of the block of lane l % 32 of warp
// w: its own (mine) when h == w, else its partner's (lane l ^ 32), which
// each lane fetches once for both turns (far).
template <int W> struct turns {
  int mine[W], rest[W], far[W];
};
template <class T, int W> __device__ static inline turns<W> halves(const T *x) {
  int lo[W], hi[W], h = __lane_id() >> 5;
  pack(x, lo);
  pack(x + 4, hi);
  turns<W> t;
  for (int i = 0; i < W; ++i) {
    t.mine[i] = h ? hi[i] : lo[i];
    t.rest[i] = h ? lo[i] : hi[i];
    t.far[i] = __shfl_xor(t.rest[i], 32, 64);
  }
  return t;
}
template <int W>
__device__ static inline void pick(const turns<W> &t, int w, bool zero, int *out) {
  int h = __lane_id() >> 5;
  for (int i = 0; i < W; ++i)
    out[i] = zero ? 0 : w == h ? t.mine[i] : t.far[i];
}
// One 16x16x16 MFMA of the wavefront, by input kind.
__device__ static inline float4_t mfma_block(kind<1>, const int *a, const int *b, float4_t c) {
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx940__) ||             \
    defined(__gfx941__) || defined(__gfx942__)
  int2_t av = {a[0], a[1]}, bv = {b[0], b[1]};
  return __builtin_amdgcn_mfma_f32_16x16x16f16(__builtin_bit_cast(half4_t, av),
                                               __builtin_bit_cast(half4_t, bv), c, 0, 0, 0);
#else
  return c;
#endif
}
__device__ static inline float4_t mfma_block(kind<2>, const int *a, const int *b, float4_t c) {
#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  int2_t av = {a[0], a[1]}, bv = {b[0], b[1]};
  return __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(__builtin_bit_cast(short4_t, av),
                                                   __builtin_bit_cast(short4_t, bv), c, 0, 0, 0);
#else
  return c;
#endif
}
__device__ static inline int4_t mfma_block(kind<3>, const int *a, const int *b, int4_t c) {
#if defined(__gfx908__) || defined(__gfx90a__)
  return __builtin_amdgcn_mfma_i32_16x16x16i8(a[0], b[0], c, 0, 0, 0);
#else
  return c;
#endif
}
__device__ static inline int4_t mfma_block(kind<4>, const int *, const int *, int4_t c) {
  return c; // not reached: gfx9 has no unsigned 8-bit MFMA
}
template <class T> struct mfma_result { typedef float4_t type; };
template <> struct mfma_result<signed char> { typedef int4_t type; };
template <> struct mfma_result<unsigned char> { typedef int4_t type; };
// The element type of a matrix-core result.
template <class R> struct lane_value { typedef float type; };
template <> struct lane_value<int4_t> { typedef int type; };
// One product of warp w's turn.
template <int K, int W, class R>
__device__ static inline R mfma_step(kind<K>, const turns<W> &a, const turns<W> &b, int w,
                                     bool zero_a, bool zero_b, R c) {
  int av[W], bv[W];
  pick(a, w, zero_a, av);
  pick(b, w, zero_b, bv);
  return mfma_block(kind<K>(), av, bv, c);
}
// gfx94x multiplies 8-bit inputs only as 16x16x32: lanes 0-31 carry a
// warp's 16 depths (both halves of lane l of warp w, 8 bytes; A and B list
// the depths in the same order, so the sum is the same), lanes 32-63 zeros.
__device__ static inline int4_t mfma_step(kind<3>, const turns<1> &a, const turns<1> &b, int w,
                                          bool zero_a, bool zero_b, int4_t c) {
#if defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  int h = __lane_id() >> 5;
  int a_hi = __shfl_xor(a.mine[0], 32, 64), b_hi = __shfl_xor(b.mine[0], 32, 64);
  long av = h || zero_a ? 0
                        : w ? (unsigned)a.far[0] | (long)a_hi << 32
                            : (unsigned)a.mine[0] | (long)a.rest[0] << 32;
  long bv = h || zero_b ? 0
                        : w ? (unsigned)b.far[0] | (long)b_hi << 32
                            : (unsigned)b.mine[0] | (long)b.rest[0] << 32;
  return __builtin_amdgcn_mfma_i32_16x16x32_i8(av, bv, c, 0, 0, 0);
#else
  int av, bv;
  pick(a, w, zero_a, &av);
  pick(b, w, zero_b, &bv);
  return mfma_block(kind<3>(), &av, &bv, c);
#endif
}
// D from the turns' 16x16 results: a lane keeps its own result of its
// warp's turn for its half's slots and takes the partner's for the other
// half; the partner takes this lane's result of the other turn. C is added
// in the fragment's own slots.
template <class FD, class FC, class R>
__device__ static inline void fold(FD &d, const FC &c, const R *turn) {
  typedef typename lane_value<R>::type V;
  int h = __lane_id() >> 5;
  for (int i = 0; i < 4; ++i) {
    V mine = h ? turn[1][i] : turn[0][i];
    V other = __shfl_xor(h ? turn[0][i] : turn[1][i], 32, 64);
    d.x[i] = V(c.x[i]) + (h ? other : mine);
    d.x[4 + i] = V(c.x[4 + i]) + (h ? mine : other);
  }
}
// The RDNA3 path: one warp is one wave32. Lane l gives WMMA the whole depth
// of position l % 16 (lanes 16-31 repeat lanes 0-15): its own halves and
// those of lane l ^ 16. The 16x16 result of lane l is rows 2 v + l / 16 of
// column l % 16.
typedef _Float16 half16_t __attribute__((ext_vector_type(16)));
typedef short short16_t __attribute__((ext_vector_type(16)));
typedef float float8_t __attribute__((ext_vector_type(8)));
typedef int int8w_t __attribute__((ext_vector_type(8)));
template <> struct lane_value<int8w_t> { typedef int type; };
template <class T>
__device__ static inline void wmma_operand(const T *x, bool zero, int *v) {
  // Word 2 G + 4 q + m (16-bit) or G + 2 q (8-bit) holds depths of half q
  // of lane group G.
  const int W = sizeof(T) == 2 ? 2 : 1;
  int g = lane() / 16;
  for (int q = 0; q < 2; ++q) {
    int w[2];
    pack(x + 4 * q, w);
    for (int m = 0; m < W; ++m) {
      int far = __shfl_xor(w[m], 16, 32);
      for (int G = 0; G < 2; ++G)
        v[W * G + 2 * W * q + m] = zero ? 0 : G == g ? w[m] : far;
    }
  }
}
template <class R, class FD, class FC>
__device__ static inline void wmma_fold(FD &d, const FC &c, const R &r) {
  typedef typename lane_value<R>::type V;
  int g = lane() / 16;
  for (int q = 0; q < 2; ++q)
    for (int i = 0; i < 4; ++i) {
      V own = g ? r[2 + 4 * q + i / 2] : r[4 * q + i / 2];
      V send = g ? r[4 * q + i / 2] : r[2 + 4 * q + i / 2];
      V got = __shfl_xor(send, 16, 32);
      d.x[4 * q + i] = V(c.x[4 * q + i]) + (i % 2 == g ? own : got);
    }
}
__device__ static inline int8w_t words8(const int *w) {
  int8w_t v;
  for (int i = 0; i < 8; ++i)
    v[i] = w[i];
  return v;
}
__device__ static inline float8_t wmma_block(kind<1>, const int *a, const int *b, float8_t c) {
#if defined(__GFX11__)
  return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(__builtin_bit_cast(half16_t, words8(a)),
                                                    __builtin_bit_cast(half16_t, words8(b)), c);
#else
  return c;
#endif
}
__device__ static inline float8_t wmma_block(kind<2>, const int *a, const int *b, float8_t c) {
#if defined(__GFX11__)
  return __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32(__builtin_bit_cast(short16_t, words8(a)),
                                                     __builtin_bit_cast(short16_t, words8(b)), c);
#else
  return c;
#endif
}
template <int Kind>
__device__ static inline int8w_t wmma_block(kind<Kind>, const int *a, const int *b, int8w_t c) {
#if defined(__GFX11__)
  int4_t av = {a[0], a[1], a[2], a[3]}, bv = {b[0], b[1], b[2], b[3]};
  return __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(Kind == 3, av, Kind == 3, bv, c, false);
#else
  return c;
#endif
}
template <class T> struct wmma_result { typedef float8_t type; };
template <> struct wmma_result<signed char> { typedef int8w_t type; };
template <> struct wmma_result<unsigned char> { typedef int8w_t type; };

// 16- and 8-bit inputs: one product per 16x16 block of the sum (two for
// 32x8 and 8x32, a duplicated operand zeroed outside the block it serves).
// Declines (false) where the target's matrix cores lack the type, and on
// gfx9 when the other warp of the wavefront is not in the call.
template <class FD, class FA, class FB, class FC>
__device__ static inline bool mma_matrix_core(FD &, const FA &, const FB &, const FC &) {
  return false;
}
template <int M, int N, class T, class LA, class LB, class TC, class TD>
__device__ static inline bool mma_matrix_core(fragment<accumulator, M, N, 16, TD> &d,
                                              const fragment<matrix_a, M, N, 16, T, LA> &a,
                                              const fragment<matrix_b, M, N, 16, T, LB> &b,
                                              const fragment<accumulator, M, N, 16, TC> &c) {
  const int K = input_kind<T>::value, W = sizeof(T) == 2 ? 2 : 1;
  const int steps = M == 16 && N == 16 ? 1 : 2;
  if (!on_matrix_cores(K))
    return false;
  int e = __lane_id() % 16;
#if defined(__GFX11__)
  typename wmma_result<T>::type r = {};
  for (int st = 0; st < steps; ++st) {
    int av[8], bv[8];
    wmma_operand(a.x + (M == 32 ? 8 * st : 0), M == 8 && e / 8 != st, av);
    wmma_operand(b.x + (N == 32 ? 8 * st : 0), N == 8 && e / 8 != st, bv);
    r = wmma_block(kind<K>(), av, bv, r);
  }
  wmma_fold(d, c, r);
  return true;
#else
  if (__ballot(1) != ~0ull)
    return false;
  turns<W> ta[2], tb[2];
  for (int blk = 0; blk < (M == 32 ? 2 : 1); ++blk)
    ta[blk] = halves<T, W>(a.x + 8 * blk);
  for (int blk = 0; blk < (N == 32 ? 2 : 1); ++blk)
    tb[blk] = halves<T, W>(b.x + 8 * blk);
  typename mfma_result<T>::type turn[2];
  for (int w = 0; w < 2; ++w) {
    turn[w] = typename mfma_result<T>::type{};
    for (int st = 0; st < steps; ++st) {
      const turns<W> &ra = ta[M == 32 ? st : 0], &rb = tb[N == 32 ? st : 0];
      bool zero_a = M == 8 && e / 8 != st, zero_b = N == 8 && e / 8 != st;
      turn[w] = mfma_step(kind<K>(), ra, rb, w, zero_a, zero_b, turn[w]);
    }
  }
  fold(d, c, turn);
  return true;
#endif
}
// tf32: two 16x16x4 fp32 products per turn, on every gfx9 with MFMA. The
// products are formed in full fp32 from the inputs as the program rounded
// them.
template <class LA, class LB, class TC>
__device__ static inline bool mma_matrix_core(fragment<accumulator, 16, 16, 8, float> &d,
                                              const fragment<matrix_a, 16, 16, 8, precision::tf32, LA> &a,
                                              const fragment<matrix_b, 16, 16, 8, precision::tf32, LB> &b,
                                              const fragment<accumulator, 16, 16, 8, TC> &c) {
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx940__) ||             \
    defined(__gfx941__) || defined(__gfx942__)
  if (__ballot(1) != ~0ull)
    return false;
  // Warp 0's turn takes half h of lane l % 32 of warp 0: slot 2t of this
  // lane for h = 0, slot 2t + 1 of the partner (lane l ^ 32) for h = 1;
  // warp 1's turn the mirror. Every slot read is a constant, so the
  // fragments stay in registers.
  int h = __lane_id() >> 5;
  float4_t turn[2] = {float4_t{}, float4_t{}};
#pragma unroll
  for (int t = 0; t < 2; ++t) {
    float a0 = a.x[2 * t], a1 = a.x[2 * t + 1], b0 = b.x[2 * t], b1 = b.x[2 * t + 1];
    float a0_far = __shfl_xor(a0, 32, 64), a1_far = __shfl_xor(a1, 32, 64);
    float b0_far = __shfl_xor(b0, 32, 64), b1_far = __shfl_xor(b1, 32, 64);
    turn[0] = __builtin_amdgcn_mfma_f32_16x16x4f32(h ? a1_far : a0, h ? b1_far : b0, turn[0],
                                                   0, 0, 0);
    turn[1] = __builtin_amdgcn_mfma_f32_16x16x4f32(h ? a1 : a0_far, h ? b1 : b0_far, turn[1],
                                                   0, 0, 0);
  }
  fold(d, c, turn);
  return true;
#else
  return false;
#endif
}
// fp64 (gfx90a, gfx94x): one 16x16x4 product for both warps. A's rows 0-7
// and B's columns 0-7 are warp 0's tiles, rows and columns 8-15 warp 1's,
// so the two diagonal 8x8 blocks of the result are the warps' products.
// MFMA lane l takes its own element when its row (column) block is its own
// warp's, else that of lane l ^ 40; a lane of the result's off-diagonal
// half takes its two rows from lane l ^ 8.
template <class LA, class LB>
__device__ static inline bool mma_matrix_core(fragment<accumulator, 8, 8, 4, double> &d,
                                              const fragment<matrix_a, 8, 8, 4, double, LA> &a,
                                              const fragment<matrix_b, 8, 8, 4, double, LB> &b,
                                              const fragment<accumulator, 8, 8, 4, double> &c) {
#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  if (__ballot(1) != ~0ull)
    return false;
  int l = __lane_id(), e = l % 16, h = l >> 5;
  bool own = (e < 8) == (h == 0), diagonal = e / 8 == h, upper = e >= 8;
  double a_far = __shfl_xor(a.x[0], 40, 64), b_far = __shfl_xor(b.x[0], 40, 64);
  double4_t r = __builtin_amdgcn_mfma_f64_16x16x4f64(own ? a.x[0] : a_far, own ? b.x[0] : b_far,
                                                     double4_t{}, 0, 0, 0);
  for (int s = 0; s < 2; ++s) {
    double mine = upper ? r[2 + s] : r[s];
    double got = __shfl_xor(upper ? r[s] : r[2 + s], 8, 64);
    d.x[s] = c.x[s] + (diagonal ? mine : got);
  }
  return true;
#else
  return false;
#endif
}
template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC, class TD>
__device__ static inline void mma_folded(fragment<accumulator, M, N, K, TD> &d,
                                         const fragment<matrix_a, M, N, K, TA, LA> &a,
                                         const fragment<matrix_b, M, N, K, TB, LB> &b,
                                         const fragment<accumulator, M, N, K, TC> &c,
                                         bool satf) {
  typedef fragment<accumulator, M, N, K, TD> FD;
  typedef typename sum_type<TC>::type V;
  if (mma_matrix_core(d, a, b, c)) {
    for (int s = 0; s < FD::num_elements; ++s)
      d.x[s] = saturate(d.x[s], satf);
    return;
  }
  // The shuffle path: each D element is C plus its row of A times its
  // column of B, fetched depth by depth from the lanes that hold them.
  V out[FD::num_elements], bk = V();
  int row[FD::num_elements], col[FD::num_elements];
  for (int s = 0; s < FD::num_elements; ++s) {
    element_at<accumulator, M, N, K>(lane(), s, row[s], col[s]);
    out[s] = V(c.x[s]);
  }
#pragma unroll
  for (int k = 0; k < K; ++k)
#pragma unroll
    for (int s = 0; s < FD::num_elements; ++s) {
      if (s % 4 == 0) // a lane's slots 4 q .. 4 q + 3 share a column
        bk = fetch<V, K>(b, col[s], k);
      out[s] += fetch<V, K>(a, row[s], k) * bk;
    }
  for (int s = 0; s < FD::num_elements; ++s)
    d.x[s] = TD(saturate(out[s], satf));
}
// An accumulator in NVIDIA's layout to this layout and back. Slot s of the
// target comes from one of four slots of one lane, which all four shuffles
// bring, so the slots read are constants. Elements move as 32-bit words.
template <class T> __device__ static inline T shfl_bits(const T &v, int from) {
  unsigned u = 0;
  __builtin_memcpy(&u, &v, sizeof(T));
  u = __shfl(u, from, 32);
  T r;
  __builtin_memcpy(&r, &u, sizeof(T));
  return r;
}
template <int M, int N, int K, class T>
__device__ static inline const fragment<accumulator, M, N, K, T> &
folded(const fragment<accumulator, M, N, K, T> &f) {
  return f;
}
template <class T>
__device__ static inline fragment<accumulator, 16, 16, 16, T>
folded(const fragment<accumulator, 16, 16, 16, T, nvidia_layout> &f) {
  // Row 4 g + 8 q + i, column e: NVIDIA lane 4 (4 g + i) + (e % 8) / 2,
  // element e % 2 + 2 q + 4 (e / 8).
  fragment<accumulator, 16, 16, 16, T> to;
  int j = lane(), e = j % 16, g = j / 16, pick = e % 2 + 2 * (e / 8);
  for (int s = 0; s < 8; ++s) {
    int q = s / 4, i = s % 4, from = 4 * (4 * g + i) + e % 8 / 2;
    T v[4];
    for (int w = 0; w < 4; ++w)
      v[w] = shfl_bits(f.x[w % 2 + 2 * q + 4 * (w / 2)], from);
    to.x[s] = pick == 0 ? v[0] : pick == 1 ? v[1] : pick == 2 ? v[2] : v[3];
  }
  return to;
}
template <int M, int N, int K, class T>
__device__ static inline void unfold(const fragment<accumulator, M, N, K, T> &f,
                                     fragment<accumulator, M, N, K, T> &to) {
  to = f;
}
template <class T>
__device__ static inline void unfold(const fragment<accumulator, 16, 16, 16, T> &f,
                                     fragment<accumulator, 16, 16, 16, T, nvidia_layout> &to) {
  // Element t of lane l: row l / 4 + 8 ((t / 2) % 2), column c; this
  // layout's lane c + 16 (l / 16), slot 4 ((t / 2) % 2) + (l / 4) % 4.
  int l = lane(), pick = l / 4 % 4;
  for (int t = 0; t < 8; ++t) {
    int c = 2 * (l % 4) + t % 2 + 8 * (t / 4), from = c + 16 * (l / 16);
    T v[4];
    for (int w = 0; w < 4; ++w)
      v[w] = shfl_bits(f.x[4 * (t / 2 % 2) + w], from);
    to.x[t] = pick == 0 ? v[0] : pick == 1 ? v[1] : pick == 2 ? v[2] : v[3];
  }
}
template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC, class LC,
          class TD, class LD>
__device__ static inline void mma_sync(fragment<accumulator, M, N, K, TD, LD> &d,
                                       const fragment<matrix_a, M, N, K, TA, LA> &a,
                                       const fragment<matrix_b, M, N, K, TB, LB> &b,
                                       const fragment<accumulator, M, N, K, TC, LC> &c,
                                       bool satf = false) {
  fragment<accumulator, M, N, K, TD> r;
  mma_folded(r, a, b, folded(c), satf);
  unfold(r, d);
}
} // namespace wmma
} // namespace c2h
#endif
