// Pre-Volta warp-synchronous code: a warp sums 64 values in volatile shared
// memory with no barrier or __syncwarp between its steps, relying on its
// lanes running in lock step. CUDA from Volta on does not promise that; AMD's
// wavefronts do. Every emulated run takes turns at volatile accesses as lanes
// in lock step do, so the sums are right on both sides, and the race
// detector says where the lanes rely on it: the CUDA original is a
// cuda-race (exit 4), and the HIP runs pass with a note. Lock step within a
// warp does not order two warps: reading another warp's values with no
// barrier ("crosswarp") is a data race, on both sides.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --json %t.json %s > %t.out; test $? -eq 4
// RUN: %FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: %FileCheck %s --check-prefix=JSON --input-file %t.json
// RUN: not cuda2hip verify --no-compile --backend emu --wave 64 --cuda-headers bundled %s -- crosswarp > %t.cross.out
// RUN: %FileCheck %s --check-prefix=CROSS --input-file %t.cross.out
#include <cstdio>
#include <cstring>
__global__ void warp_sums(const int *in, int *out, int crosswarp) {
  __shared__ int s[128];
  const int t = threadIdx.x;
  s[t] = in[blockIdx.x * 128 + t];
  if (!crosswarp)
    __syncthreads();
  if (t < 32) {
    volatile int *v = s;
    v[t] += v[t + 32] + v[t + 64] + v[t + 96];
    v[t] += v[t + 16];
    v[t] += v[t + 8];
    v[t] += v[t + 4];
    v[t] += v[t + 2];
    v[t] += v[t + 1];
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
int main(int argc, char **argv) {
  const int blocks = 4, n = blocks * 128;
  const int crosswarp = argc > 1 && !strcmp(argv[1], "crosswarp");
  int h[n], sums[blocks];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 37) % 101;
  int *d, *o;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof sums);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  warp_sums<<<blocks, 128>>>(d, o, crosswarp);
  cudaMemcpy(sums, o, sizeof sums, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    int want = 0;
    for (int i = 0; i < 128; ++i)
      want += h[b * 128 + i];
    bad += sums[b] != want;
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
// OUT: cuda-race {{.*}}lockstep.cu: translate ok, reference pass, emu64 pass, emu32 pass
// OUT-NEXT: compared (emu64, emu32): the words PASS
// OUT-NEXT: note (reference): kernel warp_sums, block (0,0,0): lanes {{[0-9]+}} and {{[0-9]+}} of warp 0 exchange values through volatile shared memory with no __syncwarp between: this relies on the warp's lanes running in lock step, as AMD's wavefronts do and NVIDIA GPUs from Volta on do not [emu-lockstep] (at {{.*}}lockstep.cu:{{2[0-9]}} and {{.*}}lockstep.cu:{{2[0-9]}}) (and {{[0-9]+}} more such places)
// OUT-NEXT: note (emu64, emu32): kernel warp_sums, block {{.*}}[emu-lockstep]
// OUT-NEXT: 1 programs: 0 pass, 0 fail, 0 error, 1 cuda-race
// JSON: "reference": {
// JSON: "notes": [
// JSON-NEXT: "kernel warp_sums{{.*}}[emu-lockstep]
// JSON: "status": "pass"
// JSON: "verdict": "cuda-race",
// JSON-NEXT: "verdict_detail": "the CUDA original relies on lock step: kernel warp_sums
// CROSS: cuda-race {{.*}}lockstep.cu: translate ok, reference race, emu64 race
// CROSS-NEXT: reference: data race: kernel warp_sums, block (0,0,0): a {{.*}} by thread ({{[0-9]+}},0,0) and a {{.*}} by thread ({{[0-9]+}},0,0) of the same shared memory, with no barrier or warp-level sync between them that both take part in [emu-data-race]
