// Rows generated from the SDK headers (tools/gen-api-tables), one or two
// names from each family. A name under a mapped library namespace is renamed
// whole (cub::X -> hipcub::X); a bare `cub` is the program's own. cuDNN names
// stay, with a diagnostic that MIOpen's API differs. The library headers are
// not installed for hipcc here, so the output is checked textually only.
// RUN: %c2h %s --cuda-headers=bundled --rocm=6.1 -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=warning < %t.err
// Names newer than the target are renamed and reported, qualified ones too.
// RUN: %c2h %s --cuda-headers=bundled -o %t52.hip 2> %t52.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=OLD < %t52.err
#include <cuda_runtime.h>
#include <curand_kernel.h>
#include <cusolverDn.h>
#include <cub/block/block_reduce.cuh>
#include <nvtx3/nvToolsExt.h>
#include <nccl.h>
#include <cudnn.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}#include <hiprand/hiprand_kernel.h>{{$}}
// CHECK-NEXT: {{^}}// hipSOLVER takes hipBLAS's fill/operation/side enums, as cuSOLVER takes{{$}}
// CHECK-NEXT: {{^}}// cuBLAS's (the only choice from ROCm 7).{{$}}
// CHECK-NEXT: {{^}}#ifndef HIPSOLVER_USE_HIPBLAS_ENUMS{{$}}
// CHECK-NEXT: {{^}}#define HIPSOLVER_USE_HIPBLAS_ENUMS{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NEXT: {{^}}#include <hipsolver/hipsolver.h>{{$}}
// CHECK-NEXT: {{^}}#include <hipcub/hipcub.hpp>{{$}}
// CHECK-NEXT: {{^}}#include <roctracer/roctx.h>{{$}}
// CHECK-NEXT: {{^}}#include <rccl/rccl.h>{{$}}
// CHECK-NEXT: {{^}}#include <cudnn.h>{{$}}

__global__ void k(float *out, unsigned long long seed) {
  // CHECK: {{^}}  hiprandState s;{{$}}
  curandState s;
  // CHECK: {{^}}  hiprand_init(seed, threadIdx.x, 0, &s);{{$}}
  curand_init(seed, threadIdx.x, 0, &s);
  // CHECK: {{^}}  out[threadIdx.x] = __fdiv_rn(hiprand_uniform(&s), 2.f);{{$}}
  out[threadIdx.x] = __fdiv_rn(curand_uniform(&s), 2.f);
}

int host(float *d, cudaStream_t st, ncclComm_t comm) {
  float *p;
  size_t pitch;
  // CHECK: {{^}}  hipMallocPitch((void **)&p, &pitch, 256, 64);{{$}}
  cudaMallocPitch((void **)&p, &pitch, 256, 64);
  // CHECK: {{^}}  hipMemcpy2DAsync(p, pitch, d, 256, 256, 64, hipMemcpyDeviceToDevice, st);{{$}}
  cudaMemcpy2DAsync(p, pitch, d, 256, 256, 64, cudaMemcpyDeviceToDevice, st);
  size_t bytes = 0;
  // CHECK: {{^}}  hipcub::DeviceReduce::Sum(nullptr, bytes, p, d, 64, st);{{$}}
  cub::DeviceReduce::Sum(nullptr, bytes, p, d, 64, st);
  // CHECK: {{^}}  hipsolverDnHandle_t h; hipsolverDnCreate(&h);{{$}}
  cusolverDnHandle_t h; cusolverDnCreate(&h);
  // CHECK: {{^}}  roctxRangePushA("step");{{$}}
  nvtxRangePushA("step");
  // CHECK: {{^}}  ncclAllReduce(p, p, 64, ncclFloat, ncclSum, comm, st);{{$}}
  ncclAllReduce(p, p, 64, ncclFloat, ncclSum, comm, st);
  // CHECK: {{^}}  roctxRangePop();{{$}}
  nvtxRangePop();
  // CHECK: {{^}}  int cub = 0;{{$}}
  int cub = 0;
  // CHECK: {{^}}  cudnnHandle_t dnn; cudnnCreate(&dnn);{{$}}
  cudnnHandle_t dnn; cudnnCreate(&dnn);
  return cub;
}
// DIAG: generated.cu:18:11: warning: 'cudnn.h' is cuDNN, which has no HIP rename: MIOpen, ROCm's DNN library, has a different API; left unchanged, port by hand [c2h-unsupported-cudnn]
// DIAG: generated.cu:62:3: warning: 'cudnnHandle_t' is cuDNN, which has no HIP rename: MIOpen, ROCm's DNN library, has a different API; left unchanged, port by hand [c2h-unsupported-cudnn]
// DIAG: generated.cu:62:22: warning: 'cudnnCreate' is cuDNN, which has no HIP rename: MIOpen, ROCm's DNN library, has a different API; left unchanged, port by hand [c2h-unsupported-cudnn]
// OLD: generated.cu:50:3: warning: 'cub::DeviceReduce' maps to 'hipcub::DeviceReduce', which needs ROCm 5.7 or newer; the target is ROCm 5.2 (use --rocm to raise it) [c2h-rocm-version]
