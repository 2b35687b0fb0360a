// Mutant translations must not pass under the HIP model at wave 64. The
// program exchanges values between the lanes of a warp through shared
// memory (with __syncwarp), between warps (with __syncthreads), and reduces
// with 32-wide shuffles; its translation passes. Three mutants of it:
// - m1 drops the __syncwarp: the lanes still read what their neighbours
//   wrote here (a lane reads the lane below it, which ran first), so every
//   printed value matches and the program prints PASS, as it would under a
//   schedule that tries lock step until an answer matches; the race
//   detector finds the race all the same;
// - m2 drops the __syncthreads: a data race between warps (and a wrong sum);
// - m3 widens the shuffles to 64: a wrong answer at wave 64.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda2hip translate --no-progress --cuda-headers=bundled %s -o %t/good.hip
// RUN: cuda2hip verify --no-compile --backend emu --wave 64 --cuda-headers bundled --hip %t/good.hip %s > %t/good.out
// RUN: %FileCheck %s --check-prefix=GOOD < %t/good.out
// GOOD: pass {{.*}}mutants.cu: hip {{.*}}good.hip, reference pass, emu64 pass
// RUN: sed 's/^  c2h_syncwarp();$//' %t/good.hip > %t/m1.hip
// RUN: not cmp -s %t/good.hip %t/m1.hip
// RUN: not cuda2hip verify --no-compile --backend emu --wave 64 --cuda-headers bundled --json %t/m1.json --hip %t/m1.hip %s > %t/m1.out
// RUN: %FileCheck %s --check-prefix=M1 < %t/m1.out
// M1: race  {{.*}}mutants.cu: hip {{.*}}m1.hip, reference pass, emu64 race
// M1-NEXT: emu64 race: data race: kernel exchange, block (0,0,0): a write by thread (0,0,0) and a read by thread (1,0,0) of the same shared memory, with no barrier or warp-level sync between them that both take part in [emu-data-race] (at {{.*}}m1.hip:{{[0-9]+}} and {{.*}}m1.hip:{{[0-9]+}})
// What the mutant printed matched the reference (a run that would have
// failed or errored says so in a note, "the run with the race: ..."): with
// the race detector silent it would have passed.
// RUN: %FileCheck %s --check-prefix=M1JSON --implicit-check-not="the run with the race" < %t/m1.json
// M1JSON: "runs": [
// M1JSON: "exit_code": 0,
// M1JSON: "status": "race",
// RUN: sed 's/^  __syncthreads();$//' %t/good.hip > %t/m2.hip
// RUN: not cmp -s %t/good.hip %t/m2.hip
// RUN: not cuda2hip verify --no-compile --backend emu --wave 64 --cuda-headers bundled --hip %t/m2.hip %s > %t/m2.out
// RUN: %FileCheck %s --check-prefix=M2 < %t/m2.out
// M2: race  {{.*}}mutants.cu: hip {{.*}}m2.hip, reference pass, emu64 race
// M2-NEXT: emu64 race: data race: kernel exchange, block (0,0,0): a read by thread (0,0,0) and a write by thread (32,0,0) of the same shared memory
// RUN: sed 's/__shfl_xor(sum, o, 32)/__shfl_xor(sum, o, 64)/; s/int o = 16;/int o = 32;/' %t/good.hip > %t/m3.hip
// RUN: not cmp -s %t/good.hip %t/m3.hip
// RUN: not cuda2hip verify --no-compile --backend emu --wave 64 --cuda-headers bundled --hip %t/m3.hip %s > %t/m3.out
// RUN: %FileCheck %s --check-prefix=M3 < %t/m3.out
// M3: fail  {{.*}}mutants.cu: hip {{.*}}m3.hip, reference pass, emu64 fail
// M3-NEXT: emu64 fail: printed a failure: FAIL
#include <cstdio>

__global__ void exchange(const int *in, int *out) {
  __shared__ int s[256];
  __shared__ int warpSums[8];
  int t = threadIdx.x, lane = t & 31, w = t >> 5;
  int v = in[blockIdx.x * 256 + t];
  s[t] = v;
  __syncwarp();
  int left = lane > 0 ? s[t - 1] : 0;
  int sum = v + left;
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffff, sum, o);
  if (lane == 0)
    warpSums[w] = sum;
  __syncthreads();
  if (t == 0) {
    int total = 0;
    for (int i = 0; i < 8; ++i)
      total += warpSums[i];
    out[blockIdx.x] = total;
  }
}

int main() {
  const int blocks = 4, n = blocks * 256;
  int h[n], *in, *out, r[blocks];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 7) % 13;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  exchange<<<blocks, 256>>>(in, out);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int b = 0; b < blocks; ++b) {
    int want = 0;
    for (int t = 0; t < 256; ++t)
      want += h[b * 256 + t] + ((t & 31) ? h[b * 256 + t - 1] : 0);
    printf("block %d: %d\n", b, r[b]);
    ok &= r[b] == want;
  }
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
