//===- Engine.cpp - the SIMT CPU emulator's engine ------------------------===//
//
// See Emu.h for the vocabulary. One Scheduler runs one block (or, for a
// cooperative launch, every block) on one OS thread: it resumes each ready
// fiber in thread order until the block is quiescent, then resolves what
// can complete (warp operations first, then barriers) and repeats.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Verify/Emu.h"
#include "Races.h"
#include <algorithm>
#include <atomic>
#include <boost/context/fiber.hpp>
#include <boost/context/stack_context.hpp>
#include <condition_variable>
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#endif
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sys/mman.h>
#include <thread>
#include <tuple>
#include <unordered_map>
#include <unistd.h>

/// The built-in variables as the program reads them: cuda2hip_emu.h declares
/// them `extern __thread uint3` (the same layout). They are variables, not
/// macros, so a host variable of the same name (`dim3 gridDim(n)`) hides them
/// as it does under nvcc; the scheduler sets them before it resumes a thread.
struct BuiltinIndex {
  unsigned x, y, z;
};
__thread BuiltinIndex threadIdx, blockIdx, blockDim, gridDim;

namespace cuda2hip {
namespace emu {
namespace ctx = boost::context;

const char *errorId(ErrorKind K) {
  switch (K) {
  case ErrorKind::MaskLaneMissing:
    return "emu-mask-lane-missing";
  case ErrorKind::MaskExcludesCaller:
    return "emu-mask-excludes-caller";
  case ErrorKind::BarrierDivergence:
    return "emu-barrier-divergence";
  case ErrorKind::Deadlock:
    return "emu-deadlock";
  case ErrorKind::SharedOutOfRange:
    return "emu-shared-out-of-range";
  case ErrorKind::BadWidth:
    return "emu-bad-width";
  case ErrorKind::DeviceAssert:
    return "emu-device-assert";
  case ErrorKind::BadLaunch:
    return "emu-bad-launch";
  case ErrorKind::InvalidConfiguration:
    return "emu-invalid-configuration";
  }
  return "emu-error";
}

static std::string dim(const Dim3 &D) {
  return "(" + std::to_string(D.x) + "," + std::to_string(D.y) + "," +
         std::to_string(D.z) + ")";
}

std::string Error::str() const {
  std::string S;
  if (Where.File && *Where.File)
    S = std::string(Where.File) + ":" + std::to_string(Where.Line) + ": ";
  return S + "error: kernel " + Kernel + ", block " + dim(Block) + ", thread " +
         dim(Thread) + ": " + Message + " [" + errorId(Kind) + "]";
}

namespace {

/// Thrown through a failing thread's stack to leave its kernel body.
struct AbortLaunch {};

/// The guard pages of the fiber stacks this OS thread made: a fault in one
/// is a stack overflow of the fiber running here.
thread_local std::vector<std::pair<char *, size_t>> *GuardPages = nullptr;
thread_local size_t StackBytesHere = 0;
/// The stack StackPool::allocate gave last, [Lo, Hi): the runner that
/// starts next runs on it.
thread_local const char *NewStackLo = nullptr, *NewStackHi = nullptr;
void reportStackOverflow(int Sig, siginfo_t *Info, void *);

/// AddressSanitizer marks a scope's locals when the scope ends and clears
/// them when it begins again, but it cannot follow a switch between fiber
/// stacks, nor an exception unwound on one (google/sanitizers#189): marks
/// left by frames that are gone are then reported against the frames that
/// reuse their addresses. A fiber's stack is cleared when it is handed out,
/// before the fiber runs again, and below a runner that caught a failure.
/// Nothing is done in builds without it.
inline void clearStackMarks([[maybe_unused]] const char *Lo,
                            [[maybe_unused]] const char *Hi) {
#if defined(__SANITIZE_ADDRESS__)
  if (Lo && Hi > Lo)
    ASAN_UNPOISON_MEMORY_REGION(Lo, Hi - Lo);
#endif
}

/// A handler on an alternate stack (the overflowing one has no room left),
/// set once per OS thread that runs fibers.
void watchStackOverflow() {
  thread_local bool Done = false;
  if (Done)
    return;
  Done = true;
  struct AltStack {
    std::vector<char> Mem = std::vector<char>(64 * 1024);
    stack_t Old{};
    AltStack() {
      stack_t SS{};
      SS.ss_sp = Mem.data();
      SS.ss_size = Mem.size();
      sigaltstack(&SS, &Old);
    }
    // The thread's former alternate stack comes back before this one is
    // freed: a sanitizer's runtime unmaps the one it finds at thread exit.
    ~AltStack() { sigaltstack(&Old, nullptr); }
  };
  static thread_local AltStack Alt;
  struct sigaction SA{};
  SA.sa_sigaction = reportStackOverflow;
  SA.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&SA.sa_mask);
  sigaction(SIGSEGV, &SA, nullptr);
  sigaction(SIGBUS, &SA, nullptr);
}

/// Fiber stacks with a guard page below each, recycled per OS thread so
/// that many blocks do not mean many mmap calls.
class StackPool {
public:
  explicit StackPool(size_t Bytes) {
    size_t Page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    Total = (Bytes + Page - 1) / Page * Page + Page;
    Guard = Page;
  }
  ctx::stack_context allocate() {
    std::vector<ctx::stack_context> &P = pool();
    for (size_t I = P.size(); I-- > 0;)
      if (P[I].size == Total) {
        ctx::stack_context S = P[I];
        P.erase(P.begin() + I);
        NewStackHi = static_cast<const char *>(S.sp);
        NewStackLo = NewStackHi - S.size;
        clearStackMarks(NewStackLo + Guard, NewStackHi);
        return S;
      }
    void *M = mmap(nullptr, Total, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (M == MAP_FAILED)
      throw std::bad_alloc();
    mprotect(M, Guard, PROT_NONE);
    if (!GuardPages)
      GuardPages = new std::vector<std::pair<char *, size_t>>();
    GuardPages->push_back({static_cast<char *>(M), Guard});
    StackBytesHere = Total - Guard;
    ctx::stack_context S;
    S.size = Total;
    S.sp = static_cast<char *>(M) + Total;
    NewStackLo = static_cast<const char *>(M);
    NewStackHi = NewStackLo + Total;
    // Memory unmapped earlier keeps its old marks.
    clearStackMarks(NewStackLo + Guard, NewStackHi);
    return S;
  }
  void deallocate(ctx::stack_context &S) { pool().push_back(S); }

private:
  struct Cache {
    std::vector<ctx::stack_context> Stacks;
    ~Cache() {
      for (ctx::stack_context &S : Stacks)
        munmap(static_cast<char *>(S.sp) - S.size, S.size);
    }
  };
  static std::vector<ctx::stack_context> &pool() {
    thread_local Cache C;
    return C.Stacks;
  }
  size_t Total, Guard;
};

enum class State { Ready, WaitWarp, WaitBarrier, WaitGrid, Done };

/// A number for a block phase that no other has had (0 is none).
uint32_t newEpoch() {
  static std::atomic<uint32_t> Next{1};
  uint32_t E = Next.fetch_add(1, std::memory_order_relaxed);
  return E ? E : Next.fetch_add(1, std::memory_order_relaxed);
}

struct Block;
struct Thread {
  Dim3 Idx;
  unsigned Warp = 0, Lane = 0;
  Block *B = nullptr;
  State St = State::Ready;
  bool Abandoned = false; ///< Stopped where unwinding is impossible.
  bool Started = false;
  WarpRequest Req;
  WarpResult Res;
  Site Wait; ///< Barrier site while waiting at one.
  /// Where the lane stepped aside at a volatile access (LockstepMemory):
  /// the lanes of a warp at the lowest such address go first.
  const void *StepPC = nullptr;
  /// What orders its accesses after other threads' (Races.h).
  SyncState Sync;
  /// Untracked guards alive: its accesses are not checked for races.
  unsigned Untracked = 0;
  /// The stack it runs on (its runner's), [StackLo, StackHi): its locals,
  /// which no other thread reaches, are not checked.
  const char *StackLo = nullptr, *StackHi = nullptr;
  std::vector<unsigned> HelperCalls; ///< Lines of the c2h_* calls it is in.
  /// The sides of if/else statements it is in (PathSide), outermost first.
  std::vector<std::pair<unsigned, unsigned>> Sides;
  struct AsyncCopy {
    void *Dst;
    const void *Src;
    size_t Size, ZeroFill;
  };
  /// Async copies: committed batches, oldest first, and the open batch.
  std::vector<std::vector<AsyncCopy>> Batches;
  std::vector<AsyncCopy> OpenBatch;
  ctx::fiber F, Sink;
};

struct Block {
  Dim3 Idx;
  std::vector<Thread> Threads;
  /// The block dimensions and warp size its threads' places were set for.
  Dim3 Shape{0, 0, 0};
  unsigned WarpSize = 0;
  /// No thread has waited, copied asynchronously or entered a helper since
  /// the threads were last reset: only their states need resetting.
  bool Quiet = true;
  /// The block's phase between barriers, for the race detector: a number
  /// no other block phase of the program has.
  uint32_t Epoch = 0;
  /// The number of its last access checked for races, and per address the
  /// number up to which the last atomic there released (Races.h).
  uint32_t Seq = 0;
  std::unordered_map<uintptr_t, uint32_t> Released;
  /// Its accesses are checked for races (checkedBlock).
  bool Checked = true;
  /// A new phase: every access before is ordered before every after.
  void newPhase() {
    Epoch = newEpoch();
    if (!Released.empty())
      Released.clear();
  }
  std::unique_ptr<unsigned char[]> DynamicStore;
  size_t DynamicBytes = 0; ///< DynamicStore's size.
  unsigned char *Dynamic = nullptr;
  std::map<const void *, std::unique_ptr<unsigned char[]>> Static;
  /// Its shared areas in order of first use (the dynamic area first):
  /// sharedAddress numbers them.
  std::vector<std::pair<unsigned char *, size_t>> Areas;
  /// libcu++ copies not landed yet, by completing object and tag.
  std::map<std::pair<const void *, unsigned>, std::vector<Thread::AsyncCopy>>
      Deferred;
};


/// The lanes G have met at a warp-level sync that orders memory: each has
/// seen the clocks of all of them, and of every lane any of them had seen.
void joinClocks(const std::vector<Thread *> &G) {
  uint32_t Joined[64] = {};
  for (const Thread *T : G)
    for (unsigned L = 0; L < 64; ++L)
      Joined[L] = std::max(Joined[L], T->Sync.Seen[L]);
  uint32_t Acquired = 0;
  for (const Thread *T : G) {
    Joined[T->Lane] = std::max(Joined[T->Lane], T->Sync.Clock);
    Acquired = std::max(Acquired, T->Sync.Acquired);
  }
  for (Thread *T : G) {
    std::memcpy(T->Sync.Seen, Joined, sizeof Joined);
    ++T->Sync.Clock;
    T->Sync.Acquired = Acquired;
  }
}

/// Whether the race detector checks the accesses of block Idx of a grid:
/// the first two of each launch, the last, and those a quarter, half and
/// three quarters of the way (at most six). Every block runs the same code,
/// so a race of one block is, as a rule, every block's, and the edges of a
/// grid are where bounds differ; checking every block would make every
/// access of a large grid a cache miss in the detector's table, for little
/// more.
bool checkedBlock(Dim3 Idx, Dim3 Grid) {
  uint64_t L = Idx.x + uint64_t(Grid.x) * (Idx.y + uint64_t(Grid.y) * Idx.z);
  uint64_t N = uint64_t(Grid.x) * Grid.y * Grid.z;
  return L < 2 || L + 1 == N || L == N / 4 || L == N / 2 || L == 3 * N / 4;
}

class Scheduler;
// The engine is linked into the program, never loaded later: its
// thread-locals take the initial-exec model, a load from the thread pointer
// (every load and store of the program reads Cur).
__attribute__((tls_model("initial-exec"))) thread_local Thread *Cur = nullptr;
__attribute__((tls_model("initial-exec"))) thread_local Scheduler *CurSched = nullptr;
/// The running thread's accesses are checked for races: it runs in a block
/// the detector checks, outside Untracked code (memAccess's one test).
__attribute__((tls_model("initial-exec"))) thread_local bool Checking = false;
/// The running thread's stack (Thread::StackLo, StackHi).
__attribute__((tls_model("initial-exec"))) thread_local const char *CurStackLo = nullptr;
__attribute__((tls_model("initial-exec"))) thread_local const char *CurStackHi = nullptr;

/// Makes T the running thread, built-in variables included.
void enter(Thread &T, const LaunchConfig &C) {
  Cur = &T;
  Checking = T.B->Checked && !T.Untracked && C.LockstepMemory;
  CurStackLo = T.StackLo;
  CurStackHi = T.StackHi;
  ::threadIdx = {T.Idx.x, T.Idx.y, T.Idx.z};
  ::blockIdx = {T.B->Idx.x, T.B->Idx.y, T.B->Idx.z};
  ::blockDim = {C.Block.x, C.Block.y, C.Block.z};
  ::gridDim = {C.Grid.x, C.Grid.y, C.Grid.z};
}

class Scheduler {
public:
  Scheduler(const LaunchConfig &C, const std::function<void()> &Body)
      : C(C), Body(Body), Stacks(C.StackBytes) {}
  ~Scheduler();

  void addBlock(Dim3 Idx);
  void run();
  const LaunchConfig &config() const { return C; }
  void record(ErrorKind K, const Thread &T, Site S, std::string Msg);
  void yield(Thread &T);
  /// A thread stepped aside in a spin loop this round (spinYield): it can
  /// still move, so nothing is stuck yet.
  bool Spun = false;
  /// A lane stepped aside at a volatile access (LockstepMemory): the warp's
  /// other lanes make theirs before it goes on.
  bool Stepped = false;
  std::vector<Error> Errors;

private:
  bool resolveWarps(Block &B);
  /// Completes the operations warp W of B waits at, where its lanes allow.
  bool resolveWarp(Block &B, unsigned W);
  bool resolveBarriers(Block &B);
  bool resolveGrid();
  void complete(Block &B, std::vector<Thread *> &G);
  void reportStuck(Block &B);
  uint64_t liveMask(Block &B, unsigned Warp);

  /// Lanes of one warp waiting at the same operation: sync operations by
  /// (kind, mask), others by (kind, caller, site).
  struct GroupKey {
    int Kind;
    uint64_t Id;
    const char *File;
    unsigned Line;
  };
  static int compare(const GroupKey &A, const GroupKey &B);
  struct Group {
    GroupKey Key;
    std::vector<Thread *> Lanes;
  };
  /// Reused from warp to warp (the first Used are this warp's), so that
  /// grouping allocates nothing once warmed up.
  std::vector<Group> Groups;
  std::vector<unsigned> Order;

  /* Threads run on runner fibers. A runner starts a thread; when the
   * thread ends without having waited, the runner goes straight on to the
   * next thread of the round if that one has not started, so threads that
   * never wait share one fiber and one stack, with no switch between them.
   * A thread that waits keeps its runner until it ends. */
  ctx::fiber runner(Thread &First);
  /// Resumes F (a runner) and, if the thread at Cursor now waits, keeps it
  /// with that thread.
  void step(ctx::fiber &&F);
  Block *RoundBlock = nullptr; ///< The block whose threads the round runs.
  size_t Cursor = 0;           ///< The thread of RoundBlock running now.

  const LaunchConfig &C;
  const std::function<void()> &Body;
  StackPool Stacks;
  std::vector<std::unique_ptr<Block>> Blocks;
  bool Aborted = false;
};

void Scheduler::record(ErrorKind K, const Thread &T, Site S, std::string Msg) {
  Errors.push_back({K, C.Kernel, T.B->Idx, T.Idx, S, std::move(Msg)});
  Aborted = true;
}

/// The block this OS thread ran last, kept for its next block of the same
/// size: making a block's threads costs more than running threads that
/// never wait.
thread_local std::unique_ptr<Block> SpareBlock;

Scheduler::~Scheduler() {
  if (Blocks.size() == 1 && Errors.empty())
    SpareBlock = std::move(Blocks.front());
}

void Scheduler::addBlock(Dim3 Idx) {
  unsigned N = C.Block.x * C.Block.y * C.Block.z;
  std::unique_ptr<Block> B;
  if (SpareBlock && SpareBlock->Threads.size() == N) {
    B = std::move(SpareBlock);
    B->Static.clear();
    B->Areas.clear();
    B->Deferred.clear();
    for (Thread &T : B->Threads) {
      T.St = State::Ready;
      T.Abandoned = T.Started = false;
      if (B->Quiet)
        continue; // The rest is as the last full reset left it.
      T.Req = WarpRequest{};
      T.Res = WarpResult{};
      T.Wait = Site{};
      T.HelperCalls.clear();
      T.Sides.clear();
      T.Batches.clear();
      T.OpenBatch.clear();
      T.Sync.reset();
      T.Untracked = 0;
    }
  } else {
    B = std::make_unique<Block>();
    B->Threads.resize(N);
  }
  B->Quiet = true;
  B->Idx = Idx;
  B->newPhase();
  B->Checked = checkedBlock(Idx, C.Grid);
  size_t Dyn = (C.DynamicShared + 15) / 16 * 16 + 16;
  if (B->DynamicBytes == Dyn) {
    std::memset(B->DynamicStore.get(), 0, Dyn);
  } else {
    B->DynamicStore.reset(new unsigned char[Dyn]());
    B->DynamicBytes = Dyn;
  }
  B->Dynamic = B->DynamicStore.get();
  while (reinterpret_cast<uintptr_t>(B->Dynamic) % 16)
    ++B->Dynamic;
  B->Areas.push_back({B->Dynamic, C.DynamicShared});
  // A spare block of the same shape and warp size has its threads' places
  // already; else they are counted out (a division per thread would cost
  // more than running a thread that never waits).
  if (!(B->Shape.x == C.Block.x && B->Shape.y == C.Block.y &&
        B->Shape.z == C.Block.z && B->WarpSize == C.WarpSize)) {
    Dim3 P{0, 0, 0};
    unsigned Warp = 0, Lane = 0;
    for (Thread &T : B->Threads) {
      T.Idx = P;
      T.Warp = Warp;
      T.Lane = Lane;
      T.B = B.get();
      if (++Lane == C.WarpSize) {
        Lane = 0;
        ++Warp;
      }
      if (++P.x == C.Block.x) {
        P.x = 0;
        if (++P.y == C.Block.y) {
          P.y = 0;
          ++P.z;
        }
      }
    }
    B->Shape = C.Block;
    B->WarpSize = C.WarpSize;
  }
  Blocks.push_back(std::move(B));
}

void Scheduler::yield(Thread &T) {
  T.B->Quiet = false;
  T.Sink = std::move(T.Sink).resume();
  if (Aborted)
    throw AbortLaunch();
}

uint64_t Scheduler::liveMask(Block &B, unsigned Warp) {
  uint64_t M = 0;
  unsigned Base = Warp * C.WarpSize;
  for (unsigned L = 0; L < C.WarpSize && Base + L < B.Threads.size(); ++L)
    if (B.Threads[Base + L].St != State::Done)
      M |= 1ull << L;
  return M;
}

static std::string hex(uint64_t V) {
  char Buf[24];
  snprintf(Buf, sizeof Buf, "0x%llx", static_cast<unsigned long long>(V));
  return Buf;
}

static std::string at(Site S) {
  return std::string(S.File ? S.File : "") + ":" + std::to_string(S.Line);
}

/// Says once per source line (for the whole program) that a shuffle there
/// read a lane not taking part. Only the line: blocks may run on several OS
/// threads, in any order, and the note must be the same from run to run.
void noteInactiveSource(Site S) {
  static std::mutex M;
  static std::set<std::pair<std::string, unsigned>> Said;
  std::lock_guard<std::mutex> Lock(M);
  if (!Said.insert({S.File ? S.File : "", S.Line}).second)
    return;
  std::fprintf(stderr,
               "cuda2hip emulator: note: %s:%u: a sync shuffle reads a lane that does not "
               "take part; CUDA leaves the value undefined, and the emulator gives 0x%llx "
               "(a NaN as float or double) so that a use shows [emu-shuffle-inactive-source]\n",
               S.File ? S.File : "", S.Line,
               static_cast<unsigned long long>(InactiveSourcePoison));
}

void Scheduler::complete(Block &B, std::vector<Thread *> &G) {
  const unsigned W = C.WarpSize;
  const WarpRequest &R0 = G.front()->Req;
  Thread *Lanes[64] = {};
  uint64_t In = 0;
  for (Thread *T : G) {
    Lanes[T->Lane] = T;
    In |= 1ull << T->Lane;
  }
  auto Value = [&](unsigned L) { return Lanes[L]->Req.Value; };
  for (Thread *T : G)
    T->Res = WarpResult();
  switch (R0.Kind) {
  case Op::ShflIdx:
  case Op::ShflUp:
  case Op::ShflDown:
  case Op::ShflXor:
    for (Thread *T : G) {
      const WarpRequest &R = T->Req;
      long long Wd = R.Width ? R.Width : W;
      if (Wd < 1 || Wd > W || (Wd & (Wd - 1))) {
        record(ErrorKind::BadWidth, *T, R.Where,
               "shuffle width " + std::to_string(Wd) +
                   " is not a power of two in [1, " + std::to_string(W) + "]");
        return;
      }
      long long L = T->Lane, J = L, Base = L & ~(Wd - 1);
      long long A = R.Arg;
      if (R.M == Mode::Sync) { // CUDA's rules.
        if (R.Kind == Op::ShflIdx)
          J = Base + (A & (Wd - 1));
        else if (R.Kind == Op::ShflUp)
          J = L - A < Base ? L : L - A;
        else if (R.Kind == Op::ShflDown)
          J = (L & (Wd - 1)) + A >= Wd ? L : L + A;
        else
          J = (L ^ A) >= Base + Wd ? L : (L ^ A);
        if (J != L && (J < 0 || J >= W || !(In >> J & 1))) {
          // CUDA leaves the value undefined, not the program: real code
          // reads such lanes and drops the value (lane 0 of `lane - 1`). A
          // poison value makes any use show in the answer; the note, once
          // per site, says where it came from.
          noteInactiveSource(R.Where);
          T->Res.Value = InactiveSourcePoison;
          continue;
        }
        T->Res.Value = Value(static_cast<unsigned>(J));
      } else { // HIP's ds_bpermute indexing.
        if (R.Kind == Op::ShflIdx)
          J = (R.M == Mode::NoSyncMaskedSource ? (A & (Wd - 1)) : A) + Base;
        else if (R.Kind == Op::ShflUp)
          J = L - A < Base ? L : L - A;
        else if (R.Kind == Op::ShflDown)
          J = (L & (Wd - 1)) + A >= Wd ? L : L + A;
        else
          J = (L ^ A) >= ((L + Wd) & ~(Wd - 1)) ? L : (L ^ A);
        J &= W - 1;
        T->Res.Value = (In >> J & 1) ? Value(static_cast<unsigned>(J)) : 0;
      }
    }
    break;
  case Op::Ballot:
  case Op::Any:
  case Op::All: {
    uint64_t Bits = 0;
    for (Thread *T : G)
      if (T->Req.Value)
        Bits |= 1ull << T->Lane;
    uint64_t V = R0.Kind == Op::Ballot ? Bits
                 : R0.Kind == Op::Any  ? Bits != 0
                                       : Bits == In;
    for (Thread *T : G)
      T->Res.Value = V;
    break;
  }
  case Op::ActiveMask:
    for (Thread *T : G)
      T->Res.Value = In;
    break;
  case Op::MatchAny:
    for (Thread *T : G)
      for (Thread *U : G)
        if (U->Req.Value == T->Req.Value)
          T->Res.Value |= 1ull << U->Lane;
    break;
  case Op::MatchAll: {
    bool Same = std::all_of(G.begin(), G.end(), [&](Thread *T) {
      return T->Req.Value == R0.Value;
    });
    for (Thread *T : G) {
      T->Res.Value = Same ? In : 0;
      T->Res.Pred = Same;
    }
    break;
  }
  case Op::ReduceAdd:
  case Op::ReduceMinS:
  case Op::ReduceMinU:
  case Op::ReduceMaxS:
  case Op::ReduceMaxU:
  case Op::ReduceAnd:
  case Op::ReduceOr:
  case Op::ReduceXor: {
    uint64_t Acc = R0.Value;
    for (size_t I = 1; I < G.size(); ++I) {
      uint64_t V = G[I]->Req.Value;
      switch (R0.Kind) {
      case Op::ReduceAdd:
        Acc += V;
        break;
      case Op::ReduceMinS:
        Acc = static_cast<int64_t>(V) < static_cast<int64_t>(Acc) ? V : Acc;
        break;
      case Op::ReduceMinU:
        Acc = std::min(Acc, V);
        break;
      case Op::ReduceMaxS:
        Acc = static_cast<int64_t>(V) > static_cast<int64_t>(Acc) ? V : Acc;
        break;
      case Op::ReduceMaxU:
        Acc = std::max(Acc, V);
        break;
      case Op::ReduceAnd:
        Acc &= V;
        break;
      case Op::ReduceOr:
        Acc |= V;
        break;
      default:
        Acc ^= V;
        break;
      }
    }
    for (Thread *T : G)
      T->Res.Value = Acc;
    break;
  }
  case Op::SyncWarp:
  case Op::WaveBarrier:
    joinClocks(G);
    break;
  case Op::Fence:
    // Lanes in lock step fence together: the accesses before are made
    // before those after, and the compiler keeps them so (HIP). Under
    // independent thread scheduling a fence orders nothing between lanes.
    if (C.Lockstep)
      joinClocks(G);
    break;
  }
  (void)B;
  for (Thread *T : G)
    T->St = State::Ready;
}

int Scheduler::compare(const GroupKey &A, const GroupKey &B) {
  if (A.Kind != B.Kind)
    return A.Kind < B.Kind ? -1 : 1;
  if (A.Id != B.Id)
    return A.Id < B.Id ? -1 : 1;
  if (A.File != B.File)
    if (int C = std::strcmp(A.File ? A.File : "", B.File ? B.File : ""))
      return C;
  if (A.Line != B.Line)
    return A.Line < B.Line ? -1 : 1;
  return 0;
}

bool Scheduler::resolveWarps(Block &B) {
  bool Progress = false;
  unsigned Warps = (B.Threads.size() + C.WarpSize - 1) / C.WarpSize;
  for (unsigned W = 0; W < Warps && !Aborted; ++W)
    Progress |= resolveWarp(B, W);
  return Progress;
}

bool Scheduler::resolveWarp(Block &B, unsigned W) {
  bool Progress = false;
  size_t Used = 0;
  unsigned Base = W * C.WarpSize;
  for (unsigned L = 0; L < C.WarpSize && Base + L < B.Threads.size(); ++L) {
    Thread &T = B.Threads[Base + L];
    if (T.St != State::WaitWarp)
      continue;
    const WarpRequest &R = T.Req;
    GroupKey K;
    if (R.M == Mode::Sync) {
      if (!(R.Mask >> T.Lane & 1)) {
        record(ErrorKind::MaskExcludesCaller, T, R.Where,
               "lane " + std::to_string(T.Lane) + " calls with mask " +
                   hex(R.Mask) + ", which does not name it");
        return false;
      }
      K = {static_cast<int>(R.Kind), R.Mask, nullptr, 0};
    } else {
      K = {static_cast<int>(R.Kind), R.Where.Caller, R.Where.File, R.Where.Line};
    }
    // Most lanes of a warp wait at one operation: the last group first.
    size_t G = Used;
    for (size_t I = Used; I-- > 0;)
      if (compare(Groups[I].Key, K) == 0) {
        G = I;
        break;
      }
    if (G == Used) {
      if (Used == Groups.size())
        Groups.emplace_back();
      Groups[Used].Key = K;
      Groups[Used].Lanes.clear();
      ++Used;
    }
    Groups[G].Lanes.push_back(&T);
  }
  // In key order, as the groups are completed.
  Order.resize(Used);
  for (unsigned I = 0; I < Used; ++I)
    Order[I] = I;
  std::sort(Order.begin(), Order.end(), [&](unsigned X, unsigned Y) {
    return compare(Groups[X].Key, Groups[Y].Key) < 0;
  });
  uint64_t Live = liveMask(B, W);
  // Lanes still spinning in a loop (Ready after the round): in lock step,
  // the wavefront's other lanes wait for them where the loop ends.
  bool Spinning = false;
  if (C.Lockstep)
    for (unsigned L = 0; L < C.WarpSize && Base + L < B.Threads.size(); ++L)
      Spinning |= B.Threads[Base + L].St == State::Ready;
  // A wave barrier is where the wavefront's lanes meet once they have
  // reconverged: while other lanes of the wave still have warp operations
  // to finish before it (the other side of a branch), it waits. Only when
  // nothing else of the wave can move does it go on without them.
  auto Meeting = [](Op K) { return K == Op::WaveBarrier || K == Op::Fence; };
  bool OthersPending = false;
  for (unsigned I : Order)
    OthersPending |= !Meeting(Groups[I].Lanes.front()->Req.Kind);
  bool WaveMoved = false;
  for (bool Barriers : {false, true}) {
    if (Barriers && WaveMoved && OthersPending)
      break;
    for (unsigned I : Order) {
      std::vector<Thread *> &G = Groups[I].Lanes;
      const WarpRequest &R = G.front()->Req;
      if (Meeting(R.Kind) != Barriers)
        continue;
      if (R.M != Mode::Sync && Spinning && R.Kind != Op::Fence)
        continue; // Once the spinning lanes have come.
      if (R.M == Mode::Sync) {
        uint64_t Arrived = 0;
        for (Thread *T : G)
          Arrived |= 1ull << T->Lane;
        uint64_t Valid = C.WarpSize == 64 ? ~0ull : (1ull << C.WarpSize) - 1;
        if ((R.Mask & Valid & Live & ~Arrived) != 0)
          continue; // Not yet; reported if nothing else moves.
      }
      complete(B, G);
      if (Aborted)
        return false;
      Progress = WaveMoved = true;
    }
  }
  return Progress;
}

bool Scheduler::resolveBarriers(Block &B) {
  Thread *First = nullptr;
  for (Thread &T : B.Threads) {
    if (T.St == State::Done)
      continue;
    if (T.St != State::WaitBarrier)
      return false;
    if (!First) {
      First = &T;
    } else if (T.Wait.Line != First->Wait.Line ||
               (T.Wait.File != First->Wait.File &&
                std::strcmp(T.Wait.File ? T.Wait.File : "",
                            First->Wait.File ? First->Wait.File : ""))) {
      record(ErrorKind::BarrierDivergence, T, T.Wait,
             "threads of one block wait at different barriers: thread " +
                 dim(First->Idx) + " at " + at(First->Wait) + ", this one at " +
                 at(T.Wait));
      return false;
    }
  }
  if (!First)
    return false;
  for (Thread &T : B.Threads)
    if (T.St == State::WaitBarrier)
      T.St = State::Ready;
  B.newPhase(); // Every access before is ordered before every after.
  return true;
}

bool Scheduler::resolveGrid() {
  bool Any = false;
  for (auto &B : Blocks)
    for (Thread &T : B->Threads) {
      if (T.St == State::Done)
        continue;
      if (T.St != State::WaitGrid)
        return false;
      Any = true;
    }
  if (!Any)
    return false;
  for (auto &B : Blocks) {
    for (Thread &T : B->Threads)
      if (T.St == State::WaitGrid)
        T.St = State::Ready;
    B->newPhase();
  }
  return true;
}

void Scheduler::reportStuck(Block &B) {
  // A sync operation waiting for a lane that waits elsewhere.
  for (Thread &T : B.Threads) {
    if (T.St != State::WaitWarp || T.Req.M != Mode::Sync)
      continue;
    unsigned Base = T.Warp * C.WarpSize;
    for (unsigned L = 0; L < C.WarpSize && Base + L < B.Threads.size(); ++L) {
      Thread &U = B.Threads[Base + L];
      if (!(T.Req.Mask >> L & 1) || U.St == State::Done)
        continue;
      bool Same = U.St == State::WaitWarp && U.Req.M == Mode::Sync &&
                  U.Req.Kind == T.Req.Kind && U.Req.Mask == T.Req.Mask;
      if (Same)
        continue;
      Site Other = U.St == State::WaitWarp ? U.Req.Where : U.Wait;
      record(ErrorKind::MaskLaneMissing, T, T.Req.Where,
             "mask " + hex(T.Req.Mask) + " names lane " + std::to_string(L) +
                 ", which never arrives (it waits at " + at(Other) + ")");
      return;
    }
  }
  for (Thread &T : B.Threads)
    if (T.St == State::WaitBarrier || T.St == State::WaitWarp ||
        T.St == State::WaitGrid) {
      Site S = T.St == State::WaitWarp ? T.Req.Where : T.Wait;
      record(ErrorKind::Deadlock, T, S,
             "no thread can move: this one waits at " + at(S) +
                 " while others of its block wait elsewhere or have exited");
      return;
    }
}

ctx::fiber Scheduler::runner(Thread &First) {
  Thread *TP = &First;
  return ctx::fiber(std::allocator_arg, Stacks, [this, TP](ctx::fiber &&Sink) {
    ctx::fiber Back = std::move(Sink);
    // The stack this runner has: allocated for it just before it started.
    const char *Lo = NewStackLo, *Hi = NewStackHi;
    for (Thread *T = TP;;) {
      T->Sink = std::move(Back);
      T->Started = true;
      T->StackLo = CurStackLo = Lo;
      T->StackHi = CurStackHi = Hi;
      try {
        if (!Aborted) // Never started: nothing to run.
          Body();
      } catch (const AbortLaunch &) {
        // The frames the failure unwound, below this one.
        clearStackMarks(Lo, static_cast<const char *>(__builtin_frame_address(0)));
      }
      T->St = State::Done;
      Back = std::move(T->Sink);
      std::vector<Thread> &Ts = RoundBlock->Threads;
      if (Aborted || Cursor + 1 >= Ts.size() || Ts[Cursor + 1].Started ||
          Ts[Cursor + 1].St != State::Ready)
        return Back;     // The runner ends; its stack goes back to the pool.
      T = &Ts[++Cursor]; // Straight on, on this stack.
      enter(*T, C);
    }
  });
}

void Scheduler::step(ctx::fiber &&F) {
  if (const Thread &T = RoundBlock->Threads[Cursor]; T.Started)
    clearStackMarks(T.StackLo, T.StackHi);
  ctx::fiber Back = std::move(F).resume();
  Cur = nullptr;
  Checking = false;
  if (Back) // The thread at Cursor waits; an ended runner comes back empty.
    RoundBlock->Threads[Cursor].F = std::move(Back);
}

/// Warp operations a warp completes in a row before the next warp runs (a
/// warp that polls another with warp operations must let it move).
constexpr unsigned EagerSteps = 64;

/// Rounds in a row that may hold a lane of a lock-step warp back before all
/// its lanes move again (a lane that spins on a flag another lane of its
/// warp sets, as independent thread scheduling allows).
constexpr unsigned HeldRounds = 4096;

/// Lanes of a warp made volatile accesses on both sides of an if/else in
/// this launch (stepTurn): the answer may depend on the side run first.
static std::atomic<bool> SideOrderChosen{false};

/// Whether lanes A and B are on the two sides of one if/else: the first
/// statement their sides differ at is the same one (PathSide).
static bool otherSide(const Thread &A, const Thread &B) {
  size_t N = std::min(A.Sides.size(), B.Sides.size());
  for (size_t I = 0; I < N; ++I)
    if (A.Sides[I] != B.Sides[I])
      return A.Sides[I].first == B.Sides[I].first;
  return false;
}

/// LockstepMemory: which of the lanes Lo..Hi of B that stepped aside at a
/// volatile access go on this round. A GPU runs a diverged warp's paths
/// one after another and joins them where they meet, so the lanes furthest
/// back in the code go first: those at the lowest address (the code's layout
/// follows its structure). Lanes that stepped aside nowhere (they start or
/// come back from a warp operation or a barrier) go before any of them.
/// Where lanes are on both sides of an if/else, which side runs first is
/// the compiler's choice: Chose is set, and with OtherSideFirst the lanes on
/// the other side from the lowest address's go first. Returns null where
/// every lane goes.
static const void *stepTurn(const Block &B, size_t Lo, size_t Hi, unsigned &Held,
                            bool OtherSideFirst, bool &Chose) {
  const void *Turn = nullptr;
  const Thread *Lead = nullptr;
  bool Others = false;
  for (size_t I = Lo; I < Hi; ++I) {
    const Thread &T = B.Threads[I];
    if (T.St != State::Ready)
      continue;
    if (!T.StepPC)
      return Held = 0,
             reinterpret_cast<const void *>(1); // Below any code address.
    if (Turn && T.StepPC != Turn)
      Others = true;
    if (!Turn || std::less<const void *>()(T.StepPC, Turn)) {
      Turn = T.StepPC;
      Lead = &T;
    }
  }
  if (!Others || ++Held > HeldRounds)
    return Held = 0, nullptr;
  const void *Other = nullptr;
  for (size_t I = Lo; I < Hi; ++I) {
    const Thread &T = B.Threads[I];
    if (T.St == State::Ready && T.StepPC != Turn && otherSide(*Lead, T) &&
        (!Other || std::less<const void *>()(T.StepPC, Other)))
      Other = T.StepPC;
  }
  if (Other)
    Chose = true;
  return OtherSideFirst && Other ? Other : Turn;
}

void Scheduler::run() {
  watchStackOverflow();
  CurSched = this;
  while (!Aborted) {
    Spun = false;
    for (auto &B : Blocks) {
      RoundBlock = B.get();
      // Warp by warp: a warp goes on through its warp operations until it
      // waits at a barrier, spins or ends (or has done EagerSteps of them)
      // before the next warp starts, so warps run ahead of each other as on
      // a GPU, and a missing barrier between them shows.
      const size_t N = B->Threads.size();
      for (size_t Lo = 0; Lo < N && !Aborted; Lo += C.WarpSize) {
        const size_t Hi = std::min(N, Lo + C.WarpSize);
        unsigned Held = 0; // Rounds in a row that held lanes back (lock step).
        for (unsigned Steps = 0; !Aborted;) {
          Stepped = false;
          bool SpunBefore = Spun;
          Spun = false;
          bool WarpOps = false; // A lane of the warp waits at a warp operation.
          bool Chose = false;
          const void *Turn = C.LockstepMemory
                                 ? stepTurn(*B, Lo, Hi, Held, C.OtherSideFirst, Chose)
                                 : nullptr;
          if (Chose)
            SideOrderChosen.store(true, std::memory_order_relaxed);
          for (size_t I = Lo; I < Hi && !Aborted; ++I) {
            Thread &T = B->Threads[I];
            if (T.St != State::Ready) {
              WarpOps |= T.St == State::WaitWarp;
              continue;
            }
            if (Turn && T.StepPC && T.StepPC != Turn) {
              Stepped = true; // Held back: its turn comes in a later round.
              continue;
            }
            Cursor = I;
            enter(T, C);
            step(T.Started ? std::move(T.F) : runner(T));
            // Only the thread at Cursor can wait: the runner goes on past a
            // thread only when it ends.
            WarpOps |= B->Threads[Cursor].St == State::WaitWarp;
            I = Cursor; // Past the threads the runner went on to.
          }
          bool WarpSpun = Spun;
          Spun |= SpunBefore;
          if (Stepped && !Aborted)
            continue; // Each lane made one volatile access: round again.
          ++Steps;
          if (Aborted || WarpSpun || Steps > EagerSteps || !WarpOps ||
              !resolveWarp(*B, static_cast<unsigned>(Lo / C.WarpSize)))
            break;
        }
      }
    }
    if (Aborted)
      break;
    bool Live = false, Progress = false;
    for (auto &B : Blocks) {
      bool WarpOps = false;
      for (Thread &T : B->Threads) {
        Live |= T.St != State::Done;
        WarpOps |= T.St == State::WaitWarp;
      }
      if (WarpOps)
        Progress |= resolveWarps(*B);
    }
    if (!Live || Aborted)
      break;
    if (Progress)
      continue;
    for (auto &B : Blocks)
      Progress |= resolveBarriers(*B);
    if (!Progress && !Aborted && C.Cooperative)
      Progress = resolveGrid();
    if (!Progress && !Aborted && !Spun)
      for (auto &B : Blocks)
        if (!Aborted)
          reportStuck(*B);
  }
  // Unwind the threads still suspended (their fibers throw through). A
  // thread stopped inside a noexcept function cannot be unwound: its fiber
  // is left as it is (the program is about to report and exit).
  for (auto &B : Blocks) {
    RoundBlock = B.get();
    for (size_t I = 0; I < B->Threads.size(); ++I) {
      Thread &T = B->Threads[I];
      if (T.F && T.Abandoned) {
        new ctx::fiber(std::move(T.F));
      } else if (T.F) {
        Cursor = I;
        enter(T, C);
        step(std::move(T.F));
      }
    }
  }
  CurSched = nullptr;
}

Thread &current() {
  if (!Cur) {
    fprintf(stderr, "cuda2hip emulator: device function called outside a "
                    "kernel\n");
    abort();
  }
  return *Cur;
}

} // namespace

namespace {
void reportStackOverflow(int Sig, siginfo_t *Info, void *) {
  char *At = static_cast<char *>(Info->si_addr);
  bool Overflow = false;
  if (GuardPages)
    for (const auto &[Page, Size] : *GuardPages)
      Overflow |= At >= Page && At < Page + Size;
  if (!Overflow || !Cur || !CurSched) {
    // Not a fiber's overflow: the fault is the program's, and it crashes
    // as it would have.
    signal(Sig, SIG_DFL);
    return;
  }
  char Msg[512];
  const Thread &T = *Cur;
  int N = std::snprintf(
      Msg, sizeof Msg,
      "error: kernel %s, block (%u,%u,%u), thread (%u,%u,%u): the thread's stack of %zu KiB "
      "overflowed (deep recursion or large local arrays); give emulated threads more with "
      "C2H_EMU_STACK_KB (cuda2hip verify --emu-stack-kb) [emu-stack-overflow]\n",
      CurSched->config().Kernel, T.B->Idx.x, T.B->Idx.y, T.B->Idx.z, T.Idx.x, T.Idx.y, T.Idx.z,
      StackBytesHere / 1024);
  if (N > 0)
    (void)!write(2, Msg, std::min<size_t>(N, sizeof Msg - 1));
  _exit(ExitEmulatorError);
}

/// C2H_EMU_STACK_KB, when set to a size, replaces the default fiber stack.
size_t stackBytes(size_t Default) {
  const char *E = std::getenv("C2H_EMU_STACK_KB");
  if (!E || !*E)
    return Default;
  char *End = nullptr;
  unsigned long long K = std::strtoull(E, &End, 10);
  return End && !*End && K >= 16 && K <= (1ull << 20) ? static_cast<size_t>(K) * 1024 : Default;
}
} // namespace

namespace {
/// The OS threads that run blocks, kept from launch to launch (with their
/// fiber stacks and guard pages); the launching thread is worker 0.
class WorkerPool {
public:
  /// Runs Job(K) for K = 0 .. N-1, each on its own thread, and returns
  /// when all have.
  void run(unsigned N, const std::function<void(unsigned)> &Job) {
    std::unique_lock<std::mutex> L(M);
    while (Threads.size() + 1 < N) {
      unsigned K = static_cast<unsigned>(Threads.size()) + 1;
      Threads.emplace_back([this, K] { loop(K); });
    }
    Current = &Job;
    Wanted = N;
    Pending = N - 1;
    ++Generation;
    L.unlock();
    Wake.notify_all();
    Job(0);
    L.lock();
    Finished.wait(L, [&] { return Pending == 0; });
    Current = nullptr;
  }
  ~WorkerPool() {
    {
      std::lock_guard<std::mutex> L(M);
      Quit = true;
    }
    Wake.notify_all();
    for (std::thread &T : Threads)
      T.join();
  }

private:
  void loop(unsigned K) {
    unsigned Seen = 0;
    std::unique_lock<std::mutex> L(M);
    for (;;) {
      Wake.wait(L, [&] { return Quit || Generation != Seen; });
      if (Quit)
        return;
      Seen = Generation;
      if (K >= Wanted)
        continue;
      const std::function<void(unsigned)> *Job = Current;
      L.unlock();
      (*Job)(K);
      L.lock();
      if (--Pending == 0)
        Finished.notify_one();
    }
  }
  std::mutex M;
  std::condition_variable Wake, Finished;
  std::vector<std::thread> Threads;
  const std::function<void(unsigned)> *Current = nullptr;
  unsigned Generation = 0, Wanted = 0, Pending = 0;
  bool Quit = false;
};

WorkerPool &workerPool() {
  static WorkerPool P;
  return P;
}

/// Where the block this OS thread runs keeps what its threads print, when
/// blocks run on several OS threads (null otherwise: it goes to stdout).
thread_local std::string *BlockOutput = nullptr;
/// Set while blocks run on several OS threads.
thread_local bool ParallelBlocks = false;
/// A floating-point atomic on memory other blocks see, in this launch.
std::atomic<bool> UnorderedAtomic{false};
} // namespace

void noteUnorderedAtomic(const void *P) {
  if (!ParallelBlocks || !Cur || UnorderedAtomic.load(std::memory_order_relaxed))
    return;
  if (isShared(P))
    return; // The block's own shared memory: its threads run in order.
  UnorderedAtomic.store(true, std::memory_order_relaxed);
}

namespace {
/// Appends printf-style output to Out; returns what printf would.
int appendFormatted(std::string &Out, const char *Fmt, va_list A) {
  va_list B;
  va_copy(B, A);
  char Small[256];
  int N = std::vsnprintf(Small, sizeof Small, Fmt, B);
  va_end(B);
  if (N < 0)
    return N;
  if (static_cast<size_t>(N) < sizeof Small) {
    Out.append(Small, N);
  } else {
    size_t At = Out.size();
    Out.resize(At + N + 1);
    std::vsnprintf(&Out[At], N + 1, Fmt, A);
    Out.resize(At + N);
  }
  return N;
}
} // namespace

namespace {
void sayFindings();

/// Said once per kernel, after a launch in which lanes of a warp made
/// volatile accesses on both sides of an if/else (stepTurn): verify runs
/// such a HIP program again with the other side first.
void noteSideOrder(const LaunchConfig &C) {
  if (!SideOrderChosen.load())
    return;
  static std::mutex M;
  static std::set<std::string> Said;
  std::lock_guard<std::mutex> Lock(M);
  if (Said.insert(C.Kernel).second)
    std::fprintf(stderr,
                 "cuda2hip emulator: note: kernel %s: lanes of a warp made volatile accesses "
                 "on both sides of an if/else, and which side runs first is the compiler's "
                 "choice; this run ran %s first (C2H_EMU_SIDE_ORDER=swapped runs the other "
                 "first) [emu-path-order]\n",
                 C.Kernel,
                 C.OtherSideFirst ? "the other side"
                                  : "the side at the lower code address");
}
} // namespace

std::vector<Error> launch(const LaunchConfig &Requested,
                          const std::function<void()> &Body) {
  LaunchConfig C = Requested;
  C.StackBytes = stackBytes(C.StackBytes);
  std::vector<Error> Errors;
  unsigned Threads = C.Block.x * C.Block.y * C.Block.z;
  if (!Threads || Threads > 1024 || !C.Grid.x || !C.Grid.y || !C.Grid.z ||
      (C.WarpSize != 32 && C.WarpSize != 64)) {
    Errors.push_back({ErrorKind::InvalidConfiguration,
                      C.Kernel,
                      {},
                      {},
                      {},
                      "invalid launch: block " + dim(C.Block) + ", grid " +
                          dim(C.Grid) + ", warp size " +
                          std::to_string(C.WarpSize)});
    return Errors;
  }
  std::vector<Dim3> Ids;
  for (unsigned Z = 0; Z < C.Grid.z; ++Z)
    for (unsigned Y = 0; Y < C.Grid.y; ++Y)
      for (unsigned X = 0; X < C.Grid.x; ++X)
        Ids.push_back({X, Y, Z});
  SideOrderChosen.store(false);
  if (C.Cooperative) {
    Scheduler S(C, Body);
    for (const Dim3 &I : Ids)
      S.addBlock(I);
    S.run();
    sayFindings();
    noteSideOrder(C);
    return S.Errors;
  }
  unsigned Workers =
      C.Workers ? C.Workers : std::max(1u, std::thread::hardware_concurrency());
  Workers = std::max(1u, std::min<unsigned>(Workers, Ids.size()));
  std::vector<std::vector<Error>> PerBlock(Ids.size());
  // Several workers take the blocks in order as they come free. What each
  // block prints is kept and written in block order, as one worker would
  // have written it.
  std::vector<std::string> Output(Workers > 1 ? Ids.size() : 0);
  std::atomic<size_t> Next{0};
  UnorderedAtomic.store(false);
  std::function<void(unsigned)> Work = [&](unsigned) {
    ParallelBlocks = Workers > 1;
    for (size_t I; (I = Next.fetch_add(1)) < Ids.size();) {
      Scheduler S(C, Body);
      S.addBlock(Ids[I]);
      BlockOutput = Workers > 1 ? &Output[I] : nullptr;
      S.run();
      BlockOutput = nullptr;
      PerBlock[I] = std::move(S.Errors);
    }
    ParallelBlocks = false;
  };
  if (Workers == 1)
    Work(0);
  else
    workerPool().run(Workers, Work);
  for (const std::string &O : Output)
    std::fwrite(O.data(), 1, O.size(), stdout);
  sayFindings();
  noteSideOrder(C);
  if (UnorderedAtomic.load()) {
    // Said once per kernel: the program's answer may differ from run to run.
    static std::set<std::string> Said;
    if (Said.insert(C.Kernel).second)
      std::fprintf(stderr,
                   "cuda2hip emulator: note: kernel %s: floating-point atomics of several "
                   "blocks ran on %u OS threads, so their rounding depends on the order the "
                   "blocks ran; C2H_EMU_WORKERS=1 runs the blocks in order "
                   "[emu-order-dependent]\n",
                   C.Kernel, Workers);
  }
  for (auto &E : PerBlock)
    Errors.insert(Errors.end(), E.begin(), E.end());
  return Errors;
}

const Dim3 &threadIdx() { return current().Idx; }
const Dim3 &blockIdx() { return current().B->Idx; }
const Dim3 &blockDim() { return CurSched->config().Block; }
const Dim3 &gridDim() { return CurSched->config().Grid; }
unsigned warpSize() { return CurSched->config().WarpSize; }
unsigned laneId() { return current().Lane; }
void *dynamicShared() { return current().B->Dynamic; }
bool inKernel() { return Cur != nullptr; }
bool threadExited(unsigned Linear) {
  const std::vector<Thread> &Ts = current().B->Threads;
  return Linear < Ts.size() && Ts[Linear].St == State::Done;
}
size_t dynamicSharedBytes() { return CurSched->config().DynamicShared; }

void reportAndExit(const std::vector<Error> &E) {
  fflush(stdout);
  for (const Error &X : E)
    fprintf(stderr, "%s\n", X.str().c_str());
  fflush(stderr);
  _exit(ExitEmulatorError);
}

void *staticShared(const void *Key, size_t Bytes) {
  Block &B = *current().B;
  auto &Slot = B.Static[Key];
  bool Fresh = !Slot;
  if (Fresh)
    Slot.reset(new unsigned char[Bytes + 16]());
  auto *P = reinterpret_cast<unsigned char *>(
      (reinterpret_cast<uintptr_t>(Slot.get()) + 15) & ~uintptr_t(15));
  if (Fresh)
    B.Areas.push_back({P, Bytes});
  return P;
}

// Area I (from 0) at offset O is the number (I + 1) * 2^20 + O: areas are at
// most 1 MiB (CUDA's shared memory is far smaller) and never 0.
constexpr unsigned AreaShift = 20;

size_t sharedAddress(const void *P, Site S) {
  const auto *C = static_cast<const unsigned char *>(P);
  const Block &B = *current().B;
  for (size_t I = 0; I < B.Areas.size(); ++I) {
    auto [Base, Size] = B.Areas[I];
    if (C >= Base && C <= Base + Size && Size < (size_t(1) << AreaShift))
      return ((I + 1) << AreaShift) + static_cast<size_t>(C - Base);
  }
  fail(ErrorKind::SharedOutOfRange, S,
       "__cvta_generic_to_shared of a pointer that is not into this block's "
       "shared memory");
}

void *sharedPointer(size_t A, size_t Bytes, Site S) {
  const Block &B = *current().B;
  size_t I = (A >> AreaShift) - 1, O = A & ((size_t(1) << AreaShift) - 1);
  if ((A >> AreaShift) == 0 || I >= B.Areas.size() ||
      O + Bytes > B.Areas[I].second)
    fail(ErrorKind::SharedOutOfRange, S,
         "shared address " + std::to_string(A) + " (" + std::to_string(Bytes) +
             " bytes) is outside this block's shared memory");
  return B.Areas[I].first + O;
}

void fail(ErrorKind K, Site Where, std::string Message) {
  CurSched->record(K, current(), Where, std::move(Message));
  throw AbortLaunch();
}

/// Like fail, for callers that must not throw (glibc's __assert_fail is
/// noexcept): the thread stops for good instead of unwinding.
[[noreturn]] static void failWithoutUnwinding(ErrorKind K, Site Where,
                                              std::string Message) {
  Thread &T = current();
  CurSched->record(K, T, Where, std::move(Message));
  T.Abandoned = true;
  T.Sink = std::move(T.Sink).resume();
  abort(); // Never resumed.
}

void syncthreads(Site S) {
  Thread &T = current();
  T.St = State::WaitBarrier;
  T.Wait = S;
  CurSched->yield(T);
}

void gridSync(Site S) {
  Thread &T = current();
  if (!CurSched->config().Cooperative)
    fail(ErrorKind::BadLaunch, S,
         "grid.sync() in a kernel not launched cooperatively");
  T.St = State::WaitGrid;
  T.Wait = S;
  CurSched->yield(T);
}

WarpResult warpOp(const WarpRequest &R) {
  Thread &T = current();
  T.Req = R;
  T.Req.Where.Caller = T.HelperCalls.empty() ? 0 : T.HelperCalls.front();
  T.St = State::WaitWarp;
  CurSched->yield(T);
  return T.Res;
}

void asyncCopy(void *Dst, const void *Src, size_t Size, size_t ZeroFill) {
  Thread &T = current();
  T.B->Quiet = false;
  T.OpenBatch.push_back({Dst, Src, Size, ZeroFill});
}
void asyncCommit() {
  Thread &T = current();
  T.B->Quiet = false;
  T.Batches.push_back(std::move(T.OpenBatch));
  T.OpenBatch.clear();
}
void asyncWaitPrior(size_t Prior) {
  Thread &T = current();
  while (T.Batches.size() > Prior) {
    for (const Thread::AsyncCopy &C : T.Batches.front()) {
      auto *D = static_cast<unsigned char *>(C.Dst);
      const auto *S = static_cast<const unsigned char *>(C.Src);
      for (size_t I = 0; I < C.Size; ++I)
        D[I] = I + C.ZeroFill < C.Size ? S[I] : 0;
    }
    T.Batches.erase(T.Batches.begin());
  }
}

namespace {
/// Unordered conflicts found in the running launch, by kind and code
/// addresses; each kept from the block that comes first in the grid, so
/// that what is said does not depend on which OS thread ran which block.
struct Findings {
  std::mutex M;
  using Key = std::tuple<int, const void *, const void *>;
  std::map<Key, std::pair<uint64_t, std::string>> Pending;
  std::set<Key> Said; ///< For the whole program: each said once.
};
Findings &findings() {
  static Findings F;
  return F;
}

/// Keeps an unordered conflict to say at the end of the launch: a data race
/// (emu-data-race), or lanes of one warp that rely on lock step
/// (emu-lockstep). Code addresses are offsets into the program ({pc:A,B},
/// the earlier access first), which verify turns into source lines.
void reportConflict(const Thread &T, const Conflict &X, const LaunchConfig &C) {
  auto Offset = [](const void *PC) {
    Dl_info I;
    if (!PC || !dladdr(PC, &I) || !I.dli_fbase)
      return 0ul;
    return static_cast<unsigned long>(static_cast<const char *>(PC) -
                                      static_cast<const char *>(I.dli_fbase));
  };
  auto What = [](uint8_t F) {
    std::string S = F & AccessAtomic ? "atomic " : F & AccessVolatile ? "volatile " : "";
    return S + (F & AccessWrite ? "write" : "read");
  };
  const Thread &O = T.B->Threads[X.OtherTid];
  const char *Space = isShared(reinterpret_cast<const void *>(X.Addr)) ? "shared" : "global";
  char Buf[1024];
  if (X.K == Conflict::DataRace)
    std::snprintf(Buf, sizeof Buf,
                  "cuda2hip emulator: race: kernel %s, block (%u,%u,%u): a %s by thread "
                  "(%u,%u,%u) and a %s by thread (%u,%u,%u) of the same %s memory, with no "
                  "barrier or warp-level sync between them that both take part in "
                  "[emu-data-race] {pc:0x%lx,0x%lx}\n",
                  C.Kernel, T.B->Idx.x, T.B->Idx.y, T.B->Idx.z, What(X.OtherFlags).c_str(),
                  O.Idx.x, O.Idx.y, O.Idx.z, What(X.Flags).c_str(), T.Idx.x, T.Idx.y, T.Idx.z,
                  Space, Offset(X.OtherPC), Offset(X.PC));
  else
    std::snprintf(Buf, sizeof Buf,
                  "cuda2hip emulator: note: kernel %s, block (%u,%u,%u): lanes %u and %u of "
                  "warp %u exchange values through volatile %s memory with no __syncwarp "
                  "between: this relies on the warp's lanes running in lock step, as AMD's "
                  "wavefronts do and NVIDIA GPUs from Volta on do not [emu-lockstep] "
                  "{pc:0x%lx,0x%lx}\n",
                  C.Kernel, T.B->Idx.x, T.B->Idx.y, T.B->Idx.z, O.Lane, T.Lane, T.Warp, Space,
                  Offset(X.OtherPC), Offset(X.PC));
  const Dim3 &G = C.Grid, &I = T.B->Idx;
  uint64_t Block = I.x + uint64_t(G.x) * (I.y + uint64_t(G.y) * I.z);
  Findings &F = findings();
  std::lock_guard<std::mutex> Lock(F.M);
  Findings::Key K{X.K, X.OtherPC, X.PC};
  if (F.Said.count(K))
    return;
  auto It = F.Pending.find(K);
  if (It == F.Pending.end() || Block < It->second.first)
    F.Pending[K] = {Block, Buf};
}

/// Says the launch's findings on stderr, in the order of their code
/// addresses, at most 20 for the program.
void sayFindings() {
  Findings &F = findings();
  std::lock_guard<std::mutex> Lock(F.M);
  for (auto &[K, V] : F.Pending)
    if (F.Said.size() < 20 && F.Said.insert(K).second)
      std::fputs(V.second.c_str(), stderr);
  F.Pending.clear();
  std::fflush(stderr);
}

/// memAccess past its quick exits (no kernel, untracked, a block the
/// detector does not check).
__attribute__((noinline)) void checkAccess(Thread *T, const void *P, size_t N, unsigned Flags,
                                           const void *PC) {
  const LaunchConfig &C = CurSched->config();
  if (!C.LockstepMemory)
    return;
  // The thread's own stack (its locals; another lane's is never reached).
  uintptr_t A = reinterpret_cast<uintptr_t>(P);
  if (static_cast<const char *>(P) >= CurStackLo && static_cast<const char *>(P) < CurStackHi)
    return;
  if (Flags & AccessVolatile) {
    // Lock step at volatile accesses: every lane of the warp makes this
    // one before any makes its next.
    T->St = State::Ready;
    T->StepPC = PC;
    CurSched->Stepped = true;
    CurSched->yield(*T);
    T->StepPC = nullptr;
    if (!Checking)
      return;
  }
  static thread_local std::unique_ptr<RaceTable> Table;
  if (!Table)
    Table = std::make_unique<RaceTable>(reinterpret_cast<const void *>(&memAccess));
  if ((Flags & (AccessVolatile | AccessAtomic)) && !(Flags & AccessWrite))
    T->Sync.Polled = true;
  Accessor Who{static_cast<unsigned>(T - T->B->Threads.data()), T->Lane, C.WarpSize, &T->Sync,
               ++T->B->Seq};
  Conflict X;
  if (Table->access(A, N, static_cast<uint8_t>(Flags), PC, Who, T->B->Epoch, X))
    reportConflict(*T, X, C);
}
} // namespace

// Every load and store of the program comes here: the common case (a block
// the detector does not check, a plain access) returns at once.
__attribute__((always_inline)) inline void quickAccess(const void *P, size_t N, unsigned Flags,
                                                       const void *PC) {
  if (Checking || ((Flags & AccessVolatile) && Cur && !Cur->Untracked))
    checkAccess(Cur, P, N, Flags, PC);
}
void memAccess(const void *P, size_t N, unsigned Flags, const void *PC) {
  quickAccess(P, N, Flags, PC);
}

void atomicAccess(const void *P, size_t N, bool Reads, bool Writes, const void *PC) {
  Thread *T = Cur;
  if (!T || T->Untracked || !CurSched->config().LockstepMemory)
    return;
  // A read acquires what the last atomic write at P released; a write
  // releases what the block did up to it (a counter threads arrive at, a
  // flag).
  Block &B = *T->B;
  uintptr_t A = reinterpret_cast<uintptr_t>(P);
  if (Reads)
    if (auto It = B.Released.find(A); It != B.Released.end())
      T->Sync.Acquired = std::max(T->Sync.Acquired, It->second);
  memAccess(P, N, AccessAtomic | (Writes ? AccessWrite : 0), PC);
  T->Sync.Polled |= Reads;
  if (Writes)
    B.Released[A] = B.Seq;
}

void acquireAll() {
  if (Cur)
    Cur->Sync.Acquired = Cur->B->Seq + 1;
}

void fence(Site S) {
  if (!Cur) {
    std::atomic_thread_fence(std::memory_order_seq_cst);
    return;
  }
  WarpRequest R;
  R.Kind = Op::Fence;
  R.M = Mode::NoSync;
  R.Where = S;
  warpOp(R);
  // A flag polled, then a fence: what the flag's writer did before it is
  // seen.
  if (Cur->Sync.Polled) {
    acquireAll();
    Cur->Sync.Polled = false;
  }
}

Untracked::Untracked() {
  if (Cur) {
    ++Cur->Untracked;
    Checking = false;
  }
}
Untracked::~Untracked() {
  if (Cur && Cur->Untracked && --Cur->Untracked == 0)
    Checking = Cur->B->Checked && CurSched->config().LockstepMemory;
}

bool isShared(const void *P) {
  if (!Cur)
    return false;
  const auto *C = static_cast<const unsigned char *>(P);
  for (const auto &[Base, Size] : Cur->B->Areas)
    if (C >= Base && C < Base + Size)
      return true;
  return false;
}

void spinYield() {
  Thread &T = current();
  T.St = State::Ready;
  CurSched->Spun = true;
  CurSched->yield(T);
  // It waited for what another thread does: what that thread did is seen.
  acquireAll();
}

void deferCopy(const void *Key, unsigned Tag, void *Dst, const void *Src,
               size_t Size) {
  current().B->Deferred[{Key, Tag}].push_back({Dst, Src, Size, 0});
}

void landCopies(const void *Key, unsigned Tag) {
  auto &D = current().B->Deferred;
  auto It = D.find({Key, Tag});
  if (It == D.end())
    return;
  for (const Thread::AsyncCopy &C : It->second)
    std::memcpy(C.Dst, C.Src, C.Size);
  D.erase(It);
}

HelperCall::HelperCall(unsigned Line) {
  if (inKernel()) {
    Thread &T = current();
    T.B->Quiet = false;
    T.HelperCalls.push_back(Line);
  }
}
HelperCall::~HelperCall() {
  if (inKernel() && !current().HelperCalls.empty())
    current().HelperCalls.pop_back();
}

PathSide::PathSide(unsigned Id, unsigned Side) {
  if (inKernel()) {
    Thread &T = current();
    T.B->Quiet = false;
    T.Sides.emplace_back(Id, Side);
  }
}
PathSide::~PathSide() {
  if (inKernel() && !current().Sides.empty())
    current().Sides.pop_back();
}

} // namespace emu
} // namespace cuda2hip

/// glibc's assert() ends here: inside a kernel, an emulator error naming the
/// thread; on the host, glibc's message and abort().
extern "C" void __assert_fail(const char *Expr, const char *File, unsigned Line,
                              const char *Function) noexcept {
  using namespace cuda2hip::emu;
  if (inKernel())
    failWithoutUnwinding(ErrorKind::DeviceAssert, {File, Line},
                         std::string("assertion '") + Expr + "' failed");
  fprintf(stderr, "%s:%u: %s: Assertion `%s' failed.\n", File, Line, Function,
          Expr);
  abort();
}

// Device-side printf. Where blocks run on several OS threads, what a
// block's threads print is kept with the block and written in block order
// after the launch; everywhere else it goes to stdout as usual. The
// compiler turns some printf calls into puts or putchar, and glibc's
// inline putchar calls putc, so those are caught too.
// vprintf and putchar are extern inline in glibc's headers when optimizing,
// which C++ cannot redefine: they are defined under other names that
// carry the symbols' names.
extern "C" int c2hEmuVprintf(const char *Fmt, va_list A) __asm__("vprintf");
extern "C" int c2hEmuVprintf(const char *Fmt, va_list A) {
  using namespace cuda2hip::emu;
  return BlockOutput ? appendFormatted(*BlockOutput, Fmt, A) : std::vfprintf(stdout, Fmt, A);
}
extern "C" int printf(const char *Fmt, ...) {
  va_list A;
  va_start(A, Fmt);
  int N = c2hEmuVprintf(Fmt, A);
  va_end(A);
  return N;
}
extern "C" int puts(const char *S) {
  using namespace cuda2hip::emu;
  if (!BlockOutput)
    return std::fputs(S, stdout) < 0 || std::fwrite("\n", 1, 1, stdout) != 1 ? EOF : 1;
  BlockOutput->append(S);
  BlockOutput->push_back('\n');
  return 1;
}
namespace {
int putOne(int C, FILE *F) {
  using namespace cuda2hip::emu;
  if (BlockOutput && F == stdout) {
    BlockOutput->push_back(static_cast<char>(C));
    return static_cast<unsigned char>(C);
  }
  flockfile(F);
  int R = putc_unlocked(C, F);
  funlockfile(F);
  return R;
}
} // namespace
extern "C" int c2hEmuPutchar(int C) __asm__("putchar");
extern "C" int c2hEmuPutchar(int C) { return putOne(C, stdout); }
extern "C" int putc(int C, FILE *F) { return putOne(C, F); }
extern "C" int fputc(int C, FILE *F) { return putOne(C, F); }

// The hooks -fsanitize=thread's instrumentation calls (every emulated build
// but --asan's): each load and store is checked for races, and volatile ones
// take turns in lock step (memAccess). The program is linked without the
// sanitizer's runtime, so these are all it calls.
extern "C" {
void __tsan_init() {}
void __tsan_func_entry(void *) {}
void __tsan_func_exit() {}
void __tsan_vptr_update(void **, void *) {}
void __tsan_vptr_read(void **) {}
#define C2H_TSAN_HOOK(Name, N, Flags)                                          \
  void Name(void *P) {                                                         \
    cuda2hip::emu::quickAccess(P, N, Flags, __builtin_return_address(0));      \
  }
void __tsan_read_range(void *P, unsigned long N) {
  cuda2hip::emu::memAccess(P, N, 0, __builtin_return_address(0));
}
void __tsan_write_range(void *P, unsigned long N) {
  cuda2hip::emu::memAccess(P, N, cuda2hip::emu::AccessWrite, __builtin_return_address(0));
}
void *__tsan_memcpy(void *D, const void *S, unsigned long N) {
  cuda2hip::emu::memAccess(S, N, 0, __builtin_return_address(0));
  cuda2hip::emu::memAccess(D, N, cuda2hip::emu::AccessWrite, __builtin_return_address(0));
  return std::memcpy(D, S, N);
}
void *__tsan_memmove(void *D, const void *S, unsigned long N) {
  cuda2hip::emu::memAccess(S, N, 0, __builtin_return_address(0));
  cuda2hip::emu::memAccess(D, N, cuda2hip::emu::AccessWrite, __builtin_return_address(0));
  return std::memmove(D, S, N);
}
void *__tsan_memset(void *D, int V, unsigned long N) {
  cuda2hip::emu::memAccess(D, N, cuda2hip::emu::AccessWrite, __builtin_return_address(0));
  return std::memset(D, V, N);
}
#define C2H_TSAN_HOOKS(N)                                                      \
  C2H_TSAN_HOOK(__tsan_read##N, N, 0)                                          \
  C2H_TSAN_HOOK(__tsan_write##N, N, cuda2hip::emu::AccessWrite)                \
  C2H_TSAN_HOOK(__tsan_unaligned_read##N, N, 0)                                \
  C2H_TSAN_HOOK(__tsan_unaligned_write##N, N, cuda2hip::emu::AccessWrite)      \
  C2H_TSAN_HOOK(__tsan_volatile_read##N, N, cuda2hip::emu::AccessVolatile)     \
  C2H_TSAN_HOOK(__tsan_volatile_write##N, N,                                   \
                cuda2hip::emu::AccessVolatile | cuda2hip::emu::AccessWrite)    \
  C2H_TSAN_HOOK(__tsan_unaligned_volatile_read##N, N,                          \
                cuda2hip::emu::AccessVolatile)                                 \
  C2H_TSAN_HOOK(__tsan_unaligned_volatile_write##N, N,                         \
                cuda2hip::emu::AccessVolatile | cuda2hip::emu::AccessWrite)
C2H_TSAN_HOOKS(1)
C2H_TSAN_HOOKS(2)
C2H_TSAN_HOOKS(4)
C2H_TSAN_HOOKS(8)
C2H_TSAN_HOOKS(16)
#undef C2H_TSAN_HOOKS

// Atomics (std::atomic, __atomic builtins, the emulator's atomicAdd...):
// each is made here, sequentially consistent whatever order the program
// asks for, after the race detector has seen it (atomicAccess). 128-bit
// ones take a lock.
#define C2H_RA __builtin_return_address(0)
#define C2H_TSAN_ATOMICS(Bits, T)                                              \
  T __tsan_atomic##Bits##_load(const volatile T *A, int) {                     \
    cuda2hip::emu::atomicAccess((const void *)A, sizeof(T), true, false, C2H_RA); \
    return __atomic_load_n(A, __ATOMIC_SEQ_CST);                               \
  }                                                                            \
  void __tsan_atomic##Bits##_store(volatile T *A, T V, int) {                  \
    cuda2hip::emu::atomicAccess((const void *)A, sizeof(T), false, true, C2H_RA); \
    __atomic_store_n(A, V, __ATOMIC_SEQ_CST);                                  \
  }                                                                            \
  C2H_TSAN_RMW(Bits, T, exchange, __atomic_exchange_n)                         \
  C2H_TSAN_RMW(Bits, T, fetch_add, __atomic_fetch_add)                         \
  C2H_TSAN_RMW(Bits, T, fetch_sub, __atomic_fetch_sub)                         \
  C2H_TSAN_RMW(Bits, T, fetch_and, __atomic_fetch_and)                         \
  C2H_TSAN_RMW(Bits, T, fetch_or, __atomic_fetch_or)                           \
  C2H_TSAN_RMW(Bits, T, fetch_xor, __atomic_fetch_xor)                         \
  C2H_TSAN_RMW(Bits, T, fetch_nand, __atomic_fetch_nand)                       \
  int __tsan_atomic##Bits##_compare_exchange_strong(volatile T *A, T *C, T V, int, int) { \
    cuda2hip::emu::atomicAccess((const void *)A, sizeof(T), true, true, C2H_RA); \
    return __atomic_compare_exchange_n(A, C, V, false, __ATOMIC_SEQ_CST,       \
                                       __ATOMIC_SEQ_CST);                      \
  }                                                                            \
  int __tsan_atomic##Bits##_compare_exchange_weak(volatile T *A, T *C, T V, int, int) { \
    cuda2hip::emu::atomicAccess((const void *)A, sizeof(T), true, true, C2H_RA); \
    return __atomic_compare_exchange_n(A, C, V, false, __ATOMIC_SEQ_CST,       \
                                       __ATOMIC_SEQ_CST);                      \
  }                                                                            \
  T __tsan_atomic##Bits##_compare_exchange_val(volatile T *A, T C, T V, int, int) { \
    cuda2hip::emu::atomicAccess((const void *)A, sizeof(T), true, true, C2H_RA); \
    __atomic_compare_exchange_n(A, &C, V, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); \
    return C;                                                                  \
  }
#define C2H_TSAN_RMW(Bits, T, Name, Builtin)                                   \
  T __tsan_atomic##Bits##_##Name(volatile T *A, T V, int) {                    \
    cuda2hip::emu::atomicAccess((const void *)A, sizeof(T), true, true, C2H_RA); \
    return Builtin(A, V, __ATOMIC_SEQ_CST);                                    \
  }
C2H_TSAN_ATOMICS(8, char)
C2H_TSAN_ATOMICS(16, short)
C2H_TSAN_ATOMICS(32, int)
C2H_TSAN_ATOMICS(64, long long)
#undef C2H_TSAN_RMW
#undef C2H_TSAN_ATOMICS
static std::mutex &wideAtomics() {
  static std::mutex M;
  return M;
}
#define C2H_TSAN_WIDE(Name, Reads, Writes, Body)                               \
  __int128 __tsan_atomic128_##Name(volatile __int128 *A, __int128 V, int) {    \
    cuda2hip::emu::atomicAccess((const void *)A, 16, Reads, Writes, C2H_RA);   \
    std::lock_guard<std::mutex> L(wideAtomics());                              \
    __int128 Old = *A;                                                         \
    Body;                                                                      \
    return Old;                                                                \
  }
__int128 __tsan_atomic128_load(const volatile __int128 *A, int) {
  cuda2hip::emu::atomicAccess((const void *)A, 16, true, false, C2H_RA);
  std::lock_guard<std::mutex> L(wideAtomics());
  return *A;
}
void __tsan_atomic128_store(volatile __int128 *A, __int128 V, int) {
  cuda2hip::emu::atomicAccess((const void *)A, 16, false, true, C2H_RA);
  std::lock_guard<std::mutex> L(wideAtomics());
  *A = V;
}
C2H_TSAN_WIDE(exchange, true, true, *A = V)
C2H_TSAN_WIDE(fetch_add, true, true, *A = Old + V)
C2H_TSAN_WIDE(fetch_sub, true, true, *A = Old - V)
C2H_TSAN_WIDE(fetch_and, true, true, *A = Old & V)
C2H_TSAN_WIDE(fetch_or, true, true, *A = Old | V)
C2H_TSAN_WIDE(fetch_xor, true, true, *A = Old ^ V)
C2H_TSAN_WIDE(fetch_nand, true, true, *A = ~(Old & V))
#undef C2H_TSAN_WIDE
int __tsan_atomic128_compare_exchange_strong(volatile __int128 *A, __int128 *C, __int128 V, int,
                                             int) {
  cuda2hip::emu::atomicAccess((const void *)A, 16, true, true, C2H_RA);
  std::lock_guard<std::mutex> L(wideAtomics());
  if (*A == *C) {
    *A = V;
    return 1;
  }
  *C = *A;
  return 0;
}
int __tsan_atomic128_compare_exchange_weak(volatile __int128 *A, __int128 *C, __int128 V, int M,
                                           int F) {
  return __tsan_atomic128_compare_exchange_strong(A, C, V, M, F);
}
__int128 __tsan_atomic128_compare_exchange_val(volatile __int128 *A, __int128 C, __int128 V,
                                               int M, int F) {
  __tsan_atomic128_compare_exchange_strong(A, &C, V, M, F);
  return C;
}
void __tsan_atomic_thread_fence(int) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
void __tsan_atomic_signal_fence(int) { __atomic_signal_fence(__ATOMIC_SEQ_CST); }
#undef C2H_RA
#undef C2H_TSAN_HOOK
}
