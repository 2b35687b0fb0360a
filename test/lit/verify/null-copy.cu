// A copy with a null host pointer (the address of a vector's first element
// before the vector is sized): the CUDA and HIP runtimes refuse it with an
// invalid-value error and the program goes on. The emulator must do the
// same, with a note at the call's line, not crash the reference run.
// RUN: cuda2hip verify --no-compile --backend emu --wave 64,32 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
// RUN: %FileCheck %s --check-prefix=OUT --input-file %t.out
#include <cstdio>
#include <vector>
__global__ void twice(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}
int main() {
  const int n = 256;
  std::vector<float> later;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaError_t e = cudaMemcpy(d, later.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  printf("null copy: %s\n", e == cudaErrorInvalidValue ? "refused" : "accepted");
  if (cudaGetLastError() != cudaErrorInvalidValue)
    return 2;
  cudaError_t s = cudaMemset(nullptr, 0, 16);
  printf("null set: %s\n", s == cudaErrorInvalidValue ? "refused" : "accepted");
  later.assign(n, 1.0f);
  cudaMemcpy(d, later.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  twice<<<(n + 63) / 64, 64>>>(d, n);
  cudaMemcpy(later.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (float v : later)
    sum += v;
  printf("checksum %.1f\n", sum);
  cudaFree(d);
  // The program checks the refusals itself: an emulator that copied, or
  // took the error for a crash, fails here.
  bool refused = e == cudaErrorInvalidValue && s == cudaErrorInvalidValue;
  return sum == 2.0 * n && refused ? 0 : 1;
}
// CHECK: "reference": {
// CHECK: "notes": [
// CHECK-NEXT: "{{[^"]*}}null-copy.cu:20: a copy or set of 1024 bytes with a null source pointer; the runtime refuses it{{.*}}[emu-null-copy]",
// CHECK-NEXT: "{{[^"]*}}null-copy.cu:24: a copy or set of 16 bytes with a null destination pointer; the runtime refuses it{{.*}}[emu-null-copy]"
// CHECK-NEXT: ],
// CHECK: "status": "pass"
// CHECK: "verdict": "pass"
// OUT: pass {{.*}}null-copy.cu: translate ok, reference pass, emu64 pass, emu32 pass
