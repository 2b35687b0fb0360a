// Blocks run on several OS threads (--emu-workers 3). What the blocks print
// comes out in block order, so the runs compare line by line. A float
// atomicAdd across blocks makes the sum depend on the order the blocks ran:
// verify says so, and where the runs disagree it runs them again with the
// blocks in order.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --emu-workers 3 %s --json %t.json > %t.out
// RUN: %FileCheck %s --input-file %t.out
// RUN: %FileCheck %s --input-file %t.json --check-prefix=JSON
// In block order on one OS thread there is nothing to say.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --emu-workers 1 %s > %t.one
// RUN: %FileCheck %s --input-file %t.one --check-prefix=ONE
// cuda2hip-verify: compare stdout
#include <cstdio>
__global__ void hello(int *v) {
  // Early blocks work longest, so later ones finish first.
  int s = 0;
  for (int i = 0; i < (64 - (int)blockIdx.x) * 500; ++i)
    s += i & 3;
  if (threadIdx.x == 0) {
    v[blockIdx.x] = s;
    printf("block %d: %d\n", blockIdx.x, s);
  }
}
__global__ void sum(float *t, int *v) {
  // In block order: 1e8 - 1e8 + 62 * 1 = 62. Block 0 works longest, so on
  // several OS threads the ones added before it vanish into -1e8.
  int s = 0;
  for (int i = 0; i < (blockIdx.x == 0 ? 200000 : 10); ++i)
    s += i & 3;
  if (threadIdx.x == 0) {
    v[blockIdx.x] = s;
    atomicAdd(t, blockIdx.x == 0 ? 1e8f : blockIdx.x == 1 ? -1e8f : 1.0f);
  }
}
int main() {
  int *v;
  float *t, h = 0;
  cudaMalloc(&v, 64 * sizeof(int));
  cudaMalloc(&t, sizeof(float));
  cudaMemset(t, 0, sizeof(float));
  hello<<<64, 32>>>(v);
  sum<<<64, 32>>>(t, v);
  cudaMemcpy(&h, t, sizeof h, cudaMemcpyDeviceToHost);
  printf("sum %.1f\n", h);
  return 0;
}
// CHECK: pass {{.*}}parallel-blocks.cu: translate ok, reference pass, emu64 pass, emu32 pass
// CHECK-NEXT: compared (emu64, emu32): stdout, exact
// CHECK-NEXT: note ({{[a-z0-9, ]+}}): floating-point atomics of several blocks ran concurrently
// CHECK-SAME: [emu-order-dependent]
// JSON: "notes": [
// JSON-NEXT: "floating-point atomics of several blocks ran concurrently
// ONE: pass {{.*}}parallel-blocks.cu: translate ok, reference pass, emu64 pass, emu32 pass
// ONE-NOT: emu-order-dependent
