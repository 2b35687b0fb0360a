// Pre-Volta warp-synchronous code: a warp sums 64 values in shared memory
// with no barrier or __syncwarp between its steps, relying on its lanes
// running in lock step. CUDA from Volta on does not promise that, AMD's
// wavefronts do; the emulator runs a warp's lanes in turn, so the first run
// of the reference reads sums not made yet and fails. verify runs it again
// with each warp's lanes in lock step at shared memory, where it passes:
// the verdict is a pass, with an emu-lockstep note on the reference. Lock
// step within a warp does not order two warps: reading another warp's
// values with no barrier ("crosswarp") still fails.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --json %t.json %s > %t.out
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
// OUT: pass {{.*}}lockstep.cu: translate ok, reference pass, emu64 pass, emu32 pass
// JSON: "reference": {
// JSON: "note": "the CUDA program relies on the lanes of a warp running in lock step {{.*}}[emu-lockstep]"
// JSON: "status": "pass"
// CROSS: {{(fail|error)}} {{.*}}lockstep.cu: translate ok, reference fail
