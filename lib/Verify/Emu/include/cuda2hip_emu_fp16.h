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
inline __half __float2half_rn(float f) { return __half(f); }
inline __half __double2half(double d) { return __half(d); }
inline float __half2float(__half h) { return static_cast<float>(h.v); }
inline __half __int2half_rn(int i) { return __half(static_cast<float>(i)); }
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

#endif
