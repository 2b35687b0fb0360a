/* cuda2hip emulator: single- and double-precision complex numbers
 * (cuComplex.h; hip/hip_complex.h reaches the same functions through the
 * generated hipX -> cuX names). Division and magnitude follow each
 * platform's documented formula: CUDA scales the operands first (no
 * intermediate overflow), HIP divides by |q|^2 and takes sqrt(x^2 + y^2). */
#pragma once
#include "cuda2hip_emu.h"
#include <cmath>

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

/* C2H_COMPLEX defines, for float and for double (the generated HIP names
 * are found by these spellings): cuCrealf cuCimagf make_cuFloatComplex
 * cuConjf cuCaddf cuCsubf cuCmulf cuCfmaf cuCdivf cuCabsf; cuCreal cuCimag
 * make_cuDoubleComplex cuConj cuCadd cuCsub cuCmul cuCfma cuCdiv cuCabs. */
#define C2H_COMPLEX(C, R, SUFFIX, MAKE, MAX)                                   \
  inline R cuCreal##SUFFIX(C z) { return z.x; }                                \
  inline R cuCimag##SUFFIX(C z) { return z.y; }                                \
  inline C MAKE(R r, R i) { return C{r, i}; }                                  \
  inline C cuConj##SUFFIX(C z) { return C{z.x, -z.y}; }                        \
  inline C cuCadd##SUFFIX(C p, C q) { return C{p.x + q.x, p.y + q.y}; }        \
  inline C cuCsub##SUFFIX(C p, C q) { return C{p.x - q.x, p.y - q.y}; }        \
  inline C cuCmul##SUFFIX(C p, C q) {                                          \
    return C{p.x * q.x - p.y * q.y, p.x * q.y + p.y * q.x};                    \
  }                                                                            \
  inline C cuCfma##SUFFIX(C p, C q, C d) {                                     \
    R re = p.x * q.x + d.x;                                                    \
    R im = p.x * q.y + d.y;                                                    \
    return C{-(p.y * q.y) + re, p.y * q.x + im};                               \
  }                                                                            \
  inline C cuCdiv##SUFFIX(C p, C q) {                                          \
    if (::cuda2hip::emu::complexHipRules) {                                    \
      R d = q.x * q.x + q.y * q.y;                                             \
      return C{(p.x * q.x + p.y * q.y) / d, (p.y * q.x - p.x * q.y) / d};      \
    }                                                                          \
    R s = std::fabs(q.x) + std::fabs(q.y), inv = R(1) / s;                     \
    R ar = p.x * inv, ai = p.y * inv, br = q.x * inv, bi = q.y * inv;          \
    s = br * br + bi * bi;                                                     \
    inv = R(1) / s;                                                            \
    return C{(ar * br + ai * bi) * inv, (ai * br - ar * bi) * inv};            \
  }                                                                            \
  inline R cuCabs##SUFFIX(C z) {                                               \
    if (::cuda2hip::emu::complexHipRules)                                      \
      return std::sqrt(z.x * z.x + z.y * z.y);                                 \
    R a = std::fabs(z.x), b = std::fabs(z.y);                                  \
    R v = a > b ? a : b, w = a > b ? b : a;                                    \
    if (v == 0 || v > MAX || w > MAX)                                          \
      return v + w;                                                            \
    R t = w / v;                                                               \
    return v * std::sqrt(R(1) + t * t);                                        \
  }

namespace cuda2hip {
namespace emu {
#ifdef C2H_EMU_HIP
constexpr bool complexHipRules = true;
#else
constexpr bool complexHipRules = false;
#endif
} // namespace emu
} // namespace cuda2hip

C2H_COMPLEX(cuFloatComplex, float, f, make_cuFloatComplex, 3.402823466e38f)
C2H_COMPLEX(cuDoubleComplex, double, , make_cuDoubleComplex, 1.79769313486231570e+308)
#undef C2H_COMPLEX

inline cuComplex make_cuComplex(float r, float i) { return make_cuFloatComplex(r, i); }
inline cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex z) {
  return make_cuDoubleComplex(z.x, z.y);
}
inline cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex z) {
  return make_cuFloatComplex(static_cast<float>(z.x), static_cast<float>(z.y));
}
