// A ballot word stored to an element of an array ('bits[w] = ballot'): the
// memory's layout is the warp's width. The parse reads what the value
// stored holds, through variables, casts, masks, helpers' results and the
// calls of a template; a count of a ballot word ('__popc(b)'), a truth value
// or a float computed from one is no ballot word, and an active mask is one.
// The tokens read a ballot call in the value, or a variable that holds a
// ballot word stored alone. A store the parse did not see (a macro's body,
// an inactive #if branch) is read on tokens.
// RUN: cuda2hip lint %s > %t.tok 2> %t.tok.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,TOK --implicit-check-not=warning: < %t.tok
// RUN: %FileCheck %s --check-prefix=TOKSUM < %t.tok.err
// RUN: cuda2hip lint --parse %s > %t.ast 2> %t.ast.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefixes=BOTH,AST --implicit-check-not=warning: < %t.ast
// RUN: %FileCheck %s --check-prefix=ASTSUM < %t.ast.err
// TOKSUM: 9 findings in 1 of 1 file
// ASTSUM: 10 findings in 1 of 1 file

#define STORE_VOTE(dst, p) dst[0] = __ballot_sync(__activemask(), p)
// BOTH: [[@LINE-1]]:35: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]

__device__ unsigned long long vote(bool p) {
  return __ballot_sync(__activemask(), p);
}

__global__ void stores(unsigned long long *bits, int *counts, float *sums,
                       const int *in) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  bool p = in[gid] > 0;
  unsigned long long b = __ballot_sync(__activemask(), p);
  bits[0] = __ballot_sync(__activemask(), p);
  // BOTH: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
  bits[1] = b;
  // BOTH: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
  bits[2] = b & 0xffull;
  // AST: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
  bits[3] = vote(p);
  // AST: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
  bits[4] = __activemask();
  // AST: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
  // A count of the lanes that voted: no layout.
  counts[0] = __popcll(__ballot_sync(__activemask(), p));
  // TOK: [[@LINE-1]]:13: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
  counts[1] = __popcll(b);
  // A truth value or a float computed from a ballot word: no lane bits.
  counts[2] = __ballot_sync(__activemask(), p) != 0;
  // TOK: [[@LINE-1]]:13: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
  sums[0] = 0.5f * b;
  // Not an element: a variable, a member.
  unsigned long long w;
  w = b;
  STORE_VOTE(bits, p);
  bits[5] = w;
  // BOTH: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
#if 0
  bits[6] = __ballot_sync(__activemask(), p);
  // BOTH: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
#endif
}

// A template's ballot: the parse reads the call by its name while the
// choice of function waits for T, so 't' holds a ballot word. A stored
// value whose own type waits for T ('bits[1]') is read on tokens.
template <typename T>
__global__ void storesOf(const T *a, T v, unsigned long long *bits) {
  unsigned long long t = __ballot_sync(__activemask(), a[threadIdx.x] > v);
  bits[0] = t;
  // BOTH: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
  bits[1] = __ballot_sync(__activemask(), a[threadIdx.x] > v);
  // BOTH: [[@LINE-1]]:11: warning: a ballot word stored to memory{{.*}}[c2h-warp-ballot-store]
}
template __global__ void storesOf<int>(const int *, int, unsigned long long *);
