// The emulator's DeviceRadixSort (cub:: in the reference, hipcub:: in the
// HIP run): keys alone and with values, ascending and descending, a bit
// range, float keys with negatives and both zeros (equal, kept in input
// order), and the DoubleBuffer form. The program checks every result on the
// host.
// REQUIRES: cuda-sdk
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers sdk %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
#include <cub/cub.cuh>

int main() {
  const int n = 8;
  unsigned hk[n] = {0x35, 0x12, 0x45, 0x02, 0x31, 0x12, 0x40, 0x05};
  int hv[n] = {0, 1, 2, 3, 4, 5, 6, 7};
  float hf[n] = {1.5f, -0.0f, -2.0f, 0.0f, 3.0f, -0.0f, -7.25f, 0.5f};
  unsigned *k, *ko;
  int *v, *vo;
  float *f, *fo;
  cudaMalloc(&k, sizeof hk);
  cudaMalloc(&ko, sizeof hk);
  cudaMalloc(&v, sizeof hv);
  cudaMalloc(&vo, sizeof hv);
  cudaMalloc(&f, sizeof hf);
  cudaMalloc(&fo, sizeof hf);
  cudaMemcpy(k, hk, sizeof hk, cudaMemcpyHostToDevice);
  cudaMemcpy(v, hv, sizeof hv, cudaMemcpyHostToDevice);
  cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice);
  void *temp = nullptr;
  size_t bytes = 0;
  cub::DeviceRadixSort::SortPairs(temp, bytes, k, ko, v, vo, n);
  cudaMalloc(&temp, bytes);
  int bad = 0;
  unsigned rk[n];
  int rv[n];
  float rf[n];

  // Only the low four bits: 0x12, 0x12, 0x02, 0x31 ... ordered by 2,2,2,1,...
  cub::DeviceRadixSort::SortPairs(temp, bytes, k, ko, v, vo, n, 0, 4);
  cudaMemcpy(rv, vo, sizeof rv, cudaMemcpyDeviceToHost);
  const int low4[n] = {6, 4, 1, 3, 5, 0, 2, 7};
  for (int i = 0; i < n; ++i)
    bad += rv[i] != low4[i];

  cub::DeviceRadixSort::SortKeysDescending(temp, bytes, k, ko, n);
  cudaMemcpy(rk, ko, sizeof rk, cudaMemcpyDeviceToHost);
  const unsigned down[n] = {0x45, 0x40, 0x35, 0x31, 0x12, 0x12, 0x05, 0x02};
  for (int i = 0; i < n; ++i)
    bad += rk[i] != down[i];

  // -0.0 and +0.0 are equal: they keep their input order (indices 1, 3, 5).
  cub::DeviceRadixSort::SortPairs(temp, bytes, f, fo, v, vo, n);
  cudaMemcpy(rf, fo, sizeof rf, cudaMemcpyDeviceToHost);
  cudaMemcpy(rv, vo, sizeof rv, cudaMemcpyDeviceToHost);
  const int byf[n] = {6, 2, 1, 3, 5, 7, 0, 4};
  for (int i = 0; i < n; ++i)
    bad += rv[i] != byf[i] || rf[i] != hf[byf[i]];

  cub::DoubleBuffer<unsigned> keys(k, ko);
  cub::DeviceRadixSort::SortKeys(temp, bytes, keys, n);
  cudaMemcpy(rk, keys.Current(), sizeof rk, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    bad += rk[i] != down[n - 1 - i];
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
// CHECK: pass {{.*}}cub-radix-sort.cu: translate ok, reference pass, emu64 pass, emu32 pass
