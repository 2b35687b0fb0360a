// Rows with no HIP equivalent keep the CUDA name and get their own
// diagnostic ID at file:line:col.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=warning < %t.err
#include <cuda_runtime.h>
void f(cudaGraph_t g, cudaGraphExec_t *e) {
  // CHECK: {{^}}  cudaGraphInstantiateWithParams(e, g, nullptr);{{$}}
  cudaGraphInstantiateWithParams(e, g, nullptr);
  // CHECK: {{^}}  cudaBindSurfaceToArray(nullptr, nullptr, nullptr);{{$}}
  cudaBindSurfaceToArray(nullptr, nullptr, nullptr);
}
// DIAG: c2h-unsupported-api.cu:9:3: warning: graph API 'cudaGraphInstantiateWithParams' has no HIP equivalent; left unchanged [c2h-unsupported-graph-api]
// DIAG: c2h-unsupported-api.cu:11:3: warning: surface reference API 'cudaBindSurfaceToArray' has no HIP counterpart; port to surface objects (hipCreateSurfaceObject) [c2h-unsupported-texture]
