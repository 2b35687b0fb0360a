// Definitions of functions HIP defines itself would be redefinitions
// (atomicMax on double) or make every use ambiguous (float4 operator+=
// against HIP_vector_type's member): they are kept for other platforms and
// left out on AMD, so the output builds.
// The SDK header mode gives the same output (checked by
// c2h-hip-defined-overload-sdk.test).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=ERR < %t.err
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>

// double-precision atomic max
__device__ __forceinline__
double atomicMax(double *address, double val)
{
  double old = *address;
  *address = fmax(old, val); // (not atomic: the body does not matter here)
  return old;
}


inline __host__ __device__ void operator+=(float4 &a, const float4 &b) {
  a.x += b.x; a.y += b.y; a.z += b.z; a.w += b.w;
}
inline __host__ __device__ float4 operator-(float4 a) { return make_float4(-a.x, -a.y, -a.z, -a.w); }
inline __host__ __device__ float4 operator+(float4 a, float4 b) {
  return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
// Not a HIP definition: a different signature stays as written.
__device__ int atomicMax(int *address, int val, int unused);

__global__ void k(double *m, double *s, float4 *v) {
  atomicMax(m, 1.0);
  float4 t = v[0];
  t += v[1];
  v[threadIdx.x] = -t + v[2];
}
// CHECK: {{^}}// double-precision atomic max{{$}}
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines atomicMax(double *, double){{$}}
// CHECK-NEXT: {{^}}__device__ __forceinline__{{$}}
// CHECK-NEXT: {{^}}double atomicMax(double *address, double val){{$}}
// CHECK: {{^}}  return old;{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines float4::operator+=(float4){{$}}
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator+=(float4 &a, const float4 &b) {{{$}}
// CHECK-NEXT: {{^}}  a.x += b.x; a.y += b.y; a.z += b.z; a.w += b.w;{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// Negation stays: HIP's member operator-() is a template, which this
// non-template definition is preferred to.
// CHECK-NEXT: {{^}}inline __host__ __device__ float4 operator-(float4 a) { return make_float4(-a.x, -a.y, -a.z, -a.w); }{{$}}
// CHECK-NEXT: {{^}}inline __host__ __device__ float4 operator+(float4 a, float4 b) {{{$}}
// CHECK: {{^}}__device__ int atomicMax(int *address, int val, int unused);{{$}}
// ERR: c2h-hip-defined-overload.cu:15:8: note: HIP defines atomicMax(double *, double) itself; this definition is kept for other platforms and left out on AMD (#if !defined(__HIP_PLATFORM_AMD__)) [c2h-hip-defined-overload]
// ERR: c2h-hip-defined-overload.cu:23:33: note: HIP defines float4::operator+=(float4) itself
