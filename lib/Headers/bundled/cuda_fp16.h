/* cuda2hip bundled CUDA declarations: half precision. */
#ifndef CUDA2HIP_BUNDLED_CUDA_FP16_H
#define CUDA2HIP_BUNDLED_CUDA_FP16_H
struct __half {
  unsigned short __x;
  __host__ __device__ __half() = default;
  __host__ __device__ __half(float);
  __host__ __device__ operator float() const;
};
struct __half2 { __half x, y; };
typedef __half half;
typedef __half2 half2;
#define C2H_HD extern __host__ __device__
C2H_HD __half __float2half(float);
C2H_HD __half __float2half_rn(float);
C2H_HD float __half2float(__half);
C2H_HD __half2 __float2half2_rn(float);
C2H_HD __half2 __floats2half2_rn(float, float);
C2H_HD __half2 __float22half2_rn(float2);
C2H_HD float2 __half22float2(__half2);
C2H_HD float __low2float(__half2);
C2H_HD float __high2float(__half2);
extern __device__ __half __hadd(__half, __half);
extern __device__ __half __hmul(__half, __half);
extern __device__ __half __hfma(__half, __half, __half);
extern __device__ __half2 __hadd2(__half2, __half2);
extern __device__ __half2 __hmul2(__half2, __half2);
extern __device__ __half2 __hfma2(__half2, __half2, __half2);
extern __host__ __device__ __half2 __halves2half2(__half, __half);
extern __host__ __device__ __half __low2half(__half2);
extern __host__ __device__ __half __high2half(__half2);
extern __device__ __half atomicAdd(__half *, __half);
extern __device__ __half2 atomicAdd(__half2 *, __half2);
extern __device__ __half htanh(__half);
extern __device__ __half htanh_approx(__half);
extern __device__ __half2 h2tanh(__half2);
extern __device__ __half2 h2tanh_approx(__half2);
#undef C2H_HD
#endif
