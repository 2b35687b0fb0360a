/* cuda2hip bundled CUDA declarations: vector types. */
#ifndef CUDA2HIP_BUNDLED_VECTOR_TYPES_H
#define CUDA2HIP_BUNDLED_VECTOR_TYPES_H

#define C2H_VEC(T, N)                                                          \
  struct T##1 { N x; };                                                        \
  struct T##2 { N x, y; };                                                     \
  struct T##3 { N x, y, z; };                                                  \
  struct T##4 { N x, y, z, w; };                                               \
  __host__ __device__ T##1 make_##T##1(N x);                                   \
  __host__ __device__ T##2 make_##T##2(N x, N y);                              \
  __host__ __device__ T##3 make_##T##3(N x, N y, N z);                         \
  __host__ __device__ T##4 make_##T##4(N x, N y, N z, N w);
C2H_VEC(char, signed char)
C2H_VEC(uchar, unsigned char)
C2H_VEC(short, short)
C2H_VEC(ushort, unsigned short)
C2H_VEC(int, int)
C2H_VEC(uint, unsigned int)
C2H_VEC(long, long)
C2H_VEC(ulong, unsigned long)
C2H_VEC(longlong, long long)
C2H_VEC(ulonglong, unsigned long long)
C2H_VEC(float, float)
C2H_VEC(double, double)
#undef C2H_VEC

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int x = 1, unsigned int y = 1,
                                     unsigned int z = 1)
      : x(x), y(y), z(z) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return {x, y, z}; }
};
#endif
