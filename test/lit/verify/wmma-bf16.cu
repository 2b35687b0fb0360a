// bf16 warp matrix products on the emulator, at m16n16k16 and m32n8k16: the
// CUDA reference runs the emulator's own nvcuda::wmma, the translation runs
// c2h::wmma, whose gfx90a and gfx940 runs go through the emulated
// v_mfma_f32_16x16x16bf16_1k (AMD's lane layout), whose gfx1100 run through
// the emulated RDNA3 WMMA, and whose gfx908 (no bf16 16x16x16 MFMA) and
// gfx1030 runs through the shuffle path. Inputs are small integers, exact in
// bf16, so the products must equal the host's exactly.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled \
// RUN:   --emu-target gfx908,gfx940,gfx1100 %s | %FileCheck %s --check-prefix=TARGETS
#include <cuda_bf16.h>
#include <mma.h>
#include <cstdio>
using namespace nvcuda;
__global__ void k(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *c) {
  const int w = threadIdx.x / 32;     // two warps, one tile row each
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 1.0f);
  wmma::load_matrix_sync(fa, a + w * 256, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(c + w * 256, acc, 16, wmma::mem_row_major);
}
// m32n8k16: D (64 x 8, a 32-row tile per warp) = A (64 x 16) B (16 x 8).
__global__ void k32x8(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *d) {
  const int w = threadIdx.x / 32;
  wmma::fragment<wmma::matrix_a, 32, 8, 16, __nv_bfloat16, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 32, 8, 16, __nv_bfloat16, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 32, 8, 16, float> acc;
  wmma::fill_fragment(acc, 2.0f);
  wmma::load_matrix_sync(fa, a + w * 512, 16);
  wmma::load_matrix_sync(fb, b, 8);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(d + w * 256, acc, 8, wmma::mem_row_major);
}
int main() {
  __nv_bfloat16 ha[1024], hb[256];
  float fa[1024], fb[256], hc[512];
  for (int i = 0; i < 1024; ++i) { fa[i] = (float)(i * 7 % 13 - 6); ha[i] = __float2bfloat16(fa[i]); }
  for (int i = 0; i < 256; ++i) { fb[i] = (float)(i * 5 % 11 - 5); hb[i] = __float2bfloat16(fb[i]); }
  __nv_bfloat16 *da, *db;
  float *dc;
  cudaMalloc(&da, sizeof ha);
  cudaMalloc(&db, sizeof hb);
  cudaMalloc(&dc, sizeof hc);
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  k<<<1, 64>>>(da, db, dc);
  cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int r = 0; r < 32; ++r)
    for (int n = 0; n < 16; ++n) {
      float want = 1.0f;
      for (int k = 0; k < 16; ++k)
        want += fa[r * 16 + k] * fb[n * 16 + k];   // B is column-major
      bad += hc[r * 16 + n] != want;
    }
  float *dd;
  cudaMalloc(&dd, sizeof hc);
  k32x8<<<1, 64>>>(da, db, dd);   // A: ha, 64 x 16; B: the first 128 of hb
  cudaMemcpy(hc, dd, sizeof hc, cudaMemcpyDeviceToHost);
  for (int r = 0; r < 64; ++r)
    for (int n = 0; n < 8; ++n) {
      float want = 2.0f;
      for (int k = 0; k < 16; ++k)
        want += fa[r * 16 + k] * fb[k * 8 + n];
      bad += hc[r * 8 + n] != want;
    }
  printf("bad=%d\n%s\n", bad, bad ? "FAIL" : "PASS");
  return bad != 0;
}
// CHECK: pass {{.*}}wmma-bf16.cu: translate ok, reference pass, emu64 pass, emu32 pass
// TARGETS: pass {{.*}}wmma-bf16.cu: translate ok, reference pass, emu64/gfx908 pass, emu64/gfx940 pass, emu32/gfx1100 pass
