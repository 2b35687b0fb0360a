// Launches stay as <<<...>>> by default (HIP accepts them). With --launch=ggl
// they become hipLaunchKernelGGL, keeping the argument list as written and
// renaming inside it; template kernels are wrapped in HIP_KERNEL_NAME.
// RUN: %c2h %s --cuda-headers=bundled -o %t.keep.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s --check-prefix=KEEP < %t.keep.hip
// RUN: %c2h %s --cuda-headers=bundled --launch=ggl -o %t.ggl.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s --check-prefix=GGL < %t.ggl.hip
// RUN: %hipcc %t.keep.hip -o %t.keep.o
// RUN: %hipcc %t.ggl.hip -o %t.ggl.o
#include <cuda_runtime.h>
template <typename T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
__global__ void scale(float *p, float s) { p[blockIdx.x * blockDim.x + threadIdx.x] *= s; }
__global__ void tick() {}

void launch(float *d, cudaStream_t s, int n) {
  scale<<<n / 256, 256>>>(d, 2.0f);
  scale<<<dim3(n / 256), dim3(256), 0, s>>>(d, /* factor */ 0.5f);
  fill<float><<<1, 64, 64 * sizeof(float)>>>(d, 1.0f);
  tick<<<1, 1, 0, cudaStreamPerThread>>>();
}

// KEEP: {{^}}  scale<<<n / 256, 256>>>(d, 2.0f);{{$}}
// KEEP-NEXT: {{^}}  scale<<<dim3(n / 256), dim3(256), 0, s>>>(d, /* factor */ 0.5f);{{$}}
// KEEP-NEXT: {{^}}  fill<float><<<1, 64, 64 * sizeof(float)>>>(d, 1.0f);{{$}}
// KEEP-NEXT: {{^}}  tick<<<1, 1, 0, hipStreamPerThread>>>();{{$}}
// GGL: {{^}}  hipLaunchKernelGGL(scale, dim3(n / 256), dim3(256), 0, 0, d, 2.0f);{{$}}
// GGL-NEXT: {{^}}  hipLaunchKernelGGL(scale, dim3(dim3(n / 256)), dim3(dim3(256)), 0, s, d, /* factor */ 0.5f);{{$}}
// GGL-NEXT: {{^}}  hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<float>), dim3(1), dim3(64), 64 * sizeof(float), 0, d, 1.0f);{{$}}
// GGL-NEXT: {{^}}  hipLaunchKernelGGL(tick, dim3(1), dim3(1), 0, hipStreamPerThread);{{$}}
