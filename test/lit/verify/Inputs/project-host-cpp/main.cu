// A helper_math.h-style compound assignment and negation: on AMD the
// translation leaves them out (HIP's vector types have their own), so the
// HIP run needs the vector types' member operators.
#include <cstdio>

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

int main() {
  float4 *d, h[2];
  cudaMalloc(&d, sizeof h);
  accumulate<<<1, 2>>>(d, 4);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // 0+1+2+3 = 6 per unit: -(6, 12, 18, 24), summing to -60.
  bool ok = sum4(&h[1].x) == -60.0f && h[0].y == -12.0f;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
