// A CUDA-looking name no table knows is reported at its location and kept;
// the exit code says something was left untranslated. Names the program
// defines itself (CUDA_CHECK) are not reported.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=warning < %t.err
#include <cuda_runtime.h>
#define CUDA_CHECK(x) (x)
void f(void *p) {
  // CHECK: {{^}}  CUDA_CHECK(hipFree(p));{{$}}
  CUDA_CHECK(cudaFree(p));
  // CHECK: {{^}}  cudaFrobnicate(p);{{$}}
  cudaFrobnicate(p);
}
// DIAG: c2h-unknown-api.cu:13:3: warning: 'cudaFrobnicate' looks like a CUDA API that cuda2hip does not know; left unchanged [c2h-unknown-api]
