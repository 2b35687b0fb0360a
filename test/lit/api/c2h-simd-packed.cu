// CUDA's packed SIMD functions (__vadd2, __vcmpltu4, ...) and sm_90's DPX
// functions (__viaddmax_s16x2, __vibmax_u32, ...) become c2h_v* helpers
// emitted in the file, only those the file calls. The output builds for
// gfx90a and gfx1030; on the emulator the CUDA reference and both HIP runs
// meet values worked out by hand from the functions' definitions (most
// negative lanes, saturation, rounding of averages, predicates), and print
// the same checksum of every function over 256 operand pairs.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: not grep -qE "c2h-unsupported-api|c2h-parse" %t.err
// RUN: %FileCheck %s --input-file %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.verify
// RUN: %FileCheck %s --check-prefix=VERIFY --input-file %t.verify
// __vsetgeu2/4 made strict in the translation (and the RUN line that says
// so, which the output keeps): no hand value covers them,
// the checksum lines do.
// RUN: sed 's/return ux >= uy ? 1 : 0;/return ux > uy ? 1 : 0;/' %t.hip > %t.m.hip
// RUN: test $(diff %t.hip %t.m.hip | grep -c '^>') -eq 3
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled --hip %t.m.hip %s > %t.m.verify
// RUN: %FileCheck %s --check-prefix=MUTANT --input-file %t.m.verify
// MUTANT: emu64 fail: stdout: differs from the reference
#include <cstdio>
// cuda2hip-verify: compare stdout

// CHECK: #define C2H_SIMD_LANES
// CHECK: __device__ static inline unsigned c2h_vabsss2(unsigned a) {
// CHECK-NOT: c2h_vsetne4(unsigned a
// CHECK: __device__ static inline unsigned c2h_vsadu4(unsigned a, unsigned b) {
// VERIFY: pass {{.*}}c2h-simd-packed.cu: translate ok, reference pass, emu64 pass, emu32 pass

#define ALL(X)                                                                                   \
  X(__vabsdiffs2) X(__vabsdiffs4) X(__vabsdiffu2) X(__vabsdiffu4) X(__vadd2) X(__vadd4)          \
  X(__vaddss2) X(__vaddss4) X(__vaddus2) X(__vaddus4) X(__vavgs2) X(__vavgs4) X(__vavgu2)       \
  X(__vavgu4) X(__vcmpeq2) X(__vcmpeq4) X(__vcmpges2) X(__vcmpges4) X(__vcmpgeu2) X(__vcmpgeu4)  \
  X(__vcmpgts2) X(__vcmpgts4) X(__vcmpgtu2) X(__vcmpgtu4) X(__vcmples2) X(__vcmples4)            \
  X(__vcmpleu2) X(__vcmpleu4) X(__vcmplts2) X(__vcmplts4) X(__vcmpltu2) X(__vcmpltu4)            \
  X(__vcmpne2) X(__vcmpne4) X(__vhaddu2) X(__vhaddu4) X(__vmaxs2) X(__vmaxs4) X(__vmaxu2)        \
  X(__vmaxu4) X(__vmins2) X(__vmins4) X(__vminu2) X(__vminu4) X(__vsads2) X(__vsads4)            \
  X(__vsadu2) X(__vsadu4) X(__vseteq2) X(__vseteq4) X(__vsetges2) X(__vsetges4) X(__vsetgeu2)    \
  X(__vsetgeu4) X(__vsetgts2) X(__vsetgts4) X(__vsetgtu2) X(__vsetgtu4) X(__vsetles2)            \
  X(__vsetles4) X(__vsetleu2) X(__vsetleu4) X(__vsetlts2) X(__vsetlts4) X(__vsetltu2)            \
  X(__vsetltu4) X(__vsub2) X(__vsub4) X(__vsubss2) X(__vsubss4) X(__vsubus2) X(__vsubus4)        \
  X(__vimax_s16x2_relu) X(__vimin_s16x2_relu)
#define ONE(X) X(__vabs2) X(__vabs4) X(__vabsss2) X(__vabsss4) X(__vneg2) X(__vneg4) X(__vnegss2) X(__vnegss4)
#define THREE(X)                                                                                 \
  X(__viaddmax_s16x2) X(__viaddmax_s16x2_relu) X(__viaddmax_u16x2) X(__viaddmin_s16x2)           \
  X(__viaddmin_s16x2_relu) X(__viaddmin_u16x2) X(__vimax3_s16x2) X(__vimax3_s16x2_relu)          \
  X(__vimax3_u16x2) X(__vimin3_s16x2) X(__vimin3_s16x2_relu) X(__vimin3_u16x2) X(__viaddmax_u32) \
  X(__viaddmin_u32) X(__vimax3_u32) X(__vimin3_u32)
#define SIGNED3(X)                                                                               \
  X(__viaddmax_s32) X(__viaddmax_s32_relu) X(__viaddmin_s32) X(__viaddmin_s32_relu)              \
  X(__vimax3_s32) X(__vimax3_s32_relu) X(__vimin3_s32) X(__vimin3_s32_relu)
#define COUNT(F) +1
constexpr int NFUNCS = 0 ALL(COUNT) ONE(COUNT) THREE(COUNT) SIGNED3(COUNT) + 2 + 4 + 4;
constexpr int NWORDS = 16;

__constant__ unsigned words[NWORDS] = {
    0x00000000u, 0xffffffffu, 0x80008000u, 0x7fff7fffu, 0x80807f7fu, 0x7f80017fu,
    0x1234aba5u, 0x1234aba6u, 0xfffe0001u, 0x00018000u, 0xdeadbeefu, 0x01020304u,
    0xff7f8001u, 0x55aa33ccu, 0x80000000u, 0x0000ffffu};

// Every function over every (a, b) pair of the words (c: the next word).
__global__ void all_pairs(unsigned *out) {
  const unsigned a = words[threadIdx.x / NWORDS], b = words[threadIdx.x % NWORDS];
  const unsigned c = words[(threadIdx.x + 1) % NWORDS];
  unsigned *o = out + threadIdx.x * NFUNCS;
  int k = 0;
  bool p, q;
#define PAIR(F) o[k++] = F(a, b);
#define UNARY(F) o[k++] = F(a);
#define TRIPLE(F) o[k++] = F(a, b, c);
#define STRIPLE(F) o[k++] = (unsigned)F((int)a, (int)b, (int)c);
  ALL(PAIR)
  ONE(UNARY)
  THREE(TRIPLE)
  SIGNED3(STRIPLE)
  o[k++] = (unsigned)__vimax_s32_relu((int)a, (int)b);
  o[k++] = (unsigned)__vimin_s32_relu((int)a, (int)b);
  o[k++] = (unsigned)__vibmax_s32((int)a, (int)b, &p) * 2u + p;
  o[k++] = (unsigned)__vibmin_s32((int)a, (int)b, &p) * 2u + p;
  o[k++] = __vibmax_u32(a, b, &p) * 2u + p;
  o[k++] = __vibmin_u32(a, b, &p) * 2u + p;
  o[k++] = __vibmax_s16x2(a, b, &p, &q) ^ (p << 1) ^ q;
  o[k++] = __vibmin_s16x2(a, b, &p, &q) ^ (p << 1) ^ q;
  o[k++] = __vibmax_u16x2(a, b, &p, &q) ^ (p << 1) ^ q;
  o[k++] = __vibmin_u16x2(a, b, &p, &q) ^ (p << 1) ^ q;
}

// Values worked out by hand from the definitions.
__global__ void by_hand(unsigned *got) {
  bool p = false, q = true, r = true, s = true;
  int k = 0;
  got[k++] = __vabs2(0x80001234u);                 // 0x8000 stays itself
  got[k++] = __vabsss2(0x8000fffeu);               // saturates to 0x7fff; |-2|
  got[k++] = __vabs4(0x80ff7f01u);
  got[k++] = __vabsss4(0x80ff7f01u);
  got[k++] = __vneg2(0x80000001u);
  got[k++] = __vnegss2(0x80000001u);
  got[k++] = __vabsdiffs4(0x0000007fu, 0x00000080u);  // |127 - -128|, not saturated
  got[k++] = __vabsdiffs2(0x00007fffu, 0x00008000u);
  got[k++] = __vabsdiffu4(0x00ff0010u, 0x0001ff20u);
  got[k++] = __vaddss2(0x7fff8000u, 0x0001ffffu);
  got[k++] = __vaddus2(0xffff0001u, 0x00010001u);
  got[k++] = __vsubus4(0x01020304u, 0x02020202u);
  got[k++] = __vsubss4(0x80000000u, 0x01000000u);
  got[k++] = __vavgs2(0x0000fffdu, 0x00000000u);   // -3/2 -> -2 (away from zero)
  got[k++] = __vavgs2(0xffff0003u, 0x00000000u);   // -1/2 -> -1, 3/2 -> 2
  got[k++] = __vavgu4(0x000001ffu, 0x000002ffu);   // (1+2+1)/2, (255+255+1)/2
  got[k++] = __vhaddu4(0x000000ffu, 0x00000000u);
  got[k++] = __vcmpeq2(0x1234aba5u, 0x1234aba6u);
  got[k++] = __vseteq2(0x1234aba5u, 0x1234aba6u);
  got[k++] = __vcmplts4(0x80017f00u, 0x00000000u);
  got[k++] = __vsetltu4(0x00010203u, 0x01010101u);
  got[k++] = __vsads4(0x7f7f7f7fu, 0x80808080u);
  got[k++] = __vsads2(0x7fff7fffu, 0x80008000u);
  got[k++] = __vsadu4(0x00ff00ffu, 0xff00ff00u);
  got[k++] = __vmaxs4(0x80ff7f00u, 0x7f000180u);
  got[k++] = __vminu4(0x80ff7f00u, 0x7f000180u);
  got[k++] = (unsigned)__viaddmax_s32(0x7fffffff, 1, 0);   // the sum wraps
  got[k++] = (unsigned)__viaddmin_s32(0x7fffffff, 1, 5);
  got[k++] = (unsigned)__viaddmax_s32_relu(-5, 2, -7);
  got[k++] = __viaddmax_u32(0xffffffffu, 2u, 0u);
  got[k++] = __viaddmax_s16x2(0x7fff0001u, 0x00010001u, 0x00000000u);
  got[k++] = __viaddmin_u16x2(0xffff0001u, 0x00020001u, 0x00050005u);
  got[k++] = __vimax3_s16x2_relu(0xfff0fff0u, 0xffe00001u, 0xff000002u);
  got[k++] = __vimin3_u32(5u, 3u, 9u);
  got[k++] = (unsigned)__vimin3_s32_relu(-1, 4, 2);
  got[k++] = __vimax_s16x2_relu(0x8000ffffu, 0x00010002u);
  got[k++] = (unsigned)__vimin_s32_relu(-4, 7);
  got[k++] = (unsigned)__vibmax_s32(3, 3, &p) * 2u + p;         // a >= b: true on a tie
  got[k++] = (unsigned)__vibmin_s32(2, 5, &p) * 2u + p;
  got[k++] = __vibmax_u32(1u, 0xffffffffu, &p) + p;
  got[k++] = __vibmax_s16x2(0x0001ffffu, 0x00010000u, &q, &r) ^ (q << 1) ^ r;  // hi true, lo false
  got[k++] = __vibmin_u16x2(0x0001ffffu, 0x00020000u, &s, &r) ^ (s << 1) ^ r;
}

int main() {
  const unsigned want[] = {
      0x80001234u, 0x7fff0002u, 0x80017f01u, 0x7f017f01u, 0x8000ffffu, 0x7fffffffu,
      0x000000ffu, 0x0000ffffu, 0x00feff10u, 0x7fff8000u, 0xffff0002u, 0x00000102u,
      0x80000000u, 0x0000fffeu, 0xffff0002u, 0x000002ffu, 0x0000007fu, 0xffff0000u,
      0x00010000u, 0xff000000u, 0x01000000u, 0x000003fcu, 0x0001fffeu, 0x000003fcu,
      0x7f007f00u, 0x7f000100u, 0x00000000u, 0x80000000u, 0x00000000u, 0x00000001u,
      0x00000002u, 0x00010002u, 0x00000002u, 0x00000003u, 0x00000000u, 0x00010002u,
      0x00000000u, 0x00000007u, 0x00000005u, 0xffffffffu, 0x00010002u, 0x00010002u};
  const int n = sizeof(want) / sizeof(want[0]);
  unsigned *dGot, *dAll, got[n];
  static unsigned all[NWORDS * NWORDS * NFUNCS];
  cudaMalloc(&dGot, sizeof(got));
  cudaMalloc(&dAll, sizeof(all));
  by_hand<<<1, 1>>>(dGot);
  all_pairs<<<1, NWORDS * NWORDS>>>(dAll);
  cudaMemcpy(got, dGot, sizeof(got), cudaMemcpyDeviceToHost);
  cudaMemcpy(all, dAll, sizeof(all), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (got[i] != want[i]) {
      printf("value %d: 0x%08x, want 0x%08x\n", i, got[i], want[i]);
      ++bad;
    }
  for (int f = 0; f < NFUNCS; ++f) {
    unsigned h = 2166136261u;
    for (int t = 0; t < NWORDS * NWORDS; ++t)
      h = (h ^ all[t * NFUNCS + f]) * 16777619u;
    printf("function %d: %08x\n", f, h);
  }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
