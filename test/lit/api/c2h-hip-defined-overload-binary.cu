// float4 * float4 and float4 / float4: HIP's vector types declare them as
// hidden friends in ROCm 5.7, 6.4 and 7.2, so a program's own definition
// (as helper_math.h has) makes every use ambiguous there; ROCm 5.2's were
// templates, which lost to it. A definition whose body reads as
// component-wise is left out on AMD, where HIP's means the same; one that
// does something else (a complex product) is kept and reported.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=ERR --implicit-check-not=c2h-hip-defined-overload < %t.err
// RUN: %hipcc -DNO_COMPLEX %t.hip -o %t.o
// The ROCm 7.2 check: the definitions read as component-wise build, the
// complex product fails where the warning said it would.
// RUN: %if rocm72 %{ %hip72-syntax -DNO_COMPLEX %t.hip %}
// RUN: %if rocm72 %{ not %hip72-syntax %t.hip 2> %t.72 %}
// RUN: %if rocm72 %{ %FileCheck %s --check-prefix=R72 < %t.72 %}
#include <cuda_runtime.h>

inline __host__ __device__ float4 operator*(float4 a, float4 b)
{
    return make_float4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w);
}
inline __host__ __device__ float3 operator/(const float3 &a, const float3 &b)
{
    float3 r;
    r.x = a.x / b.x;
    r.y = a.y / b.y;
    r.z = a.z / b.z;
    return r;
}
inline __host__ __device__ int2 operator*(int2 a, int2 b) { return {a.x * b.x, a.y * b.y}; }
inline __host__ __device__ void operator*=(float4 &a, float4 b) { a = a * b; }
inline __host__ __device__ void operator/=(float3 &a, float3 b) { a.x = a.x / b.x; a.y = a.y / b.y; a.z = a.z / b.z; }
// Vector times scalar: HIP's is a template, this one is preferred.
inline __host__ __device__ float4 operator*(float4 a, float s) { return make_float4(a.x * s, a.y * s, a.z * s, a.w * s); }
#ifndef NO_COMPLEX
// A complex product on float2, and the compound assignment made from it.
inline __host__ __device__ float2 operator*(float2 a, float2 b)
{
    return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
inline __host__ __device__ void operator*=(float2 &a, float2 b) { a = a * b; }
// One component reads the wrong operand.
inline __host__ __device__ void operator-=(float2 &a, float2 b) { a.x -= b.x; a.y -= b.x; }
#endif

__global__ void k(float4 *v, float3 *w, float2 *c, int2 *n) {
  float4 t = v[0] * v[1];
  t *= v[2];
  v[threadIdx.x] = t * 2.0f;
  float3 u = w[0] / w[1];
  u /= w[2];
  w[1] = u;
  n[0] = n[1] * n[2];
#ifndef NO_COMPLEX
  c[0] = c[1] * c[2];
#endif
}
// CHECK: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines operator*(float4, float4){{$}}
// CHECK-NEXT: {{^}}inline __host__ __device__ float4 operator*(float4 a, float4 b){{$}}
// CHECK: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines operator/(float3, float3){{$}}
// CHECK: {{^}}    return r;{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines operator*(int2, int2){{$}}
// CHECK-NEXT: {{^}}inline __host__ __device__ int2 operator*(int2 a, int2 b) { return {a.x * b.x, a.y * b.y}; }{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines float4::operator*=(float4){{$}}
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator*=(float4 &a, float4 b) { a = a * b; }{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines float3::operator/=(float3){{$}}
// CHECK: {{^}}// Vector times scalar: HIP's is a template, this one is preferred.{{$}}
// CHECK-NEXT: {{^}}inline __host__ __device__ float4 operator*(float4 a, float s)
// CHECK: {{^}}// A complex product on float2, and the compound assignment made from it.{{$}}
// CHECK-NEXT: {{^}}inline __host__ __device__ float2 operator*(float2 a, float2 b){{$}}
// CHECK: {{^}}inline __host__ __device__ void operator*=(float2 &a, float2 b) { a = a * b; }{{$}}
// CHECK-NEXT: {{^}}// One component reads the wrong operand.{{$}}
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator-=(float2 &a, float2 b)
// ERR: c2h-hip-defined-overload-binary.cu:18:35: note: HIP defines operator*(float4, float4) itself; {{.*}} [c2h-hip-defined-overload]
// ERR: c2h-hip-defined-overload-binary.cu:22:35: note: HIP defines operator/(float3, float3) itself{{.*}}
// ERR: c2h-hip-defined-overload-binary.cu:30:33: note: HIP defines operator*(int2, int2) itself{{.*}}
// ERR: c2h-hip-defined-overload-binary.cu:31:33: note: HIP defines float4::operator*=(float4) itself{{.*}}
// ERR: c2h-hip-defined-overload-binary.cu:32:33: note: HIP defines float3::operator/=(float3) itself{{.*}}
// ERR: c2h-hip-defined-overload-binary.cu:37:35: warning: HIP's vector types define operator*(float2, float2) themselves, component-wise, and this definition does not read as component-wise: {{.*}} [c2h-hip-defined-overload-meaning]
// ERR: c2h-hip-defined-overload-binary.cu:41:33: warning: HIP's vector types define float2::operator*=(float2) themselves{{.*}}
// ERR: c2h-hip-defined-overload-binary.cu:43:33: warning: HIP's vector types define float2::operator-=(float2) themselves{{.*}}
// R72: error: use of overloaded operator '*' is ambiguous (with operand types 'float2'
