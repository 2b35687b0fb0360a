// The helpers a file carries for a rule other than c2h-warp-logical32 (here
// c2h-launch-bounds') are put after its HIP runtime include as a
// c2h-include-runtime edit: the report counts no c2h-warp-logical32 edit in
// a file that has none, with --warp=off as with the default.
// RUN: %c2h %s --cuda-headers=bundled --warp=off -o %t.hip --report %t.off.json 2>/dev/null
// RUN: %FileCheck %s < %t.off.json
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip --report %t.json 2>/dev/null
// RUN: %FileCheck %s < %t.json
#include <cuda_runtime.h>
__global__ void __launch_bounds__(256, 2) k(float *p) { p[threadIdx.x] = 1; }

// CHECK: "edits": {
// CHECK-NOT: c2h-warp-logical32
// CHECK: "c2h-include-runtime": 1,
// CHECK-NOT: c2h-warp-logical32
// CHECK: "c2h-launch-bounds": 1
// CHECK-NOT: c2h-warp-logical32
// CHECK: "summary"
