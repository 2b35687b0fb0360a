// A 16x16x16 float or half accumulator read by position, as CUDA places its
// elements on sm_80 and later, keeps that layout (c2h-wmma-nvidia-layout):
// its declaration gets c2h::wmma::nvidia_layout, when it is a local variable
// (or array) used only through x[], num_elements and the wmma functions.
// Everything else read by position is reported (c2h-wmma-layout). An
// element-wise loop whose variable only indexes fragments finds no position;
// one that computes with it does. A fragment combined element by element
// with another keeps the layout they share.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <mma.h>
using namespace nvcuda;
typedef wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> FragA;
typedef wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> FragB;

__device__ float total(wmma::fragment<wmma::accumulator, 16, 16, 16, float> &f) {
  return f.x[0] + f.x[7];
}
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-2]]:10: warning: 'f.x[0]' reads a wmma fragment element by position
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-3]]:19: warning: 'f.x[7]' reads

__global__ void kept(const half *a, const half *b, float *d, const float *bias) {
  FragA fa;
  FragB fb;
  int lane = threadIdx.x % 32;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
// CHECK: {{^}}  wmma::fragment<wmma::accumulator, 16, 16, 16, float, c2h::wmma::nvidia_layout> acc;{{$}}
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-2]]:56: note: 'acc' is read by position ('acc.x[i]'), as CUDA places a 16x16 accumulator's elements on sm_80 and later; its fragment keeps that layout (c2h::wmma::nvidia_layout), converted to and from the matrix cores' around each mma_sync (docs/rules/c2h-wmma.md) [c2h-wmma-nvidia-layout]
  wmma::fill_fragment(acc, 0.0f);
  wmma::mma_sync(acc, fa, fb, acc);
  for (int i = 0; i < acc.num_elements; ++i)
    acc.x[i] += bias[2 * (lane % 4) + i % 2 + 8 * (i / 4)];
  wmma::store_matrix_sync(d, acc, 16, wmma::mem_row_major);

  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, half> tiles[2][2];
// CHECK: {{^}}  c2h::wmma::fragment<c2h::wmma::accumulator, 16, 16, 16, half, c2h::wmma::nvidia_layout> tiles[2][2];{{$}}
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-2]]:71: note: 'tiles' is read by position ('tiles[1][0].x[3]')
  wmma::fill_fragment(tiles[1][0], __float2half(1.0f));
  d[lane] = __half2float(tiles[1][0].x[3]);

  // Element-wise: the layout does not matter, nothing changes.
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> plain;
// CHECK: {{^}}  wmma::fragment<wmma::accumulator, 16, 16, 16, float> plain;{{$}}
  wmma::fill_fragment(plain, 2.0f);
  for (int i = 0; i < plain.num_elements; ++i)
    plain.x[i] = plain.x[i] * 3.0f;
  wmma::store_matrix_sync(d, plain, 16, wmma::mem_row_major);
}

__global__ void reported(const half *a, float *d) {
  int lane = threadIdx.x % 32;
  // Passed to a function of the program: its type must stay.
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> passed;
// CHECK: {{^}}  wmma::fragment<wmma::accumulator, 16, 16, 16, float> passed;{{$}}
  wmma::fill_fragment(passed, 1.0f);
  d[lane] = passed.x[2] + total(passed);
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-1]]:13: warning: 'passed.x[2]' reads
  // A copy of another fragment.
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> copy = passed;
  d[lane] += copy.x[1];
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-1]]:14: warning: 'copy.x[1]' reads
  // Combined element by element with another fragment, whose element i
  // must stay at the same position.
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> mixed;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> other;
  wmma::fill_fragment(mixed, 1.0f);
  wmma::fill_fragment(other, 2.0f);
  for (int i = 0; i < mixed.num_elements; ++i)
    mixed.x[i] += other.x[i];
  d[lane] += mixed.x[5];
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-1]]:14: warning: 'mixed.x[5]' reads
  // Two variables of one declaration.
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> p, q;
  wmma::fill_fragment(p, 0.0f);
  wmma::fill_fragment(q, 0.0f);
  d[lane] += p.x[0];
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-1]]:14: warning: 'p.x[0]' reads
  // A shape and fragments whose NVIDIA layout is not known.
  wmma::fragment<wmma::accumulator, 32, 8, 16, float> tall;
  wmma::fill_fragment(tall, 0.0f);
  d[lane] += tall.x[0];
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-1]]:14: warning: 'tall.x[0]' reads
  FragA fa;
  wmma::load_matrix_sync(fa, a, 16);
  for (int i = 0; i < fa.num_elements; ++i)
    d[lane + 32 * (i % 4)] += __half2float(fa.x[i]);
// DIAG: c2h-wmma-nvidia-layout.cu:[[@LINE-1]]:44: warning: 'fa.x[i]' reads
}
// DIAG-NOT: {{warning|note}}:
