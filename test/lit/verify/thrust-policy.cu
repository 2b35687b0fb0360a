// A program that names Thrust's execution policy (thrust::device) having
// included only an algorithm's header, as nvcc's Thrust allows: the
// emulator's host back end declares the policies too.
// REQUIRES: cuda-sdk
// RUN: cuda2hip verify --no-compile --backend emu %s > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: pass {{.*}}thrust-policy.cu: translate ok, reference pass, emu64 pass, emu32 pass
#include <cstdio>
#include <thrust/reduce.h>

__global__ void iota(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = i;
}

int main() {
  const int n = 1000;
  int *a;
  cudaMalloc(&a, n * sizeof(int));
  iota<<<(n + 255) / 256, 256>>>(a, n);
  long long sum = thrust::reduce(thrust::device, a, a + n, 0LL);
  printf("sum %lld\n", sum);
  cudaFree(a);
  return sum == 499500 ? 0 : 1;
}
