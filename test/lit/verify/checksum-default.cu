// A program that prints a checksum and exits 0 either way: verify compares
// the first number after "checksum" with the reference's, though the program
// declares nothing (timings around it do not count). A translation that
// computes a different checksum fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda2hip translate --no-progress --cuda-headers=bundled %s -o %t/good.hip
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --hip %t/good.hip %s > %t/good.out
// RUN: %FileCheck %s --check-prefix=GOOD < %t/good.out
// GOOD: pass {{.*}}checksum-default.cu: hip {{.*}}good.hip, reference pass, emu64 pass, emu32 pass
// RUN: sed 's/out\[i\] = in\[i\] \* 3u + 1u;/out[i] = in[i] * 3u + 2u;/' %t/good.hip > %t/bad.hip
// RUN: not cmp -s %t/good.hip %t/bad.hip
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled --hip %t/bad.hip %s > %t/bad.out
// RUN: %FileCheck %s --check-prefix=BAD < %t/bad.out
// BAD: emu64 fail: checksum: token 2: reference '{{[0-9]+}}', got '{{[0-9]+}}'
#include <chrono>
#include <cstdio>

__global__ void step(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * 3u + 1u;
}

int main() {
  const int n = 1000;
  unsigned h[n], *d_in, *d_out;
  for (int i = 0; i < n; ++i)
    h[i] = i * 7u;
  cudaMalloc(&d_in, sizeof(h));
  cudaMalloc(&d_out, sizeof(h));
  cudaMemcpy(d_in, h, sizeof(h), cudaMemcpyHostToDevice);
  auto t0 = std::chrono::steady_clock::now();
  step<<<(n + 255) / 256, 256>>>(d_in, d_out, n);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  cudaMemcpy(h, d_out, sizeof(h), cudaMemcpyDeviceToHost);
  unsigned sum = 0;
  for (int i = 0; i < n; ++i)
    sum += h[i];
  printf("Average kernel time: %f us\n",
         std::chrono::duration<double, std::micro>(t1 - t0).count());
  printf("Checksum = %u (time %f)\n", sum,
         std::chrono::duration<double>(t1 - t0).count());
  return 0;
}
