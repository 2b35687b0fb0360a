// bf16 warp matrix products on the emulator: the CUDA reference runs the
// emulator's own nvcuda::wmma, the translation runs c2h::wmma, whose wave-64
// run goes through the emulated v_mfma_f32_16x16x16bf16_1k (AMD's lane
// layout) and whose wave-32 run through the shuffle path. Inputs are small
// integers, exact in bf16, so the products must equal the host's exactly.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
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
int main() {
  __nv_bfloat16 ha[512], hb[256];
  float fa[512], fb[256], hc[512];
  for (int i = 0; i < 512; ++i) { fa[i] = (float)(i * 7 % 13 - 6); ha[i] = __float2bfloat16(fa[i]); }
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
  printf("bad=%d\n%s\n", bad, bad ? "FAIL" : "PASS");
  return bad != 0;
}
// CHECK: pass {{.*}}wmma-bf16.cu: translate ok, reference pass, emu64 pass, emu32 pass
