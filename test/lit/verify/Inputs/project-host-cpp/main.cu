// A helper_math.h-style compound assignment and negation: on AMD the
// translation leaves them out (HIP's vector types have their own), so the
// HIP run needs the vector types' member operators.
#include <cstdio>
#include "pairs.h"

float sum4(const float *v);

inline __host__ __device__ void operator+=(float4 &a, float4 b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
  a.w += b.w;
}
inline __host__ __device__ float4 operator-(float4 a) { return make_float4(-a.x, -a.y, -a.z, -a.w); }

__global__ void accumulate(float4 *out, int n) {
  float4 s = make_float4(0, 0, 0, 0);
  for (int i = 0; i < n; ++i)
    s += make_float4(i, 2 * i, 3 * i, 4 * i);
  out[threadIdx.x] = -s;
}

__global__ void pairs(const int *a, const int *b, int *c) {
  c[threadIdx.x] = is_pair(a[threadIdx.x], b[threadIdx.x]);
}

int main() {
  float4 *d, h[2];
  cudaMalloc(&d, sizeof h);
  accumulate<<<1, 2>>>(d, 4);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // 0+1+2+3 = 6 per unit: -(6, 12, 18, 24), summing to -60.
  bool ok = sum4(&h[1].x) == -60.0f && h[0].y == -12.0f;
  // The same inline function on the device and in the C unit.
  int a[4] = {0, 1, 2, 3}, b[4] = {3, 1, 1, 0}, c[4], *da, *db, *dc;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dc, sizeof c);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  pairs<<<1, 4>>>(da, db, dc);
  cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
  ok = ok && c[0] + c[1] + c[2] + c[3] == 3 && count_pairs(a, b, 4) == 3;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
