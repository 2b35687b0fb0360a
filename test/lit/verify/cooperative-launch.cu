// A cooperative launch with the kernel cast to void *, as CUDA's samples write
// it: the translation includes hip/hip_runtime.h once, ahead of the
// cooperative-groups header, and the emulator runs the HIP spelling too.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip
// RUN: %FileCheck %s --check-prefix=HIP < %t.hip
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cooperative_groups.h>
#include <cuda_runtime.h>
#include <cstdio>
namespace cg = cooperative_groups;
__global__ void k(int *data, int *out, int n) {
  cg::grid_group grid = cg::this_grid();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = i;
  grid.sync();
  __syncthreads();
  if (i < n) out[i] = data[(i + 1) % n];
}
int main() {
  int n = 256, *d, *o, h[256];
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, n * sizeof(int));
  void *args[] = {&d, &o, &n};
  cudaLaunchCooperativeKernel((void *)k, dim3(4), dim3(64), args, 0, 0);
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += h[i] != (i + 1) % n;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// HIP: {{^}}#include <hip/hip_runtime.h>{{$}}
// HIP-NEXT: {{^}}#include <hip/hip_cooperative_groups.h>{{$}}
// HIP-NEXT: {{^}}#include <cstdio>{{$}}
// HIP-NOT: #include <hip/hip_runtime.h>
// HIP: {{^}}  hipLaunchCooperativeKernel((void *)k, dim3(4), dim3(64), args, 0, 0);{{$}}
// CHECK: pass {{.*}}cooperative-launch.cu: translate ok, reference pass, emu64 pass, emu32 pass
