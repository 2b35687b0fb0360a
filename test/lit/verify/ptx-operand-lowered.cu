// An inline-PTX statement the lowering turns into a helper call copies its
// operands into the call; the edits the lowering makes inside them (the
// per-block accessor of a namespace-scope __shared__ array, the checked
// subscript) are carried into the call, not dropped. Here the copy's shared
// address is computed in the operand itself: with the accessor dropped, the
// copies would land in one array for all blocks, and the blocks would read
// another.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// RUN: rm -rf %t.keep && cuda2hip verify --no-compile --backend emu --cuda-headers bundled --keep %t.keep %s > /dev/null
// RUN: cat %t.keep/*/emu-cuda32/program.cpp | %FileCheck %s --check-prefix=LOWERED
#include <cstdint>
#include <cstdio>
#define N 64
__shared__ float buf[N];
__global__ void reverse(const float *in, float *out) {
  int t = threadIdx.x;
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(
                   static_cast<uint32_t>(__cvta_generic_to_shared(&buf[t]))),
               "l"(in + blockIdx.x * N + t));
  asm volatile("cp.async.wait_all;\n" ::);
  __syncthreads();
  out[blockIdx.x * N + t] = 2 * buf[N - 1 - t];
}
int main() {
  const int Blocks = 4;
  float h[Blocks * N], r[Blocks * N];
  for (int i = 0; i < Blocks * N; ++i)
    h[i] = i;
  float *in, *out;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  reverse<<<Blocks, N>>>(in, out);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int b = 0; b < Blocks; ++b)
    for (int t = 0; t < N; ++t)
      ok &= r[b * N + t] == 2.0f * (b * N + N - 1 - t);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
// CHECK: pass {{.*}}ptx-operand-lowered.cu: {{.*}}reference pass, emu64 pass, emu32 pass
// LOWERED: {{^}}  __c2h_ptx_cp_async((static_cast<uint32_t>(__cvta_generic_to_shared(&::cuda2hip::emu::at(c2h_shared_buf(), t,
