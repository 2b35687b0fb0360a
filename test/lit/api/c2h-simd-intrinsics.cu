// __dp4a and __dp2a_lo/__dp2a_hi become c2h_* helpers emitted in the file,
// with every overload; the output builds for gfx90a and gfx1030, and the
// emulator runs it against the CUDA reference at wave 64 and 32.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip
// RUN: %FileCheck %s --input-file %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.verify
// RUN: %FileCheck %s --check-prefix=VERIFY --input-file %t.verify
#include <cstdio>

// CHECK: #define C2H_DP4A
// CHECK: __device__ static inline int c2h_dp4a(int a, int b, int c) {
__global__ void dots(const int *a, const int *b, int *out, unsigned *uout) {
  int i = threadIdx.x;
  // CHECK: out[i] = c2h_dp4a(a[i], b[i], 7);
  out[i] = __dp4a(a[i], b[i], 7);
  // CHECK: uout[i] = c2h_dp4a((unsigned)a[i], (unsigned)b[i], 7u);
  uout[i] = __dp4a((unsigned)a[i], (unsigned)b[i], 7u);
  char4 x = reinterpret_cast<const char4 *>(a)[i];
  char4 y = reinterpret_cast<const char4 *>(b)[i];
  // CHECK: out[32 + i] = c2h_dp4a(x, y, -3) + c2h_dp2a_lo(a[i], b[i], 0) - c2h_dp2a_hi(a[i], b[i], 0);
  out[32 + i] = __dp4a(x, y, -3) + __dp2a_lo(a[i], b[i], 0) - __dp2a_hi(a[i], b[i], 0);
  // CHECK: uout[32 + i] = c2h_dp2a_lo((unsigned)a[i], (unsigned)b[i], 1u) + c2h_dp2a_hi((unsigned)a[i], (unsigned)b[i], 0u);
  uout[32 + i] = __dp2a_lo((unsigned)a[i], (unsigned)b[i], 1u) + __dp2a_hi((unsigned)a[i], (unsigned)b[i], 0u);
}

static int sbyte(int v, int k) { return (signed char)(v >> (8 * k)); }
static int ubyte(int v, int k) { return (v >> (8 * k)) & 0xff; }

int main() {
  int ha[32], hb[32], out[64];
  unsigned uout[64];
  for (int i = 0; i < 32; ++i) {
    ha[i] = (int)(0x9e3779b9u * (i + 1));
    hb[i] = (int)(0x85ebca6bu * (i + 7));
  }
  int *a, *b, *o;
  unsigned *u;
  cudaMalloc(&a, sizeof ha);
  cudaMalloc(&b, sizeof hb);
  cudaMalloc(&o, sizeof out);
  cudaMalloc(&u, sizeof uout);
  cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
  dots<<<1, 32>>>(a, b, o, u);
  cudaMemcpy(out, o, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(uout, u, sizeof uout, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 32; ++i) {
    int s = 7, x = -3;
    unsigned us = 7;
    for (int k = 0; k < 4; ++k) {
      s += sbyte(ha[i], k) * sbyte(hb[i], k);
      us += ubyte(ha[i], k) * ubyte(hb[i], k);
    }
    x += s - 7;
    int lo = (short)ha[i] * sbyte(hb[i], 0) + (short)(ha[i] >> 16) * sbyte(hb[i], 1);
    int hi = (short)ha[i] * sbyte(hb[i], 2) + (short)(ha[i] >> 16) * sbyte(hb[i], 3);
    unsigned ua = (unsigned)ha[i];
    unsigned ulo = 1 + (ua & 0xffff) * ubyte(hb[i], 0) + (ua >> 16) * ubyte(hb[i], 1);
    unsigned uhi = (ua & 0xffff) * ubyte(hb[i], 2) + (ua >> 16) * ubyte(hb[i], 3);
    bad += out[i] != s || uout[i] != us || out[32 + i] != x + lo - hi ||
           uout[32 + i] != ulo + uhi;
  }
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
// VERIFY: pass {{.*}}c2h-simd-intrinsics.cu: translate ok, reference pass, emu64 pass, emu32 pass
