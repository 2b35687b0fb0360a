// A helper_math-style program: its component-wise float4 * float4, / and
// *= are left out on AMD (HIP's vector types define them), so the HIP run
// uses HIP's; its vector-times-scalar and negation stay its own. The
// emulator's HIP vector types resolve these as ROCm does, and both runs
// agree.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s --keep %t.keep > %t.out
// RUN: %FileCheck %s --input-file %t.out
// RUN: %FileCheck %s --check-prefix=HIP --input-file %t.keep/0-vector-operators/hip/vector-operators.hip
// CHECK: pass {{.*}}vector-operators.cu: translate ok, reference pass, emu64 pass, emu32 pass
// HIP: cuda2hip: HIP defines operator*(float4, float4)
// HIP: cuda2hip: HIP defines operator/(float4, float4)
// HIP: cuda2hip: HIP defines float4::operator*=(float4)
#include <cstdio>

inline __host__ __device__ float4 operator*(float4 a, float4 b) {
  return make_float4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w);
}
inline __host__ __device__ float4 operator/(float4 a, float4 b) {
  return make_float4(a.x / b.x, a.y / b.y, a.z / b.z, a.w / b.w);
}
inline __host__ __device__ void operator*=(float4 &a, float4 b) {
  a.x *= b.x; a.y *= b.y; a.z *= b.z; a.w *= b.w;
}
inline __host__ __device__ float4 operator*(float4 a, float s) {
  return make_float4(a.x * s, a.y * s, a.z * s, a.w * s);
}
inline __host__ __device__ float4 operator-(float4 a) { return make_float4(-a.x, -a.y, -a.z, -a.w); }

__global__ void combine(const float4 *a, const float4 *b, float4 *out) {
  int i = threadIdx.x;
  float4 t = a[i] * b[i];
  t *= b[i];
  out[i] = -(t / a[i]) * 0.5f;
}

int main() {
  const int n = 64;
  float4 ha[n], hb[n], ho[n];
  for (int i = 0; i < n; ++i) {
    ha[i] = make_float4(i + 1, 2 * i + 1, 3, 4);
    hb[i] = make_float4(2, 1, i + 1, 0.5f);
  }
  float4 *a, *b, *o;
  cudaMalloc(&a, sizeof ha);
  cudaMalloc(&b, sizeof hb);
  cudaMalloc(&o, sizeof ho);
  cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
  combine<<<1, n>>>(a, b, o);
  cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    // (a * b * b) / a * -0.5 = -0.5 * b * b
    float4 e = make_float4(-0.5f * hb[i].x * hb[i].x, -0.5f * hb[i].y * hb[i].y,
                           -0.5f * hb[i].z * hb[i].z, -0.5f * hb[i].w * hb[i].w);
    bad += ho[i].x != e.x || ho[i].y != e.y || ho[i].z != e.z || ho[i].w != e.w;
  }
  printf("checksum %f\n", ho[n - 1].z);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
