// Runtime API family: memory, streams, events, device management, errors,
// occupancy and graph basics.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
__global__ void k(float *p) { p[threadIdx.x] = 0; }
int f() {
  float *d, *h; cudaEvent_t a, b; cudaStream_t s; int n = 0; float ms;
  cudaMallocHost(&h, 64); cudaMalloc(&d, 64); cudaMemsetAsync(d, 0, 64, s);
  cudaEventCreate(&a); cudaEventRecord(a, s); cudaEventSynchronize(a); cudaEventElapsedTime(&ms, a, b);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, k, 256, 0);
  cudaGraph_t g; cudaGraphExec_t e; cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cudaStreamEndCapture(s, &g); cudaGraphLaunch(e, s); cudaGraphDestroy(g);
  cudaFreeHost(h); cudaDeviceReset(); return (int)cudaPeekAtLastError() + n;
}
// CHECK: {{^}}  float *d, *h; hipEvent_t a, b; hipStream_t s; int n = 0; float ms;{{$}}
// CHECK-NEXT: {{^}}  hipHostMalloc(&h, 64); hipMalloc(&d, 64); hipMemsetAsync(d, 0, 64, s);{{$}}
// CHECK-NEXT: {{^}}  hipEventCreate(&a); hipEventRecord(a, s); hipEventSynchronize(a); hipEventElapsedTime(&ms, a, b);{{$}}
// CHECK-NEXT: {{^}}  hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, k, 256, 0);{{$}}
// CHECK-NEXT: {{^}}  hipGraph_t g; hipGraphExec_t e; hipStreamBeginCapture(s, hipStreamCaptureModeGlobal);{{$}}
// CHECK-NEXT: {{^}}  hipStreamEndCapture(s, &g); hipGraphLaunch(e, s); hipGraphDestroy(g);{{$}}
// CHECK-NEXT: {{^}}  hipHostFree(h); hipDeviceReset(); return (int)hipPeekAtLastError() + n;{{$}}
