// Reading a wmma fragment's elements by position assumes NVIDIA's lane
// layout, which c2h::wmma does not have (c2h-wmma-layout); element-wise loops
// over num_elements are right under any layout and are not reported, also in
// templates and through the type's num_elements. (A template reports what it
// can see as a fragment: a fragment type with dependent arguments.)
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.hip
#include <mma.h>
using namespace nvcuda;
typedef wmma::fragment<wmma::accumulator, 16, 16, 16, float> Acc;
__global__ void k(float *out, float alpha) {
  Acc acc;
  wmma::fill_fragment(acc, 1.0f);
  for (int i = 0; i < acc.num_elements; ++i)
    acc.x[i] *= alpha;
  for (int i = 0; i != Acc::num_elements; i++)
    acc.x[i] += 1.0f;
  // The row of element 0 in NVIDIA's layout: lane / 4.
  out[threadIdx.x / 4] = acc.x[0];
// CHECK: c2h-wmma-layout.cu:[[@LINE-1]]:26: warning: 'acc.x[0]' reads a wmma fragment element by position, which assumes NVIDIA's lane layout; c2h::wmma holds the tile in AMD's MFMA layout (docs/rules/c2h-wmma.md): find the element's row and column there, or store the fragment and read memory [c2h-wmma-layout]
  for (int i = 0; i < 4; ++i)
    out[i] = acc.x[2 * i + 1];
// CHECK: c2h-wmma-layout.cu:[[@LINE-1]]:14: warning: 'acc.x[2 * i + 1]'
}
template <int M> __device__ void scale(wmma::fragment<wmma::accumulator, M, 16, 16, float> &f, float a) {
  for (int j = 0; j < f.num_elements; ++j)
    f.x[j] *= a;
  f.x[3] = 0;
// CHECK: c2h-wmma-layout.cu:[[@LINE-1]]:3: warning: 'f.x[3]'
}
__global__ void t(float *out) {
  Acc acc;
  scale(acc, 2.0f);
}
// CHECK-NOT: {{^}}{{.*}}warning:
// OUT: {{^}}  out[threadIdx.x / 4] = acc.x[0];{{$}}
