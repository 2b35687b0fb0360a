// Shared arrays with a slot per 32-lane warp: '[32]', '[BLOCK / 32]', a
// macro for the warp width in the size. The tokens read the first size
// after '__shared__'; the parse reads the first size of every shared
// variable, however '__shared__' is spelled. A declaration the parse did
// not see (an inactive #if branch) is read on tokens.
// RUN: cuda2hip lint %s > %t.tok 2> %t.tok.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=BOTH --implicit-check-not=warning: < %t.tok
// RUN: %FileCheck %s --check-prefix=TOKSUM < %t.tok.err
// RUN: cuda2hip lint --parse %s > %t.ast 2> %t.ast.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,AST --implicit-check-not=warning: < %t.ast
// RUN: %FileCheck %s --check-prefix=ASTSUM < %t.ast.err
// TOKSUM: 5 findings in 1 of 1 file
// ASTSUM: 7 findings in 1 of 1 file

#define WARP_SIZE 32
// BOTH: [[@LINE-1]]:19: warning: 'WARP_SIZE' fixes the warp width at 32{{.*}}[c2h-warp-size-constant]
#define TILE 32
#define SHMEM __shared__

template <int BLOCK> __global__ void sums(float *out, const float *in) {
  __shared__ float a[32];
  // BOTH: [[@LINE-1]]:22: warning: one slot per 32-lane warp{{.*}}[c2h-warp-per-warp-array]
  __shared__ float b[BLOCK / 32];
  // BOTH: [[@LINE-1]]:22: warning: one slot per 32-lane warp{{.*}}[c2h-warp-per-warp-array]
  __shared__ float c[WARP_SIZE + 1];
  // BOTH: [[@LINE-1]]:22: warning: one slot per 32-lane warp{{.*}}[c2h-warp-per-warp-array]
  __shared__ float d[8], e[32];
  // AST: [[@LINE-1]]:28: warning: one slot per 32-lane warp{{.*}}[c2h-warp-per-warp-array]
  SHMEM float f[32];
  // AST: [[@LINE-1]]:17: warning: one slot per 32-lane warp{{.*}}[c2h-warp-per-warp-array]
  // No slot per warp: 64 slots, registers.
  __shared__ float g[64];
  float h[32];
#if 0
  __shared__ float i[32];
  // BOTH: [[@LINE-1]]:22: warning: one slot per 32-lane warp{{.*}}[c2h-warp-per-warp-array]
#endif
  out[0] = a[0] + b[0] + c[0] + d[0] + e[0] + f[0] + g[0] + h[0] + in[0];
}
template __global__ void sums<256>(float *, const float *);
