// Table-driven renames: runtime calls, types and enums; comments, strings and
// member names stay as written; a user's own declaration shadows the table.
// RUN: %c2h %s --cuda-headers=bundled --warp=off -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
#include <cstdio>

// CHECK: {{^}}// cudaMalloc in a comment stays.{{$}}
// cudaMalloc in a comment stays.
struct Props { int cudaMalloc; };

int run(float *host, int n) {
  float *dev = nullptr;
  // CHECK: {{^}}  hipError_t err = hipMalloc(&dev, n * sizeof(float));{{$}}
  cudaError_t err = cudaMalloc(&dev, n * sizeof(float));
  // CHECK: {{^}}  if (err != hipSuccess) printf("cudaMalloc: %s\n", hipGetErrorString(err));{{$}}
  if (err != cudaSuccess) printf("cudaMalloc: %s\n", cudaGetErrorString(err));
  // CHECK: {{^}}  hipMemcpy(dev, host, n * sizeof(float), hipMemcpyHostToDevice);{{$}}
  cudaMemcpy(dev, host, n * sizeof(float), cudaMemcpyHostToDevice);
  // CHECK: {{^}}  hipStream_t s;{{$}}
  cudaStream_t s;
  // CHECK: {{^}}  hipStreamCreateWithFlags(&s, hipStreamNonBlocking);{{$}}
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  // CHECK: {{^}}  hipDeviceProp_t prop;{{$}}
  cudaDeviceProp prop;
  // CHECK: {{^}}  hipGetDeviceProperties(&prop, 0);{{$}}
  cudaGetDeviceProperties(&prop, 0);
  Props p{0};
  // CHECK: {{^}}  return p.cudaMalloc + prop.warpSize + (hipFree(dev) == hipSuccess);{{$}}
  return p.cudaMalloc + prop.warpSize + (cudaFree(dev) == cudaSuccess);
}
// DIAG-NOT: warning
