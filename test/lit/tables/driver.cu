// Driver API basics.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cuda.h>
int f() {
  CUdevice dev; CUcontext ctx; CUmodule m; CUfunction fn;
  cuInit(0); cuDeviceGet(&dev, 0); cuCtxCreate(&ctx, 0, dev);
  cuModuleLoad(&m, "k.co"); cuModuleGetFunction(&fn, m, "k");
  return cuModuleUnload(m) == CUDA_SUCCESS;
}
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK: {{^}}  hipDevice_t dev; hipCtx_t ctx; hipModule_t m; hipFunction_t fn;{{$}}
// CHECK-NEXT: {{^}}  hipInit(0); hipDeviceGet(&dev, 0); hipCtxCreate(&ctx, 0, dev);{{$}}
// CHECK-NEXT: {{^}}  hipModuleLoad(&m, "k.co"); hipModuleGetFunction(&fn, m, "k");{{$}}
// CHECK-NEXT: {{^}}  return hipModuleUnload(m) == hipSuccess;{{$}}
