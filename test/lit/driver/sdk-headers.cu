// With the CUDA SDK's headers the output is the same as with the bundled
// declarations; --cuda-headers=sdk without a toolkit is a clear error.
// REQUIRES: cuda-sdk
// RUN: %c2h %s --cuda-headers=sdk -o %t.sdk.hip
// RUN: %c2h %s --cuda-headers=bundled -o %t.bundled.hip
// RUN: diff %t.sdk.hip %t.bundled.hip
// RUN: %c2h %s --cuda-headers=sdk --cuda-path=%t.none -o %t.x 2> %t.err; test $? -eq 2
// RUN: %FileCheck %s < %t.err
#include <cuda_runtime.h>
#include <cuda_fp16.h>
__global__ void k(__half *p, float s) { p[threadIdx.x] = __float2half(sqrtf(s)); }
int main() { __half *d; cudaMalloc(&d, 64); k<<<1, 32>>>(d, 2.0f); cudaDeviceSynchronize(); }
// CHECK: error: --cuda-headers=sdk, but no CUDA toolkit here
