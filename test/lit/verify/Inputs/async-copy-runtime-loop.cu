// Double buffering over a run-time number of tiles (the loop is not
// unrolled): the copy of tile k + 1, under `if (k + 1 < tiles)`, is issued
// before tile k is summed.
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
#include <cstdio>
__global__ void tile_sums(const int4 *in, int *out, int tiles) {
  __shared__ int4 buf[2][64];
  const int t = threadIdx.x;
  const int4 *base = in + (size_t)blockIdx.x * tiles * 64;
  __pipeline_memcpy_async(&buf[0][t], &base[t], sizeof(int4));
  __pipeline_commit();
  int acc = 0;
  for (int k = 0; k < tiles; ++k) {
    if (k + 1 < tiles)
      __pipeline_memcpy_async(&buf[(k + 1) & 1][t], &base[(k + 1) * 64 + t], sizeof(int4));
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();
    const int4 v = buf[k & 1][(t + 1) % 64];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads();
  }
  out[blockIdx.x * 64 + t] = acc;
}
int main() {
  const int tiles = 5, n = 2 * tiles * 64;
  int4 h[n];
  for (int i = 0; i < n; ++i)
    h[i] = make_int4(i % 7, i % 5, i % 3, 1);
  int4 *d;
  int *o, out[128];
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof out);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  tile_sums<<<2, 64>>>(d, o, tiles);
  cudaMemcpy(out, o, sizeof out, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < 2; ++b)
    for (int t = 0; t < 64; ++t) {
      int want = 0;
      for (int k = 0; k < tiles; ++k) {
        int4 v = h[b * tiles * 64 + k * 64 + (t + 1) % 64];
        want += v.x + v.y + v.z + v.w;
      }
      bad += out[b * 64 + t] != want;
    }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
