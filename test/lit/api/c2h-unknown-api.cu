// A CUDA-looking name no table knows is reported at its location and kept;
// the exit code says something was left untranslated. Names the program
// defines itself are not reported: macros (CUDA_CHECK), variables used in a
// macro argument (assert(!cudaStat)), members read inside methods, and
// variables declared in a macro body or an inactive branch the parse never
// sees (cudaStatus).
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
#include <cassert>
#define RT_CALL(call)                                                          \
  {                                                                            \
    cudaError_t cudaStatus = call;                                             \
    if (cudaSuccess != cudaStatus)                                             \
      assert(false);                                                           \
  }
void g(void **p) {
  cudaError_t cudaStat;
  cudaStat = cudaMalloc(p, 16);
  assert(!cudaStat);
  RT_CALL(cudaFree(*p));
}
struct Solver {
  unsigned long cudaStackSize = 0;
  void limit(unsigned long *out) const { *out = cudaStackSize; }
};
// DIAG: c2h-unknown-api.cu:16:3: warning: 'cudaFrobnicate' looks like a CUDA API that cuda2hip does not know; left unchanged [c2h-unknown-api]
