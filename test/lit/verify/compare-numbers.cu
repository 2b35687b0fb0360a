// A program that prints its results with no pass word and no "checksum":
// every number it prints is compared with the reference's, and the report
// says how many, from which lines. A translation that gets one printed value
// wrong fails; the timing, which differs between two runs of the reference,
// is left out.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda2hip translate --no-progress --cuda-headers=bundled %s -o %t/good.hip
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --json %t/good.json --hip %t/good.hip %s > %t/good.out
// RUN: %FileCheck %s --check-prefix=GOOD < %t/good.out
// GOOD: pass {{.*}}compare-numbers.cu: hip {{.*}}good.hip, reference pass, emu64 pass, emu32 pass
// GOOD-NEXT: compared (emu64, emu32): stdout: 9 numbers on 5 lines (lines 1-4, 6; left out: 1 that vary between two runs of the reference)
// RUN: %FileCheck %s --check-prefix=JSON < %t/good.json
// JSON: "compared": "stdout: 9 numbers on 5 lines (lines 1-4, 6; left out: 1 that vary between two runs of the reference)",
// The mutant skips one element: the program still exits 0 and prints no
// failure word.
// RUN: sed 's/if (i < n)/if (i < n \&\& i != 192)/' %t/good.hip > %t/bad.hip
// RUN: not cmp -s %t/good.hip %t/bad.hip
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled --hip %t/bad.hip %s > %t/bad.out
// RUN: %FileCheck %s --check-prefix=BAD < %t/bad.out
// BAD: fail  {{.*}}compare-numbers.cu: hip {{.*}}bad.hip, reference pass, emu64 fail, emu32 fail
// BAD-NEXT: emu64 fail: stdout: line 4: reference '385.000000', got '0.000000' (beyond rel:1e-05 or abs:1e-09) in 'y[192] = 0.000000'
// A tolerance the program declares for its numbers.
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled --declare "compare numbers tolerance=rel:0.5" --hip %t/bad.hip %s > %t/loose.out
// RUN: %FileCheck %s --check-prefix=LOOSE < %t/loose.out
// LOOSE: emu64 fail: stdout: line 4: reference '385.000000', got '0.000000' (beyond rel:0.5 or abs:1e-09)
#include <chrono>
#include <cstdio>

__global__ void axpy(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = 2.0f * x[i] + 1.0f;
}

int main() {
  const int n = 256;
  float h[n], *x, *y;
  for (int i = 0; i < n; ++i)
    h[i] = static_cast<float>(i);
  cudaMalloc(&x, sizeof h);
  cudaMalloc(&y, sizeof h);
  cudaMemset(y, 0, sizeof h);
  cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
  auto t0 = std::chrono::steady_clock::now();
  axpy<<<n / 64, 64>>>(x, y, n);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  cudaMemcpy(h, y, sizeof h, cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; i += 64)
    printf("y[%d] = %f\n", i, h[i]);
  printf("kernel: %lld\n",
         (long long)std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count());
  for (int i = 0; i < n; ++i)
    sum += h[i];
  printf("sum of y: %.1f\n", sum);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
