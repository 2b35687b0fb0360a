// Tests against the last lane of a 32-lane warp ('lane == 31') and against
// a 32-bit full mask ('ballot == 0xffffffff'). The parse reads the test as
// Clang groups it, on either side of the operator, and a mask as Clang
// evaluates it (a macro, a constant of the program, ~0u); the tokens read
// 31 on the right and a mask written as a number. A test the parse did not
// see (an inactive #if branch) is read on tokens.
// RUN: cuda2hip lint %s > %t.tok 2> %t.tok.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,TOK --implicit-check-not=warning: < %t.tok
// RUN: %FileCheck %s --check-prefix=TOKSUM < %t.tok.err
// RUN: cuda2hip lint --parse %s > %t.ast 2> %t.ast.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,AST --implicit-check-not=warning: < %t.ast
// RUN: %FileCheck %s --check-prefix=ASTSUM < %t.ast.err
// TOKSUM: 7 findings in 1 of 1 file
// ASTSUM: 11 findings in 1 of 1 file

#define CMP_FULL 0xffffffff
constexpr unsigned kCmpAll = 0xffffffffu;

__global__ void compares(int *out, int v) {
  int lane = threadIdx.x % 32;
  // BOTH: [[@LINE-1]]:28: warning: lane id 'threadIdx.x % 32'{{.*}}[c2h-warp-lane-id]
  unsigned long long b = __ballot_sync(~0ull, v > 0);
  if (lane == 31)
    // BOTH: [[@LINE-1]]:15: warning: last-lane test 'lane == 31' picks lane 31, the last of a 32-lane warp{{.*}}[c2h-warp-lane-id]
    out[0] = 1;
  if (31 == lane)
    // AST: [[@LINE-1]]:7: warning: last-lane test '31 == lane'{{.*}}[c2h-warp-lane-id]
    out[1] = 1;
  if (v + lane == 31)
    // TOK: [[@LINE-1]]:19: warning: last-lane test 'lane == 31'{{.*}}[c2h-warp-lane-id]
    // AST: [[@LINE-2]]:19: warning: last-lane test 'v + lane == 31'{{.*}}[c2h-warp-lane-id]
    out[2] = 1;
  // Not a lane.
  if (v == 31)
    out[3] = 1;
  if (b == 0xffffffff)
    // BOTH: [[@LINE-1]]:12: warning: a ballot compared with a 32-bit full mask{{.*}}[c2h-warp-full-mask]
    out[4] = 1;
  if (CMP_FULL == b)
    // AST: [[@LINE-1]]:7: warning: a ballot compared with a 32-bit full mask{{.*}}[c2h-warp-full-mask]
    out[5] = 1;
  if (b != kCmpAll)
    // AST: [[@LINE-1]]:12: warning: a ballot compared with a 32-bit full mask{{.*}}[c2h-warp-full-mask]
    out[6] = 1;
  if (b == ~0u)
    // AST: [[@LINE-1]]:12: warning: a ballot compared with a 32-bit full mask{{.*}}[c2h-warp-full-mask]
    out[7] = 1;
  if (0xffffffff == __activemask())
    // BOTH: [[@LINE-1]]:7: warning: a ballot compared with a 32-bit full mask{{.*}}[c2h-warp-full-mask]
    out[8] = 1;
  // Every lane at either width, or no ballot word.
  if (b == ~0ull || v == 0xffffffff)
    out[9] = 1;
#if 0
  if (lane == 31)
    // BOTH: [[@LINE-1]]:15: warning: last-lane test 'lane == 31'{{.*}}[c2h-warp-lane-id]
    out[10] = 1;
  if (b == 0xffffffff)
    // BOTH: [[@LINE-1]]:12: warning: a ballot compared with a 32-bit full mask{{.*}}[c2h-warp-full-mask]
    out[11] = 1;
#endif
}
