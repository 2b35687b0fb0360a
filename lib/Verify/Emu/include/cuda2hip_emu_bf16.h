/* cuda2hip emulator: bfloat16 (cuda_bf16.h, hip/hip_bf16.h).
 *
 * Storage is the upper half of a float. Conversions from float round to
 * nearest even (NaN stays NaN), as the device's __float2bfloat16 does;
 * arithmetic is done in float and rounded once. */
#ifndef CUDA2HIP_EMU_BF16_H
#define CUDA2HIP_EMU_BF16_H

#include "cuda2hip_emu.h"

struct __nv_bfloat16 {
  unsigned short bits;
  __nv_bfloat16() = default;
  __nv_bfloat16(float f) : bits(fromFloat(f)) {}
  operator float() const {
    uint32_t u = static_cast<uint32_t>(bits) << 16;
    float f;
    std::memcpy(&f, &u, 4);
    return f;
  }
  static unsigned short fromFloat(float f) {
    uint32_t u;
    std::memcpy(&u, &f, 4);
    if ((u & 0x7fffffffu) > 0x7f800000u) // NaN: keep it quiet and a NaN.
      return static_cast<unsigned short>((u >> 16) | 0x40);
    u += 0x7fffu + ((u >> 16) & 1); // Round to nearest, ties to even.
    return static_cast<unsigned short>(u >> 16);
  }
};
struct __nv_bfloat162 {
  __nv_bfloat16 x, y;
};
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
typedef __nv_bfloat16 __hip_bfloat16;
typedef __nv_bfloat162 __hip_bfloat162;

inline __nv_bfloat16 __float2bfloat16(float f) { return __nv_bfloat16(f); }
inline __nv_bfloat16 __float2bfloat16_rn(float f) { return __nv_bfloat16(f); }
inline float __bfloat162float(__nv_bfloat16 b) { return static_cast<float>(b); }
inline __nv_bfloat162 __floats2bfloat162_rn(float a, float b) { return {a, b}; }
inline __nv_bfloat162 __float2bfloat162_rn(float a) { return {a, a}; }
inline float __low2float(__nv_bfloat162 h) { return h.x; }
inline float __high2float(__nv_bfloat162 h) { return h.y; }
inline __nv_bfloat16 __hadd(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) + float(b); }
inline __nv_bfloat16 __hsub(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) - float(b); }
inline __nv_bfloat16 __hmul(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) * float(b); }
inline __nv_bfloat16 __hdiv(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) / float(b); }
inline __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  return std::fma(float(a), float(b), float(c));
}
inline __nv_bfloat162 __hadd2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return {__hadd(a.x, b.x), __hadd(a.y, b.y)};
}
inline __nv_bfloat162 __hmul2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return {__hmul(a.x, b.x), __hmul(a.y, b.y)};
}
inline __nv_bfloat162 __hfma2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  return {__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)};
}
inline __nv_bfloat162 __hsub2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return {__hsub(a.x, b.x), __hsub(a.y, b.y)};
}
inline __nv_bfloat162 __h2div(__nv_bfloat162 a, __nv_bfloat162 b) {
  return {__hdiv(a.x, b.x), __hdiv(a.y, b.y)};
}

// Sign changes are exact: only the sign bit moves.
inline __nv_bfloat16 __hneg(__nv_bfloat16 a) {
  a.bits ^= 0x8000u;
  return a;
}
inline __nv_bfloat16 __habs(__nv_bfloat16 a) {
  a.bits &= 0x7fffu;
  return a;
}
inline __nv_bfloat162 __hneg2(__nv_bfloat162 a) { return {__hneg(a.x), __hneg(a.y)}; }
inline __nv_bfloat162 __habs2(__nv_bfloat162 a) { return {__habs(a.x), __habs(a.y)}; }
inline __nv_bfloat16 __hmax(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) > float(b) ? a : b; }
inline __nv_bfloat16 __hmin(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) < float(b) ? a : b; }
inline bool __heq(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) == float(b); }
inline bool __hne(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) != float(b); }
inline bool __hlt(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) < float(b); }
inline bool __hle(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) <= float(b); }
inline bool __hgt(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) > float(b); }
inline bool __hge(__nv_bfloat16 a, __nv_bfloat16 b) { return float(a) >= float(b); }
inline bool __hisnan(__nv_bfloat16 a) { return float(a) != float(a); }
inline __nv_bfloat16 hsqrt(__nv_bfloat16 a) { return std::sqrt(float(a)); }
inline __nv_bfloat16 hexp(__nv_bfloat16 a) { return std::exp(float(a)); }
inline __nv_bfloat16 hlog(__nv_bfloat16 a) { return std::log(float(a)); }

inline __nv_bfloat16 __int2bfloat16_rn(int i) { return __nv_bfloat16(static_cast<float>(i)); }
inline int __bfloat162int_rn(__nv_bfloat16 b) { return static_cast<int>(std::nearbyint(float(b))); }
inline int __bfloat162int_rz(__nv_bfloat16 b) { return static_cast<int>(float(b)); }
inline unsigned short __bfloat16_as_ushort(__nv_bfloat16 b) { return b.bits; }
inline __nv_bfloat16 __ushort_as_bfloat16(unsigned short u) {
  __nv_bfloat16 b;
  b.bits = u;
  return b;
}
inline __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { return {a, b}; }
inline __nv_bfloat162 make_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { return {a, b}; }
inline __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { return {a, a}; }
inline __nv_bfloat162 __float22bfloat162_rn(float2 f) { return {f.x, f.y}; }
inline float2 __bfloat1622float2(__nv_bfloat162 h) { return {float(h.x), float(h.y)}; }
inline __nv_bfloat16 __low2bfloat16(__nv_bfloat162 h) { return h.x; }
inline __nv_bfloat16 __high2bfloat16(__nv_bfloat162 h) { return h.y; }
inline __nv_bfloat162 __lows2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return {a.x, b.x}; }
inline __nv_bfloat162 __highs2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return {a.y, b.y}; }

// The operators of cuda_bf16.h, each rounding once from float.
inline __nv_bfloat16 operator+(__nv_bfloat16 a, __nv_bfloat16 b) { return __hadd(a, b); }
inline __nv_bfloat16 operator-(__nv_bfloat16 a, __nv_bfloat16 b) { return __hsub(a, b); }
inline __nv_bfloat16 operator*(__nv_bfloat16 a, __nv_bfloat16 b) { return __hmul(a, b); }
inline __nv_bfloat16 operator/(__nv_bfloat16 a, __nv_bfloat16 b) { return __hdiv(a, b); }
inline __nv_bfloat16 operator-(__nv_bfloat16 a) { return __hneg(a); }
inline __nv_bfloat16 &operator+=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = a + b; }
inline __nv_bfloat16 &operator-=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = a - b; }
inline __nv_bfloat16 &operator*=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = a * b; }
inline __nv_bfloat16 &operator/=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = a / b; }
inline bool operator==(__nv_bfloat16 a, __nv_bfloat16 b) { return __heq(a, b); }
inline bool operator!=(__nv_bfloat16 a, __nv_bfloat16 b) { return __hne(a, b); }
inline bool operator<(__nv_bfloat16 a, __nv_bfloat16 b) { return __hlt(a, b); }
inline bool operator<=(__nv_bfloat16 a, __nv_bfloat16 b) { return __hle(a, b); }
inline bool operator>(__nv_bfloat16 a, __nv_bfloat16 b) { return __hgt(a, b); }
inline bool operator>=(__nv_bfloat16 a, __nv_bfloat16 b) { return __hge(a, b); }
inline __nv_bfloat162 operator+(__nv_bfloat162 a, __nv_bfloat162 b) { return __hadd2(a, b); }
inline __nv_bfloat162 operator-(__nv_bfloat162 a, __nv_bfloat162 b) { return __hsub2(a, b); }
inline __nv_bfloat162 operator*(__nv_bfloat162 a, __nv_bfloat162 b) { return __hmul2(a, b); }
inline __nv_bfloat162 operator/(__nv_bfloat162 a, __nv_bfloat162 b) { return __h2div(a, b); }
inline __nv_bfloat162 &operator+=(__nv_bfloat162 &a, __nv_bfloat162 b) { return a = a + b; }
inline __nv_bfloat162 &operator-=(__nv_bfloat162 &a, __nv_bfloat162 b) { return a = a - b; }
inline __nv_bfloat162 &operator*=(__nv_bfloat162 &a, __nv_bfloat162 b) { return a = a * b; }

#endif
