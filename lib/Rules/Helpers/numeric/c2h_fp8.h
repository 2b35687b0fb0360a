#ifndef C2H_FP8
#define C2H_FP8
#include <math.h>
#include <string.h>
// CUDA's 8-bit floats (cuda_fp8.h). ROCm 5 has none, and the fp8 of ROCm 6
// on gfx94x is another encoding (FNUZ: bias 8, one NaN, no -0), so these are
// CUDA's own formats in software: E4M3 (bias 7, 3 mantissa bits, largest
// 448, no infinities, NaN 0x7f) and E5M2 (bias 15, 2 mantissa bits, largest
// 57344, infinities). A conversion rounds to nearest, ties to even; what
// rounds past the largest finite value saturates to it (C2H_SATFINITE) or
// becomes NaN (E4M3) or infinity (E5M2); a NaN stays a NaN with its sign.
typedef unsigned char c2h_fp8_storage_t;
typedef unsigned short c2h_fp8x2_storage_t;
typedef unsigned int c2h_fp8x4_storage_t;
typedef enum c2h_saturation_t { C2H_NOSAT, C2H_SATFINITE } c2h_saturation_t;
typedef enum c2h_fp8_interpretation_t { C2H_E4M3, C2H_E5M2 } c2h_fp8_interpretation_t;
__host__ __device__ static inline c2h_fp8_storage_t
c2h_cvt_double_to_fp8(double x, c2h_saturation_t saturate, c2h_fp8_interpretation_t kind) {
  const bool e4m3 = kind == C2H_E4M3;
  const int mant = e4m3 ? 3 : 2, emin = e4m3 ? -6 : -14; // smallest normal 2^emin
  const double largest = e4m3 ? 448.0 : 57344.0;
  unsigned long long bits;
  memcpy(&bits, &x, sizeof bits);
  const unsigned sign = (unsigned)(bits >> 56) & 0x80u;
  if (isnan(x)) // E5M2 keeps the top two bits of the NaN's payload.
    return (c2h_fp8_storage_t)(sign | (e4m3 ? 0x7fu : 0x7cu | 0x2u | ((unsigned)(bits >> 50) & 1u)));
  double a = fabs(x);
  // The step between neighbours at a's binade (the subnormal step below
  // 2^emin), then a in steps, rounded to nearest even (the default mode).
  int e = 0;
  if (a != 0.0 && !isinf(a))
    frexp(a, &e);
  int binade = e - 1 < emin ? emin : e - 1;
  double steps = isinf(a) ? a : rint(ldexp(a, mant - binade));
  double rounded = ldexp(steps, binade - mant);
  unsigned code;
  if (rounded > largest) {
    if (saturate == C2H_SATFINITE)
      code = e4m3 ? 0x7eu : 0x7bu;
    else
      code = e4m3 ? 0x7fu : 0x7cu;
  } else if (rounded < ldexp(1.0, emin)) {
    code = (unsigned)steps; // Subnormal (or zero): the steps are the field.
  } else {
    frexp(rounded, &e); // Rounding may have carried into the next binade.
    code = (unsigned)(e - 1 - emin + 1) << mant |
           ((unsigned)ldexp(rounded, mant - (e - 1)) & ((1u << mant) - 1u));
  }
  return (c2h_fp8_storage_t)(sign | code);
}
__host__ __device__ static inline c2h_fp8_storage_t
c2h_cvt_float_to_fp8(float x, c2h_saturation_t saturate, c2h_fp8_interpretation_t kind) {
  return c2h_cvt_double_to_fp8((double)x, saturate, kind); // Exact widening.
}
__host__ __device__ static inline c2h_fp8x2_storage_t
c2h_cvt_float2_to_fp8x2(float2 x, c2h_saturation_t saturate, c2h_fp8_interpretation_t kind) {
  return (c2h_fp8x2_storage_t)(c2h_cvt_float_to_fp8(x.y, saturate, kind) << 8 |
                               c2h_cvt_float_to_fp8(x.x, saturate, kind));
}
__host__ __device__ static inline c2h_fp8x2_storage_t
c2h_cvt_double2_to_fp8x2(double2 x, c2h_saturation_t saturate, c2h_fp8_interpretation_t kind) {
  return (c2h_fp8x2_storage_t)(c2h_cvt_double_to_fp8(x.y, saturate, kind) << 8 |
                               c2h_cvt_double_to_fp8(x.x, saturate, kind));
}
// The value of an fp8 code (exact in float).
__host__ __device__ static inline float c2h_fp8_to_float(c2h_fp8_storage_t v,
                                                         c2h_fp8_interpretation_t kind) {
  const bool e4m3 = kind == C2H_E4M3;
  const int mant = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15;
  const unsigned field = (v & 0x7fu) >> mant, m = v & ((1u << mant) - 1u);
  float r;
  if (e4m3 ? (v & 0x7fu) == 0x7fu : field == 31u)
    r = !e4m3 && m == 0u ? INFINITY : NAN;
  else if (field == 0u)
    r = ldexpf((float)m, 1 - bias - mant);
  else
    r = ldexpf((float)((1u << mant) | m), (int)field - bias - mant);
  return v & 0x80u ? -r : r;
}
// __nv_fp8_e4m3 and __nv_fp8_e5m2: one code; made from a number with
// C2H_SATFINITE, read back as float or double.
template <c2h_fp8_interpretation_t Kind> struct c2h_fp8 {
  c2h_fp8_storage_t __x;
  __host__ __device__ c2h_fp8() = default;
  __host__ __device__ explicit c2h_fp8(float f)
      : __x(c2h_cvt_float_to_fp8(f, C2H_SATFINITE, Kind)) {}
  __host__ __device__ explicit c2h_fp8(double f)
      : __x(c2h_cvt_double_to_fp8(f, C2H_SATFINITE, Kind)) {}
  __host__ __device__ explicit c2h_fp8(int v)
      : __x(c2h_cvt_double_to_fp8((double)v, C2H_SATFINITE, Kind)) {}
  __host__ __device__ explicit operator float() const { return c2h_fp8_to_float(__x, Kind); }
  __host__ __device__ explicit operator double() const { return c2h_fp8_to_float(__x, Kind); }
};
typedef c2h_fp8<C2H_E4M3> c2h_fp8_e4m3;
typedef c2h_fp8<C2H_E5M2> c2h_fp8_e5m2;
#endif
