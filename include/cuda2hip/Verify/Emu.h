//===- Emu.h - the SIMT CPU emulator's engine -------------------*- C++ -*-===//
//
// The emulator runs the threads of a kernel launch as fibers on CPU threads,
// with a chosen warp width (32 for CUDA references, 64 or 32 for HIP).
//
// Vocabulary:
//  * a lane is blocked when it waits at a warp operation or a barrier;
//  * a block is quiescent when every live (not exited) thread is blocked.
//    Fibers run in thread order until the block is quiescent; only then are
//    warp operations and barriers resolved. So the lanes that meet at an
//    operation are exactly those that reached it together, as on the GPU;
//  * a `*_sync` operation (CUDA, and HIP's 64-bit-mask forms) completes
//    when every live lane its mask names has arrived with the same mask;
//    a non-sync HIP operation (`__shfl`, `__ballot`...) involves the lanes
//    that reached the same call site: the active lanes of the wavefront;
//  * whatever cannot complete (a named lane waits elsewhere, threads wait at
//    different barriers, nothing can move) is an error with the kernel,
//    block, thread and source line, never a hang or a guessed value.
//
// This header is used by the emulator's program headers and its tests. It
// depends on the C++ standard library only.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_VERIFY_EMU_H
#define CUDA2HIP_VERIFY_EMU_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

namespace cuda2hip {
namespace emu {

struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
};

/// Where a warp operation or barrier is in the program.
struct Site {
  const char *File = "";
  unsigned Line = 0;
  /// For a warp operation inside an emitted c2h_* helper: the line of the
  /// outermost helper call in the program, else 0. Lanes that reach the same
  /// operation through different calls (the two sides of a branch) are not
  /// together.
  unsigned Caller = 0;
};

/// What a sync shuffle returns from a lane that does not take part (CUDA
/// leaves the value undefined; the run goes on with a note,
/// emu-shuffle-inactive-source): NaN as a double or, its low half, a float;
/// huge as an int; odd as a short.
constexpr uint64_t InactiveSourcePoison = 0x7ff4a5a57fc4a5a5ull;

/// Error classes, with stable IDs (see errorId).
enum class ErrorKind {
  MaskLaneMissing,      ///< A sync mask names a live lane that never arrives.
  MaskExcludesCaller,   ///< A lane calls a sync operation its mask omits.
  BarrierDivergence,    ///< Threads of a block wait at different barriers.
  Deadlock,             ///< Nothing can move, for another reason.
  SharedOutOfRange,     ///< A shared-memory index outside its array.
  BadWidth,             ///< A shuffle width not a power of two <= warp size.
  DeviceAssert,         ///< assert() failed in device code.
  BadLaunch,            ///< A launch-dependent call misused (grid.sync()).
  InvalidConfiguration, ///< Rejected before any thread ran (block size...).
};
const char *errorId(ErrorKind K);

struct Error {
  ErrorKind Kind;
  std::string Kernel;
  Dim3 Block, Thread;
  Site Where;
  std::string Message;
  /// "file:line: error: kernel K, block (x,y,z), thread (x,y,z): message [id]"
  std::string str() const;
};

struct LaunchConfig {
  const char *Kernel = "kernel";
  Dim3 Grid, Block;
  size_t DynamicShared = 0;
  unsigned WarpSize = 32;
  /// All blocks resident at once (cooperative launch: grid.sync()).
  bool Cooperative = false;
  /// The lanes of a wavefront run in lock step (HIP): a warp operation that
  /// does not name its lanes (no mask) waits for lanes of its wavefront that
  /// are still spinning in a loop, as the GPU reconverges them before it.
  bool Lockstep = false;
  /// The program's loads and stores call the engine (-fsanitize=thread's
  /// instrumentation, whose hooks the engine defines; every emulated build
  /// but --asan's): each is checked for races (Races.h), and at each
  /// volatile access the lanes of a warp take turns, as lanes in lock step
  /// do, the lanes furthest back in the code first (a diverged warp's paths
  /// run one after the other). Warps still run ahead of each other between
  /// barriers.
  bool LockstepMemory = false;
  /// Where a warp's lanes took both sides of an if/else and make volatile
  /// accesses on each (PathSide), the other side goes first: the compiler
  /// chooses which side of a branch a GPU runs first, so verify runs such
  /// a program both ways (C2H_EMU_SIDE_ORDER=swapped in its
  /// environment). Otherwise the side at the lower code address goes first.
  bool OtherSideFirst = false;
  /// Fiber stack per thread; overflow hits a guard page.
  size_t StackBytes = 256 * 1024;
  /// OS threads the blocks are spread over (0: all cores). Each block runs
  /// its threads in a fixed order on one of them, and what its threads
  /// print is written in block order after the launch, so results do not
  /// depend on timing except through the program's atomics (see
  /// noteUnorderedAtomic).
  unsigned Workers = 1;
};

/// Runs Body once per thread of the grid. Returns the errors found (the
/// launch stops at the first one in each block).
std::vector<Error> launch(const LaunchConfig &C,
                          const std::function<void()> &Body);

// --- Inside a kernel -------------------------------------------------------

const Dim3 &threadIdx();
const Dim3 &blockIdx();
const Dim3 &blockDim();
const Dim3 &gridDim();
unsigned warpSize();
unsigned laneId();
/// Dynamic shared memory of the current block (16-byte aligned), and its
/// size as given at launch.
void *dynamicShared();
size_t dynamicSharedBytes();
/// Static shared storage of the current block for the declaration Key
/// (zero-filled on first use in each block; 16-byte aligned).
void *staticShared(const void *Key, size_t Bytes);
/// True inside a kernel (on a thread's fiber).
bool inKernel();
/// Whether the thread of the current block with linear index Linear has
/// exited (false past the block's last thread).
bool threadExited(unsigned Linear);
/// A floating-point atomic read-modify-write at P: where blocks run on
/// several OS threads and P is not the block's shared memory, the rounding
/// of the result depends on the order the blocks run, and the launch says
/// so (emu-order-dependent).
void noteUnorderedAtomic(const void *P);
/// Reports an error in the current thread and stops the launch.
[[noreturn]] void fail(ErrorKind K, Site Where, std::string Message);

void syncthreads(Site S);
void gridSync(Site S);

enum class Op {
  ShflIdx,
  ShflUp,
  ShflDown,
  ShflXor,
  Ballot,
  Any,
  All,
  ActiveMask,
  MatchAny,
  MatchAll,
  ReduceAdd,
  ReduceMinS,
  ReduceMinU,
  ReduceMaxS,
  ReduceMaxU,
  ReduceAnd,
  ReduceOr,
  ReduceXor,
  SyncWarp,
  WaveBarrier,
  /// A memory fence: the lanes of a wavefront meet there, as in lock step
  /// (as at a wave barrier); in HIP runs it orders their accesses.
  Fence,
};

/// Sync: the CUDA `*_sync` contract (HIP's 64-bit-mask forms too). NoSync:
/// HIP's `__shfl`, `__ballot`... over the active lanes, with ds_bpermute
/// indexing (a source lane index wraps modulo the wave; an inactive source
/// reads 0).
enum class Mode {
  Sync,
  NoSync,
  /// NoSync with newer HIP's __shfl indexing: the source lane is masked to
  /// the segment before the segment base is added.
  NoSyncMaskedSource
};

struct WarpRequest {
  Op Kind;
  Mode M = Mode::Sync;
  uint64_t Mask = 0;  ///< Sync only.
  uint64_t Value = 0; ///< The lane's value (bits), or predicate.
  int64_t Arg = 0;    ///< Source lane, delta or lane mask (shuffles).
  unsigned Width = 0; ///< Shuffles: segment width (0: the warp size).
  Site Where;
};

struct WarpResult {
  uint64_t Value = 0;
  bool Pred = false; ///< match_all's predicate.
};

/// Prints the errors of a launch on standard error and ends the program
/// with ExitEmulatorError (after flushing its output).
[[noreturn]] void reportAndExit(const std::vector<Error> &E);
constexpr int ExitEmulatorError = 86;

/// Blocks the calling lane until its warp operation completes.
WarpResult warpOp(const WarpRequest &R);

/// CUDA's async copies (__pipeline_memcpy_async and friends): a copy issued
/// by a thread lands in shared memory only when a wait of that thread covers
/// its batch, so a missing wait reads stale data, as it may on the GPU. The
/// source is read at that wait.
void asyncCopy(void *Dst, const void *Src, size_t Size, size_t ZeroFill);
void asyncCommit();
void asyncWaitPrior(size_t Prior);
/// The calling thread waits for memory that another thread will write (a
/// spin loop): it steps aside and runs again after the others have moved.
void spinYield();
/// Whether P points into the running thread's block's shared memory (the
/// emitted c2h_is_shared: the hardware's apertures on AMD).
bool isShared(const void *P);
/// A load or store of N bytes at P by instrumented program code at PC
/// (LockstepMemory): Flags are AccessFlags (Races.h: 1 write, 2 volatile,
/// 4 atomic).
void memAccess(const void *P, size_t N, unsigned Flags, const void *PC);
/// An atomic access of N bytes at P that reads, writes or both (the
/// instrumentation's atomic hooks make the operation after this).
void atomicAccess(const void *P, size_t N, bool Reads, bool Writes, const void *PC);
/// A memory fence in a kernel (__threadfence*, __builtin_amdgcn_fence): the
/// lanes of the wavefront meet there (Op::Fence).
void fence(Site S);
/// The calling thread has waited for other threads through memory (a
/// barrier object's phase, a pipeline stage, the sync of a tile of more
/// than a warp): every access its block made so far is ordered before its
/// next ones.
void acquireAll();
/// While one lives, the calling thread's accesses are not checked for
/// races: the emulator's own state that its headers keep in shared memory
/// with their own synchronisation (tile counters).
struct Untracked {
  Untracked();
  ~Untracked();
  Untracked(const Untracked &) = delete;
  Untracked &operator=(const Untracked &) = delete;
};
/// libcu++'s asynchronous copies, tracked by the object that completes them
/// (a barrier phase, a pipeline stage): Key and Tag name that. A deferred
/// copy lands when landCopies is called for its Key and Tag, by any thread of
/// the block; the source is read then.
void deferCopy(const void *Key, unsigned Tag, void *Dst, const void *Src,
               size_t Size);
void landCopies(const void *Key, unsigned Tag);
/// CUDA's shared-window addresses (__cvta_generic_to_shared) in the current
/// block: 32-bit numbers that sharedPointer maps back, checking that Bytes
/// from there stay inside one shared variable (or the dynamic area). Any
/// other pointer or number is an error of the program.
size_t sharedAddress(const void *P, Site S);
void *sharedPointer(size_t A, size_t Bytes, Site S);

/// Alive while the calling thread runs a call of an emitted c2h_* helper
/// written at Line; the lowering wraps each such call in one.
struct HelperCall {
  explicit HelperCall(unsigned Line);
  ~HelperCall();
  HelperCall(const HelperCall &) = delete;
  HelperCall &operator=(const HelperCall &) = delete;
};

/// Alive while the calling thread runs one side of an if/else both of whose
/// sides make volatile accesses (the lowering declares one at the top of
/// each side): Id names the statement, Side is 0 for the then-branch and 1
/// for the else. Lock step at volatile accesses reads them to tell lanes on
/// the two sides of one branch (whose order the compiler chooses) from lanes
/// before and after a join (whose order is fixed).
struct PathSide {
  PathSide(unsigned Id, unsigned Side);
  ~PathSide();
  PathSide(const PathSide &) = delete;
  PathSide &operator=(const PathSide &) = delete;
};

// --- Typed helpers over warpOp --------------------------------------------

template <class T> uint64_t toBits(T V) {
  static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value,
                "warp operations move at most 64 bits");
  uint64_t B = 0;
  std::memcpy(&B, &V, sizeof(T));
  return B;
}
template <class T> T fromBits(uint64_t B) {
  T V;
  std::memcpy(&V, &B, sizeof(T));
  return V;
}

template <class T>
T shuffle(Op K, Mode M, uint64_t Mask, T V, int64_t Arg, int Width, Site S) {
  WarpRequest R{K, M, Mask, toBits(V), Arg, static_cast<unsigned>(Width), S};
  return fromBits<T>(warpOp(R).Value);
}

/// A bounds-checked __shared__ array (the lowering declares
/// `__shared__ T a[N]` as one of these).
template <class T, size_t N> struct SharedArray {
  T Data[N];
  T &at(long long I, Site S) {
    if (I < 0 || static_cast<unsigned long long>(I) >= N)
      fail(ErrorKind::SharedOutOfRange, S,
           "shared array index " + std::to_string(I) + " is outside [0, " +
               std::to_string(N) + ")");
    return Data[I];
  }
};

} // namespace emu
} // namespace cuda2hip

#endif
