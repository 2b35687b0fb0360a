// lint --parse: what each name holds comes from the AST, as in translate.
// Taint follows declarations (not spellings), enters parameters from calls,
// leaves functions through their returns, and reads constants as Clang
// evaluates them. Code the parse does not see (an inactive #if branch) is
// still read on tokens. Without --parse, the token inference alone.
// RUN: cuda2hip lint %s > %t.tok 2> %t.tok.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,TOK --implicit-check-not=warning: < %t.tok
// RUN: %FileCheck %s --check-prefix=TOKSUM < %t.tok.err
// RUN: cuda2hip lint --parse %s > %t.ast 2> %t.ast.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,AST --implicit-check-not=warning: < %t.ast
// RUN: %FileCheck %s --check-prefix=ASTSUM < %t.ast.err
// -D reaches the parse (WITH_HELPER's branch is parsed, and the helper's
// lane id followed there); -I is taken; both are refused without --parse.
// RUN: cuda2hip lint --parse -DWITH_HELPER -I %S %s > %t.flags 2> /dev/null; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,AST,FLAGS --implicit-check-not=warning: < %t.flags
// RUN: not cuda2hip lint -DX %s 2>&1 | %FileCheck %s --check-prefix=ALONE
// ALONE: cuda2hip lint: error: -I and -D are for --parse

// The warp width as a brace-initialised constant: the tokens do not read
// it as 32, the AST does. A tile's K is 32 too, but names no warp.
static constexpr unsigned kWarp{32};
constexpr int K = 32;

// A lane-id helper: its callers hold lane ids.
__device__ unsigned lane_of(unsigned t) { return t % kWarp; }
// AST: [[@LINE-1]]:54: warning: lane id 't % kWarp'{{.*}}[c2h-warp-lane-id]
// A lane from inline PTX.
__device__ unsigned ptx_lane() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  // BOTH: [[@LINE-1]]:3: warning: inline PTX 'mov.u32 %0, %%laneid;'{{.*}}[c2h-warp-inline-ptx]
  return r;
}
// Its parameter holds what the calls pass: a lane id.
__device__ unsigned bit(unsigned lane) { return 1u << lane; }
// AST: [[@LINE-1]]:49: warning: '1u << lane' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]

__device__ float reduce(float v) {
  unsigned m = __activemask();
  // BOTH: [[@LINE-1]]:3: warning: 'm' keeps a ballot word in 32 bits{{.*}}[c2h-warp-ballot-width]
  for (int o = 16; o > 0; o /= 2)
  // BOTH: [[@LINE-1]]:16: warning: shuffle offsets that start at 16{{.*}}[c2h-warp-shfl-offset]
    v += __shfl_down_sync(m, v, o);
  return v;
}

__global__ void k(unsigned *out, float *sums, const float *in) {
  unsigned l = lane_of(threadIdx.x);
  out[0] = 1u << l;
  // AST: [[@LINE-1]]:12: warning: '1u << l' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  out[1] = bit(l) | (1u << ptx_lane());
  // AST: [[@LINE-1]]:22: warning: '1u << ptx_lane()' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  {
    unsigned lane = threadIdx.x & 31;
    // BOTH: [[@LINE-1]]:35: warning: lane id 'threadIdx.x & 31'{{.*}}[c2h-warp-lane-id]
    out[8] = lane + (threadIdx.x & (kWarp - 1)) + threadIdx.x % K;
    // AST: [[@LINE-1]]:36: warning: lane id 'threadIdx.x & (kWarp - 1)'{{.*}}[c2h-warp-lane-id]
  }
  float s = reduce(in[threadIdx.x]);
  s = s + 0.0f * __ballot_sync(0xffffffff, s > 0);
  // BOTH: [[@LINE-1]]:32: warning: mask '0xffffffff' of '__ballot_sync'{{.*}}[c2h-warp-full-mask]
  // What a shuffle moves is its value: the mask does not flow into it.
  float t = __shfl_down_sync(__activemask(), in[0], 1);
  sums[1] = t;
  // TOK: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
  sums[threadIdx.x / 32] = reduce(s);
  // BOTH: [[@LINE-1]]:22: warning: warp id 'threadIdx.x / 32'{{.*}}[c2h-warp-warp-id]
  // A loop counter named 'lane': the AST knows it is not the lane id above.
  for (int lane = 0; lane < 4; ++lane)
    out[2 + lane] = 1u << lane;
  // TOK: [[@LINE-1]]:21: warning: '1u << lane' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  // warpSize is the device's width, not 32, whatever Clang declares.
  unsigned wl = threadIdx.x % warpSize;
  out[6] = 1u << wl;
#ifdef WITH_HELPER
  // Parsed with -DWITH_HELPER only; otherwise read on tokens, which do not
  // know what lane_of() returns.
  unsigned h = lane_of(threadIdx.x);
  out[9] = 1u << h;
  // FLAGS: [[@LINE-1]]:12: warning: '1u << h' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
#endif
#if 0
  // Not parsed: the tokens still find the lane id and its bit.
  unsigned old_lane = threadIdx.x & 31;
  // BOTH: [[@LINE-1]]:37: warning: lane id 'threadIdx.x & 31'{{.*}}[c2h-warp-lane-id]
  out[7] = 1u << old_lane;
  // BOTH: [[@LINE-1]]:12: warning: '1u << old_lane' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
#endif
}
// TOKSUM: 10 findings in 1 of 1 file
// ASTSUM: 13 findings in 1 of 1 file
