// Inline-PTX warp matrix instructions become c2h_mma_*, c2h_ldmatrix_* and
// c2h_movmatrix_trans helpers that keep NVIDIA's register layout
// (c2h-matrix-ptx): only the asm syntax is replaced, written directly or as
// a macro's body, and an operand that is both D and C ("+f") is passed
// twice. Forms the helpers do not cover keep c2h-inline-ptx with the
// instruction's name. The output builds for gfx90a and gfx1030.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: sed -e '/^__device__ void unknown/,$d' %t.hip > %t.ok.hip
// RUN: %hipcc %t.ok.hip -o %t.o
#include <cstdint>
#define LDSM_X4(r, addr)                                                             \
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"      \
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr))
__global__ void k(const uint32_t *in, float *out) {
  __shared__ __align__(16) unsigned short tile[16 * 16];
  uint32_t a[4], b[2], h[2] = {in[0], in[1]}, t;
  float c[4] = {0, 0, 0, 0};
  unsigned s = (unsigned)__cvta_generic_to_shared(&tile[(threadIdx.x % 16) * 16]);
  LDSM_X4(a, s);
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared::cta.b16 {%0, %1}, [%2];"
               : "=r"(b[0]), "=r"(b[1]) : "r"(s));
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3}, {%4}, {%5,%6};"
               : "=r"(h[0]), "=r"(h[1]) : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(h[0]), "r"(h[1]));
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(t) : "r"(h[0]));
  out[threadIdx.x] = c[0] + c[3] + (float)t;
}
// CHECK: {{^}}#define C2H_MATRIX_PTX{{$}}
// CHECK: {{^}}#define LDSM_X4(r, addr)                                                             \{{$}}
// CHECK-NEXT: {{^}}  c2h_ldmatrix_x4(r[0], r[1], r[2], r[3], addr){{$}}
// CHECK: {{^}}  c2h_ldmatrix_x2_trans(b[0], b[1], s);{{$}}
// CHECK-NEXT: {{^}}  c2h_mma_m16n8k16_f32_f16(c[0], c[1], c[2], c[3], a[0], a[1], a[2], a[3], b[0], b[1], c[0], c[1], c[2], c[3]);{{$}}
// CHECK-NEXT: {{^}}  c2h_mma_m16n8k8_f16_f16(h[0], h[1], a[0], a[1], b[0], h[0], h[1]);{{$}}
// CHECK-NEXT: {{^}}  c2h_movmatrix_trans(t, h[0]);{{$}}
__device__ void unknown(int *d, const int *a, const int *b) {
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
               : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
// DIAG: c2h-matrix-ptx.cu:[[@LINE-3]]:3: warning: inline PTX 'mma.sync' (an async-copy, matrix or barrier instruction) has no HIP rewrite yet
}
