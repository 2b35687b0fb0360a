// Without a CUDA toolkit (--cuda-headers=bundled), printf and assert in
// device code parse as nvcc's implicit headers make them: no parse error,
// so the AST rules apply in those functions too.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: %FileCheck %s --allow-empty --implicit-check-not=c2h-parse < %t.err
// RUN: %hipcc %t.hip -o %t.o
#include <cstdio>
#include <cassert>

__global__ void report(const int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i < n);
  if (v[i] < 0)
    printf("negative at %d: %d\n", i, v[i]);
}

__device__ void check(bool ok) { assert(ok); }
