// lint --parse: a call of a warp intrinsic, or a lane bit '1 << lane', that
// the parse saw is judged from the AST. Its mask, lane and offset are read as Clang evaluates them
// (a constexpr, ~0u, half of a named tile), the loop that runs a shuffle's
// offset is the one around the call, and a template's calls are judged once,
// in the template as written. A call the parse did not see (an inactive #if
// branch, the body of a macro) is read on tokens, as lint without --parse
// reads every call.
// RUN: cuda2hip lint %s > %t.tok 2> %t.tok.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,TOK --implicit-check-not=warning: < %t.tok
// RUN: %FileCheck %s --check-prefix=TOKSUM < %t.tok.err
// RUN: cuda2hip lint --parse %s > %t.ast 2> %t.ast.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,AST --implicit-check-not=warning: < %t.ast
// RUN: %FileCheck %s --check-prefix=ASTSUM < %t.ast.err
// TOKSUM: 23 findings in 1 of 1 file
// ASTSUM: 26 findings in 1 of 1 file

constexpr unsigned kFull = 0xffffffffu;
constexpr int kTile = 32;
#define ALL_LANES 0xffffffff

__device__ float sum(float v) {
  // Half of a tile of 32: the offsets of a 32-lane reduction.
  for (int o = kTile / 2; o > 0; o /= 2)
  // AST: [[@LINE-1]]:16: warning: shuffle offsets that start at 16{{.*}}[c2h-warp-shfl-offset]
    v += __shfl_down_sync(kFull, v, o);
  // AST: [[@LINE-1]]:27: warning: mask 'kFull' of '__shfl_down_sync' names lanes 0-31 only{{.*}}[c2h-warp-full-mask]
  v += __shfl_xor_sync(~0u, v, 1);
  // AST: [[@LINE-1]]:24: warning: mask '~0u' of '__shfl_xor_sync'{{.*}}[c2h-warp-full-mask]
  v += __shfl_xor_sync(ALL_LANES, v, 2);
  // BOTH: [[@LINE-1]]:24: warning: mask 'ALL_LANES' of '__shfl_xor_sync'{{.*}}[c2h-warp-full-mask]
  // Every lane, at either width: -1 and ~0ull widen to 64 bits.
  v += __shfl_xor_sync(-1, v, 4);
  v += __shfl_xor_sync(~0ull, v, 8);
  return v;
}

__device__ float lanes(float v) {
  // A constant lane, however written, is a lane of the whole wavefront.
  constexpr int kRoot = 3;
  float a = __shfl_sync(__activemask(), v, kRoot);
  // AST: [[@LINE-1]]:13: warning: '__shfl_sync' reads lane 'kRoot' of the whole wavefront{{.*}}[c2h-warp-shfl-width]
  a += __shfl_sync(__activemask(), v, 0);
  // BOTH: [[@LINE-1]]:8: warning: '__shfl_sync' reads lane '0' of the whole wavefront{{.*}}[c2h-warp-shfl-width]
  a += __shfl_sync(__activemask(), v, 0, 32);
  // A bound of 32 named for a tile.
  for (int o = 1; o < kTile; o *= 2)
  // AST: [[@LINE-1]]:23: warning: shuffle offsets that start at 16{{.*}}[c2h-warp-shfl-offset]
    a += __shfl_up_sync(__activemask(), a, o);
  // One variable, two loops: the loop around each call decides.
  int o;
  for (o = 16; o > 0; o /= 2)
  // BOTH: [[@LINE-1]]:12: warning: shuffle offsets that start at 16{{.*}}[c2h-warp-shfl-offset]
    a += __shfl_down_sync(__activemask(), a, o);
  for (o = 1; o < 4; o *= 2)
    a += __shfl_up_sync(__activemask(), a, o);
  // Not parsed: read on tokens.
#if 0
  a += __shfl_down_sync(0xffffffff, a, 16);
  // BOTH: [[@LINE-1]]:25: warning: mask '0xffffffff' of '__shfl_down_sync'{{.*}}[c2h-warp-full-mask]
  // BOTH: [[@LINE-2]]:40: warning: shuffle offset 16 is half a 32-lane warp{{.*}}[c2h-warp-shfl-offset]
#endif
  // A macro's body: read on tokens too.
#define BROADCAST(x) __shfl_sync(0xffffffff, x, 0)
  // BOTH: [[@LINE-1]]:22: warning: '__shfl_sync' reads lane '0' of the whole wavefront{{.*}}[c2h-warp-shfl-width]
  // BOTH: [[@LINE-2]]:34: warning: mask '0xffffffff' of '__shfl_sync'{{.*}}[c2h-warp-full-mask]
  a += BROADCAST(a);
  return a;
}

// Constants computed from CUDA's warpSize are the device's width, not 32,
// however far from the call they are computed. An offset computed from the
// loop's variable is that loop's.
__device__ float device_width(float v) {
  const int kHalf = warpSize / 2;
  for (int o = kHalf; o > 0; o /= 2)
    v += __shfl_down_sync(__activemask(), v, o);
  const int kLast = warpSize - 1;
  v += __shfl_sync(__activemask(), v, kLast);
  const unsigned long long kAll = warpSize == 64 ? ~0ull : 0xffffffffull;
  v += __shfl_xor_sync(kAll, v, kHalf);
  for (int o = 16; o > 0; o /= 2)
  // BOTH: [[@LINE-1]]:16: warning: shuffle offsets that start at 16{{.*}}[c2h-warp-shfl-offset]
    v += __shfl_down_sync(__activemask(), v, (unsigned)o * 1);
  return v;
}

// A call written in a macro's body and passed on as another macro's
// argument is the body's: read on tokens, there.
#define WRAP(x) (x)
#define COUNT(x) WRAP(__popc(x))
__device__ int count(bool p) {
  unsigned long long b = __ballot_sync(__activemask(), p);
  return COUNT(b) + WRAP(__popc(b));
  // BOTH: [[@LINE-1]]:26: warning: '__popc' counts 32 bits of a ballot word{{.*}}[c2h-warp-ballot-width]
}

// A lane bit: the whole shifted amount as Clang groups it. An element
// read at a lane's index is no lane.
__device__ unsigned lane_bits(const int *in) {
  int lane = threadIdx.x % 32;
  // BOTH: [[@LINE-1]]:28: warning: lane id 'threadIdx.x % 32'{{.*}}[c2h-warp-lane-id]
  unsigned a = 1 << lane + 1;
  // TOK: [[@LINE-1]]:16: warning: '1 << lane' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  // AST: [[@LINE-2]]:16: warning: '1 << lane + 1' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  unsigned b = 0x1 << threadIdx.x % 32;
  // AST: [[@LINE-1]]:16: warning: '0x1 << threadIdx.x % 32' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  // BOTH: [[@LINE-2]]:37: warning: lane id 'threadIdx.x % 32'{{.*}}[c2h-warp-lane-id]
  unsigned c = (1 << in[lane]) | (1 << (in[lane] + 1)) | (1 << __ldg(&in[lane]));
  // TOK: [[@LINE-1]]:35: warning: '1 << (in[lane] + 1)' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  // TOK: [[@LINE-2]]:59: warning: '1 << __ldg(&in[lane])' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  unsigned long long d = 1ull << lane;
  // A cast decides the width of the 1.
  unsigned e = (unsigned)1 << lane;
  // BOTH: [[@LINE-1]]:26: warning: '{{.*}}1 << lane' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  unsigned long long f = (unsigned long long)1 << lane;
  // TOK: [[@LINE-1]]:46: warning: '1 << lane' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
  return a | b | c | e | unsigned(d | f);
}
// A 1 cast to a template's type has no width until instantiated: read on
// tokens.
template <typename T> __device__ T lane_bit() { return (T)1 << (threadIdx.x & 31); }
// BOTH: [[@LINE-1]]:59: warning: '1 << (threadIdx.x & 31)' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
// BOTH: [[@LINE-2]]:79: warning: lane id 'threadIdx.x & 31'{{.*}}[c2h-warp-lane-id]

// An overloaded '<<' shifts no bit.
struct Log {
  __device__ Log &operator<<(int) { return *this; }
};
__device__ void log_lane(Log &sink) {
  int lane = threadIdx.x & 31;
  // BOTH: [[@LINE-1]]:28: warning: lane id 'threadIdx.x & 31'{{.*}}[c2h-warp-lane-id]
  sink << 1 << lane;
  // TOK: [[@LINE-1]]:11: warning: '1 << lane' is a 32-bit lane bit{{.*}}[c2h-warp-lane-shift]
}

// The body of a macro defined outside a function: read on tokens in both
// modes (the parse sees only its expansions), reported where it is
// written.
#define WARP_SUM(v)                                                           \
  for (int o = 16; o > 0; o /= 2)                                             \
    v += __shfl_down_sync(0xffffffff, v, o)
// BOTH: [[@LINE-2]]:16: warning: shuffle offsets that start at 16{{.*}}[c2h-warp-shfl-offset]
// BOTH: [[@LINE-2]]:27: warning: mask '0xffffffff' of '__shfl_down_sync'{{.*}}[c2h-warp-full-mask]
__device__ float macro_sum(float v) {
  WARP_SUM(v);
  return v;
}

// Judged in the template as written, not once per instantiation.
template <typename T> __device__ T tsum(T v) {
  for (int o = 16; o > 0; o >>= 1)
  // BOTH: [[@LINE-1]]:16: warning: shuffle offsets that start at 16{{.*}}[c2h-warp-shfl-offset]
    v += __shfl_down_sync(kFull, v, o);
  // AST: [[@LINE-1]]:27: warning: mask 'kFull' of '__shfl_down_sync'{{.*}}[c2h-warp-full-mask]
  return v;
}
__device__ float tsum_f(float v) { return tsum(v); }
__device__ double tsum_d(double v) { return tsum(v); }
