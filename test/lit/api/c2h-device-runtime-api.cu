// CUDA's device runtime makes cudaGetErrorString, cudaGetLastError and
// cudaMalloc callable in device code; HIP's runtime API is host-only, so
// each such call is reported where it is (hipcc would reject it far from
// any diagnostic). Host calls are renamed as usual.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=c2h-device-runtime-api < %t.err
// RUN: %FileCheck %s < %t.hip
#include <cstdio>
#include <cassert>

__device__ void check(cudaError_t code, int line) {
  if (code != cudaSuccess) {
    printf("error %s at %d\n", cudaGetErrorString(code), line);
    assert(0);
  }
}

__global__ void work(float **out) {
  check(cudaGetLastError(), __LINE__);
  cudaMalloc((void **)out, 64);
}

__host__ __device__ int both() { return 0; }

int main() {
  float **p = nullptr;
  work<<<1, 1>>>(p);
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return both();
}
// DIAG: c2h-device-runtime-api.cu:13:32: warning: 'cudaGetErrorString' is called in device code: {{.*}} [c2h-device-runtime-api]
// DIAG: c2h-device-runtime-api.cu:19:9: warning: 'cudaGetLastError' is called in device code{{.*}}
// DIAG: c2h-device-runtime-api.cu:20:3: warning: 'cudaMalloc' is called in device code{{.*}}
// CHECK: printf("%s\n", hipGetErrorString(hipGetLastError()));
