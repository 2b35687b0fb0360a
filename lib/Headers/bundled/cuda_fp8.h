/* cuda2hip bundled CUDA declarations: 8-bit floats. */
#ifndef CUDA2HIP_BUNDLED_CUDA_FP8_H
#define CUDA2HIP_BUNDLED_CUDA_FP8_H
typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;
extern __host__ __device__ __nv_fp8_storage_t
__nv_cvt_double_to_fp8(double, __nv_saturation_t, __nv_fp8_interpretation_t);
extern __host__ __device__ __nv_fp8x2_storage_t
__nv_cvt_double2_to_fp8x2(double2, __nv_saturation_t, __nv_fp8_interpretation_t);
extern __host__ __device__ __nv_fp8_storage_t
__nv_cvt_float_to_fp8(float, __nv_saturation_t, __nv_fp8_interpretation_t);
extern __host__ __device__ __nv_fp8x2_storage_t
__nv_cvt_float2_to_fp8x2(float2, __nv_saturation_t, __nv_fp8_interpretation_t);
struct __nv_fp8_e4m3 {
  __nv_fp8_storage_t __x;
  __host__ __device__ __nv_fp8_e4m3() = default;
  __host__ __device__ explicit __nv_fp8_e4m3(float);
  __host__ __device__ explicit __nv_fp8_e4m3(double);
  __host__ __device__ explicit __nv_fp8_e4m3(int);
  __host__ __device__ explicit operator float() const;
  __host__ __device__ explicit operator double() const;
};
struct __nv_fp8_e5m2 {
  __nv_fp8_storage_t __x;
  __host__ __device__ __nv_fp8_e5m2() = default;
  __host__ __device__ explicit __nv_fp8_e5m2(float);
  __host__ __device__ explicit __nv_fp8_e5m2(double);
  __host__ __device__ explicit __nv_fp8_e5m2(int);
  __host__ __device__ explicit operator float() const;
  __host__ __device__ explicit operator double() const;
};
/* Declared so that their uses parse; cuda2hip reports them
   (c2h-fp8-unsupported). */
struct __nv_fp8x2_e4m3 { __nv_fp8x2_storage_t __x; };
struct __nv_fp8x2_e5m2 { __nv_fp8x2_storage_t __x; };
struct __nv_fp8x4_e4m3 { __nv_fp8x4_storage_t __x; };
struct __nv_fp8x4_e5m2 { __nv_fp8x4_storage_t __x; };
struct __nv_fp8_e8m0 { __nv_fp8_storage_t __x; };
struct __nv_fp8x2_e8m0 { __nv_fp8x2_storage_t __x; };
struct __nv_fp8x4_e8m0 { __nv_fp8x4_storage_t __x; };
typedef struct { unsigned short x; } __c2h_bundled_half_raw;
typedef struct { unsigned short x, y; } __c2h_bundled_half2_raw;
typedef struct { unsigned short x; } __c2h_bundled_bfloat16_raw;
typedef struct { unsigned short x, y; } __c2h_bundled_bfloat162_raw;
extern __host__ __device__ __c2h_bundled_half_raw
__nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t, __nv_fp8_interpretation_t);
extern __host__ __device__ __c2h_bundled_half2_raw
__nv_cvt_fp8x2_to_halfraw2(__nv_fp8x2_storage_t, __nv_fp8_interpretation_t);
extern __host__ __device__ __nv_fp8_storage_t
__nv_cvt_halfraw_to_fp8(__c2h_bundled_half_raw, __nv_saturation_t, __nv_fp8_interpretation_t);
extern __host__ __device__ __nv_fp8x2_storage_t
__nv_cvt_halfraw2_to_fp8x2(__c2h_bundled_half2_raw, __nv_saturation_t, __nv_fp8_interpretation_t);
extern __host__ __device__ __nv_fp8_storage_t
__nv_cvt_bfloat16raw_to_fp8(__c2h_bundled_bfloat16_raw, __nv_saturation_t,
                            __nv_fp8_interpretation_t);
extern __host__ __device__ __nv_fp8x2_storage_t
__nv_cvt_bfloat16raw2_to_fp8x2(__c2h_bundled_bfloat162_raw, __nv_saturation_t,
                               __nv_fp8_interpretation_t);
#endif
