// Emulated runs put large allocations on transparent huge pages: verify
// sets glibc's malloc tunable for them, and a tunable the user set still
// applies after it (later ones win). Every run fails when the program does
// not see both; the reference and both waves must pass.
// RUN: env GLIBC_TUNABLES=glibc.malloc.top_pad=0 cuda2hip verify --no-compile --backend emu --wave 64,32 --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: reference pass, emu64 pass, emu32 pass
#include <cstdio>
#include <cstdlib>
#include <cstring>
__global__ void fill(unsigned char *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = static_cast<unsigned char>(i);
}
int main() {
  const char *t = std::getenv("GLIBC_TUNABLES");
  if (!t || std::strcmp(t, "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=0") != 0) {
    std::printf("FAIL: GLIBC_TUNABLES is %s\n", t ? t : "unset");
    return 1;
  }
  // A buffer of several huge pages, written on the device and read back.
  const int n = 8 << 20;
  unsigned char *d, *h = static_cast<unsigned char *>(std::malloc(n));
  cudaMalloc(&d, n);
  fill<<<n / 256, 256>>>(d, n);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    if (h[i] != static_cast<unsigned char>(i)) {
      std::printf("FAIL at %d\n", i);
      return 1;
    }
  std::printf("PASS\n");
  cudaFree(d);
  std::free(h);
  return 0;
}
