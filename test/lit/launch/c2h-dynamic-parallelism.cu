// A launch from device code has no HIP equivalent: diagnosed, kept.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p) {
  if (threadIdx.x == 0)
    child<<<1, 32>>>(p);
}
// CHECK: c2h-dynamic-parallelism.cu:7:5: warning: kernel launch from device code (dynamic parallelism) is not supported by HIP [c2h-dynamic-parallelism]
