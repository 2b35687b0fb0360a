//===- EmuRaceTest.cpp - the emulator's race detector ---------------------===//
#include "../../lib/Verify/Emu/Races.h"
#include <gtest/gtest.h>

using namespace cuda2hip::emu;

namespace {

const void *pc(uintptr_t N) { return reinterpret_cast<const void *>(N); }

/// A block of W-lane warps whose threads' sync states the tests set.
struct Block {
  unsigned W;
  SyncState Sync[256];
  explicit Block(unsigned W) : W(W) {}
  Accessor who(unsigned Tid, uint32_t Seq = 0) {
    return {Tid, Tid % W, W, &Sync[Tid], Seq};
  }
  /// A warp-level sync of the lanes [From, To) of one warp, as the engine
  /// makes it (joinClocks).
  void syncWarp(unsigned From, unsigned To) {
    uint32_t Joined[64] = {};
    for (unsigned T = From; T < To; ++T)
      for (unsigned L = 0; L < 64; ++L)
        Joined[L] = std::max(Joined[L], Sync[T].Seen[L]);
    for (unsigned T = From; T < To; ++T)
      Joined[T % W] = std::max(Joined[T % W], Sync[T].Clock);
    for (unsigned T = From; T < To; ++T) {
      std::copy(Joined, Joined + 64, Sync[T].Seen);
      ++Sync[T].Clock;
    }
  }
};

int Word[64];
uintptr_t at(unsigned I) { return reinterpret_cast<uintptr_t>(&Word[I]); }

TEST(Races, UnorderedWriteAndReadOfTwoLanesIsADataRace) {
  RaceTable T(nullptr);
  Block B(32);
  Conflict X;
  EXPECT_FALSE(T.access(at(0), 4, AccessWrite, pc(1), B.who(0), 7, X));
  ASSERT_TRUE(T.access(at(0), 4, 0, pc(2), B.who(1), 7, X));
  EXPECT_EQ(X.K, Conflict::DataRace);
  EXPECT_EQ(X.OtherTid, 0u);
  EXPECT_EQ(X.OtherPC, pc(1));
  EXPECT_EQ(X.PC, pc(2));
  EXPECT_EQ(X.Addr, at(0));
  // A read after a read is none; the thread's own accesses never are.
  EXPECT_FALSE(T.access(at(1), 4, 0, pc(3), B.who(0), 7, X));
  EXPECT_FALSE(T.access(at(1), 4, 0, pc(3), B.who(1), 7, X));
  EXPECT_FALSE(T.access(at(2), 4, AccessWrite, pc(4), B.who(2), 7, X));
  EXPECT_FALSE(T.access(at(2), 4, 0, pc(5), B.who(2), 7, X));
}

TEST(Races, ABarrierOrdersByEpoch) {
  RaceTable T(nullptr);
  Block B(32);
  Conflict X;
  EXPECT_FALSE(T.access(at(3), 4, AccessWrite, pc(1), B.who(0), 7, X));
  EXPECT_FALSE(
      T.access(at(3), 4, 0, pc(2), B.who(100), 8, X)); // After a barrier.
  // Readers, then a writer, in one epoch: the missing second barrier.
  EXPECT_FALSE(T.access(at(3), 4, 0, pc(2), B.who(101), 8, X));
  ASSERT_TRUE(T.access(at(3), 4, AccessWrite, pc(3), B.who(0), 8, X));
  EXPECT_EQ(X.K, Conflict::DataRace);
  EXPECT_EQ(X.OtherTid, 100u); // The first reader.
}

TEST(Races, AWarpSyncOrdersTheLanesThatTookPart) {
  for (unsigned W : {32u, 64u}) {
    RaceTable T(nullptr);
    Block B(W);
    Conflict X;
    EXPECT_FALSE(T.access(at(4), 4, AccessWrite, pc(1), B.who(3), 9, X));
    B.syncWarp(0, 16); // Lanes 0-15: lane 3 and lane 5, not lane 20.
    EXPECT_FALSE(T.access(at(4), 4, 0, pc(2), B.who(5), 9, X));
    EXPECT_TRUE(T.access(at(4), 4, 0, pc(2), B.who(20), 9, X));
    // After the sync, the writer's new write is not ordered before lane 5.
    EXPECT_FALSE(T.access(at(5), 4, AccessWrite, pc(3), B.who(3), 9, X));
    EXPECT_TRUE(T.access(at(5), 4, 0, pc(4), B.who(5), 9, X));
    // Transitively: 3 synced with 5, 5 with 7; 7 sees 3's earlier write.
    EXPECT_FALSE(T.access(at(6), 4, AccessWrite, pc(5), B.who(3), 9, X));
    B.syncWarp(3, 6);
    B.syncWarp(5, 8);
    EXPECT_FALSE(T.access(at(6), 4, 0, pc(6), B.who(7), 9, X));
    // Another warp's lane is ordered by a barrier only.
    EXPECT_FALSE(T.access(at(7), 4, AccessWrite, pc(7), B.who(0), 9, X));
    B.syncWarp(0, W);
    EXPECT_TRUE(T.access(at(7), 4, 0, pc(8), B.who(W), 9, X));
  }
}

TEST(Races, AtomicsVolatilesAndLockStep) {
  RaceTable T(nullptr);
  Block B(32);
  Conflict X;
  // Atomics with atomics, and with volatile accesses: no race.
  EXPECT_FALSE(
      T.access(at(8), 4, AccessWrite | AccessAtomic, pc(1), B.who(0), 3, X));
  EXPECT_FALSE(
      T.access(at(8), 4, AccessWrite | AccessAtomic, pc(1), B.who(40), 3, X));
  EXPECT_FALSE(T.access(at(8), 4, AccessVolatile, pc(2), B.who(1), 3, X));
  // A plain read of what an atomic wrote (a compare-and-swap seed): none;
  // a plain write: a race.
  EXPECT_FALSE(T.access(at(8), 4, 0, pc(3), B.who(2), 3, X)); // A seed read.
  EXPECT_TRUE(T.access(at(8), 4, AccessWrite, pc(3), B.who(2), 3, X));
  // Two volatile accesses of one warp: the warp-synchronous idiom.
  EXPECT_FALSE(
      T.access(at(9), 4, AccessVolatile | AccessWrite, pc(4), B.who(1), 3, X));
  ASSERT_TRUE(T.access(at(9), 4, AccessVolatile, pc(5), B.who(2), 3, X));
  EXPECT_EQ(X.K, Conflict::LockstepReliance);
  // Of two warps: strong accesses, no race (a flag polled across warps).
  EXPECT_FALSE(
      T.access(at(10), 4, AccessVolatile | AccessWrite, pc(6), B.who(1), 3, X));
  EXPECT_FALSE(T.access(at(10), 4, AccessVolatile, pc(7), B.who(33), 3, X));
  // A volatile write and a plain read of one warp: a data race.
  EXPECT_FALSE(
      T.access(at(11), 4, AccessVolatile | AccessWrite, pc(8), B.who(1), 3, X));
  ASSERT_TRUE(T.access(at(11), 4, 0, pc(9), B.who(2), 3, X));
  EXPECT_EQ(X.K, Conflict::DataRace);
}

TEST(Races, TwoPlainWritesAreNoRace) {
  RaceTable T(nullptr);
  Block B(32);
  Conflict X;
  // Every thread stores one value (a block's result): no report; a read
  // that meets the last write unordered is one.
  for (unsigned L = 0; L < 8; ++L)
    EXPECT_FALSE(T.access(at(20), 4, AccessWrite, pc(1), B.who(L), 4, X));
  ASSERT_TRUE(T.access(at(20), 4, 0, pc(2), B.who(9), 4, X));
  EXPECT_EQ(X.OtherTid, 7u);
}

TEST(Races, BytesOfOneWord) {
  RaceTable T(nullptr);
  Block B(32);
  Conflict X;
  auto *C = reinterpret_cast<char *>(&Word[12]);
  uintptr_t P = reinterpret_cast<uintptr_t>(C);
  // Four lanes, a byte each: no conflict.
  for (unsigned L = 0; L < 4; ++L)
    EXPECT_FALSE(T.access(P + L, 1, AccessWrite, pc(1), B.who(L), 5, X));
  EXPECT_FALSE(T.access(P + 3, 1, 0, pc(2), B.who(3), 5, X));
  // A word read over them: a conflict with the last writer's byte.
  ASSERT_TRUE(T.access(P, 4, 0, pc(3), B.who(9), 5, X));
  EXPECT_EQ(X.Addr, P + 3);
  // An access spanning two words is checked in both.
  EXPECT_FALSE(T.access(at(14), 4, AccessWrite, pc(4), B.who(0), 5, X));
  ASSERT_TRUE(T.access(at(13), 8, 0, pc(5), B.who(1), 5, X));
  EXPECT_EQ(X.Addr, at(14));
}

TEST(Races, AnAcquireOrdersWhatCameBefore) {
  RaceTable T(nullptr);
  Block B(32);
  Conflict X;
  EXPECT_FALSE(T.access(at(16), 4, AccessWrite, pc(1), B.who(0, 10), 6, X));
  EXPECT_TRUE(T.access(at(16), 4, 0, pc(2), B.who(100, 11), 6, X));
  EXPECT_FALSE(T.access(at(17), 4, AccessWrite, pc(1), B.who(0, 12), 6, X));
  B.Sync[100].Acquired = 13; // Waited for a flag, a counter, a tile.
  EXPECT_FALSE(T.access(at(17), 4, 0, pc(2), B.who(100, 14), 6, X));
  EXPECT_FALSE(T.access(at(18), 4, AccessWrite, pc(1), B.who(0, 15), 6, X));
  EXPECT_TRUE(T.access(at(18), 4, 0, pc(2), B.who(100, 16), 6, X));
}

} // namespace
