//===- Races.cpp - the emulator's data-race detector ----------------------===//
#include "Races.h"

namespace cuda2hip {
namespace emu {

namespace {

constexpr uint16_t Nobody = 0xffff;
/// Cells per OS thread: 2^15 words, 2 MiB, a core's cache.
constexpr size_t CellBits = 15;

/// One access as recorded (16 bytes).
struct Record {
  uint16_t Tid = Nobody;
  uint8_t Mask = 0; ///< Bytes of the word it touched.
  uint8_t Flags = 0;
  uint32_t Clock = 0;
  uint32_t Seq = 0;
  int32_t PC = 0; ///< From the table's base; 0: unknown.
  bool empty() const { return Tid == Nobody; }
};

/// Whether the earlier access R is ordered before the running thread's.
bool ordered(const Record &R, const Accessor &A) {
  if (R.Tid == A.Tid || R.Seq < A.Sync->Acquired)
    return true;
  unsigned W = A.WarpSize;
  return R.Tid / W == A.Tid / W && A.Sync->Seen[R.Tid % W] >= R.Clock;
}

/// Whether two accesses of different threads that are not ordered make a
/// conflict, and of which kind.
bool conflicts(const Record &R, uint8_t Mask, uint8_t Flags, const Accessor &A,
               Conflict::Kind &K) {
  if (R.empty() || !(R.Mask & Mask) || !((R.Flags | Flags) & AccessWrite))
    return false;
  if (ordered(R, A))
    return false;
  const uint8_t Strong = AccessVolatile | AccessAtomic;
  bool StrongA = R.Flags & Strong, StrongB = Flags & Strong;
  if (StrongA && StrongB) {
    // Two atomics, or an atomic and a volatile access: morally strong, no
    // race. Two volatile accesses of one warp: the warp-synchronous idiom.
    bool BothVolatile = (R.Flags & AccessVolatile) && (Flags & AccessVolatile);
    if (!BothVolatile || R.Tid / A.WarpSize != A.Tid / A.WarpSize)
      return false;
    K = Conflict::LockstepReliance;
    return true;
  }
  // Two plain writes: many threads storing one value (a flag, a block's
  // result) is the common case; where the values differ, the read that
  // meets the last write unordered is reported.
  if ((R.Flags & AccessWrite) && (Flags & AccessWrite) && !StrongA && !StrongB)
    return false;
  // A plain read of what an atomic writes: the seed of a compare-and-swap
  // loop, or a counter read that the atomic after it checks.
  if (((R.Flags & AccessAtomic) && !(Flags & AccessWrite)) ||
      ((Flags & AccessAtomic) && !(R.Flags & AccessWrite)))
    return false;
  K = Conflict::DataRace;
  return true;
}

} // namespace

struct alignas(64) RaceTable::Cell {
  uintptr_t Word = 0; ///< Addr >> 2; 0: empty.
  uint32_t Epoch = 0;
  Record Write, First, Last; ///< The last write, the first and last readers.
};
static_assert(sizeof(Record) == 16, "a record is 16 bytes");

RaceTable::RaceTable(const void *Base)
    : Cells(new Cell[size_t(1) << CellBits]),
      Base(static_cast<const char *>(Base)) {}
RaceTable::~RaceTable() = default;

bool RaceTable::access(uintptr_t Addr, size_t Size, uint8_t Flags,
                       const void *PC, const Accessor &A, uint32_t Epoch,
                       Conflict &Found) {
  bool Any = false;
  for (uintptr_t W = Addr >> 2, End = (Addr + Size + 3) >> 2; W < End; ++W) {
    uintptr_t Lo = W << 2;
    unsigned From = Addr > Lo ? static_cast<unsigned>(Addr - Lo) : 0;
    unsigned To =
        Addr + Size < Lo + 4 ? static_cast<unsigned>(Addr + Size - Lo) : 4;
    uint8_t Mask = static_cast<uint8_t>(((1u << To) - 1) & ~((1u << From) - 1));
    Cell &C = Cells[W & ((size_t(1) << CellBits) - 1)];
    if (C.Word != W ||
        C.Epoch != Epoch) { // Another word's, or an earlier epoch's.
      C.Word = W;
      C.Epoch = Epoch;
      C.Write = C.First = C.Last = Record();
    }
    Conflict::Kind K;
    const Record *Other = nullptr;
    if (conflicts(C.Write, Mask, Flags, A, K))
      Other = &C.Write;
    else if ((Flags & AccessWrite) && conflicts(C.First, Mask, Flags, A, K))
      Other = &C.First;
    else if ((Flags & AccessWrite) && conflicts(C.Last, Mask, Flags, A, K))
      Other = &C.Last;
    if (Other && !Any) {
      Any = true;
      Found = {K,
               Lo + static_cast<unsigned>(__builtin_ctz(Other->Mask & Mask)),
               Other->Tid,
               Other->Flags,
               Flags,
               Other->PC ? Base + Other->PC : nullptr,
               PC};
    }
    Record R;
    R.Tid = static_cast<uint16_t>(A.Tid);
    R.Mask = Mask;
    R.Flags = Flags;
    R.Clock = A.Sync->Clock;
    R.Seq = A.Seq;
    ptrdiff_t D = static_cast<const char *>(PC) - Base;
    R.PC = D > INT32_MIN && D < INT32_MAX ? static_cast<int32_t>(D) : 0;
    if (Flags & AccessWrite) {
      // Ordered after the reads it was checked against (or reported).
      C.Write = R;
      C.First = C.Last = Record();
    } else if (C.First.empty() || C.First.Tid == R.Tid) {
      R.Mask |= C.First.Tid == R.Tid ? C.First.Mask : 0;
      C.First = R;
    } else {
      R.Mask |= C.Last.Tid == R.Tid ? C.Last.Mask : 0;
      C.Last = R;
    }
  }
  return Any;
}

} // namespace emu
} // namespace cuda2hip
