// nvcuda::wmma, which HIP lacks, becomes the c2h::wmma helpers emitted in the
// file (c2h-wmma): only the namespace's name changes, in using-directives,
// qualified names and aliases, and <mma.h> becomes hip_fp16.h. The output
// builds for gfx90a and gfx1030; on gfx90a the f16 16x16x16 product is two
// v_mfma_f32_16x16x16f16 (the two warps of a wavefront take turns), the
// bf16 one two v_mfma_f32_16x16x16bf16_1k and the bf16 8x32x16 one four
// (ROCm 5.7's hip_bf16.h). The output
// is the same with the toolkit's headers (c2h-wmma-sdk.test).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: %hipcc-gfx90a-asm %t.hip -o - | %FileCheck %s --check-prefix=ISA
// RUN: %c2h %S/Inputs/wmma-bf16.cu --cuda-headers=bundled --rocm=5.7 -o %t.bf16.hip
// RUN: %hipcc-libs %t.bf16.hip -o %t.bf16.o
// RUN: %hipcc-libs-gfx90a-asm %t.bf16.hip -o - | %FileCheck %s --check-prefix=BF16
// A quoted "mma.h" beside the file is the program's own header: kept, no helpers.
// RUN: %c2h %S/Inputs/local-mma/main.cu --cuda-headers=bundled -o %t.local.hip
// RUN: %FileCheck %s --check-prefix=LOCAL < %t.local.hip
#include <mma.h>
using namespace nvcuda;
namespace mm = nvcuda::wmma;
__global__ void gemm16(const half *a, const half *b, float *c, int n) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  mm::fragment<mm::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k = 0; k < n; k += 16) {
    wmma::load_matrix_sync(fa, a + k, n);
    wmma::load_matrix_sync(fb, b + k, n);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  for (int i = 0; i < acc.num_elements; ++i)
    acc.x[i] *= 2.0f;
  wmma::store_matrix_sync(c, acc, n, wmma::mem_row_major);
}
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}// cuda2hip --warp=logical32: CUDA's 32-lane warps are kept; a 64-lane{{$}}
// CHECK-NEXT: {{^}}// wavefront runs two of them. See docs/rules/c2h-warp-logical32.md.{{$}}
// CHECK-NEXT: {{^}}#ifndef C2H_WMMA{{$}}
// CHECK: {{^}}namespace c2h {{{$}}
// CHECK-NEXT: {{^}}namespace wmma {{{$}}
// CHECK: {{^}}__device__ static inline void mma_sync(fragment<accumulator, M, N, K, TD, LD> &d,{{$}}
// CHECK: {{^}}#include <hip/hip_fp16.h>{{$}}
// CHECK-NEXT: {{^}}using namespace c2h;{{$}}
// CHECK-NEXT: {{^}}namespace mm = c2h::wmma;{{$}}
// CHECK: {{^}}  c2h::wmma::fragment<c2h::wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;{{$}}
// CHECK: {{^}}    wmma::mma_sync(acc, fa, fb, acc);{{$}}
// ISA-LABEL: gemm16
// ISA-COUNT-2: v_mfma_f32_16x16x16f16
// ISA-NOT: v_mfma
// ISA: .end_amdhsa_kernel
// BF16-LABEL: {{^_Z9gemm_bf16P.*}}:
// BF16-COUNT-2: v_mfma_f32_16x16x16bf16_1k
// BF16-NOT: v_mfma
// BF16-LABEL: {{^_Z14gemm_bf16_8x32P.*}}:
// BF16-COUNT-4: v_mfma_f32_16x16x16bf16_1k
// BF16-NOT: v_mfma
// BF16: .end_amdhsa_kernel
// LOCAL: {{^}}#include "mma.h"{{$}}
// LOCAL-NOT: C2H_WMMA
