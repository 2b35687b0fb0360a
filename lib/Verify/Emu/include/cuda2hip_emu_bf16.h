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

#endif
