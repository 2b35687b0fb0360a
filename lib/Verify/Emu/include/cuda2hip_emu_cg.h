/* cuda2hip emulator: cooperative groups (CUDA's and HIP's). */
#ifndef CUDA2HIP_EMU_CG_H
#define CUDA2HIP_EMU_CG_H

#include "cuda2hip_emu.h"

/* Group operations take the caller's file and line, for error reports. */
#define C2H_CG_LOC const char *File_ = __builtin_FILE(), unsigned Line_ = __builtin_LINE()
#define C2H_CG_AT File_, Line_

namespace cooperative_groups {

inline unsigned __c2h_linear_tid() {
  uint3 T = threadIdx, D = blockDim;
  return T.x + D.x * (T.y + D.y * T.z);
}

class thread_block {
public:
  void sync(C2H_CG_LOC) const { ::cuda2hip::emu::syncthreads({File_, Line_}); }
  unsigned thread_rank() const { return __c2h_linear_tid(); }
  unsigned size() const { uint3 D = blockDim; return D.x * D.y * D.z; }
  unsigned num_threads() const { return size(); }
  dim3 group_index() const { return blockIdx; }
  dim3 thread_index() const { return threadIdx; }
  dim3 group_dim() const { return blockDim; }
  dim3 dim_threads() const { return blockDim; }
  bool is_valid() const { return true; }
};
inline thread_block this_thread_block() { return {}; }

class grid_group {
public:
  void sync(C2H_CG_LOC) const { ::cuda2hip::emu::gridSync({File_, Line_}); }
  unsigned long long size() const {
    uint3 G = gridDim, B = blockDim;
    return 1ull * G.x * G.y * G.z * B.x * B.y * B.z;
  }
  unsigned long long num_threads() const { return size(); }
  unsigned long long thread_rank() const {
    uint3 B = blockIdx, G = gridDim, D = blockDim;
    unsigned long long Block = B.x + G.x * (B.y + 1ull * G.y * B.z);
    return Block * D.x * D.y * D.z + __c2h_linear_tid();
  }
  unsigned long long block_rank() const {
    uint3 B = blockIdx, G = gridDim;
    return B.x + G.x * (B.y + 1ull * G.y * B.z);
  }
  unsigned long long num_blocks() const { uint3 G = gridDim; return 1ull * G.x * G.y * G.z; }
  dim3 group_dim() const { return gridDim; }
  bool is_valid() const { return true; }
};
inline grid_group this_grid() { return {}; }

/// A tile of Size consecutive threads of a block, inside one warp. Its
/// operations are the warp's *_sync operations with the tile's mask and
/// width, with results relative to the tile.
class __c2h_tile {
public:
  explicit __c2h_tile(unsigned Size, C2H_CG_LOC) : Size(Size) {
    if (Size == 0 || Size > ::cuda2hip::emu::warpSize() || (Size & (Size - 1)))
      ::cuda2hip::emu::fail(::cuda2hip::emu::ErrorKind::BadWidth, {File_, Line_},
                            "tile size " + std::to_string(Size) +
                                " is not a power of two up to the warp size");
    unsigned Lane = ::cuda2hip::emu::laneId();
    Base = Lane & ~(Size - 1);
    Msk = (Size == 64 ? ~0ull : ((1ull << Size) - 1)) << Base;
  }
  unsigned size() const { return Size; }
  unsigned num_threads() const { return Size; }
  unsigned thread_rank() const { return __c2h_linear_tid() & (Size - 1); }
#if !defined(C2H_EMU_HIP) || C2H_EMU_ROCM >= 507
  /* ROCm's tiles have these from 5.7: the HIP run of an older target must do
   * without them, as its build would. */
  unsigned meta_group_rank() const { return __c2h_linear_tid() / Size; }
  unsigned meta_group_size() const {
    uint3 D = blockDim;
    return (D.x * D.y * D.z + Size - 1) / Size;
  }
#endif
  void sync(C2H_CG_LOC) const { __syncwarp(Msk, C2H_CG_AT); }
  /* CUDA's tiles shuffle any trivially copyable type, in 32-bit words;
   * ROCm's only integers and floating-point numbers (a static_assert in its
   * header), which the HIP run keeps. */
#if defined(C2H_EMU_HIP)
#define C2H_TILE_SHFL(Name, Arg, Call)                                         \
  template <class T> T Name(T V, Arg, C2H_CG_LOC) const {                      \
    static_assert(std::is_integral<T>::value || std::is_floating_point<T>::value, \
                  "ROCm's tile shuffles take integers and floating-point numbers"); \
    return Call(Msk, V, X, Size, C2H_CG_AT);                                   \
  }
#else
#define C2H_TILE_SHFL(Name, Arg, Call)                                         \
  template <class T> T Name(T V, Arg, C2H_CG_LOC) const {                      \
    static_assert(std::is_trivially_copyable<T>::value, "shuffled values are copied bitwise"); \
    if constexpr (std::is_arithmetic<T>::value) {                              \
      return Call(Msk, V, X, Size, C2H_CG_AT);                                 \
    } else {                                                                   \
      unsigned W[(sizeof(T) + 3) / 4] = {};                                    \
      std::memcpy(W, &V, sizeof(T));                                           \
      for (unsigned &Word : W)                                                 \
        Word = Call(Msk, Word, X, Size, C2H_CG_AT);                            \
      T R;                                                                     \
      std::memcpy(&R, W, sizeof(T));                                           \
      return R;                                                                \
    }                                                                          \
  }
#endif
  C2H_TILE_SHFL(shfl, int X, __shfl_sync)
  C2H_TILE_SHFL(shfl_up, unsigned X, __shfl_up_sync)
  C2H_TILE_SHFL(shfl_down, unsigned X, __shfl_down_sync)
  C2H_TILE_SHFL(shfl_xor, int X, __shfl_xor_sync)
#undef C2H_TILE_SHFL
#if !defined(C2H_EMU_HIP) || C2H_EMU_ROCM >= 604
  /* ROCm's tiles vote and match from 6.4 (the first release known here). */
  __c2h_mask_t ballot(int P, C2H_CG_LOC) const {
    return static_cast<__c2h_mask_t>(
        static_cast<unsigned long long>(__ballot_sync(Msk, P, C2H_CG_AT)) >> Base);
  }
  int any(int P, C2H_CG_LOC) const { return __any_sync(Msk, P, C2H_CG_AT); }
  int all(int P, C2H_CG_LOC) const { return __all_sync(Msk, P, C2H_CG_AT); }
  template <class T> __c2h_mask_t match_any(T V) const {
    return static_cast<__c2h_mask_t>(
        static_cast<unsigned long long>(__match_any_sync(Msk, V)) >> Base);
  }
  template <class T> __c2h_mask_t match_all(T V, int &Pred) const {
    return static_cast<__c2h_mask_t>(
        static_cast<unsigned long long>(__match_all_sync(Msk, V, &Pred)) >> Base);
  }
#endif
  bool is_valid() const { return true; }
  unsigned long long __c2h_mask() const { return Msk; }

protected:
  unsigned Size, Base;
  unsigned long long Msk;
};

#if !defined(C2H_EMU_HIP)
/// CUDA's tiles of 64 to 512 threads: several warps of a block (ROCm's tiles
/// stop at one wavefront; the HIP run gets the helper cuda2hip emits). sync()
/// is a barrier of the tile's threads only: each arrival counts in the
/// block's shared state and spins there, yielding, so the block's other
/// threads are free meanwhile, as on the GPU. shfl, any, all, reduce and the
/// scans pass values through one shared slot per thread between two syncs.
template <unsigned N> class __c2h_block_tile {
  static_assert(N == 64 || N == 128 || N == 256 || N == 512,
                "Size must be one of 64/128/256/512");
  struct State {
    unsigned Arrived[4][16]; ///< Per tile size (64 << I) and tile.
    unsigned long long Slot[1024];
  };
  static State &state() {
    static char Key;
    return *static_cast<State *>(::cuda2hip::emu::staticShared(&Key, sizeof(State)));
  }
  static constexpr unsigned Level = N == 64 ? 0 : N == 128 ? 1 : N == 256 ? 2 : 3;
  unsigned long long &slot(unsigned Rank) const {
    return state().Slot[__c2h_linear_tid() - thread_rank() + Rank];
  }
  unsigned MetaRank, MetaSize;

public:
  __c2h_block_tile(unsigned MetaRank, unsigned MetaSize)
      : MetaRank(MetaRank), MetaSize(MetaSize) {}
  static constexpr unsigned size() { return N; }
  static constexpr unsigned num_threads() { return N; }
  unsigned thread_rank() const { return __c2h_linear_tid() % N; }
  unsigned meta_group_rank() const { return MetaRank; }
  unsigned meta_group_size() const { return MetaSize; }
  void sync(C2H_CG_LOC) const {
    // The counter is the emulator's, synchronised by the engine's turns; the
    // sync orders the tile's accesses (acquireAll).
    ::cuda2hip::emu::Untracked Own;
    unsigned &Count = state().Arrived[Level][__c2h_linear_tid() / N];
    unsigned Target = (Count++ / N + 1) * N;
    while (static_cast<int>(Count - Target) < 0) {
      // A tile thread that has exited never arrives: one that had arrived
      // would still be waiting here.
      unsigned Base = __c2h_linear_tid() / N * N;
      for (unsigned I = 0; I < N; ++I)
        if (::cuda2hip::emu::threadExited(Base + I))
          ::cuda2hip::emu::fail(::cuda2hip::emu::ErrorKind::Deadlock, {File_, Line_},
                                "the sync of a " + std::to_string(N) +
                                    "-thread tile waits for its thread " +
                                    std::to_string(I) + ", which has exited");
      ::cuda2hip::emu::spinYield();
    }
    ::cuda2hip::emu::acquireAll();
  }
  /// F over the values of ranks [0, Count), lowest first; Count 0 gives V.
  template <class T, class Op> T __c2h_fold(T V, Op F, unsigned Count) const {
    static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value,
                  "Collectives with tiles larger than 32 threads are limited to types "
                  "of up to 8 bytes");
    std::memcpy(&slot(thread_rank()), &V, sizeof(T));
    sync();
    T R = V;
    for (unsigned I = 0; I < Count; ++I) {
      T X;
      std::memcpy(&X, &slot(I), sizeof(T));
      R = I == 0 ? X : F(R, X);
    }
    sync();
    return R;
  }
  template <class T> T shfl(T V, unsigned Src, C2H_CG_LOC) const {
    static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value,
                  "Collectives with tiles larger than 32 threads are limited to types "
                  "of up to 8 bytes");
    Src %= N;
    if (thread_rank() == Src)
      std::memcpy(&slot(Src), &V, sizeof(T));
    sync(C2H_CG_AT);
    T R;
    std::memcpy(&R, &slot(Src), sizeof(T));
    sync(C2H_CG_AT);
    return R;
  }
  int any(int P) const {
    return __c2h_fold(P != 0, [](bool A, bool B) { return A || B; }, N);
  }
  int all(int P) const {
    return __c2h_fold(P != 0, [](bool A, bool B) { return A && B; }, N);
  }
  bool is_valid() const { return true; }
};
template <unsigned N>
using __c2h_tile_base = typename std::conditional<(N > 32), __c2h_block_tile<N>, __c2h_tile>::type;
#else
template <unsigned N> using __c2h_tile_base = __c2h_tile;
#endif

template <unsigned N> class thread_block_tile : public __c2h_tile_base<N> {
public:
  explicit thread_block_tile(C2H_CG_LOC) : __c2h_tile(N, C2H_CG_AT) {}
#if !defined(C2H_EMU_HIP)
  thread_block_tile(unsigned MetaRank, unsigned MetaSize)
      : __c2h_block_tile<N>(MetaRank, MetaSize) {}
#endif
  static constexpr unsigned num_threads() { return N; }
};
typedef __c2h_tile thread_group;

template <unsigned N, class Parent>
thread_block_tile<N> tiled_partition(const Parent &Group, C2H_CG_LOC) {
#if !defined(C2H_EMU_HIP)
  if constexpr (N > 32) {
    // As CUDA's (sm_80 and later), making a multi-warp tile syncs the parent.
    Group.sync(C2H_CG_AT);
    unsigned Parent_ = Group.size();
    return thread_block_tile<N>(Group.thread_rank() / N, (Parent_ + N - 1) / N);
  } else
#endif
  {
    (void)Group;
    return thread_block_tile<N>(C2H_CG_AT);
  }
}
inline thread_group tiled_partition(const thread_block &, unsigned N, C2H_CG_LOC) {
  return thread_group(N, C2H_CG_AT);
}

/// The lanes active where it is created; ranks follow lane order.
class coalesced_group {
public:
  /// The lanes that reached this call site together (the caller's line
  /// tells apart the groups of an if and its else).
  explicit coalesced_group(C2H_CG_LOC)
      : Msk(static_cast<unsigned long long>(
            ::cuda2hip::emu::vote(::cuda2hip::emu::Op::ActiveMask,
                                  ::cuda2hip::emu::Mode::NoSync, 0, 0, {File_, Line_})
                .Value)) {}
  unsigned size() const { return __builtin_popcountll(Msk); }
  unsigned num_threads() const { return size(); }
  unsigned thread_rank() const { return __builtin_popcountll(Msk & __lanemask_lt()); }
  void sync(C2H_CG_LOC) const { __syncwarp(Msk, C2H_CG_AT); }
  template <class T> T shfl(T V, unsigned Rank, C2H_CG_LOC) const {
    return __shfl_sync(Msk, V, static_cast<int>(laneOf(Rank)), warpSize, C2H_CG_AT);
  }
  /// The member D ranks up or down; one with none there gets its own value.
  template <class T> T shfl_down(T V, unsigned D, C2H_CG_LOC) const {
    unsigned R = thread_rank() + D;
    return shfl(V, R < size() ? R : thread_rank(), C2H_CG_AT);
  }
  template <class T> T shfl_up(T V, unsigned D, C2H_CG_LOC) const {
    return shfl(V, thread_rank() >= D ? thread_rank() - D : thread_rank(), C2H_CG_AT);
  }
  unsigned long long ballot(int P) const {
    unsigned long long B = static_cast<unsigned long long>(__ballot_sync(Msk, P)), R = 0;
    for (unsigned I = 0, K = 0; I < 64; ++I)
      if (Msk >> I & 1)
        R |= ((B >> I) & 1ull) << K++;
    return R;
  }
  int any(int P) const { return __any_sync(Msk, P); }
  int all(int P) const { return __all_sync(Msk, P); }
  unsigned long long __c2h_mask() const { return Msk; }
  /// The lanes of M (a partition of a group).
  static coalesced_group __c2h_of(unsigned long long M) { return coalesced_group(M); }

private:
  explicit coalesced_group(unsigned long long M) : Msk(M) {}
  unsigned laneOf(unsigned Rank) const {
    for (unsigned I = 0; I < 64; ++I)
      if ((Msk >> I & 1) && Rank-- == 0)
        return I;
    return 0;
  }
  unsigned long long Msk;
};
inline coalesced_group coalesced_threads(C2H_CG_LOC) { return coalesced_group(C2H_CG_AT); }

#if !defined(C2H_EMU_HIP)
/* CUDA's partitions of a coalesced group or tile (ROCm 5.x has neither: the
 * HIP run gets them from the emitted helpers). Every member calls them. */
template <class G> coalesced_group labeled_partition(const G &Group, int Label, C2H_CG_LOC) {
  unsigned long long M = Group.__c2h_mask();
  return coalesced_group::__c2h_of(
      static_cast<unsigned long long>(__match_any_sync(M, Label, C2H_CG_AT)) & M);
}
template <class G> coalesced_group binary_partition(const G &Group, bool Pred, C2H_CG_LOC) {
  unsigned long long M = Group.__c2h_mask();
  unsigned long long B = static_cast<unsigned long long>(__ballot_sync(M, Pred, C2H_CG_AT));
  return coalesced_group::__c2h_of((Pred ? B : ~B) & M);
}
#endif

#if !defined(C2H_EMU_HIP)
/* CUDA's reduce and scans. ROCm's header has none of these (up to 7.2):
 * a HIP program gets them from the helpers cuda2hip emits, which is what the
 * HIP run checks. */
template <class T> struct plus { T operator()(T A, T B) const { return A + B; } };
template <class T> struct less { T operator()(T A, T B) const { return A < B ? A : B; } };
template <class T> struct greater { T operator()(T A, T B) const { return A > B ? A : B; } };
template <class T> struct bit_and { T operator()(T A, T B) const { return A & B; } };
template <class T> struct bit_or { T operator()(T A, T B) const { return A | B; } };
template <class T> struct bit_xor { T operator()(T A, T B) const { return A ^ B; } };

/// Every member gets Op folded over the group in rank order.
template <class G, class T, class Op> T reduce(const G &Group, T V, Op F, C2H_CG_LOC) {
  T Acc = Group.shfl(V, 0, C2H_CG_AT);
  for (unsigned R = 1; R < Group.size(); ++R)
    Acc = F(Acc, Group.shfl(V, R, C2H_CG_AT));
  return Acc;
}
template <class G, class T, class Op> T inclusive_scan(const G &Group, T V, Op F) {
  T Acc = Group.shfl(V, 0);
  T Mine = Acc;
  for (unsigned R = 1; R < Group.size(); ++R) {
    Acc = F(Acc, Group.shfl(V, R));
    if (R == Group.thread_rank())
      Mine = Acc;
  }
  return Mine;
}
template <class G, class T> T inclusive_scan(const G &Group, T V) {
  return inclusive_scan(Group, V, plus<T>());
}
template <class G, class T, class Op> T exclusive_scan(const G &Group, T V, Op F) {
  T Acc{};
  T Mine{};
  for (unsigned R = 0; R < Group.size(); ++R) {
    if (R == Group.thread_rank())
      Mine = Acc;
    T X = Group.shfl(V, R);
    Acc = R == 0 ? X : F(Acc, X);
  }
  return Mine;
}
template <class G, class T> T exclusive_scan(const G &Group, T V) {
  return exclusive_scan(Group, V, plus<T>());
}

/* Tiles of more than 32 threads: one fold through the tile's shared slots,
 * in rank order, instead of a shuffle (two tile barriers) per rank. */
template <unsigned N, class T, class Op, class = typename std::enable_if<(N > 32)>::type>
T reduce(const thread_block_tile<N> &Group, T V, Op F, C2H_CG_LOC) {
  return Group.__c2h_fold(V, F, N);
}
template <unsigned N, class T, class Op, class = typename std::enable_if<(N > 32)>::type>
T inclusive_scan(const thread_block_tile<N> &Group, T V, Op F) {
  return Group.__c2h_fold(V, F, Group.thread_rank() + 1);
}
template <unsigned N, class T, class Op, class = typename std::enable_if<(N > 32)>::type>
T exclusive_scan(const thread_block_tile<N> &Group, T V, Op F) {
  unsigned R = Group.thread_rank();
  T X = Group.__c2h_fold(V, F, R);
  return R == 0 ? T{} : X;
}

/* cooperative_groups/memcpy_async.h: each member issues its part of the
 * copy as one async-copy group of its own (as __pipeline_memcpy_async does),
 * which lands when a wait covers it; wait and wait_prior then sync the
 * group, so all parts are visible to all members. */
template <class G> void memcpy_async(const G &Group, void *Dst, const void *Src, size_t N) {
  auto [Lo, Hi] = ::cuda2hip::emu::groupPart(N, Group.thread_rank(), Group.size());
  ::cuda2hip::emu::asyncCopy(static_cast<char *>(Dst) + Lo, static_cast<const char *>(Src) + Lo,
                             Hi - Lo, 0);
  ::cuda2hip::emu::asyncCommit();
}
template <class G, class T>
void memcpy_async(const G &Group, T *Dst, size_t DstCount, const T *Src, size_t SrcCount) {
  memcpy_async(Group, static_cast<void *>(Dst), static_cast<const void *>(Src),
               std::min(DstCount, SrcCount) * sizeof(T));
}
template <class G> void wait(const G &Group) {
  ::cuda2hip::emu::asyncWaitPrior(0);
  Group.sync();
}
template <unsigned N, class G> void wait_prior(const G &Group) {
  ::cuda2hip::emu::asyncWaitPrior(N);
  Group.sync();
}
#endif
template <class G> void sync(const G &Group) { Group.sync(); }

} // namespace cooperative_groups

#undef C2H_CG_LOC
#undef C2H_CG_AT
#endif
