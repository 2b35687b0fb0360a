/* cuda2hip bundled CUDA declarations: device functions and intrinsics. */
#ifndef CUDA2HIP_BUNDLED_DEVICE_FUNCTIONS_H
#define CUDA2HIP_BUNDLED_DEVICE_FUNCTIONS_H
/* nvcc's implicit headers make printf and assert usable in kernels, and
 * bring in <string.h> (host memcpy with no include of the program's own).
 * The C and C++ math headers are left to the program: they are large, and
 * parsing them would dominate the cost of translating a small file. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern "C" int printf(const char *, ...);
/* Their device sides: printf, and what the assert macro calls. */
extern "C" __device__ int printf(const char *, ...);
extern "C" __device__ void __assert_fail(const char *, const char *, unsigned int,
                                         const char *);

#define C2H_D extern __device__
#define C2H_HD extern __host__ __device__

/* The C library functions CUDA provides in device code. */
extern "C" __device__ void *memcpy(void *, const void *, size_t);
extern "C" __device__ void *memset(void *, int, size_t);
extern "C" __device__ void *malloc(size_t);
extern "C" __device__ void free(void *);

/* Synchronisation and fences. */
C2H_D void __syncthreads(void);
C2H_D int __syncthreads_count(int);
C2H_D int __syncthreads_and(int);
C2H_D int __syncthreads_or(int);
C2H_D void __syncwarp(unsigned mask = 0xffffffffu);
C2H_D void __threadfence(void);
C2H_D void __threadfence_block(void);
C2H_D void __threadfence_system(void);
C2H_D void __nanosleep(unsigned);
C2H_D long long clock64(void);

/* Warp vote, shuffle, match and reduce (sm_30+/sm_70+/sm_80+). */
C2H_D unsigned __activemask(void);
C2H_D unsigned __ballot_sync(unsigned, int);
C2H_D int __any_sync(unsigned, int);
C2H_D int __all_sync(unsigned, int);
C2H_D unsigned __match_any_sync(unsigned, int);
C2H_D unsigned __match_any_sync(unsigned, unsigned);
C2H_D unsigned __match_any_sync(unsigned, long long);
C2H_D unsigned __match_any_sync(unsigned, unsigned long long);
C2H_D unsigned __match_any_sync(unsigned, float);
C2H_D unsigned __match_all_sync(unsigned, int, int *);
C2H_D unsigned __match_all_sync(unsigned, unsigned, int *);
C2H_D int __reduce_add_sync(unsigned, int);
C2H_D unsigned __reduce_add_sync(unsigned, unsigned);
C2H_D int __reduce_min_sync(unsigned, int);
C2H_D unsigned __reduce_min_sync(unsigned, unsigned);
C2H_D int __reduce_max_sync(unsigned, int);
C2H_D unsigned __reduce_max_sync(unsigned, unsigned);
C2H_D unsigned __reduce_and_sync(unsigned, unsigned);
C2H_D unsigned __reduce_or_sync(unsigned, unsigned);
C2H_D unsigned __reduce_xor_sync(unsigned, unsigned);
#define C2H_SHFL(T)                                                            \
  C2H_D T __shfl_sync(unsigned, T, int, int width = 32);                       \
  C2H_D T __shfl_up_sync(unsigned, T, unsigned, int width = 32);               \
  C2H_D T __shfl_down_sync(unsigned, T, unsigned, int width = 32);             \
  C2H_D T __shfl_xor_sync(unsigned, T, int, int width = 32);
C2H_SHFL(int)
C2H_SHFL(unsigned)
C2H_SHFL(long)
C2H_SHFL(unsigned long)
C2H_SHFL(long long)
C2H_SHFL(unsigned long long)
C2H_SHFL(float)
C2H_SHFL(double)
#undef C2H_SHFL

/* Shared-window addresses. */
C2H_D size_t __cvta_generic_to_shared(const void *);
C2H_D void *__cvta_shared_to_generic(size_t);

/* Bit manipulation. */
C2H_D int __popc(unsigned);
C2H_D int __popcll(unsigned long long);
C2H_D int __ffs(int);
C2H_D int __ffsll(long long);
C2H_D int __clz(int);
C2H_D int __clzll(long long);
C2H_D unsigned __brev(unsigned);
C2H_D unsigned long long __brevll(unsigned long long);

/* Packed integer dot products. */
C2H_D int __dp4a(int, int, int);
C2H_D unsigned __dp4a(unsigned, unsigned, unsigned);
C2H_D int __dp4a(char4, char4, int);
C2H_D unsigned __dp4a(uchar4, uchar4, unsigned);
C2H_D int __dp2a_lo(int, int, int);
C2H_D unsigned __dp2a_lo(unsigned, unsigned, unsigned);
C2H_D int __dp2a_lo(short2, char4, int);
C2H_D unsigned __dp2a_lo(ushort2, uchar4, unsigned);
C2H_D int __dp2a_hi(int, int, int);
C2H_D unsigned __dp2a_hi(unsigned, unsigned, unsigned);
C2H_D int __dp2a_hi(short2, char4, int);
C2H_D unsigned __dp2a_hi(ushort2, uchar4, unsigned);

/* Packed SIMD functions (per 16-bit lane or byte) and sm_90's DPX functions. */
C2H_D unsigned __vabs2(unsigned);
C2H_D unsigned __vabs4(unsigned);
C2H_D unsigned __vabsdiffs2(unsigned, unsigned);
C2H_D unsigned __vabsdiffs4(unsigned, unsigned);
C2H_D unsigned __vabsdiffu2(unsigned, unsigned);
C2H_D unsigned __vabsdiffu4(unsigned, unsigned);
C2H_D unsigned __vabsss2(unsigned);
C2H_D unsigned __vabsss4(unsigned);
C2H_D unsigned __vadd2(unsigned, unsigned);
C2H_D unsigned __vadd4(unsigned, unsigned);
C2H_D unsigned __vaddss2(unsigned, unsigned);
C2H_D unsigned __vaddss4(unsigned, unsigned);
C2H_D unsigned __vaddus2(unsigned, unsigned);
C2H_D unsigned __vaddus4(unsigned, unsigned);
C2H_D unsigned __vavgs2(unsigned, unsigned);
C2H_D unsigned __vavgs4(unsigned, unsigned);
C2H_D unsigned __vavgu2(unsigned, unsigned);
C2H_D unsigned __vavgu4(unsigned, unsigned);
C2H_D unsigned __vcmpeq2(unsigned, unsigned);
C2H_D unsigned __vcmpeq4(unsigned, unsigned);
C2H_D unsigned __vcmpges2(unsigned, unsigned);
C2H_D unsigned __vcmpges4(unsigned, unsigned);
C2H_D unsigned __vcmpgeu2(unsigned, unsigned);
C2H_D unsigned __vcmpgeu4(unsigned, unsigned);
C2H_D unsigned __vcmpgts2(unsigned, unsigned);
C2H_D unsigned __vcmpgts4(unsigned, unsigned);
C2H_D unsigned __vcmpgtu2(unsigned, unsigned);
C2H_D unsigned __vcmpgtu4(unsigned, unsigned);
C2H_D unsigned __vcmples2(unsigned, unsigned);
C2H_D unsigned __vcmples4(unsigned, unsigned);
C2H_D unsigned __vcmpleu2(unsigned, unsigned);
C2H_D unsigned __vcmpleu4(unsigned, unsigned);
C2H_D unsigned __vcmplts2(unsigned, unsigned);
C2H_D unsigned __vcmplts4(unsigned, unsigned);
C2H_D unsigned __vcmpltu2(unsigned, unsigned);
C2H_D unsigned __vcmpltu4(unsigned, unsigned);
C2H_D unsigned __vcmpne2(unsigned, unsigned);
C2H_D unsigned __vcmpne4(unsigned, unsigned);
C2H_D unsigned __vhaddu2(unsigned, unsigned);
C2H_D unsigned __vhaddu4(unsigned, unsigned);
C2H_D unsigned __viaddmax_s16x2(unsigned, unsigned, unsigned);
C2H_D unsigned __viaddmax_s16x2_relu(unsigned, unsigned, unsigned);
C2H_D int __viaddmax_s32(int, int, int);
C2H_D int __viaddmax_s32_relu(int, int, int);
C2H_D unsigned __viaddmax_u16x2(unsigned, unsigned, unsigned);
C2H_D unsigned __viaddmax_u32(unsigned, unsigned, unsigned);
C2H_D unsigned __viaddmin_s16x2(unsigned, unsigned, unsigned);
C2H_D unsigned __viaddmin_s16x2_relu(unsigned, unsigned, unsigned);
C2H_D int __viaddmin_s32(int, int, int);
C2H_D int __viaddmin_s32_relu(int, int, int);
C2H_D unsigned __viaddmin_u16x2(unsigned, unsigned, unsigned);
C2H_D unsigned __viaddmin_u32(unsigned, unsigned, unsigned);
C2H_D unsigned __vibmax_s16x2(unsigned, unsigned, bool*, bool*);
C2H_D int __vibmax_s32(int, int, bool*);
C2H_D unsigned __vibmax_u16x2(unsigned, unsigned, bool*, bool*);
C2H_D unsigned __vibmax_u32(unsigned, unsigned, bool*);
C2H_D unsigned __vibmin_s16x2(unsigned, unsigned, bool*, bool*);
C2H_D int __vibmin_s32(int, int, bool*);
C2H_D unsigned __vibmin_u16x2(unsigned, unsigned, bool*, bool*);
C2H_D unsigned __vibmin_u32(unsigned, unsigned, bool*);
C2H_D unsigned __vimax3_s16x2(unsigned, unsigned, unsigned);
C2H_D unsigned __vimax3_s16x2_relu(unsigned, unsigned, unsigned);
C2H_D int __vimax3_s32(int, int, int);
C2H_D int __vimax3_s32_relu(int, int, int);
C2H_D unsigned __vimax3_u16x2(unsigned, unsigned, unsigned);
C2H_D unsigned __vimax3_u32(unsigned, unsigned, unsigned);
C2H_D unsigned __vimax_s16x2_relu(unsigned, unsigned);
C2H_D int __vimax_s32_relu(int, int);
C2H_D unsigned __vimin3_s16x2(unsigned, unsigned, unsigned);
C2H_D unsigned __vimin3_s16x2_relu(unsigned, unsigned, unsigned);
C2H_D int __vimin3_s32(int, int, int);
C2H_D int __vimin3_s32_relu(int, int, int);
C2H_D unsigned __vimin3_u16x2(unsigned, unsigned, unsigned);
C2H_D unsigned __vimin3_u32(unsigned, unsigned, unsigned);
C2H_D unsigned __vimin_s16x2_relu(unsigned, unsigned);
C2H_D int __vimin_s32_relu(int, int);
C2H_D unsigned __vmaxs2(unsigned, unsigned);
C2H_D unsigned __vmaxs4(unsigned, unsigned);
C2H_D unsigned __vmaxu2(unsigned, unsigned);
C2H_D unsigned __vmaxu4(unsigned, unsigned);
C2H_D unsigned __vmins2(unsigned, unsigned);
C2H_D unsigned __vmins4(unsigned, unsigned);
C2H_D unsigned __vminu2(unsigned, unsigned);
C2H_D unsigned __vminu4(unsigned, unsigned);
C2H_D unsigned __vneg2(unsigned);
C2H_D unsigned __vneg4(unsigned);
C2H_D unsigned __vnegss2(unsigned);
C2H_D unsigned __vnegss4(unsigned);
C2H_D unsigned __vsads2(unsigned, unsigned);
C2H_D unsigned __vsads4(unsigned, unsigned);
C2H_D unsigned __vsadu2(unsigned, unsigned);
C2H_D unsigned __vsadu4(unsigned, unsigned);
C2H_D unsigned __vseteq2(unsigned, unsigned);
C2H_D unsigned __vseteq4(unsigned, unsigned);
C2H_D unsigned __vsetges2(unsigned, unsigned);
C2H_D unsigned __vsetges4(unsigned, unsigned);
C2H_D unsigned __vsetgeu2(unsigned, unsigned);
C2H_D unsigned __vsetgeu4(unsigned, unsigned);
C2H_D unsigned __vsetgts2(unsigned, unsigned);
C2H_D unsigned __vsetgts4(unsigned, unsigned);
C2H_D unsigned __vsetgtu2(unsigned, unsigned);
C2H_D unsigned __vsetgtu4(unsigned, unsigned);
C2H_D unsigned __vsetles2(unsigned, unsigned);
C2H_D unsigned __vsetles4(unsigned, unsigned);
C2H_D unsigned __vsetleu2(unsigned, unsigned);
C2H_D unsigned __vsetleu4(unsigned, unsigned);
C2H_D unsigned __vsetlts2(unsigned, unsigned);
C2H_D unsigned __vsetlts4(unsigned, unsigned);
C2H_D unsigned __vsetltu2(unsigned, unsigned);
C2H_D unsigned __vsetltu4(unsigned, unsigned);
C2H_D unsigned __vsetne2(unsigned, unsigned);
C2H_D unsigned __vsetne4(unsigned, unsigned);
C2H_D unsigned __vsub2(unsigned, unsigned);
C2H_D unsigned __vsub4(unsigned, unsigned);
C2H_D unsigned __vsubss2(unsigned, unsigned);
C2H_D unsigned __vsubss4(unsigned, unsigned);
C2H_D unsigned __vsubus2(unsigned, unsigned);
C2H_D unsigned __vsubus4(unsigned, unsigned);

/* Atomics. */
#define C2H_ATOMIC(Name, T) C2H_D T Name(T *, T);
#define C2H_ATOMIC_INT(Name)                                                   \
  C2H_ATOMIC(Name, int) C2H_ATOMIC(Name, unsigned)                             \
  C2H_ATOMIC(Name, unsigned long long)
C2H_ATOMIC_INT(atomicAdd)
C2H_ATOMIC(atomicAdd, float)
C2H_ATOMIC(atomicAdd, double)
C2H_ATOMIC(atomicSub, int)
C2H_ATOMIC(atomicSub, unsigned)
C2H_ATOMIC_INT(atomicExch)
C2H_ATOMIC(atomicExch, float)
C2H_ATOMIC_INT(atomicMin)
C2H_ATOMIC(atomicMin, long long)
C2H_ATOMIC_INT(atomicMax)
C2H_ATOMIC(atomicMax, long long)
C2H_ATOMIC_INT(atomicAnd)
C2H_ATOMIC_INT(atomicOr)
C2H_ATOMIC_INT(atomicXor)
C2H_ATOMIC(atomicInc, unsigned)
C2H_ATOMIC(atomicDec, unsigned)
C2H_D int atomicCAS(int *, int, int);
C2H_D unsigned atomicCAS(unsigned *, unsigned, unsigned);
C2H_D unsigned long long atomicCAS(unsigned long long *, unsigned long long, unsigned long long);
C2H_D unsigned short atomicCAS(unsigned short *, unsigned short, unsigned short);
#undef C2H_ATOMIC_INT
#undef C2H_ATOMIC

/* Read-only loads. */
template <class T> __device__ T __ldg(const T *p) { return *p; }
// Cache-hinted loads and stores: a hint never changes the value.
template <class T> __device__ T __ldca(const T *p) { return *p; }
template <class T> __device__ T __ldcg(const T *p) { return *p; }
template <class T> __device__ T __ldcs(const T *p) { return *p; }
template <class T> __device__ T __ldlu(const T *p) { return *p; }
template <class T> __device__ T __ldcv(const T *p) { return *p; }
template <class T> struct __c2h_hint_same { typedef T type; };
template <class T> __device__ void __stwb(T *p, typename __c2h_hint_same<T>::type v) { *p = v; }
template <class T> __device__ void __stcg(T *p, typename __c2h_hint_same<T>::type v) { *p = v; }
template <class T> __device__ void __stcs(T *p, typename __c2h_hint_same<T>::type v) { *p = v; }
template <class T> __device__ void __stwt(T *p, typename __c2h_hint_same<T>::type v) { *p = v; }

/* The C math library on the device side. <math.h> declares these for the
 * host only, and a host function cannot be called from a kernel. */
#define C2H_MATH1(F) C2H_D double F(double); C2H_D float F##f(float);
#define C2H_MATH2(F) C2H_D double F(double, double); C2H_D float F##f(float, float);
C2H_MATH1(sqrt) C2H_MATH1(cbrt) C2H_MATH1(exp) C2H_MATH1(exp2) C2H_MATH1(expm1)
C2H_MATH1(log) C2H_MATH1(log2) C2H_MATH1(log10) C2H_MATH1(log1p)
C2H_MATH1(sin) C2H_MATH1(cos) C2H_MATH1(tan) C2H_MATH1(asin) C2H_MATH1(acos)
C2H_MATH1(atan) C2H_MATH1(sinh) C2H_MATH1(cosh) C2H_MATH1(tanh)
C2H_MATH1(fabs) C2H_MATH1(floor) C2H_MATH1(ceil) C2H_MATH1(round)
C2H_MATH1(trunc) C2H_MATH1(rint) C2H_MATH1(erf) C2H_MATH1(erfc)
C2H_MATH1(lgamma) C2H_MATH1(tgamma)
C2H_MATH2(pow) C2H_MATH2(fmin) C2H_MATH2(fmax) C2H_MATH2(fmod)
C2H_MATH2(atan2) C2H_MATH2(hypot) C2H_MATH2(copysign) C2H_MATH2(fdim)
C2H_D double fma(double, double, double);
C2H_D float fmaf(float, float, float);
C2H_D int isnan(float);
C2H_D int isinf(float);
#undef C2H_MATH1
#undef C2H_MATH2

/* Fast and CUDA-only math. */
C2H_D float __expf(float);
C2H_D float __logf(float);
C2H_D float __sinf(float);
C2H_D float __cosf(float);
C2H_D float __tanf(float);
C2H_D float __powf(float, float);
C2H_D float __fdividef(float, float);
C2H_D float __saturatef(float);
C2H_D float __fsqrt_rn(float);
C2H_D float __fsqrt_rd(float);
C2H_D float __fmul_rn(float, float);
C2H_D float __fadd_rn(float, float);
C2H_D float __int_as_float(int);
C2H_D int __float_as_int(float);
C2H_D unsigned __float_as_uint(float);
C2H_D float __uint_as_float(unsigned);
C2H_D int __float2int_rn(float);
C2H_D int __mul24(int, int);
C2H_HD float rsqrtf(float);
C2H_HD double rsqrt(double);
C2H_HD float rcbrtf(float);
C2H_HD double rcbrt(double);
C2H_HD float sinpif(float);
C2H_HD double sinpi(double);
C2H_HD float cospif(float);
C2H_HD double cospi(double);
C2H_HD float erfinvf(float);
C2H_HD double erfinv(double);
C2H_HD float normcdff(float);
C2H_HD double normcdf(double);
C2H_HD int min(int, int);
C2H_HD unsigned min(unsigned, unsigned);
C2H_HD int max(int, int);
C2H_HD unsigned max(unsigned, unsigned);
C2H_HD float min(float, float);
C2H_HD float max(float, float);
C2H_HD long long min(long long, long long);
C2H_HD long long max(long long, long long);

#undef C2H_D
#undef C2H_HD
#endif
