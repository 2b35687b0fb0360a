// Inline PTX that nothing rewrites yet (cp.async, ldmatrix, mma.sync) is
// diagnosed where it is written, also inside a macro wrapper, never passed
// through silently. Warp-level PTX keeps its own rules.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
#include <cuda_runtime.h>
#define CP_ASYNC_COMMIT() asm volatile("cp.async.commit_group;\n" ::)
__device__ void copy4(unsigned smem, const int *g) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(smem), "l"(g));
  CP_ASYNC_COMMIT();
  asm volatile("cp.async.wait_group %0;\n" ::"n"(0));
}
__device__ void frag(unsigned *r, unsigned a) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(a));
}
// CHECK: inline-ptx-async.cu:7:27: warning: inline PTX 'cp.async.commit_group' (an async-copy, matrix or barrier instruction) has no HIP rewrite yet {{.*}}[c2h-inline-ptx]
// CHECK: inline-ptx-async.cu:9:3: warning: inline PTX 'cp.async' {{.*}}[c2h-inline-ptx]
// CHECK: inline-ptx-async.cu:11:3: warning: inline PTX 'cp.async.wait_group' {{.*}}[c2h-inline-ptx]
// CHECK: inline-ptx-async.cu:14:3: warning: inline PTX 'ldmatrix' {{.*}}[c2h-inline-ptx]
