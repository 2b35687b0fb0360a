// A CUB call outside the emulator's subset (cuda2hip_emu_cub.h) makes the
// program unsupported, with the name: never a pass, and not an error of the
// port.
// REQUIRES: cuda-sdk
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers sdk %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
#include <cub/cub.cuh>
int main() {
  float *samples = nullptr;
  int *histogram = nullptr;
  void *temp = nullptr;
  size_t bytes = 0;
  cub::DeviceHistogram::HistogramEven(temp, bytes, samples, histogram, 9, 0.0f, 1.0f, 0);
  printf("PASS\n");
  return 0;
}
// CHECK: unsupported {{.*}}cub-unsupported.cu: translate ok, reference unsupported
// CHECK-NEXT: reference: uses cub::DeviceHistogram, which the emulator's CUB subset does not provide; check it on a GPU (--backend rocm or cuda)
