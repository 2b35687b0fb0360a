/* cuda2hip emulator: __half and __half2 (cuda_fp16.h, hip/hip_fp16.h).
 *
 * Storage is _Float16; conversions from float and double round to nearest
 * even, as the device does. Arithmetic is done in double and rounded once to
 * half: exact for +, -, * and fma of halves except in rare double-rounding
 * cases of very different exponents. */
#ifndef CUDA2HIP_EMU_FP16_H
#define CUDA2HIP_EMU_FP16_H

#include "cuda2hip_emu.h"

struct __half {
  _Float16 v;
  __half() = default;
  constexpr __half(_Float16 x) : v(x) {}
  __half(float f) : v(static_cast<_Float16>(f)) {}
  __half(double d) : v(static_cast<_Float16>(d)) {}
  __half(int i) : v(static_cast<_Float16>(i)) {}
  operator float() const { return static_cast<float>(v); }
};
struct __half2 {
  __half x, y;
};
typedef __half half;
typedef __half2 half2;
typedef unsigned short __half_raw_bits;

inline __half __c2h_h(double d) { return __half(static_cast<_Float16>(d)); }
inline double __c2h_d(__half h) { return static_cast<double>(h.v); }

inline __half __float2half(float f) { return __half(f); }
inline __half __double2half(double d) { return __half(d); }
inline float __half2float(__half h) { return static_cast<float>(h.v); }
inline int __half2int_rn(__half h) { return static_cast<int>(std::nearbyint(__half2float(h))); }
inline int __half2int_rz(__half h) { return static_cast<int>(__half2float(h)); }
inline unsigned short __half_as_ushort(__half h) { unsigned short u; std::memcpy(&u, &h, 2); return u; }
inline __half __ushort_as_half(unsigned short u) { __half h; std::memcpy(&h, &u, 2); return h; }
inline short __half_as_short(__half h) { short s; std::memcpy(&s, &h, 2); return s; }
inline __half __short_as_half(short s) { __half h; std::memcpy(&h, &s, 2); return h; }

inline __half __hadd(__half a, __half b) { return __c2h_h(__c2h_d(a) + __c2h_d(b)); }
inline __half __hsub(__half a, __half b) { return __c2h_h(__c2h_d(a) - __c2h_d(b)); }
inline __half __hmul(__half a, __half b) { return __c2h_h(__c2h_d(a) * __c2h_d(b)); }
inline __half __hdiv(__half a, __half b) { return __c2h_h(__c2h_d(a) / __c2h_d(b)); }
inline __half __hfma(__half a, __half b, __half c) {
  return __c2h_h(std::fma(__c2h_d(a), __c2h_d(b), __c2h_d(c)));
}
inline __half __hneg(__half a) { return __half(static_cast<_Float16>(-a.v)); }
inline __half __habs(__half a) { return __half(static_cast<_Float16>(a.v < 0 ? -a.v : a.v)); }
inline __half __hmax(__half a, __half b) { return a.v > b.v ? a : b; }
inline __half __hmin(__half a, __half b) { return a.v < b.v ? a : b; }
inline bool __heq(__half a, __half b) { return a.v == b.v; }
inline bool __hne(__half a, __half b) { return a.v != b.v; }
inline bool __hlt(__half a, __half b) { return a.v < b.v; }
inline bool __hle(__half a, __half b) { return a.v <= b.v; }
inline bool __hgt(__half a, __half b) { return a.v > b.v; }
inline bool __hge(__half a, __half b) { return a.v >= b.v; }
inline bool __hisnan(__half a) { return a.v != a.v; }
inline bool __hisinf(__half a) { return std::isinf(static_cast<float>(a.v)); }
inline __half hsqrt(__half a) { return __c2h_h(std::sqrt(__c2h_d(a))); }
inline __half hexp(__half a) { return __c2h_h(std::exp(__c2h_d(a))); }
inline __half hlog(__half a) { return __c2h_h(std::log(__c2h_d(a))); }
inline __half operator+(__half a, __half b) { return __hadd(a, b); }
inline __half operator-(__half a, __half b) { return __hsub(a, b); }
inline __half operator*(__half a, __half b) { return __hmul(a, b); }
inline __half operator/(__half a, __half b) { return __hdiv(a, b); }
inline __half operator-(__half a) { return __hneg(a); }
inline __half operator+(__half a) { return a; }
inline __half &operator++(__half &a) { return a = a + __half(1.0f); }
inline __half &operator--(__half &a) { return a = a - __half(1.0f); }
inline __half operator++(__half &a, int) { __half Old = a; ++a; return Old; }
inline __half operator--(__half &a, int) { __half Old = a; --a; return Old; }
inline __half &operator+=(__half &a, __half b) { return a = a + b; }
inline __half &operator-=(__half &a, __half b) { return a = a - b; }
inline __half &operator*=(__half &a, __half b) { return a = a * b; }
inline __half &operator/=(__half &a, __half b) { return a = a / b; }
inline bool operator==(__half a, __half b) { return __heq(a, b); }
inline bool operator!=(__half a, __half b) { return __hne(a, b); }
inline bool operator<(__half a, __half b) { return __hlt(a, b); }
inline bool operator<=(__half a, __half b) { return __hle(a, b); }
inline bool operator>(__half a, __half b) { return __hgt(a, b); }
inline bool operator>=(__half a, __half b) { return __hge(a, b); }

inline __half2 __halves2half2(__half a, __half b) { return {a, b}; }
inline __half2 make_half2(__half a, __half b) { return {a, b}; }
inline __half2 __half2half2(__half a) { return {a, a}; }
inline __half2 __float2half2_rn(float f) { return {__half(f), __half(f)}; }
inline __half2 __floats2half2_rn(float a, float b) { return {__half(a), __half(b)}; }
inline __half2 __float22half2_rn(float2 f) { return {__half(f.x), __half(f.y)}; }
inline float2 __half22float2(__half2 h) { return {__half2float(h.x), __half2float(h.y)}; }
inline float __low2float(__half2 h) { return __half2float(h.x); }
inline float __high2float(__half2 h) { return __half2float(h.y); }
inline __half __low2half(__half2 h) { return h.x; }
inline __half __high2half(__half2 h) { return h.y; }
inline __half2 __lows2half2(__half2 a, __half2 b) { return {a.x, b.x}; }
inline __half2 __highs2half2(__half2 a, __half2 b) { return {a.y, b.y}; }
inline __half2 __hadd2(__half2 a, __half2 b) { return {__hadd(a.x, b.x), __hadd(a.y, b.y)}; }
inline __half2 __hsub2(__half2 a, __half2 b) { return {__hsub(a.x, b.x), __hsub(a.y, b.y)}; }
inline __half2 __hmul2(__half2 a, __half2 b) { return {__hmul(a.x, b.x), __hmul(a.y, b.y)}; }
inline __half2 __h2div(__half2 a, __half2 b) { return {__hdiv(a.x, b.x), __hdiv(a.y, b.y)}; }
inline __half2 __hfma2(__half2 a, __half2 b, __half2 c) {
  return {__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)};
}
inline __half2 __hneg2(__half2 a) { return {__hneg(a.x), __hneg(a.y)}; }
inline __half2 operator+(__half2 a, __half2 b) { return __hadd2(a, b); }
inline __half2 operator-(__half2 a, __half2 b) { return __hsub2(a, b); }
inline __half2 operator*(__half2 a, __half2 b) { return __hmul2(a, b); }
inline __half2 &operator+=(__half2 &a, __half2 b) { return a = a + b; }
inline __half2 &operator*=(__half2 &a, __half2 b) { return a = a * b; }
inline __half2 operator/(__half2 a, __half2 b) { return {__hdiv(a.x, b.x), __hdiv(a.y, b.y)}; }
inline __half2 &operator-=(__half2 &a, __half2 b) { return a = a - b; }
inline __half2 &operator/=(__half2 &a, __half2 b) { return a = a / b; }
inline __half2 operator+(__half2 a) { return a; }
inline __half2 operator-(__half2 a) { return __hneg2(a); }

/* The rest of the half-precision API real code calls: directed-rounding
 * conversions, saturating and NaN-propagating arithmetic, the math
 * functions (computed in double, rounded once) and the half2 comparisons. */
/* The half next to h towards +inf (Up) or -inf. */
inline __half __c2h_step(__half h, bool Up) {
  unsigned short u = __half_as_ushort(h);
  if ((u & 0x7fff) == 0)
    return __ushort_as_half(Up ? 0x0001 : 0x8001);
  bool Neg = u & 0x8000;
  return __ushort_as_half(static_cast<unsigned short>(Neg == Up ? u - 1 : u + 1));
}
/* d rounded to half: Mode 'n' nearest even, 'z' toward zero, 'd' down, 'u' up. */
inline __half __c2h_round(double d, char Mode) {
  __half h = __c2h_h(d);
  double r = __c2h_d(h);
  if (d != d || r == d || Mode == 'n')
    return h;
  bool Up = Mode == 'u' || (Mode == 'z' && d < 0);
  if (Up ? r > d : r < d)
    return h;
  return __c2h_step(h, Up);
}
inline double __c2h_int_round(double d, char Mode) {
  return Mode == 'n' ? std::nearbyint(d) : Mode == 'z' ? std::trunc(d)
       : Mode == 'd' ? std::floor(d) : std::ceil(d);
}
/* half -> integer: NaN gives 0, out of range saturates. */
template <class I> I __c2h_to_int(__half h, char Mode) {
  double d = __c2h_d(h);
  if (d != d)
    return 0;
  d = __c2h_int_round(d, Mode);
  if (d <= static_cast<double>(std::numeric_limits<I>::min()))
    return std::numeric_limits<I>::min();
  if (d >= static_cast<double>(std::numeric_limits<I>::max()))
    return std::numeric_limits<I>::max();
  return static_cast<I>(d);
}
#define C2H_HALF_CONVERSIONS(R)                                                   \
  inline __half __float2half_##R(float f) { return __c2h_round(f, #R[1]); }        \
  inline __half __double2half_##R(double d) { return __c2h_round(d, #R[1]); }      \
  inline __half __int2half_##R(int i) { return __c2h_round(i, #R[1]); }            \
  inline __half __uint2half_##R(unsigned i) { return __c2h_round(i, #R[1]); }      \
  inline __half __short2half_##R(short i) { return __c2h_round(i, #R[1]); }        \
  inline __half __ushort2half_##R(unsigned short i) { return __c2h_round(i, #R[1]); } \
  inline __half __ll2half_##R(long long i) { return __c2h_round(static_cast<double>(i), #R[1]); } \
  inline __half __ull2half_##R(unsigned long long i) {                              \
    return __c2h_round(static_cast<double>(i), #R[1]);                              \
  }                                                                                 \
  inline unsigned __half2uint_##R(__half h) { return __c2h_to_int<unsigned>(h, #R[1]); } \
  inline short __half2short_##R(__half h) { return __c2h_to_int<short>(h, #R[1]); } \
  inline unsigned short __half2ushort_##R(__half h) {                               \
    return __c2h_to_int<unsigned short>(h, #R[1]);                                  \
  }                                                                                 \
  inline long long __half2ll_##R(__half h) { return __c2h_to_int<long long>(h, #R[1]); } \
  inline unsigned long long __half2ull_##R(__half h) {                              \
    return __c2h_to_int<unsigned long long>(h, #R[1]);                              \
  }
C2H_HALF_CONVERSIONS(rn)
C2H_HALF_CONVERSIONS(rz)
C2H_HALF_CONVERSIONS(rd)
C2H_HALF_CONVERSIONS(ru)
#undef C2H_HALF_CONVERSIONS
inline int __half2int_rd(__half h) { return __c2h_to_int<int>(h, 'd'); }
inline int __half2int_ru(__half h) { return __c2h_to_int<int>(h, 'u'); }
inline __half2 __float2half2_rz(float f) { return {__float2half_rz(f), __float2half_rz(f)}; }
inline __half2 __floats2half2_rz(float a, float b) { return {__float2half_rz(a), __float2half_rz(b)}; }
inline __half2 __low2half2(__half2 h) { return {h.x, h.x}; }
inline __half2 __high2half2(__half2 h) { return {h.y, h.y}; }
inline __half2 __lowhigh2highlow(__half2 h) { return {h.y, h.x}; }

inline __half __c2h_sat(__half h) {
  double d = __c2h_d(h);
  return d != d ? __half(0.0f) : d < 0 ? __half(0.0f) : d > 1 ? __half(1.0f) : h;
}
inline __half __hadd_rn(__half a, __half b) { return __hadd(a, b); }
inline __half __hsub_rn(__half a, __half b) { return __hsub(a, b); }
inline __half __hmul_rn(__half a, __half b) { return __hmul(a, b); }
inline __half __hadd_sat(__half a, __half b) { return __c2h_sat(__hadd(a, b)); }
inline __half __hsub_sat(__half a, __half b) { return __c2h_sat(__hsub(a, b)); }
inline __half __hmul_sat(__half a, __half b) { return __c2h_sat(__hmul(a, b)); }
inline __half __hfma_sat(__half a, __half b, __half c) { return __c2h_sat(__hfma(a, b, c)); }
inline __half __hfma_relu(__half a, __half b, __half c) {
  __half r = __hfma(a, b, c);
  return __hisnan(r) || r.v > 0 ? r : __half(0.0f);
}
inline __half __hmax_nan(__half a, __half b) { return __hisnan(a) ? a : __hisnan(b) ? b : __hmax(a, b); }
inline __half __hmin_nan(__half a, __half b) { return __hisnan(a) ? a : __hisnan(b) ? b : __hmin(a, b); }
inline bool __hequ(__half a, __half b) { return !(a.v < b.v || a.v > b.v); }
inline bool __hneu(__half a, __half b) { return !(a.v == b.v); }
inline bool __hltu(__half a, __half b) { return !(a.v >= b.v); }
inline bool __hleu(__half a, __half b) { return !(a.v > b.v); }
inline bool __hgtu(__half a, __half b) { return !(a.v <= b.v); }
inline bool __hgeu(__half a, __half b) { return !(a.v < b.v); }

#define C2H_HALF_MATH(NAME, EXPR)                                                 \
  inline __half NAME(__half a) { double x = __c2h_d(a); return __c2h_h(EXPR); }
C2H_HALF_MATH(hrsqrt, 1.0 / std::sqrt(x))
C2H_HALF_MATH(hrcp, 1.0 / x)
C2H_HALF_MATH(hlog2, std::log2(x))
C2H_HALF_MATH(hlog10, std::log10(x))
C2H_HALF_MATH(hexp2, std::exp2(x))
C2H_HALF_MATH(hexp10, std::pow(10.0, x))
C2H_HALF_MATH(hsin, std::sin(x))
C2H_HALF_MATH(hcos, std::cos(x))
C2H_HALF_MATH(htanh, std::tanh(x))
C2H_HALF_MATH(htanh_approx, std::tanh(x))
C2H_HALF_MATH(hceil, std::ceil(x))
C2H_HALF_MATH(hfloor, std::floor(x))
C2H_HALF_MATH(htrunc, std::trunc(x))
C2H_HALF_MATH(hrint, std::nearbyint(x))
#undef C2H_HALF_MATH
#define C2H_HALF2_UNARY(NAME2, NAME)                                              \
  inline __half2 NAME2(__half2 a) { return {NAME(a.x), NAME(a.y)}; }
C2H_HALF2_UNARY(h2sqrt, hsqrt)
C2H_HALF2_UNARY(h2rsqrt, hrsqrt)
C2H_HALF2_UNARY(h2rcp, hrcp)
C2H_HALF2_UNARY(h2exp, hexp)
C2H_HALF2_UNARY(h2exp2, hexp2)
C2H_HALF2_UNARY(h2exp10, hexp10)
C2H_HALF2_UNARY(h2log, hlog)
C2H_HALF2_UNARY(h2log2, hlog2)
C2H_HALF2_UNARY(h2log10, hlog10)
C2H_HALF2_UNARY(h2sin, hsin)
C2H_HALF2_UNARY(h2cos, hcos)
C2H_HALF2_UNARY(h2tanh, htanh)
C2H_HALF2_UNARY(h2tanh_approx, htanh_approx)
C2H_HALF2_UNARY(h2ceil, hceil)
C2H_HALF2_UNARY(h2floor, hfloor)
C2H_HALF2_UNARY(h2trunc, htrunc)
C2H_HALF2_UNARY(h2rint, hrint)
C2H_HALF2_UNARY(__habs2, __habs)
#undef C2H_HALF2_UNARY
#define C2H_HALF2_BINARY(NAME2, NAME)                                             \
  inline __half2 NAME2(__half2 a, __half2 b) { return {NAME(a.x, b.x), NAME(a.y, b.y)}; }
C2H_HALF2_BINARY(__hadd2_rn, __hadd)
C2H_HALF2_BINARY(__hsub2_rn, __hsub)
C2H_HALF2_BINARY(__hmul2_rn, __hmul)
C2H_HALF2_BINARY(__hadd2_sat, __hadd_sat)
C2H_HALF2_BINARY(__hsub2_sat, __hsub_sat)
C2H_HALF2_BINARY(__hmul2_sat, __hmul_sat)
C2H_HALF2_BINARY(__hmax2, __hmax)
C2H_HALF2_BINARY(__hmin2, __hmin)
C2H_HALF2_BINARY(__hmax2_nan, __hmax_nan)
C2H_HALF2_BINARY(__hmin2_nan, __hmin_nan)
#undef C2H_HALF2_BINARY
inline __half2 __hfma2_sat(__half2 a, __half2 b, __half2 c) {
  return {__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y)};
}
inline __half2 __hfma2_relu(__half2 a, __half2 b, __half2 c) {
  return {__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y)};
}
/* (a.x + i a.y) * (b.x + i b.y) + c, as a complex multiply-add. */
inline __half2 __hcmadd(__half2 a, __half2 b, __half2 c) {
  return {__hfma(__hneg(a.y), b.y, __hfma(a.x, b.x, c.x)), __hfma(a.y, b.x, __hfma(a.x, b.y, c.y))};
}
/* Comparisons of half2: each lane 1.0 or 0.0 (__heq2), both lanes (__hbeq2),
 * or a 16-bit mask per lane (__heq2_mask). */
#define C2H_HALF2_COMPARE(OP, CMP)                                                \
  inline __half2 __h##OP##2(__half2 a, __half2 b) {                               \
    return {__half(CMP(a.x, b.x) ? 1.0f : 0.0f), __half(CMP(a.y, b.y) ? 1.0f : 0.0f)}; \
  }                                                                               \
  inline bool __hb##OP##2(__half2 a, __half2 b) { return CMP(a.x, b.x) && CMP(a.y, b.y); } \
  inline unsigned __h##OP##2_mask(__half2 a, __half2 b) {                         \
    return (CMP(a.x, b.x) ? 0xffffu : 0u) | (CMP(a.y, b.y) ? 0xffff0000u : 0u);   \
  }
C2H_HALF2_COMPARE(eq, __heq)
C2H_HALF2_COMPARE(ne, __hne)
C2H_HALF2_COMPARE(lt, __hlt)
C2H_HALF2_COMPARE(le, __hle)
C2H_HALF2_COMPARE(gt, __hgt)
C2H_HALF2_COMPARE(ge, __hge)
C2H_HALF2_COMPARE(equ, __hequ)
C2H_HALF2_COMPARE(neu, __hneu)
C2H_HALF2_COMPARE(ltu, __hltu)
C2H_HALF2_COMPARE(leu, __hleu)
C2H_HALF2_COMPARE(gtu, __hgtu)
C2H_HALF2_COMPARE(geu, __hgeu)
#undef C2H_HALF2_COMPARE
inline __half2 __hisnan2(__half2 a) {
  return {__half(__hisnan(a.x) ? 1.0f : 0.0f), __half(__hisnan(a.y) ? 1.0f : 0.0f)};
}
inline bool operator==(__half2 a, __half2 b) { return __hbeq2(a, b); }
inline bool operator!=(__half2 a, __half2 b) { return !__hbeq2(a, b); }

#endif
