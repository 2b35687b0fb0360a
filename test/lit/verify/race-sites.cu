// The places a finding names are its own, whatever came before it: a kernel
// that relies on lock step (a note, printed first) runs before a kernel with
// a data race on global memory, and the race is placed at its own lines
// (the read at line 34, the write at line 33), the note at the first
// kernel's (lines 21 to 26).
// RUN: not cuda2hip verify --no-compile --backend emu --wave 64 --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
__global__ void warp_sums(const int *in, int *out) {
  __shared__ int s[64];
  const int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  if (t < 32) {
    volatile int *v = s;
    // Lines 21 to 26: lanes of one warp in lock step, no __syncwarp.
    //
    //
    //
    //
    v[t] += v[t + 32];
    v[t] += v[t + 16];
    v[t] += v[t + 8];
    v[t] += v[t + 4];
    v[t] += v[t + 2];
    v[t] += v[t + 1];
  }
  if (t == 0)
    out[0] = s[0];
}
__global__ void racy(int *g, int *out) {
  if (threadIdx.x == 40)
    g[0] = 7;
  out[threadIdx.x] = g[0];
}
int main() {
  int h[64], sum = 0, res[64];
  for (int i = 0; i < 64; ++i)
    h[i] = i;
  int *d, *o, *g;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof res);
  cudaMalloc(&g, sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(g, 0, sizeof(int));
  warp_sums<<<1, 64>>>(d, o);
  cudaMemcpy(&sum, o, sizeof sum, cudaMemcpyDeviceToHost);
  racy<<<1, 64>>>(g, o);
  cudaMemcpy(res, o, sizeof res, cudaMemcpyDeviceToHost);
  printf("%d %d\n", sum, res[0]);
  return 0;
}
// CHECK-DAG: reference: data race: kernel racy, block (0,0,0): {{.*}} [emu-data-race] (at {{.*}}race-sites.cu:{{33|34}} and {{.*}}race-sites.cu:{{33|34}})
// CHECK-DAG: kernel warp_sums, block (0,0,0): lanes {{.*}} [emu-lockstep] (at {{.*}}race-sites.cu:{{2[1-6]}} and {{.*}}race-sites.cu:{{2[1-6]}})
