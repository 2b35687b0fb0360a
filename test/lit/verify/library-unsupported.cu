// A program on a CUDA library the emulator does not provide (cuFFT) is
// reported as unsupported, with the reason, and verify exits 2: it was not
// checked, so it is never a pass.
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// RUN: %FileCheck %s --check-prefix=JSON --input-file %t.json
#include <cstdio>
#include <cufft.h>
int main() {
  cufftHandle plan;
  if (cufftPlan1d(&plan, 64, CUFFT_C2C, 1) != CUFFT_SUCCESS)
    return 1;
  cufftDestroy(plan);
  printf("PASS\n");
  return 0;
}
// CHECK: unsupported {{.*}}library-unsupported.cu: translate ok, reference unsupported, emu64 unsupported, emu32 unsupported
// CHECK-NEXT: reference: uses cufft.h, a CUDA library the emulator does not provide; check it on a GPU (--backend rocm or cuda)
// CHECK-NEXT: 1 programs: 0 pass, 0 fail, 0 error, 1 unsupported
// JSON: "verdict": "unsupported"
// JSON: "unsupported": 1
