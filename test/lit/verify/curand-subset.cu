// The emulator's cuRAND subset, in the CUDA reference and (through the
// translation's hiprand names) in both HIP runs: Philox4x32-10 against the
// generator's published known answer for counter and key zero, curand_init's
// subsequence and offset and skipahead as exact jumps, the documented ranges,
// and the host generators.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cmath>
#include <cstdio>
#include <curand.h>
#include <curand_kernel.h>

__global__ void draws(unsigned *first, float *u, float *n, unsigned *later) {
  int id = threadIdx.x;
  curandStatePhilox4_32_10_t s;
  curand_init(0, id, 0, &s); // thread 0: counter 0, key 0
  for (int i = 0; i < 4; ++i)
    first[id * 4 + i] = curand(&s);
  unsigned fifth = curand(&s);
  curandStatePhilox4_32_10_t t;
  curand_init(0, id, 4, &t); // offset 4: the fifth draw of the same stream
  later[id] = curand(&t) == fifth;
  // skipahead jumps as the offset does: 3 draws past the fifth, then 2^40
  // draws forward and the same from a state initialised there.
  skipahead(3ull, &s);
  curandStatePhilox4_32_10_t w;
  curand_init(0, id, 8, &w); // 5 drawn, 3 skipped
  later[id] = later[id] && curand(&s) == curand(&w);
  skipahead(1ull << 40, &s);
  curand_init(0, id, 9 + (1ull << 40), &w);
  later[id] = later[id] && curand(&s) == curand(&w);
  curandState x;
  curand_init(1234, id, 0, &x);
  for (int i = 0; i < 64; ++i) {
    u[id * 64 + i] = curand_uniform(&x);
    n[id * 64 + i] = curand_normal(&x);
  }
}

int main() {
  int bad = 0;
  const int T = 64, N = T * 64;
  unsigned *first, *later;
  float *u, *n;
  cudaMallocManaged(&first, T * 4 * sizeof(unsigned));
  cudaMallocManaged(&later, T * sizeof(unsigned));
  cudaMallocManaged(&u, N * sizeof(float));
  cudaMallocManaged(&n, N * sizeof(float));
  draws<<<1, T>>>(first, u, n, later);
  cudaDeviceSynchronize();
  const unsigned kat[4] = {0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u};
  for (int i = 0; i < 4; ++i)
    if (first[i] != kat[i])
      ++bad, printf("philox(0, 0)[%d] = %08x, want %08x\n", i, first[i], kat[i]);
  for (int id = 1; id < T; ++id) {
    bad += first[id * 4] == first[0]; // another subsequence, another stream
    bad += !later[id];
  }
  double su = 0, sn = 0, sn2 = 0;
  for (int i = 0; i < N; ++i) {
    if (!(u[i] > 0 && u[i] <= 1))
      ++bad, printf("uniform %g outside (0, 1]\n", u[i]);
    su += u[i], sn += n[i], sn2 += n[i] * n[i];
  }
  // 4096 draws: the means are within 5 standard errors of 0.5 and 0.
  if (std::fabs(su / N - 0.5) > 5 * 0.289 / 64 || std::fabs(sn / N) > 5.0 / 64 ||
      std::fabs(sn2 / N - 1) > 0.15)
    ++bad, printf("moments %g %g %g\n", su / N, sn / N, sn2 / N);

  curandGenerator_t g;
  curandCreateGenerator(&g, CURAND_RNG_PSEUDO_PHILOX4_32_10);
  curandSetPseudoRandomGeneratorSeed(g, 42);
  float *a, *b;
  cudaMallocManaged(&a, 1000 * sizeof(float));
  cudaMallocManaged(&b, 1000 * sizeof(float));
  curandGenerateUniform(g, a, 1000);
  curandSetPseudoRandomGeneratorSeed(g, 42); // the same seed restarts the sequence
  curandGenerateUniform(g, b, 1000);
  cudaDeviceSynchronize();
  for (int i = 0; i < 1000; ++i)
    bad += a[i] != b[i] || !(a[i] > 0 && a[i] <= 1);
  if (curandGenerateNormal(g, a, 999, 0.0f, 1.0f) != CURAND_STATUS_LENGTH_NOT_MULTIPLE)
    ++bad, printf("odd normal count accepted\n");
  curandDestroyGenerator(g);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// CHECK: pass {{.*}}curand-subset.cu: translate ok, reference pass, emu64 pass, emu32 pass
