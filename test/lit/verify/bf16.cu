// bfloat16 on the emulator: round-to-nearest-even conversions (ties to even
// both ways), arithmetic, operators and the paired (bfloat162) forms,
// checked against hand-computed bit patterns.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cuda_bf16.h>
#include <cstdio>
#include <cstring>
__global__ void k(unsigned short *out) {
  float in[4] = {1.0f, 1.00390625f /* tie, even: down */, 1.01171875f /* tie, odd: up */, 3.14159265f};
  __nv_bfloat16 b = __float2bfloat16(in[threadIdx.x]);
  memcpy(&out[threadIdx.x], &b, 2);
}
int main() {
  unsigned short *d, h[4];
  cudaMalloc(&d, sizeof h);
  k<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  unsigned short want[4] = {0x3f80, 0x3f80, 0x3f82, 0x4049};
  int bad = 0;
  for (int i = 0; i < 4; ++i) { printf("%04x\n", h[i]); bad |= h[i] != want[i]; }
  __nv_bfloat16 s = __hadd(__float2bfloat16(1.0f), __float2bfloat16(2.0f));
  bad |= __bfloat162float(s) != 3.0f;
  // The operators and the paired forms real code uses.
  __nv_bfloat16 t = __float2bfloat16(1.5f);
  t += __float2bfloat16(0.25f);
  t = -t * __float2bfloat16(2.0f);
  bad |= __bfloat16_as_ushort(t) != 0xc060; // -3.5
  __nv_bfloat162 p = __hsub2(__floats2bfloat162_rn(1.0f, 8.0f), __float2bfloat162_rn(0.5f));
  bad |= __low2float(p) != 0.5f || __high2float(p) != 7.5f;
  bad |= !(__habs(t) > __float2bfloat16(3.0f)) || __hneg(__habs(t)) != t;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
// CHECK: pass {{.*}}bf16.cu: translate ok, reference pass, emu64 pass, emu32 pass
