//===- EmuWarpTest.cpp - the emulator's warp semantics at width 32 and 64 -===//
//
// Every warp operation at both widths: widths below the warp, out-of-range
// source lanes, partial masks and inactive lanes, in CUDA's sync rules and
// HIP's ds_bpermute rules.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Verify/Emu/Races.h"
#include "cuda2hip/Verify/Emu.h"
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <gtest/gtest.h>
#include <vector>

using namespace cuda2hip::emu;

namespace {

constexpr Site Here{"test.cu", 1};

unsigned tid() {
  const Dim3 &T = threadIdx(), &B = blockDim();
  return T.x + B.x * (T.y + B.y * T.z);
}

class Warp : public ::testing::TestWithParam<unsigned> {
protected:
  unsigned W = GetParam();
  uint64_t Full = W == 64 ? ~0ull : 0xffffffffull;
  std::vector<uint64_t> Out;

  /// One block of N threads; Body's result lands in Out[thread].
  std::vector<Error> run(unsigned N, const std::function<uint64_t()> &Body) {
    Out.assign(N, ~0ull);
    LaunchConfig C;
    C.Block = {N, 1, 1};
    C.WarpSize = W;
    return launch(C, [&] { Out[tid()] = Body(); });
  }
  uint64_t shfl(Op K, Mode M, uint64_t V, int64_t Arg, unsigned Width = 0) {
    return shuffle<uint64_t>(K, M, Full, V, Arg, Width, Here);
  }
};

TEST_P(Warp, ShflIdxBroadcastsWithinEachWarp) {
  ASSERT_TRUE(run(2 * W, [&] {
                return shfl(Op::ShflIdx, Mode::Sync, tid(), 3);
              }).empty());
  for (unsigned T = 0; T < 2 * W; ++T)
    EXPECT_EQ(Out[T], T / W * W + 3) << T;
}

TEST_P(Warp, ShflIdxSourceBeyondWidth) {
  // CUDA: the source wraps within the segment. HIP: it is added to the
  // segment base, so it reaches into the next segment (mod the wave).
  ASSERT_TRUE(run(W, [&] {
                return shfl(Op::ShflIdx, Mode::Sync, laneId(), 11, 8);
              }).empty());
  for (unsigned L = 0; L < W; ++L)
    EXPECT_EQ(Out[L], (L & ~7u) + 3) << L;
  ASSERT_TRUE(run(W, [&] {
                return shfl(Op::ShflIdx, Mode::NoSync, laneId(), 11, 8);
              }).empty());
  for (unsigned L = 0; L < W; ++L)
    EXPECT_EQ(Out[L], ((L & ~7u) + 11) % W) << L;
}

TEST_P(Warp, NewerHipMasksTheSourceToItsSegment) {
  ASSERT_TRUE(run(W, [&] {
                return shfl(Op::ShflIdx, Mode::NoSyncMaskedSource, laneId(), 11,
                            8);
              }).empty());
  for (unsigned L = 0; L < W; ++L)
    EXPECT_EQ(Out[L], (L & ~7u) + 3) << L;
}

TEST_P(Warp, ShflUpDownKeepOwnValueAtSegmentEdges) {
  for (Mode M : {Mode::Sync, Mode::NoSync}) {
    ASSERT_TRUE(
        run(W, [&] { return shfl(Op::ShflDown, M, laneId(), 3, 16); }).empty());
    for (unsigned L = 0; L < W; ++L)
      EXPECT_EQ(Out[L], (L % 16) + 3 >= 16 ? L : L + 3) << L;
    ASSERT_TRUE(
        run(W, [&] { return shfl(Op::ShflUp, M, laneId(), 5, 16); }).empty());
    for (unsigned L = 0; L < W; ++L)
      EXPECT_EQ(Out[L], L % 16 < 5 ? L : L - 5) << L;
  }
}

TEST_P(Warp, ShflXorStaysInSegmentOrReadsEarlierOnes) {
  for (Mode M : {Mode::Sync, Mode::NoSync}) {
    ASSERT_TRUE(
        run(W, [&] { return shfl(Op::ShflXor, M, laneId(), 4, 8); }).empty());
    for (unsigned L = 0; L < W; ++L)
      EXPECT_EQ(Out[L], L ^ 4) << L;
    // Mask 8 at width 8: later segments are out of reach (own value),
    // earlier ones are read.
    ASSERT_TRUE(
        run(W, [&] { return shfl(Op::ShflXor, M, laneId(), 8, 8); }).empty());
    for (unsigned L = 0; L < W; ++L)
      EXPECT_EQ(Out[L], (L ^ 8) >= (L & ~7u) + 8 ? L : L ^ 8) << L;
  }
}

TEST_P(Warp, ButterflyReductionAtFullWidth) {
  ASSERT_TRUE(run(W, [&] {
                uint64_t V = laneId() + 1;
                for (unsigned O = W / 2; O; O /= 2)
                  V += shfl(Op::ShflXor, Mode::NoSync, V, O);
                return V;
              }).empty());
  for (unsigned L = 0; L < W; ++L)
    EXPECT_EQ(Out[L], uint64_t(W) * (W + 1) / 2);
}

TEST_P(Warp, HipShuffleFromInactiveLaneReadsZero) {
  ASSERT_TRUE(run(W, [&] {
                if (laneId() % 2)
                  return uint64_t(0); // Odd lanes exit.
                return shfl(Op::ShflIdx, Mode::NoSync, 100 + laneId(),
                            laneId() + 1);
              }).empty());
  for (unsigned L = 0; L < W; L += 2)
    EXPECT_EQ(Out[L], 0u) << L;
}

TEST_P(Warp, SyncShuffleFromLaneNotTakingPartReadsPoison) {
  // CUDA leaves the value undefined, not the program: the run goes on, and
  // the value is one a use cannot miss (NaN as a float or a double).
  ASSERT_TRUE(run(W, [&] {
                if (laneId() >= 16)
                  return uint64_t(0);
                return shuffle<uint64_t>(Op::ShflIdx, Mode::Sync, 0xffff, 1, 20, 0, Here);
              }).empty());
  for (unsigned L = 0; L < 16; ++L)
    EXPECT_EQ(Out[L], InactiveSourcePoison) << L;
  double D;
  float F;
  uint32_t Low = static_cast<uint32_t>(InactiveSourcePoison);
  std::memcpy(&D, &InactiveSourcePoison, sizeof D);
  std::memcpy(&F, &Low, sizeof F);
  EXPECT_TRUE(std::isnan(D));
  EXPECT_TRUE(std::isnan(F));
  // A source inside the participants still reads its value.
  ASSERT_TRUE(run(W, [&] {
                if (laneId() >= 16)
                  return uint64_t(0);
                return shuffle<uint64_t>(Op::ShflIdx, Mode::Sync, 0xffff, laneId(), 5, 0, Here);
              }).empty());
  for (unsigned L = 0; L < 16; ++L)
    EXPECT_EQ(Out[L], 5u) << L;
}

TEST_P(Warp, BadShuffleWidthIsAnError) {
  std::vector<Error> E =
      run(W, [&] { return shfl(Op::ShflIdx, Mode::Sync, 1, 0, 3); });
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Kind, ErrorKind::BadWidth);
}

WarpResult vote(Op K, Mode M, uint64_t Mask, uint64_t V) {
  return warpOp(WarpRequest{K, M, Mask, V, 0, 0, Here});
}

TEST_P(Warp, BallotOfDivergentLanesIsTheirMaskOnly) {
  ASSERT_TRUE(
      run(W, [&] {
        if (laneId() % 2)
          return uint64_t(0);
        return vote(Op::Ballot, Mode::NoSync, 0, laneId() % 4 == 0).Value;
      }).empty());
  uint64_t Want = 0;
  for (unsigned L = 0; L < W; L += 4)
    Want |= 1ull << L;
  for (unsigned L = 0; L < W; L += 2)
    EXPECT_EQ(Out[L], Want);
  if (W == 64)
    EXPECT_NE(Out[0] >> 32, 0u) << "a wave64 ballot has 64 bits";
}

TEST_P(Warp, SyncBallotIgnoresExitedLanesInTheMask) {
  ASSERT_TRUE(run(W, [&] {
                if (laneId() >= 8)
                  return uint64_t(0);
                return vote(Op::Ballot, Mode::Sync, Full, laneId() & 1).Value;
              }).empty());
  for (unsigned L = 0; L < 8; ++L)
    EXPECT_EQ(Out[L], 0xaau);
}

TEST_P(Warp, AnyAllAndActiveMask) {
  ASSERT_TRUE(run(W, [&] {
                uint64_t A =
                    vote(Op::Any, Mode::Sync, Full, laneId() == W - 1).Value;
                uint64_t B =
                    vote(Op::All, Mode::Sync, Full, laneId() != 5).Value;
                uint64_t M = 0;
                if (laneId() < 10)
                  M = vote(Op::ActiveMask, Mode::NoSync, 0, 0).Value;
                return A | B << 1 | M << 2;
              }).empty());
  for (unsigned L = 0; L < W; ++L)
    EXPECT_EQ(Out[L], 1u | (L < 10 ? 0x3ffull << 2 : 0)) << L;
}

TEST_P(Warp, MatchAnyAndMatchAll) {
  ASSERT_TRUE(run(W, [&] {
                return vote(Op::MatchAny, Mode::Sync, Full, laneId() % 3).Value;
              }).empty());
  for (unsigned L = 0; L < W; ++L) {
    uint64_t Want = 0;
    for (unsigned K = 0; K < W; ++K)
      if (K % 3 == L % 3)
        Want |= 1ull << K;
    EXPECT_EQ(Out[L], Want) << L;
  }
  ASSERT_TRUE(
      run(W, [&] {
        WarpResult R = vote(Op::MatchAll, Mode::Sync, Full, 7);
        WarpResult S = vote(Op::MatchAll, Mode::Sync, Full, laneId() == 2);
        return uint64_t(R.Value == Full && R.Pred && S.Value == 0 && !S.Pred);
      }).empty());
  for (unsigned L = 0; L < W; ++L)
    EXPECT_EQ(Out[L], 1u);
}

TEST_P(Warp, Reductions) {
  ASSERT_TRUE(
      run(W, [&] {
        int64_t V = int64_t(laneId()) - 3;
        uint64_t Add = vote(Op::ReduceAdd, Mode::Sync, Full, V).Value;
        int64_t Min = vote(Op::ReduceMinS, Mode::Sync, Full, V).Value;
        uint64_t MaxU = vote(Op::ReduceMaxU, Mode::Sync, Full, laneId()).Value;
        uint64_t Or =
            vote(Op::ReduceOr, Mode::Sync, Full, 1ull << laneId()).Value;
        uint64_t Xor = vote(Op::ReduceXor, Mode::Sync, Full, laneId()).Value;
        uint64_t And =
            vote(Op::ReduceAnd, Mode::Sync, Full, ~(1ull << laneId())).Value;
        return uint64_t(int64_t(Add) ==
                            int64_t(W) * (W - 1) / 2 - 3 * int64_t(W) &&
                        Min == -3 && MaxU == W - 1 && Or == Full && Xor == 0 &&
                        And == ~Full);
      }).empty());
  for (unsigned L = 0; L < W; ++L)
    EXPECT_EQ(Out[L], 1u) << L;
}

TEST_P(Warp, SyncWarpWithAPartialMask) {
  std::vector<uint64_t> Shared(W);
  ASSERT_TRUE(run(W, [&] {
                Shared[laneId()] = laneId();
                if (laneId() < 16) {
                  vote(Op::SyncWarp, Mode::Sync, 0xffff, 0);
                  return Shared[15 - laneId()];
                }
                return uint64_t(0);
              }).empty());
  for (unsigned L = 0; L < 16; ++L)
    EXPECT_EQ(Out[L], 15 - L);
}

TEST_P(Warp, PartialLastWarpCompletesFullMaskOperations) {
  unsigned N = W + W / 2;
  ASSERT_TRUE(run(N, [&] {
                return vote(Op::Ballot, Mode::Sync, Full, 1).Value;
              }).empty());
  EXPECT_EQ(Out[0], Full);
  EXPECT_EQ(Out[W], (1ull << (W / 2)) - 1);
}

TEST_P(Warp, MaskNamingALaneThatWaitsElsewhere) {
  std::vector<Error> E = run(W, [&] {
    if (laneId() < 16)
      return vote(Op::Ballot, Mode::Sync, Full, 1).Value;
    syncthreads({"test.cu", 77});
    return uint64_t(0);
  });
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Kind, ErrorKind::MaskLaneMissing);
  EXPECT_NE(E[0].Message.find("names lane 16, which never arrives (it waits "
                              "at test.cu:77)"),
            std::string::npos)
      << E[0].Message;
}

TEST_P(Warp, MaskThatOmitsTheCaller) {
  std::vector<Error> E = run(W, [&] {
    return vote(Op::Any, Mode::Sync, 1, 1).Value; // Only lane 0 named.
  });
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Kind, ErrorKind::MaskExcludesCaller);
  EXPECT_EQ(E[0].Thread.x, 1u);
}

INSTANTIATE_TEST_SUITE_P(Widths, Warp, ::testing::Values(32u, 64u),
                         [](const auto &I) {
                           return "W" + std::to_string(I.param);
                         });

// The code address of an access announced to memAccess, as the
// instrumented program passes its own.
static const void *site(uintptr_t N) {
  return reinterpret_cast<const void *>(N * 16);
}

// A warp-synchronous sum in volatile shared memory, no barrier between its
// steps: with LockstepMemory each lane's volatile access (announced through
// memAccess, as the instrumented program does) waits for the other lanes'
// previous one, so the sum is right; with the lanes in turn it is not. Lock
// step never orders two warps: the second warp's values, read with no
// barrier, are still missing.
TEST_P(Warp, LockstepMemoryOrdersTheLanesOfAWarp) {
  static int Key;
  auto Sum = [&](bool Lockstep, unsigned Warps) {
    LaunchConfig C;
    C.Block = {W * Warps, 1, 1};
    C.WarpSize = W;
    C.LockstepMemory = Lockstep;
    long Result = -1;
    auto E = launch(C, [&] {
      int *S = static_cast<int *>(staticShared(&Key, W * Warps * sizeof(int)));
      unsigned T = tid();
      auto Load = [&](unsigned I, uintptr_t Site) {
        memAccess(&S[I], sizeof(int), AccessVolatile, site(Site));
        return S[I];
      };
      auto Store = [&](unsigned I, int V, uintptr_t Site) {
        memAccess(&S[I], sizeof(int), AccessVolatile | AccessWrite, site(Site));
        S[I] = V;
      };
      Store(T, 1, 1);
      if (T < W) {
        if (Warps > 1)
          Store(T, Load(T, 2) + Load(T + W, 3), 4);
        for (unsigned Off = W / 2; Off > 0; Off /= 2) {
          int Mine = Load(T, 5);
          Store(T, Mine + (T + Off < W ? Load(T + Off, 6) : 0), 7);
        }
        if (T == 0)
          Result = S[0];
      }
    });
    EXPECT_TRUE(E.empty());
    return Result;
  };
  EXPECT_EQ(Sum(true, 1), W);
  EXPECT_NE(Sum(false, 1), W);
  EXPECT_NE(Sum(true, 2), 2 * W); // The second warp had not written yet.
}

// A diverged warp: the upper half stores, then every lane reads what the
// last lane stored. The lower half, which skipped the store and stands
// further on in the code, goes only after the upper half stored; with the
// lanes in turn, lane 0 reads first.
TEST_P(Warp, LockstepMemoryRunsTheLanesFurthestBackFirst) {
  static int Key;
  auto Run = [&](bool Lockstep) {
    LaunchConfig C;
    C.Block = {W, 1, 1};
    C.WarpSize = W;
    C.LockstepMemory = Lockstep;
    std::vector<int> Seen(W, -1);
    auto E = launch(C, [&] {
      int *S = static_cast<int *>(staticShared(&Key, W * sizeof(int)));
      unsigned T = tid();
      if (T >= W / 2) {
        memAccess(&S[T], sizeof(int), AccessVolatile | AccessWrite, site(1));
        S[T] = int(T) + 1;
      }
      memAccess(&S[W - 1], sizeof(int), AccessVolatile, site(2));
      Seen[T] = S[W - 1];
    });
    EXPECT_TRUE(E.empty());
    return static_cast<unsigned>(std::count(Seen.begin(), Seen.end(), int(W)));
  };
  EXPECT_EQ(Run(true), W);
  EXPECT_LT(Run(false), W);
}

TEST(EmuBlocks, SharedMemoryAndBarriersAcrossManyBlocks) {
  for (unsigned Workers : {1u, 2u}) {
    LaunchConfig C;
    C.Grid = {64, 1, 1};
    C.Block = {256, 1, 1};
    C.DynamicShared = 256 * sizeof(int);
    C.Workers = Workers;
    std::vector<long> Sums(64, -1);
    static int Key;
    auto E = launch(C, [&] {
      int *S = static_cast<int *>(staticShared(&Key, 256 * sizeof(int)));
      int *D = static_cast<int *>(dynamicShared());
      unsigned T = threadIdx().x;
      S[T] = T + blockIdx().x;
      D[255 - T] = 1;
      syncthreads(Here);
      if (T == 0) {
        long Sum = 0;
        for (int I = 0; I < 256; ++I)
          Sum += S[I] + D[I];
        Sums[blockIdx().x] = Sum;
      }
    });
    ASSERT_TRUE(E.empty());
    for (unsigned B = 0; B < 64; ++B)
      EXPECT_EQ(Sums[B], 255 * 256 / 2 + 256L * B + 256) << B;
  }
}

TEST(EmuBlocks, PrintedOutputKeepsBlockOrderOnSeveralWorkers) {
  // Early blocks take longest, so later ones finish first on other workers.
  for (unsigned Workers : {1u, 3u}) {
    LaunchConfig C;
    C.Kernel = "printing";
    C.Grid = {48, 1, 1};
    C.Block = {2, 1, 1};
    C.Workers = Workers;
    ::testing::internal::CaptureStdout();
    auto E = launch(C, [&] {
      volatile unsigned Spin = 0;
      for (unsigned I = 0; I < (48 - blockIdx().x) * 20000; ++I)
        Spin = Spin + I;
      printf("block %u thread %u\n", blockIdx().x, threadIdx().x);
      syncthreads(Here);
      if (threadIdx().x == 0)
        puts("x");
      syncthreads(Here);
      if (threadIdx().x == 1)
        putchar('!');
    });
    fflush(stdout);
    std::string Got = ::testing::internal::GetCapturedStdout();
    ASSERT_TRUE(E.empty());
    // The barriers order the threads' lines within a block.
    std::string Ordered;
    for (unsigned B = 0; B < 48; ++B)
      Ordered += "block " + std::to_string(B) + " thread 0\nblock " + std::to_string(B) +
                 " thread 1\nx\n!";
    EXPECT_EQ(Got, Ordered) << Workers << " workers";
  }
}

TEST(EmuBlocks, FloatAtomicsOfConcurrentBlocksAreNoted) {
  static float Global;
  static int Key;
  struct Case {
    const char *Kernel;
    unsigned Workers;
    bool Shared, Noted;
  };
  for (const Case &K : {Case{"one_worker", 1, false, false}, Case{"shared_sum", 2, true, false},
                        Case{"global_sum", 2, false, true}}) {
    LaunchConfig C;
    C.Kernel = K.Kernel;
    C.Grid = {8, 1, 1};
    C.Block = {4, 1, 1};
    C.Workers = K.Workers;
    ::testing::internal::CaptureStderr();
    auto E = launch(C, [&] {
      float *S = static_cast<float *>(staticShared(&Key, sizeof(float)));
      noteUnorderedAtomic(K.Shared ? S : &Global);
    });
    std::string Err = ::testing::internal::GetCapturedStderr();
    ASSERT_TRUE(E.empty());
    EXPECT_EQ(Err.find("[emu-order-dependent]") != std::string::npos, K.Noted) << K.Kernel << Err;
    if (K.Noted)
      EXPECT_NE(Err.find(std::string("kernel ") + K.Kernel + ":"), std::string::npos) << Err;
  }
}

TEST(EmuBlocks, CooperativeGridSync) {
  LaunchConfig C;
  C.Grid = {4, 1, 1};
  C.Block = {64, 1, 1};
  C.Cooperative = true;
  std::vector<int> Phase1(4 * 64), Out(4 * 64);
  auto E = launch(C, [&] {
    unsigned G = blockIdx().x * 64 + threadIdx().x;
    Phase1[G] = G;
    gridSync(Here);
    Out[G] = Phase1[(G + 64) % 256];
  });
  ASSERT_TRUE(E.empty());
  for (unsigned G = 0; G < 256; ++G)
    EXPECT_EQ(Out[G], int((G + 64) % 256));
}

TEST(EmuErrors, BarrierDivergence) {
  LaunchConfig C;
  C.Kernel = "diverge";
  C.Block = {64, 1, 1};
  auto E = launch(C, [&] {
    if (threadIdx().x < 32)
      syncthreads({"k.cu", 10});
    else
      syncthreads({"k.cu", 12});
  });
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Kind, ErrorKind::BarrierDivergence);
  EXPECT_EQ(E[0].str(),
            "k.cu:12: error: kernel diverge, block (0,0,0), thread (32,0,0): "
            "threads of one block wait at different barriers: thread (0,0,0) "
            "at k.cu:10, this one at k.cu:12 [emu-barrier-divergence]");
}

TEST(EmuErrors, Deadlock) {
  LaunchConfig C;
  C.Block = {32, 1, 1};
  C.Grid = {2, 1, 1};
  C.Cooperative = true;
  auto E = launch(C, [&] {
    if (blockIdx().x == 0 && threadIdx().x == 0)
      syncthreads({"k.cu", 5});
    else
      gridSync({"k.cu", 6});
  });
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Kind, ErrorKind::Deadlock);
}

TEST(EmuErrors, SharedIndexOutOfRange) {
  LaunchConfig C;
  C.Block = {8, 1, 1};
  static int Key;
  auto E = launch(C, [&] {
    auto &A = *static_cast<SharedArray<int, 8> *>(
        staticShared(&Key, sizeof(SharedArray<int, 8>)));
    A.at(threadIdx().x + 1, {"k.cu", 3}) = 1;
  });
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Kind, ErrorKind::SharedOutOfRange);
  EXPECT_EQ(E[0].Thread.x, 7u);
  EXPECT_NE(E[0].Message.find("index 8 is outside [0, 8)"), std::string::npos);
}

TEST(EmuErrors, FailStopsOnlyItsBlockAndReportsWhere) {
  LaunchConfig C;
  C.Grid = {3, 1, 1};
  C.Block = {4, 1, 1};
  std::atomic<int> Ran{0};
  auto E = launch(C, [&] {
    ++Ran;
    if (blockIdx().x == 1 && threadIdx().x == 2)
      fail(ErrorKind::DeviceAssert, {"k.cu", 9}, "assertion 'x > 0' failed");
  });
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Kind, ErrorKind::DeviceAssert);
  EXPECT_EQ(E[0].Block.x, 1u);
  EXPECT_EQ(Ran.load(), 4 + 3 + 4); // Block 1 stops at its third thread.
}

TEST(EmuErrors, BadLaunch) {
  LaunchConfig C;
  C.Block = {2048, 1, 1};
  auto E = launch(C, [] {});
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Kind, ErrorKind::InvalidConfiguration);
}

} // namespace
