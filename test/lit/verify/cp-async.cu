// Inline-PTX cp.async in the emulator's CUDA reference run: a copy lands only
// when a wait covers its group, so a missing wait reads stale shared memory
// and the program's own check fails; cp.async.wait_all commits first, and a
// shared address past its variable is an error at the copy. The HIP run
// uses the emitted c2h_cp_async helpers.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --check-prefix=PASS --input-file %t.out
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.nowait.json %s -- nowait > %t.nowait.out
// RUN: %FileCheck %s --check-prefix=NOWAIT --input-file %t.nowait.out
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.past.json %s -- past > %t.past.out
// RUN: %FileCheck %s --check-prefix=PAST --input-file %t.past.json
#include <cstdint>
#include <cstdio>
#include <cstring>
#define COPY16(s, g) asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(g))
__global__ void rotate(const int4 *in, int *out, int mode) {
  __shared__ int4 tile[32];
  int t = threadIdx.x;
  uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(&tile[t]));
  if (mode == 2)
    s += 16 * 32; // one past the array
  COPY16(s, &in[t]);
  if (mode == 0)
    asm volatile("cp.async.wait_all;\n" ::);
  __syncthreads();
  out[t] = tile[(t + 1) % 32].x;
}
int main(int argc, char **argv) {
  int mode = argc > 1 ? (!strcmp(argv[1], "nowait") ? 1 : 2) : 0;
  int4 h[32];
  for (int i = 0; i < 32; ++i)
    h[i] = make_int4(i + 100, 0, 0, 0);
  int4 *d;
  int *o, r[32];
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof r);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  rotate<<<1, 32>>>(d, o, mode);
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 32; ++i)
    bad += r[i] != (i + 1) % 32 + 100;
  printf("bad=%d\n", bad);
  return bad != 0;
}
// PASS: {{^}}pass {{.*}}cp-async.cu: translate ok, reference pass, emu64 pass, emu32 pass{{$}}
// NOWAIT: reference: exit code 1
// PAST: cp-async.cu:22: error: kernel rotate, block (0,0,0), thread (0,0,0): shared address {{[0-9]+}} (16 bytes) is outside this block's shared memory [emu-shared-out-of-range]
