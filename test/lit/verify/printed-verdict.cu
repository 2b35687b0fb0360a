// A program that always exits 0 and prints its own verdict: verify reads
// the verdict. Under --warp=off the wave-64 run sees 64-lane warps, and the
// program's check prints FAIL (first case) or leaves out its PASS line
// (second case). 'verdict off' leaves out the words, and the one number
// left, a warp size (which a device query prints as 32 or 64 alike), is left
// out too: nothing is compared, an error, not a pass on the exit status.
// RUN: not cuda2hip verify --warp=off --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --check-prefix=FAIL --input-file %t.out
// RUN: not cuda2hip verify --warp=off --no-compile --backend emu --cuda-headers bundled -D QUIET %s > %t.quiet
// RUN: %FileCheck %s --check-prefix=QUIET --input-file %t.quiet
// RUN: not cuda2hip verify --warp=off --no-compile --backend emu --cuda-headers bundled --declare "verdict off" %s > %t.off
// RUN: %FileCheck %s --check-prefix=OFF --input-file %t.off
#include <cstdio>
__global__ void lanes(int *out) {
  if (threadIdx.x == 0)
    *out = warpSize;
}
int main() {
  int *d, w = 0;
  cudaMalloc(&d, sizeof w);
  lanes<<<1, 64>>>(d);
  cudaMemcpy(&w, d, sizeof w, cudaMemcpyDeviceToHost);
  printf("warp %d\n", w);
#ifdef QUIET
  if (w == 32)
    printf("PASS\n");
#else
  printf(w == 32 ? "PASS\n" : "FAIL\n");
#endif
  return 0;
}
// FAIL: fail  {{.*}}printed-verdict.cu: translate ok, reference pass, emu64 fail, emu32 pass
// FAIL-NEXT: emu64 fail: printed a failure: FAIL
// QUIET: fail  {{.*}}printed-verdict.cu: translate ok, reference pass, emu64 fail, emu32 pass
// QUIET-NEXT: emu64 fail: printed nothing where the reference printed PASS
// OFF: error {{.*}}printed-verdict.cu: translate ok, reference pass, emu64 error, emu32 pass
// OFF-NEXT: emu64 error: nothing compared: the reference printed no pass or failure word and no number to compare
// OFF-NEXT: compared (emu32): stdout: 1 number on 1 line (line 1)
