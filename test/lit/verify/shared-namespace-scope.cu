// __shared__ variables declared at namespace scope: a fixed array, a
// scalar, and dynamic shared memory declared extern (twice, as headers
// do). Each block gets its own, as inside a kernel.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
#define THREADS 64
__shared__ int partial[THREADS];
__shared__ int blockTotal;
extern __shared__ float scratch[];
extern __shared__ float scratch[];

__device__ int sumPartial() {
  int s = 0;
  for (int i = 0; i < THREADS; ++i)
    s += partial[i];
  return s;
}

__global__ void sums(const int *in, int *out, float *avg) {
  partial[threadIdx.x] = in[blockIdx.x * THREADS + threadIdx.x];
  scratch[threadIdx.x] = 0.5f * partial[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    blockTotal = sumPartial();
    float a = 0;
    for (int i = 0; i < THREADS; ++i)
      a += *(scratch + i);
    avg[blockIdx.x] = a;
  }
  __syncthreads();
  out[blockIdx.x * THREADS + threadIdx.x] = blockTotal;
}

int main() {
  const int blocks = 4, n = blocks * THREADS;
  int h[n], r[n], *din, *dout;
  float a[blocks], *davg;
  for (int i = 0; i < n; ++i)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMalloc(&davg, sizeof a);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  sums<<<blocks, THREADS, THREADS * sizeof(float)>>>(din, dout, davg);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(a, davg, sizeof a, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    int want = 0;
    for (int i = 0; i < THREADS; ++i)
      want += b * THREADS + i;
    for (int i = 0; i < THREADS; ++i)
      bad += r[b * THREADS + i] != want;
    bad += a[b] != 0.5f * want;
  }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// CHECK: pass {{.*}}shared-namespace-scope.cu: translate ok, reference pass, emu64 pass, emu32 pass
