// The grid-constant annotation (CUDA 11.7) has no HIP counterpart: it goes,
// with the blank after it, and the parameter stays const.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip
// RUN: %FileCheck %s --implicit-check-not='{{^[^/]*}}__grid_constant__' < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: %if rocm72 %{ %hip72-syntax %t.hip %}
struct Params {
  const float *in;
  float *out;
  int n;
};

__global__ void scale(const __grid_constant__ Params p, float s) {
  const Params *q = &p; // the address of the parameter itself
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < q->n)
    q->out[i] = s * q->in[i];
}

template <typename T>
__global__ void copy(__grid_constant__ const T t, T *out) { *out = t; }
template __global__ void copy<Params>(const Params, Params *);
// CHECK: {{^}}__global__ void scale(const Params p, float s) {{{$}}
// CHECK: {{^}}__global__ void copy(const T t, T *out) { *out = t; }{{$}}
