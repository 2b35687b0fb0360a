// Lanes of a warp that exchange values through plain (not volatile) shared
// memory with no barrier or __syncwarp, as pre-Volta code did:
// - "diverged": the upper lanes of each warp store, then every lane reads
//   what they stored;
// - "permute": 16 lanes move 12-byte structs to new places in the same
//   array.
// Lock step does not make that safe: with no fence or sync, the compiler may
// keep a value in a register or move the accesses, on AMD as on NVIDIA. The
// race detector finds both in the CUDA original (cuda-race, exit 4), and
// the translation's runs, which inherit the race, are not compared with it.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --json %t.d.json %s -- diverged > %t.d.out; test $? -eq 4
// RUN: %FileCheck %s --check-prefix=OUT --input-file %t.d.out
// RUN: %FileCheck %s --check-prefix=JSON --input-file %t.d.json
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --json %t.p.json %s -- permute > %t.p.out; test $? -eq 4
// RUN: %FileCheck %s --check-prefix=OUT --input-file %t.p.out
// RUN: %FileCheck %s --check-prefix=JSON --input-file %t.p.json
#include <cstdio>
#include <cstring>

struct rgb {
  float r, g, b;
};

__global__ void diverged(const int *in, int *out) {
  __shared__ int s[128];
  const int t = threadIdx.x, lane = t % 32, first = 32 - (t / 32 + 1) * 5;
  int *w = s + t / 32 * 32; // This warp's 32 slots.
  if (lane >= first)
    w[lane] = in[blockIdx.x * 128 + t];
  int sum = 0;
  for (int j = first; j < 32; ++j)
    sum += w[j];
  out[blockIdx.x * 128 + t] = sum;
}

__global__ void permute(int *out) {
  __shared__ rgb c[16];
  __shared__ int to[16];
  const int t = threadIdx.x;
  if (t < 16) {
    c[t] = {float(t), float(2 * t), float(3 * t)};
    to[t] = (t * 5 + 3) % 16;
  }
  __syncthreads();
  if (t < 16)
    c[to[t]] = c[t];
  __syncthreads();
  if (t < 16)
    out[t] = int(c[t].r) + 100 * int(c[t].g) + 10000 * int(c[t].b);
}

int main(int argc, char **argv) {
  const int blocks = 2, n = blocks * 128;
  int h[n], o[n], bad = 0;
  int *d, *r;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&r, sizeof o);
  if (argc > 1 && !strcmp(argv[1], "permute")) {
    permute<<<1, 64>>>(r);
    cudaMemcpy(o, r, 16 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 16; ++i) {
      const int from = (i * 13 + 9) % 16; // (from * 5 + 3) % 16 == i
      bad += o[i] != from * 30201;
    }
  } else {
    for (int i = 0; i < n; ++i)
      h[i] = (i * 37) % 101;
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    diverged<<<blocks, 128>>>(d, r);
    cudaMemcpy(o, r, sizeof o, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) {
      const int base = i / 32 * 32, first = 32 - (i % 128 / 32 + 1) * 5;
      int want = 0;
      for (int j = first; j < 32; ++j)
        want += h[base + j];
      bad += o[i] != want;
    }
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
// OUT: cuda-race {{.*}}lockstep-diverged.cu: translate ok, reference race, emu64 race, emu32 race
// OUT-NEXT: reference: data race: kernel {{diverged|permute}}, block (0,0,0): a {{read|write}} by thread ({{[0-9]+}},0,0) and a {{read|write}} by thread ({{[0-9]+}},0,0) of the same shared memory, with no barrier or warp-level sync between them that both take part in [emu-data-race] (at {{.*}}lockstep-diverged.cu:{{[0-9]+}} and {{.*}}lockstep-diverged.cu:{{[0-9]+}})
// JSON: "reference": {
// JSON: "status": "race"
// JSON: "verdict": "cuda-race",
// JSON-NEXT: "verdict_detail": "the CUDA original: data race: kernel {{diverged|permute}}
