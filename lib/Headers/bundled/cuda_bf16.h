/* cuda2hip bundled CUDA declarations: bfloat16. */
#ifndef CUDA2HIP_BUNDLED_CUDA_BF16_H
#define CUDA2HIP_BUNDLED_CUDA_BF16_H
struct __nv_bfloat16 {
  unsigned short __x;
  __host__ __device__ __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(float);
  __host__ __device__ operator float() const;
};
struct __nv_bfloat162 { __nv_bfloat16 x, y; };
extern __host__ __device__ __nv_bfloat16 __float2bfloat16(float);
extern __host__ __device__ float __bfloat162float(__nv_bfloat16);
extern __host__ __device__ __nv_bfloat162 __float2bfloat162_rn(float);
extern __host__ __device__ __nv_bfloat162 make_bfloat162(__nv_bfloat16, __nv_bfloat16);
extern __device__ __nv_bfloat16 atomicAdd(__nv_bfloat16 *, __nv_bfloat16);
extern __device__ __nv_bfloat162 atomicAdd(__nv_bfloat162 *, __nv_bfloat162);
#endif
