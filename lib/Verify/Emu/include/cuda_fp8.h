/* cuda2hip emulator: 8-bit floats (cuda_fp8.h), the CUDA reference.
 *
 * E4M3 (bias 7, largest 448, no infinities, NaN 0x7f) and E5M2 (bias 15,
 * largest 57344, infinities at 0x7c). Conversions round to nearest, ties to
 * the even code; what rounds past the largest finite value saturates to it
 * (__NV_SATFINITE) or becomes NaN (E4M3) or infinity (E5M2); a NaN keeps its
 * sign (E5M2 also the second bit of its payload), as CUDA's conversions do.
 *
 * This is not the translation's c2h_fp8 helper: it finds the nearest code
 * by search over the format's values, where the helper counts steps, so
 * verify checks one against the other. */
#ifndef CUDA2HIP_EMU_FP8_H
#define CUDA2HIP_EMU_FP8_H

#include "cuda2hip_emu.h"
#include <cmath>
#include <cstring>

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

namespace cuda2hip {
namespace emu {
/// The value of the positive code C (0 to 0x7f), NaN where the code is one.
inline double fp8Value(unsigned C, bool E4m3) {
  unsigned Exp = E4m3 ? C >> 3 : C >> 2, Man = E4m3 ? C & 7 : C & 3;
  if (E4m3 ? C == 0x7f : Exp == 31)
    return !E4m3 && Man == 0 ? INFINITY : NAN;
  if (E4m3)
    return Exp == 0 ? Man / 512.0 : std::ldexp(1.0 + Man / 8.0, static_cast<int>(Exp) - 7);
  return Exp == 0 ? Man / 65536.0 : std::ldexp(1.0 + Man / 4.0, static_cast<int>(Exp) - 15);
}
inline __nv_fp8_storage_t fp8FromDouble(double X, __nv_saturation_t Sat,
                                        __nv_fp8_interpretation_t Kind) {
  const bool E4m3 = Kind == __NV_E4M3;
  const unsigned Largest = E4m3 ? 0x7e : 0x7b; // The largest finite code.
  const unsigned Sign = std::signbit(X) ? 0x80 : 0;
  if (std::isnan(X)) {
    uint64_t Bits;
    std::memcpy(&Bits, &X, 8);
    return static_cast<__nv_fp8_storage_t>(Sign | (E4m3 ? 0x7f : 0x7e | (Bits >> 50 & 1)));
  }
  double A = std::fabs(X);
  // The largest code whose value is at most A, by bisection over the
  // finite codes (their values grow with the code).
  unsigned Lo = 0, Hi = Largest;
  if (A >= fp8Value(Largest, E4m3)) {
    Lo = Largest;
  } else {
    while (Hi - Lo > 1) {
      unsigned Mid = (Lo + Hi) / 2;
      (fp8Value(Mid, E4m3) <= A ? Lo : Hi) = Mid;
    }
  }
  // Past the largest code the next value would be 480 (E4M3) or 65536
  // (E5M2): the code one up, which is not finite.
  double Below = fp8Value(Lo, E4m3);
  double Above = Lo == Largest ? (E4m3 ? 480.0 : 65536.0) : fp8Value(Lo + 1, E4m3);
  unsigned Code = Lo;
  if (A > Below) {
    double Mid = (Below + Above) / 2; // Exact: neighbours differ by a power of two.
    if (A > Mid || (A == Mid && (Lo & 1)))
      Code = Lo + 1;
  }
  if (Code > Largest)
    Code = Sat == __NV_SATFINITE ? Largest : (E4m3 ? 0x7f : 0x7c);
  return static_cast<__nv_fp8_storage_t>(Sign | Code);
}
} // namespace emu
} // namespace cuda2hip

inline __nv_fp8_storage_t __nv_cvt_double_to_fp8(double X, __nv_saturation_t S,
                                                 __nv_fp8_interpretation_t K) {
  return cuda2hip::emu::fp8FromDouble(X, S, K);
}
inline __nv_fp8_storage_t __nv_cvt_float_to_fp8(float X, __nv_saturation_t S,
                                                __nv_fp8_interpretation_t K) {
  return cuda2hip::emu::fp8FromDouble(X, S, K);
}
inline __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(float2 X, __nv_saturation_t S,
                                                     __nv_fp8_interpretation_t K) {
  return static_cast<__nv_fp8x2_storage_t>(__nv_cvt_float_to_fp8(X.y, S, K) << 8 |
                                           __nv_cvt_float_to_fp8(X.x, S, K));
}
inline __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(double2 X, __nv_saturation_t S,
                                                      __nv_fp8_interpretation_t K) {
  return static_cast<__nv_fp8x2_storage_t>(__nv_cvt_double_to_fp8(X.y, S, K) << 8 |
                                           __nv_cvt_double_to_fp8(X.x, S, K));
}

template <__nv_fp8_interpretation_t Kind> struct __c2h_emu_fp8 {
  __nv_fp8_storage_t __x;
  __c2h_emu_fp8() = default;
  explicit __c2h_emu_fp8(float F) : __x(__nv_cvt_float_to_fp8(F, __NV_SATFINITE, Kind)) {}
  explicit __c2h_emu_fp8(double F) : __x(__nv_cvt_double_to_fp8(F, __NV_SATFINITE, Kind)) {}
  explicit __c2h_emu_fp8(int V) : __c2h_emu_fp8(static_cast<double>(V)) {}
  explicit operator double() const {
    double V = cuda2hip::emu::fp8Value(__x & 0x7f, Kind == __NV_E4M3);
    return __x & 0x80 ? -V : V;
  }
  explicit operator float() const { return static_cast<float>(static_cast<double>(*this)); }
};
typedef __c2h_emu_fp8<__NV_E4M3> __nv_fp8_e4m3;
typedef __c2h_emu_fp8<__NV_E5M2> __nv_fp8_e5m2;

#endif
