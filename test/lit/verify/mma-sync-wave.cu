// mma.sync.m16n8k16 with both warps of a 64-lane wavefront in the call: at
// wave 64 the translation runs c2h_mma_m16n8_core (the two warps' products as
// one block-diagonal MFMA pair, operands fetched from NVIDIA's lanes and
// registers, results fetched back), checked against the emulator's own
// mma.sync of the PTX ISA layouts; at wave 32 the shuffle path. Every output
// element is compared with the reference's.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// cuda2hip-verify: compare stdout
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>
__global__ void k(const unsigned *a, const unsigned *b, float *d) {
  int w = threadIdx.x / 32, l = threadIdx.x % 32;
  unsigned ra[4], rb[2];
  for (int i = 0; i < 4; ++i) ra[i] = a[(w * 32 + l) * 4 + i];
  for (int i = 0; i < 2; ++i) rb[i] = b[(w * 32 + l) * 2 + i];
  float c[4] = {0, 0, 0, 0};
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
               : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]));
  for (int i = 0; i < 4; ++i) d[(w * 32 + l) * 4 + i] = c[i];
}
int main() {
  unsigned ha[256], hb[128];
  for (int i = 0; i < 256; ++i) { __half x = __float2half((float)(i % 7 - 3)), y = __float2half((float)(i % 5 - 2)); unsigned short ux, uy; memcpy(&ux, &x, 2); memcpy(&uy, &y, 2); ha[i] = ux | (unsigned)uy << 16; }
  for (int i = 0; i < 128; ++i) { __half x = __float2half((float)(i % 3 - 1)), y = __float2half((float)(i % 4 - 2)); unsigned short ux, uy; memcpy(&ux, &x, 2); memcpy(&uy, &y, 2); hb[i] = ux | (unsigned)uy << 16; }
  unsigned *da, *db; float *dd; float hd[256];
  cudaMalloc(&da, sizeof ha); cudaMalloc(&db, sizeof hb); cudaMalloc(&dd, sizeof hd);
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice); cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  k<<<1, 64>>>(da, db, dd);
  cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 256; ++i) printf("%g%c", hd[i], i % 16 == 15 ? '\n' : ' ');
  return 0;
}
// CHECK: pass {{.*}}mma-sync-wave.cu: translate ok, reference pass, emu64 pass, emu32 pass
