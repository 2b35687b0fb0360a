// Launch arguments convert to the kernel's parameter types as in a call: a
// literal 0 for a pointer parameter is a null pointer, and a class with a
// converting constructor is built from an int (HeCBench idivide launches
// throughput_test<int_fastdiv><<<g, b>>>(3, 5, 7, 0, 0)).
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
struct Divisor {
  __host__ __device__ Divisor(int d = 1) : d(d), twice(2 * d) {}
  __host__ __device__ operator int() const { return d; }
  int d, twice;
};
template <class D> __global__ void divide(D d, int *out, int *unused) {
  if (unused == nullptr)
    out[threadIdx.x] = (int)threadIdx.x / d;
}
__global__ void twice(Divisor d, int *out) { out[threadIdx.x] = d.twice; }
int main() {
  int *d, h[32], bad = 0;
  cudaMalloc(&d, sizeof h);
  divide<Divisor><<<1, 32>>>(7, d, 0);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; ++i)
    bad += h[i] != i / 7;
  twice<<<1, 32>>>(5, d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; ++i)
    bad += h[i] != 10;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// CHECK: pass {{.*}}launch-conversions.cu: translate ok, reference pass, emu64 pass, emu32 pass
