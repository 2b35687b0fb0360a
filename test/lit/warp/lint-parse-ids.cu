// Lane ids, warp ids and warp counts computed in 32s. The parse reads an
// operator's left operand as Clang groups it ('threadIdx.x * 2 % 32' whole,
// where the tokens see '2 % 32'), and what it holds through calls and casts.
// A warp id is one of a thread index ('warp = threadIdx.x / 32'); a count
// rounds up, divides a block's size, or is named for warps. An operator the
// parse did not see (an inactive #if branch) is read on tokens.
// RUN: cuda2hip lint %s > %t.tok 2> %t.tok.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,TOK --implicit-check-not=warning: < %t.tok
// RUN: %FileCheck %s --check-prefix=TOKSUM < %t.tok.err
// RUN: cuda2hip lint --parse %s > %t.ast 2> %t.ast.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,AST --implicit-check-not=warning: < %t.ast
// RUN: %FileCheck %s --check-prefix=ASTSUM < %t.ast.err
// TOKSUM: 17 findings in 1 of 1 file
// ASTSUM: 19 findings in 1 of 1 file

#define IDS_WARP 32
// BOTH: [[@LINE-1]]:18: warning: 'IDS_WARP' fixes the warp width at 32{{.*}}[c2h-warp-size-constant]
#define IDS_TILE 32
#define IDS_MIN(a, b) ((a) < (b) ? (a) : (b))
constexpr int kIdsWarp = 32;
// BOTH: [[@LINE-1]]:26: warning: 'kIdsWarp' fixes the warp width at 32{{.*}}[c2h-warp-size-constant]

struct IdsPlan {
  int nwarps;
};

__device__ unsigned idsThread() { return threadIdx.x; }

template <int IdsWarpWidth = 32>
// BOTH: [[@LINE-1]]:30: warning: 'IdsWarpWidth' fixes the warp width at 32{{.*}}[c2h-warp-size-constant]
__device__ int idsLane() {
  return threadIdx.x % IdsWarpWidth;
  // BOTH: [[@LINE-1]]:24: warning: lane id 'threadIdx.x % IdsWarpWidth' assumes 32-lane warps{{.*}}[c2h-warp-lane-id]
}

__global__ void ids(int *out, int n, IdsPlan *p) {
  // Stored to a name for warps, a thread index's '/ 32' is still its id.
  int warp = threadIdx.x / 32;
  // BOTH: [[@LINE-1]]:28: warning: warp id 'threadIdx.x / 32' assumes 32-lane warps{{.*}}[c2h-warp-warp-id]
  int w2 = threadIdx.x / IDS_WARP;
  // BOTH: [[@LINE-1]]:26: warning: warp id 'threadIdx.x / IDS_WARP'{{.*}}[c2h-warp-warp-id]
  int lane = threadIdx.x % 32;
  // BOTH: [[@LINE-1]]:28: warning: lane id 'threadIdx.x % 32' assumes 32-lane warps: on a 64-lane wavefront lanes 32-63 repeat lanes 0-31 [c2h-warp-lane-id]
  int doubled = threadIdx.x * 2 % 32;
  // AST: [[@LINE-1]]:35: warning: lane id 'threadIdx.x * 2 % 32'{{.*}}[c2h-warp-lane-id]
  int through = idsThread() % 32;
  // AST: [[@LINE-1]]:31: warning: lane id 'idsThread() % 32'{{.*}}[c2h-warp-lane-id]
  int paren = (threadIdx.x) & 31;
  // BOTH: [[@LINE-1]]:31: warning: lane id '(threadIdx.x) & 31'{{.*}}[c2h-warp-lane-id]
  // One site, though the macro spells its argument twice.
  int least = IDS_MIN(threadIdx.x % 32, 7);
  // BOTH: [[@LINE-1]]:37: warning: lane id 'threadIdx.x % 32'{{.*}}[c2h-warp-lane-id]
  int up = (n + 31) / 32;
  // BOTH: [[@LINE-1]]:23: warning: warp count '(n + 31) / 32'{{.*}}[c2h-warp-warp-id]
  int up2 = (n + IDS_WARP - 1) / IDS_WARP;
  // BOTH: [[@LINE-1]]:34: warning: warp count '(n + IDS_WARP - 1) / IDS_WARP'{{.*}}[c2h-warp-warp-id]
  int up3 = (n + kIdsWarp - 1) / kIdsWarp;
  // BOTH: [[@LINE-1]]:34: warning: warp count '(n + kIdsWarp - 1) / kIdsWarp'{{.*}}[c2h-warp-warp-id]
  int per = blockDim.x / 32;
  // BOTH: [[@LINE-1]]:26: warning: warp count 'blockDim.x / 32'{{.*}}[c2h-warp-warp-id]
  p->nwarps = n / 32;
  // BOTH: [[@LINE-1]]:19: warning: warp count 'n / 32'{{.*}}[c2h-warp-warp-id]
  // A size in 32s, not of warps; tiles of 32 columns.
  int bytes = n / 32;
  int tiles = (n + IDS_TILE - 1) / IDS_TILE;
  int base = threadIdx.x & ~31;
  // BOTH: [[@LINE-1]]:28: warning: warp id 'threadIdx.x & ~31'{{.*}}[c2h-warp-warp-id]
  int cast = (unsigned)threadIdx.x % 32;
  // TOK: [[@LINE-1]]:38: warning: lane id 'threadIdx.x % 32'{{.*}}[c2h-warp-lane-id]
  // AST: [[@LINE-2]]:38: warning: lane id '(unsigned)threadIdx.x % 32'{{.*}}[c2h-warp-lane-id]
#if 0
  int gone = threadIdx.x % 32;
  // BOTH: [[@LINE-1]]:28: warning: lane id 'threadIdx.x % 32'{{.*}}[c2h-warp-lane-id]
#endif
  out[warp] = w2 + lane + doubled + through + paren + least + up + up2 + up3 +
              per + bytes + tiles + base + cast + idsLane();
}
