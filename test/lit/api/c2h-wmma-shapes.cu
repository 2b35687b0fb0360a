// Every nvcuda::wmma shape and type on the matrix cores of each AMD target
// (c2h-wmma). gfx90a: 16-bit m32n8k16/m8n32k16 as four v_mfma_f32_16x16x16f16
// (two warps' turns, two 16x16 blocks each), int8 as v_mfma_i32_16x16x16i8,
// tf32 as four v_mfma_f32_16x16x4f32, fp64 as one v_mfma_f64_16x16x4f64 for
// both warps; unsigned 8-bit has no MFMA and takes the shuffle path. gfx908
// has no fp64 MFMA. gfx940 spells the instructions with underscores and has
// int8 only as v_mfma_i32_16x16x32_i8. RDNA3 (gfx1100, compiled by clang 22):
// one v_wmma per 16x16 block and warp, unsigned 8-bit included; tf32 and fp64
// have no WMMA. gfx1030 has no matrix cores.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %hipcc %t.hip -o %t.o
// RUN: %hipcc-asm --offload-arch=gfx90a %t.hip -o - | %FileCheck %s --check-prefix=GFX90A
// RUN: %hipcc-asm --offload-arch=gfx908 %t.hip -o - | %FileCheck %s --check-prefix=GFX908
// RUN: %hipcc-asm --offload-arch=gfx940 %t.hip -o - | %FileCheck %s --check-prefix=GFX940
// RUN: %gfx11-asm %t.hip -o - | %FileCheck %s --check-prefix=GFX1100
// RUN: %hipcc-asm --offload-arch=gfx1030 %t.hip -o - | %FileCheck %s --check-prefix=GFX1030
#include <mma.h>
using namespace nvcuda;

#define TILE(NAME, M, N, K, TIN, TFRAG, TACC)                                       \
  __global__ void NAME(const TIN *a, const TIN *b, TACC *c) {                      \
    wmma::fragment<wmma::matrix_a, M, N, K, TFRAG, wmma::row_major> fa;             \
    wmma::fragment<wmma::matrix_b, M, N, K, TFRAG, wmma::col_major> fb;             \
    wmma::fragment<wmma::accumulator, M, N, K, TACC> acc;                           \
    wmma::fill_fragment(acc, (TACC)0);                                               \
    wmma::load_matrix_sync(fa, a, K);                                                \
    wmma::load_matrix_sync(fb, b, K);                                                \
    wmma::mma_sync(acc, fa, fb, acc);                                                \
    wmma::store_matrix_sync(c, acc, N, wmma::mem_row_major);                         \
  }
TILE(k_f16_32x8, 32, 8, 16, half, half, half)
TILE(k_f16_8x32, 8, 32, 16, half, half, float)
TILE(k_i8, 16, 16, 16, signed char, signed char, int)
TILE(k_i8_32x8, 32, 8, 16, signed char, signed char, int)
TILE(k_u8, 16, 16, 16, unsigned char, unsigned char, int)
TILE(k_tf32, 16, 16, 8, float, wmma::precision::tf32, float)
TILE(k_f64, 8, 8, 4, double, double, double)

// GFX90A-LABEL: {{^_Z[0-9]+k_f16_32x8P.*}}:
// GFX90A-COUNT-4: v_mfma_f32_16x16x16f16
// GFX90A-NOT: v_mfma
// GFX90A-LABEL: {{^_Z[0-9]+k_f16_8x32P.*}}:
// GFX90A-COUNT-4: v_mfma_f32_16x16x16f16
// GFX90A-NOT: v_mfma
// GFX90A-LABEL: {{^_Z[0-9]+k_i8P.*}}:
// GFX90A-COUNT-2: v_mfma_i32_16x16x16i8
// GFX90A-NOT: v_mfma
// GFX90A-LABEL: {{^_Z[0-9]+k_i8_32x8P.*}}:
// GFX90A-COUNT-4: v_mfma_i32_16x16x16i8
// GFX90A-NOT: v_mfma
// GFX90A-LABEL: {{^_Z[0-9]+k_u8P.*}}:
// GFX90A-NOT: v_mfma
// GFX90A-LABEL: {{^_Z[0-9]+k_tf32P.*}}:
// GFX90A-COUNT-4: v_mfma_f32_16x16x4f32
// GFX90A-NOT: v_mfma
// GFX90A-LABEL: {{^_Z[0-9]+k_f64P.*}}:
// GFX90A: v_mfma_f64_16x16x4f64
// GFX90A-NOT: v_mfma
// GFX90A: .end_amdhsa_kernel

// GFX908-LABEL: {{^_Z[0-9]+k_f16_32x8P.*}}:
// GFX908-COUNT-4: v_mfma_f32_16x16x16f16
// GFX908-LABEL: {{^_Z[0-9]+k_i8_32x8P.*}}:
// GFX908-COUNT-4: v_mfma_i32_16x16x16i8
// GFX908-LABEL: {{^_Z[0-9]+k_tf32P.*}}:
// GFX908-COUNT-4: v_mfma_f32_16x16x4f32
// GFX908-NOT: v_mfma
// GFX908-LABEL: {{^_Z[0-9]+k_f64P.*}}:
// GFX908-NOT: v_mfma
// GFX908: .end_amdhsa_kernel

// GFX940-LABEL: {{^_Z[0-9]+k_f16_32x8P.*}}:
// GFX940-COUNT-4: v_mfma_f32_16x16x16_f16
// GFX940-LABEL: {{^_Z[0-9]+k_i8P.*}}:
// GFX940-COUNT-2: v_mfma_i32_16x16x32_i8
// GFX940-NOT: v_mfma
// GFX940-LABEL: {{^_Z[0-9]+k_i8_32x8P.*}}:
// GFX940-COUNT-4: v_mfma_i32_16x16x32_i8
// GFX940-NOT: v_mfma
// GFX940-LABEL: {{^_Z[0-9]+k_u8P.*}}:
// GFX940-NOT: v_mfma
// GFX940-LABEL: {{^_Z[0-9]+k_tf32P.*}}:
// GFX940-COUNT-4: v_mfma_f32_16x16x4_f32
// GFX940-LABEL: {{^_Z[0-9]+k_f64P.*}}:
// GFX940: v_mfma_f64_16x16x4_f64
// GFX940-NOT: v_mfma
// GFX940: .end_amdhsa_kernel

// GFX1100-LABEL: {{^_Z[0-9]+k_f16_32x8P.*}}:
// GFX1100-COUNT-2: v_wmma_f32_16x16x16_f16
// GFX1100-NOT: v_wmma
// GFX1100-LABEL: {{^_Z[0-9]+k_f16_8x32P.*}}:
// GFX1100-COUNT-2: v_wmma_f32_16x16x16_f16
// GFX1100-NOT: v_wmma
// GFX1100-LABEL: {{^_Z[0-9]+k_i8P.*}}:
// GFX1100: v_wmma_i32_16x16x16_iu8
// GFX1100-NOT: v_wmma
// GFX1100-LABEL: {{^_Z[0-9]+k_i8_32x8P.*}}:
// GFX1100-COUNT-2: v_wmma_i32_16x16x16_iu8
// GFX1100-NOT: v_wmma
// GFX1100-LABEL: {{^_Z[0-9]+k_u8P.*}}:
// GFX1100: v_wmma_i32_16x16x16_iu8
// GFX1100-NOT: v_wmma
// GFX1100-LABEL: {{^_Z[0-9]+k_tf32P.*}}:
// GFX1100-NOT: v_wmma
// GFX1100-LABEL: {{^_Z[0-9]+k_f64P.*}}:
// GFX1100-NOT: v_wmma
// GFX1100: .end_amdhsa_kernel

// GFX1030-NOT: v_mfma
// GFX1030-NOT: v_wmma
