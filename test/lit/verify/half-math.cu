// The half-precision API beyond + - * /: directed-rounding conversions,
// saturating conversions to integers, saturating arithmetic, the math
// functions and the half2 comparisons, each checked against its value.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
#include <cuda_fp16.h>
#define N 24
__global__ void k(float *f, long long *i) {
  if (threadIdx.x != 0)
    return;
  f[0] = __half2float(hexp2(__float2half(3.0f)));               // 8
  half2 e = h2exp2(__floats2half2_rn(1.0f, -1.0f));
  f[1] = __low2float(e) + 10 * __high2float(e);                 // 2 + 5
  f[2] = __half2float(hrcp(__float2half(4.0f)));                // 0.25
  f[3] = __half2float(hrsqrt(__float2half(16.0f)));             // 0.25
  f[4] = __half2float(hlog2(__float2half(32.0f)));              // 5
  f[5] = __half2float(__float2half_ru(1.0004f));                // 1.0009765625
  f[6] = __half2float(__float2half_rz(1.0008f));                // 1
  f[7] = __half2float(__float2half_rd(-1.0004f));               // -1.0009765625
  f[8] = __half2float(__float2half_ru(-1.0004f));               // -1
  f[9] = __half2float(__hadd_sat(__float2half(0.75f), __float2half(0.5f)));  // 1
  f[10] = __half2float(__hsub_sat(__float2half(0.25f), __float2half(0.5f))); // 0
  f[11] = __half2float(hfloor(__float2half(-1.5f)));            // -2
  f[12] = __half2float(hrint(__float2half(2.5f)));              // 2
  f[13] = __half2float(htrunc(__float2half(-1.5f)));            // -1
  half2 lt = __hlt2(__floats2half2_rn(1, 3), __floats2half2_rn(2, 2));
  f[14] = __low2float(lt) + 10 * __high2float(lt);              // 1
  f[15] = __hbgt2(__floats2half2_rn(2, 3), __floats2half2_rn(1, 2)) ? 1 : 0;  // 1
  f[16] = __hbgt2(__floats2half2_rn(2, 1), __floats2half2_rn(1, 2)) ? 1 : 0;  // 0
  half2 m = __hmax2(__floats2half2_rn(1, -4), __floats2half2_rn(-2, 3));
  f[17] = __low2float(m) + 10 * __high2float(m);                // 31
  f[18] = __half2float(__habs2(__floats2half2_rn(-1.5f, 2)).x); // 1.5
  i[0] = __half2short_rn(__float2half(40000.0f));               // 32767
  i[1] = __half2uint_rn(__float2half(-3.0f));                   // 0
  i[2] = __half2int_rd(__float2half(-2.5f));                    // -3
  i[3] = __half2int_ru(__float2half(2.5f));                     // 3
  i[4] = __half2ll_rn(__float2half(2.5f));                      // 2
  i[5] = __half_as_ushort(__ushort2half_rn(65535));             // 0x7c00 (inf)
  i[6] = __half_as_ushort(__int2half_rz(2049));                 // 2048 = 0x6800
  i[7] = __half_as_ushort(__int2half_ru(2049));                 // 2050 = 0x6801
}
int main() {
  float *df, f[N];
  long long *di, i[8];
  cudaMalloc(&df, sizeof f);
  cudaMalloc(&di, sizeof i);
  k<<<1, 32>>>(df, di);
  cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost);
  cudaMemcpy(i, di, sizeof i, cudaMemcpyDeviceToHost);
  const float wf[] = {8, 7, 0.25f, 0.25f, 5, 1.0009765625f, 1, -1.0009765625f, -1, 1, 0,
                      -2, 2, -1, 1, 1, 0, 31, 1.5f};
  const long long wi[] = {32767, 0, -3, 3, 2, 0x7c00, 0x6800, 0x6801};
  int bad = 0;
  for (int k = 0; k < 19; ++k)
    if (f[k] != wf[k]) {
      printf("f[%d] = %.10g, want %.10g\n", k, f[k], wf[k]);
      ++bad;
    }
  for (int k = 0; k < 8; ++k)
    if (i[k] != wi[k]) {
      printf("i[%d] = %lld, want %lld\n", k, i[k], wi[k]);
      ++bad;
    }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// CHECK: pass {{.*}}half-math.cu: translate ok, reference pass, emu64 pass, emu32 pass
