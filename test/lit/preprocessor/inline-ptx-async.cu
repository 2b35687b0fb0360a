// Inline PTX that nothing rewrites yet (bulk copies, mbarrier, stmatrix) is
// diagnosed where it is written, also inside a macro wrapper, never passed
// through silently. Warp-level PTX keeps its own rules, and the cp.async
// forms of test/lit/api/c2h-async-copy-ptx.cu and the ldmatrix/mma.sync
// forms of test/lit/api/c2h-matrix-ptx.cu are rewritten.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
#include <cuda_runtime.h>
#define BULK_COMMIT() asm volatile("cp.async.bulk.commit_group;\n" ::)
__device__ void arrive(unsigned bar) {
  asm volatile("mbarrier.arrive.shared.b64 _, [%0];\n" ::"r"(bar));
  BULK_COMMIT();
  asm volatile("cp.async.wait_group %0;\n" ::"n"(0));
}
__device__ void frag(unsigned *r, unsigned a) {
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};\n"
               :: "r"(a), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]));
}
// CHECK: inline-ptx-async.cu:9:23: warning: inline PTX 'cp.async.bulk' (an async-copy, matrix or barrier instruction) has no HIP rewrite yet {{.*}}[c2h-inline-ptx]
// CHECK: inline-ptx-async.cu:11:3: warning: inline PTX 'mbarrier' {{.*}}[c2h-inline-ptx]
// CHECK-NOT: inline-ptx-async.cu:13
// CHECK: inline-ptx-async.cu:16:3: warning: inline PTX 'stmatrix' {{.*}}[c2h-inline-ptx]
