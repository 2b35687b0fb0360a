// CUDA 12 and 13 take cudaGraphInstantiate(exec, graph, flags = 0); ROCm's
// hipGraphInstantiate keeps CUDA 11's five arguments. Flags of zero become
// the five-argument call, others hipGraphInstantiateWithFlags.
// RUN: %c2h %s --cuda-headers=sdk -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// REQUIRES: cuda-sdk
#include <cuda_runtime.h>
void run(cudaGraph_t g, unsigned long long flags) {
  cudaGraphExec_t e;
  cudaGraphInstantiate(&e, g);
  cudaGraphInstantiate(&e, g, 0);
  cudaGraphInstantiate(&e, g, flags);
  cudaGraphInstantiate(&e, g, cudaGraphInstantiateFlagAutoFreeOnLaunch);
}
// CHECK: {{^}}  hipGraphInstantiate(&e, g, nullptr, nullptr, 0);{{$}}
// CHECK-NEXT: {{^}}  hipGraphInstantiate(&e, g, nullptr, nullptr, 0);{{$}}
// CHECK-NEXT: {{^}}  hipGraphInstantiateWithFlags(&e, g, flags);{{$}}
// CHECK-NEXT: {{^}}  hipGraphInstantiateWithFlags(&e, g, hipGraphInstantiateFlagAutoFreeOnLaunch);{{$}}
