//===- Races.h - the emulator's data-race detector --------------*- C++ -*-===//
//
// Every emulated program is built with its loads and stores instrumented
// (-fsanitize=thread's instrumentation, linked without that sanitizer: the
// engine defines its hooks), and each access a thread of a kernel makes to
// memory other threads can see (shared memory, device allocations, device
// globals: anything but its own stack) is checked here against the earlier
// accesses of its block.
//
// Two accesses conflict when they are made by different threads of one
// block, touch the same byte, and one of them writes. A conflict is ordered
// when something between the two makes the first visible to the second:
//   - a barrier of the block (__syncthreads, grid.sync): each block phase
//     between two barriers has its own epoch, and an access of an earlier
//     epoch is ordered before every later one;
//   - a warp-level sync both threads took part in (__syncwarp with any mask,
//     a wave barrier, and, in HIP runs, a fence): per thread, a clock that
//     counts the syncs it took part in, and a vector clock of its warp's
//     lanes that says up to which clock of each lane it has synced;
//   - synchronisation through memory, and the syncs of cooperative-groups
//     tiles of 64 to 512 threads, which the detector sees coarsely:
//     every access of a block has a sequence number, and a thread that
//     acquires takes every access numbered before a horizon as ordered
//     before its own. An atomic read-modify-write acquires up to where the
//     last atomic on that address released (a counter that threads arrive
//     at); a thread that waited in a spin loop (a flag, a counter) acquires
//     up to the moment it goes on, as does a fence after a volatile or
//     atomic read (a flag polled, then a fence), and a thread whose tile
//     sync completes. This orders more than the
//     memory model does, so it can miss races there; it reports none that
//     such code does not have.
// An unordered conflict between two atomics, or an atomic and a volatile
// access, is no race; nor is a plain read of what an atomic writes (the
// read that seeds a compare-and-swap loop: the atomic checks its value);
// nor are two writes (many threads storing one value, a flag or a block's
// result, is the common case: the read that meets one of them unordered is
// what is reported). Between two volatile accesses of one warp it is the
// warp-synchronous idiom: it relies on the warp's lanes running in lock
// step, which AMD's wavefronts do and CUDA from Volta on does not
// (LockstepReliance). Any other unordered conflict is a data race.
//
// Accesses of different blocks are not compared (each block phase has its
// own epoch, and each OS thread its own table). The table is direct-mapped,
// a cell per 4-byte word holding its last write and its first and last
// readers in the current epoch, with the bytes each touched: an access that
// lands on a cell another word holds evicts it. It is small (2^15 cells of
// 64 bytes) so that it stays in a core's cache. So a race can be missed (a
// reader that was neither the first nor the last, an evicted word), but every
// race reported is one: both accesses are recorded exactly.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_VERIFY_EMU_RACES_H
#define CUDA2HIP_LIB_VERIFY_EMU_RACES_H

#include <cstddef>
#include <cstdint>
#include <memory>

namespace cuda2hip {
namespace emu {

/// What orders a thread's accesses after other threads' within an epoch.
struct SyncState {
  uint32_t Clock = 1; ///< Warp-level syncs taken part in, plus 1.
  uint32_t Seen[64] =
      {}; ///< Per lane of its warp: that lane's clock synced with.
  /// Accesses of its block numbered below this are ordered before its own.
  uint32_t Acquired = 0;
  /// A volatile or atomic read since its last fence (a flag polled).
  bool Polled = false;
  void reset() {
    Clock = 1;
    for (uint32_t &S : Seen)
      S = 0;
    Acquired = 0;
    Polled = false;
  }
};

enum AccessFlags : uint8_t {
  AccessWrite = 1,
  AccessVolatile = 2,
  AccessAtomic = 4,
};

/// The thread making an access.
struct Accessor {
  unsigned Tid;  ///< Linear index in its block.
  unsigned Lane; ///< In its warp (wavefront).
  unsigned WarpSize;
  const SyncState *Sync;
  uint32_t Seq; ///< The access's number in its block.
};

/// An unordered conflict.
struct Conflict {
  enum Kind { DataRace, LockstepReliance } K;
  uintptr_t Addr;    ///< The first byte both touched.
  unsigned OtherTid; ///< The thread of the earlier access.
  uint8_t OtherFlags, Flags;
  const void *OtherPC, *PC;
};

/// One OS thread's table of recent accesses.
class RaceTable {
public:
  /// Code addresses are kept as 32-bit offsets from Base (a function of
  /// the program: its code is within 2 GiB of it).
  explicit RaceTable(const void *Base);
  ~RaceTable();
  /// Checks an access of Size bytes at Addr in Epoch against those recorded,
  /// and records it. Returns the first unordered conflict it has, if any.
  bool access(uintptr_t Addr, size_t Size, uint8_t Flags, const void *PC,
              const Accessor &A, uint32_t Epoch, Conflict &Found);

private:
  struct Cell;
  std::unique_ptr<Cell[]> Cells;
  const char *Base;
};

} // namespace emu
} // namespace cuda2hip

#endif
