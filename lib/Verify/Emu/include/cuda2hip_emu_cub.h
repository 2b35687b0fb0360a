/* cuda2hip emulator: the part of CUB (cub::) and hipCUB (hipcub::) that
 * programs use most, as reference implementations.
 *
 * Block collectives keep CUB's contract: every thread of the block calls
 * them, they synchronise the block, a reduction's result is defined in
 * thread 0 only, and the temporary storage may be reused only after a
 * barrier. Their combining order is a warp-width tree, as a shuffle-down
 * reduction computes it, then the warps in order; the warp is CUDA's 32
 * lanes in the reference run and the wavefront in the HIP run. Device-wide
 * calls run on the host, in order. A name outside this subset fails the
 * emulator build, which verify reports as `unsupported`. */
#ifndef CUDA2HIP_EMU_CUB_H
#define CUDA2HIP_EMU_CUB_H

#include "cuda2hip_emu.h"
#include <algorithm>
#include <cstring>
#include <iterator>
#include <new>
#include <vector>

/* Collectives take the caller's file and line, for error reports. */
#define C2H_CUB_LOC                                                            \
  const char *File_ = __builtin_FILE(), unsigned Line_ = __builtin_LINE()

namespace cuda2hip {
namespace emu {
namespace cub_subset {

#if defined(C2H_EMU_HIP)
constexpr int WarpThreads = C2H_EMU_WAVE;
#else
constexpr int WarpThreads = 32;
#endif

/* ---- Operators ------------------------------------------------------------
 */

struct Sum {
  template <class A, class B> auto operator()(const A &X, const B &Y) const {
    return X + Y;
  }
};
struct Max {
  template <class A, class B> auto operator()(const A &X, const B &Y) const {
    return X > Y ? X : Y;
  }
};
struct Min {
  template <class A, class B> auto operator()(const A &X, const B &Y) const {
    return Y < X ? Y : X;
  }
};

template <class K, class V> struct KeyValuePair {
  typedef K Key;
  typedef V Value;
  K key;
  V value;
  KeyValuePair() = default;
  KeyValuePair(const K &Key, const V &Value) : key(Key), value(Value) {}
};

/* ---- Algorithm names (they choose nothing here) -----------------------------
 */

enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS
};
enum BlockScanAlgorithm {
  BLOCK_SCAN_RAKING,
  BLOCK_SCAN_RAKING_MEMOIZE,
  BLOCK_SCAN_WARP_SCANS
};
enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};

/* ---- Block collectives ------------------------------------------------------
 */

/// The shared state of a block collective: one slot per thread plus Extra,
/// uninitialised (the user declares it __shared__).
template <class T, int Slots> struct SlotStorage {
  alignas(T) unsigned char Bytes[sizeof(T) * Slots];
  T *slots() { return reinterpret_cast<T *>(Bytes); }
};

template <int BX, int BY, int BZ> inline int blockRank() {
  uint3 T = ::threadIdx;
  return BY == 1 && BZ == 1 ? static_cast<int>(T.x)
                            : static_cast<int>((T.z * BY + T.y) * BX + T.x);
}

/// The block's collectives synchronise at the call that made the object.
class Collective {
protected:
  explicit Collective(Site S) : At(S) {}
  void barrier() const { syncthreads(At); }
  Site At;
};

/// Reduces V[0, N) in place: a halving tree inside each warp of WarpThreads
/// slots, then the warps' totals in order. N >= 1.
template <class T, class Op> T reduceSlots(T *V, int N, Op &Fn) {
  for (int W0 = 0; W0 < N; W0 += WarpThreads) {
    int Lanes = std::min(WarpThreads, N - W0);
    for (int Off = WarpThreads / 2; Off > 0; Off /= 2)
      for (int L = 0; L < Off && L + Off < Lanes; ++L)
        V[W0 + L] = Fn(V[W0 + L], V[W0 + L + Off]);
    if (W0 > 0)
      V[0] = Fn(V[0], V[W0]);
  }
  return V[0];
}

template <class T, int K, class Op> T threadReduce(T (&Items)[K], Op &Fn) {
  T R = Items[0];
  for (int I = 1; I < K; ++I)
    R = Fn(R, Items[I]);
  return R;
}

template <class T, int BX,
          BlockReduceAlgorithm Algorithm = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BY = 1, int BZ = 1, int Arch = 0>
class BlockReduce : Collective {
  static constexpr int Threads = BX * BY * BZ;

public:
  struct TempStorage : SlotStorage<T, Threads> {};

  BlockReduce(TempStorage &S, C2H_CUB_LOC) : Collective({File_, Line_}), S(S) {}
  BlockReduce(C2H_CUB_LOC)
      : Collective({File_, Line_}), S(sharedVar<TempStorage>([] {})) {}

  template <class Op> T Reduce(T Input, Op Fn) {
    return Reduce(Input, Fn, Threads);
  }
  template <class Op> T Reduce(T Input, Op Fn, int Valid) {
    int Rank = blockRank<BX, BY, BZ>();
    new (&S.slots()[Rank]) T(Input);
    barrier();
    if (Rank == 0 && Valid > 0)
      return reduceSlots(S.slots(), std::min(Valid, Threads), Fn);
    return Input;
  }
  template <int K, class Op> T Reduce(T (&Items)[K], Op Fn) {
    return Reduce(threadReduce(Items, Fn), Fn);
  }
  T Sum(T Input) { return Reduce(Input, cub_subset::Sum()); }
  T Sum(T Input, int Valid) { return Reduce(Input, cub_subset::Sum(), Valid); }
  template <int K> T Sum(T (&Items)[K]) {
    return Reduce(Items, cub_subset::Sum());
  }

private:
  TempStorage &S;
};

template <class T, int BX, BlockScanAlgorithm Algorithm = BLOCK_SCAN_RAKING,
          int BY = 1, int BZ = 1, int Arch = 0>
class BlockScan : Collective {
  static constexpr int Threads = BX * BY * BZ;

public:
  /// One slot per thread, and one for a prefix from a callback.
  struct TempStorage : SlotStorage<T, Threads + 1> {};

  BlockScan(TempStorage &S, C2H_CUB_LOC) : Collective({File_, Line_}), S(S) {}
  BlockScan(C2H_CUB_LOC)
      : Collective({File_, Line_}), S(sharedVar<TempStorage>([] {})) {}

  /* Exclusive, one item. Without an initial value, thread 0's output is
   * left as it is (CUB leaves it undefined). */
  void ExclusiveSum(T In, T &Out) {
    ExclusiveScan(In, Out, T(), cub_subset::Sum());
  }
  void ExclusiveSum(T In, T &Out, T &Aggregate) {
    ExclusiveScan(In, Out, T(), cub_subset::Sum(), Aggregate);
  }
  template <class Callback> void ExclusiveSum(T In, T &Out, Callback &Prefix) {
    T Items[1] = {In}, Outs[1];
    scan(Items, Outs, cub_subset::Sum(), nullptr, nullptr, &Prefix, false);
    Out = Outs[0];
  }
  template <class Op> void ExclusiveScan(T In, T &Out, T Init, Op Fn) {
    T A;
    ExclusiveScan(In, Out, Init, Fn, A);
  }
  template <class Op>
  void ExclusiveScan(T In, T &Out, T Init, Op Fn, T &Aggregate) {
    T Items[1] = {In}, Outs[1] = {Out};
    scan(Items, Outs, Fn, &Init, &Aggregate, noPrefix(), false);
    Out = Outs[0];
  }
  template <class Op> void ExclusiveScan(T In, T &Out, Op Fn) {
    T Items[1] = {In}, Outs[1] = {Out};
    scan(Items, Outs, Fn, nullptr, nullptr, noPrefix(), false);
    Out = Outs[0];
  }
  template <class Op, class Callback>
  void ExclusiveScan(T In, T &Out, Op Fn, Callback &Prefix) {
    T Items[1] = {In}, Outs[1] = {Out};
    scan(Items, Outs, Fn, nullptr, nullptr, &Prefix, false);
    Out = Outs[0];
  }
  /* Exclusive, K items per thread (blocked arrangement). */
  template <int K> void ExclusiveSum(T (&In)[K], T (&Out)[K]) {
    T Init = T();
    scan(In, Out, cub_subset::Sum(), &Init, nullptr, noPrefix(), false);
  }
  template <int K> void ExclusiveSum(T (&In)[K], T (&Out)[K], T &Aggregate) {
    T Init = T();
    scan(In, Out, cub_subset::Sum(), &Init, &Aggregate, noPrefix(), false);
  }
  template <int K, class Callback>
  void ExclusiveSum(T (&In)[K], T (&Out)[K], Callback &Prefix) {
    T Init = T();
    scan(In, Out, cub_subset::Sum(), &Init, nullptr, &Prefix, false);
  }
  template <int K, class Op>
  void ExclusiveScan(T (&In)[K], T (&Out)[K], T Init, Op Fn) {
    scan(In, Out, Fn, &Init, nullptr, noPrefix(), false);
  }
  template <int K, class Op>
  void ExclusiveScan(T (&In)[K], T (&Out)[K], T Init, Op Fn, T &Aggregate) {
    scan(In, Out, Fn, &Init, &Aggregate, noPrefix(), false);
  }

  /* Inclusive. */
  void InclusiveSum(T In, T &Out) { InclusiveScan(In, Out, cub_subset::Sum()); }
  void InclusiveSum(T In, T &Out, T &Aggregate) {
    InclusiveScan(In, Out, cub_subset::Sum(), Aggregate);
  }
  template <class Callback> void InclusiveSum(T In, T &Out, Callback &Prefix) {
    T Items[1] = {In}, Outs[1];
    scan(Items, Outs, cub_subset::Sum(), nullptr, nullptr, &Prefix, true);
    Out = Outs[0];
  }
  template <class Op> void InclusiveScan(T In, T &Out, Op Fn) {
    T Items[1] = {In}, Outs[1];
    scan(Items, Outs, Fn, nullptr, nullptr, noPrefix(), true);
    Out = Outs[0];
  }
  template <class Op> void InclusiveScan(T In, T &Out, Op Fn, T &Aggregate) {
    T Items[1] = {In}, Outs[1];
    scan(Items, Outs, Fn, nullptr, &Aggregate, noPrefix(), true);
    Out = Outs[0];
  }
  template <int K> void InclusiveSum(T (&In)[K], T (&Out)[K]) {
    scan(In, Out, cub_subset::Sum(), nullptr, nullptr, noPrefix(), true);
  }
  template <int K> void InclusiveSum(T (&In)[K], T (&Out)[K], T &Aggregate) {
    scan(In, Out, cub_subset::Sum(), nullptr, &Aggregate, noPrefix(), true);
  }
  template <int K, class Callback>
  void InclusiveSum(T (&In)[K], T (&Out)[K], Callback &Prefix) {
    scan(In, Out, cub_subset::Sum(), nullptr, nullptr, &Prefix, true);
  }
  template <int K, class Op>
  void InclusiveScan(T (&In)[K], T (&Out)[K], Op Fn) {
    scan(In, Out, Fn, nullptr, nullptr, noPrefix(), true);
  }
  template <int K, class Op>
  void InclusiveScan(T (&In)[K], T (&Out)[K], Op Fn, T &Aggregate) {
    scan(In, Out, Fn, nullptr, &Aggregate, noPrefix(), true);
  }

private:
  struct NoPrefix {};
  static NoPrefix *noPrefix() { return nullptr; }

  /// The scan of K items per thread. Init, when given, comes first; a
  /// callback, when given, is called by the first warp with the block's
  /// aggregate, and thread 0's answer comes before everything.
  template <int K, class Op, class Callback>
  void scan(T (&In)[K], T (&Out)[K], Op Fn, const T *Init, T *Aggregate,
            Callback *Prefix, bool Inclusive) {
    int Rank = blockRank<BX, BY, BZ>();
    T *V = S.slots();
    T Items[K];
    for (int I = 0; I < K; ++I)
      Items[I] = In[I];
    new (&V[Rank]) T(threadReduce(Items, Fn));
    barrier();
    if (Rank == 0) // Inclusive prefixes of the threads' totals.
      for (int I = 1; I < Threads; ++I)
        V[I] = Fn(V[I - 1], V[I]);
    barrier();
    T Total = V[Threads - 1];
    if (Aggregate)
      *Aggregate = Total;
    bool HavePrefix = Init != nullptr;
    T Before = Init ? *Init : T();
    if constexpr (!std::is_same<Callback, NoPrefix>::value) {
      T P = Before;
      if (Rank < WarpThreads)
        P = (*Prefix)(Total);
      if (Rank == 0)
        new (&V[Threads]) T(P);
      barrier();
      T Given = V[Threads];
      Before = HavePrefix ? Fn(Before, Given) : Given;
      HavePrefix = true;
    }
    if (Rank > 0) {
      Before = HavePrefix ? Fn(Before, V[Rank - 1]) : V[Rank - 1];
      HavePrefix = true;
    }
    for (int I = 0; I < K; ++I) {
      if (Inclusive) {
        Before = HavePrefix ? Fn(Before, Items[I]) : Items[I];
        HavePrefix = true;
        Out[I] = Before;
      } else {
        if (HavePrefix)
          Out[I] = Before;
        Before = HavePrefix ? Fn(Before, Items[I]) : Items[I];
        HavePrefix = true;
      }
    }
  }

  TempStorage &S;
};

template <class T, int BX, int BY = 1, int BZ = 1, int Arch = 0>
class BlockAdjacentDifference : Collective {
  static constexpr int Threads = BX * BY * BZ;

public:
  struct TempStorage : SlotStorage<T, Threads> {};

  BlockAdjacentDifference(TempStorage &S, C2H_CUB_LOC)
      : Collective({File_, Line_}), S(S) {}
  BlockAdjacentDifference(C2H_CUB_LOC)
      : Collective({File_, Line_}), S(sharedVar<TempStorage>([] {})) {}

  /// Out[i] = Fn(In[i], the item before it); the block's first item stays.
  template <int K, class Out, class Op>
  void SubtractLeft(T (&In)[K], Out (&Res)[K], Op Fn) {
    left(In, Res, Fn, nullptr);
  }
  template <int K, class Out, class Op>
  void SubtractLeft(T (&In)[K], Out (&Res)[K], Op Fn, T Predecessor) {
    left(In, Res, Fn, &Predecessor);
  }
  /// Out[i] = Fn(In[i], the item after it); the block's last item stays.
  template <int K, class Out, class Op>
  void SubtractRight(T (&In)[K], Out (&Res)[K], Op Fn) {
    right(In, Res, Fn, nullptr);
  }
  template <int K, class Out, class Op>
  void SubtractRight(T (&In)[K], Out (&Res)[K], Op Fn, T Successor) {
    right(In, Res, Fn, &Successor);
  }

private:
  template <int K, class Out, class Op>
  void left(T (&In)[K], Out (&Res)[K], Op &Fn, T *Edge) {
    int Rank = blockRank<BX, BY, BZ>();
    new (&S.slots()[Rank]) T(In[K - 1]);
    barrier();
    T Items[K];
    for (int I = 0; I < K; ++I)
      Items[I] = In[I];
    for (int I = K - 1; I > 0; --I)
      Res[I] = Fn(Items[I], Items[I - 1]);
    if (Rank > 0) {
      T Prev = S.slots()[Rank - 1];
      Res[0] = Fn(Items[0], Prev);
    } else {
      Res[0] = Edge ? Fn(Items[0], *Edge) : Items[0];
    }
  }
  template <int K, class Out, class Op>
  void right(T (&In)[K], Out (&Res)[K], Op &Fn, T *Edge) {
    int Rank = blockRank<BX, BY, BZ>();
    new (&S.slots()[Rank]) T(In[0]);
    barrier();
    T Items[K];
    for (int I = 0; I < K; ++I)
      Items[I] = In[I];
    for (int I = 0; I + 1 < K; ++I)
      Res[I] = Fn(Items[I], Items[I + 1]);
    if (Rank + 1 < Threads) {
      T Next = S.slots()[Rank + 1];
      Res[K - 1] = Fn(Items[K - 1], Next);
    } else {
      Res[K - 1] = Edge ? Fn(Items[K - 1], *Edge) : Items[K - 1];
    }
  }

  TempStorage &S;
};

/* ---- Direct loads and stores, and BlockLoad/BlockStore
 * ----------------------- */

template <class T, int K, class It>
void LoadDirectBlocked(int Rank, It In, T (&Items)[K]) {
  for (int I = 0; I < K; ++I)
    Items[I] = In[Rank * K + I];
}
template <class T, int K, class It>
void LoadDirectBlocked(int Rank, It In, T (&Items)[K], int Valid) {
  for (int I = 0; I < K; ++I)
    if (Rank * K + I < Valid)
      Items[I] = In[Rank * K + I];
}
template <class T, int K, class It, class D>
void LoadDirectBlocked(int Rank, It In, T (&Items)[K], int Valid, D Default) {
  for (int I = 0; I < K; ++I)
    Items[I] = Default;
  LoadDirectBlocked(Rank, In, Items, Valid);
}
template <int Threads, class T, int K, class It>
void LoadDirectStriped(int Rank, It In, T (&Items)[K]) {
  for (int I = 0; I < K; ++I)
    Items[I] = In[I * Threads + Rank];
}
template <int Threads, class T, int K, class It>
void LoadDirectStriped(int Rank, It In, T (&Items)[K], int Valid) {
  for (int I = 0; I < K; ++I)
    if (I * Threads + Rank < Valid)
      Items[I] = In[I * Threads + Rank];
}
template <int Threads, class T, int K, class It, class D>
void LoadDirectStriped(int Rank, It In, T (&Items)[K], int Valid, D Default) {
  for (int I = 0; I < K; ++I)
    Items[I] = Default;
  LoadDirectStriped<Threads>(Rank, In, Items, Valid);
}
template <class T, int K, class It>
void StoreDirectBlocked(int Rank, It Out, T (&Items)[K]) {
  for (int I = 0; I < K; ++I)
    Out[Rank * K + I] = Items[I];
}
template <class T, int K, class It>
void StoreDirectBlocked(int Rank, It Out, T (&Items)[K], int Valid) {
  for (int I = 0; I < K; ++I)
    if (Rank * K + I < Valid)
      Out[Rank * K + I] = Items[I];
}
template <int Threads, class T, int K, class It>
void StoreDirectStriped(int Rank, It Out, T (&Items)[K]) {
  for (int I = 0; I < K; ++I)
    Out[I * Threads + Rank] = Items[I];
}
template <int Threads, class T, int K, class It>
void StoreDirectStriped(int Rank, It Out, T (&Items)[K], int Valid) {
  for (int I = 0; I < K; ++I)
    if (I * Threads + Rank < Valid)
      Out[I * Threads + Rank] = Items[I];
}

/// Every algorithm but the striped one leaves a blocked arrangement; how
/// it gets there (vectors, a transpose through shared memory) changes
/// nothing that a program can see.
template <class T, int BX, int K,
          BlockLoadAlgorithm Algorithm = BLOCK_LOAD_DIRECT, int BY = 1,
          int BZ = 1, int Arch = 0>
class BlockLoad {
  static constexpr int Threads = BX * BY * BZ;

public:
  struct TempStorage {};
  BlockLoad() = default;
  explicit BlockLoad(TempStorage &) {}

  template <class It> void Load(It In, T (&Items)[K]) {
    if (Algorithm == BLOCK_LOAD_STRIPED)
      LoadDirectStriped<Threads>(blockRank<BX, BY, BZ>(), In, Items);
    else
      LoadDirectBlocked(blockRank<BX, BY, BZ>(), In, Items);
  }
  template <class It> void Load(It In, T (&Items)[K], int Valid) {
    if (Algorithm == BLOCK_LOAD_STRIPED)
      LoadDirectStriped<Threads>(blockRank<BX, BY, BZ>(), In, Items, Valid);
    else
      LoadDirectBlocked(blockRank<BX, BY, BZ>(), In, Items, Valid);
  }
  template <class It, class D>
  void Load(It In, T (&Items)[K], int Valid, D Default) {
    if (Algorithm == BLOCK_LOAD_STRIPED)
      LoadDirectStriped<Threads>(blockRank<BX, BY, BZ>(), In, Items, Valid,
                                 Default);
    else
      LoadDirectBlocked(blockRank<BX, BY, BZ>(), In, Items, Valid, Default);
  }
};

template <class T, int BX, int K,
          BlockStoreAlgorithm Algorithm = BLOCK_STORE_DIRECT, int BY = 1,
          int BZ = 1, int Arch = 0>
class BlockStore {
  static constexpr int Threads = BX * BY * BZ;

public:
  struct TempStorage {};
  BlockStore() = default;
  explicit BlockStore(TempStorage &) {}

  template <class It> void Store(It Out, T (&Items)[K]) {
    if (Algorithm == BLOCK_STORE_STRIPED)
      StoreDirectStriped<Threads>(blockRank<BX, BY, BZ>(), Out, Items);
    else
      StoreDirectBlocked(blockRank<BX, BY, BZ>(), Out, Items);
  }
  template <class It> void Store(It Out, T (&Items)[K], int Valid) {
    if (Algorithm == BLOCK_STORE_STRIPED)
      StoreDirectStriped<Threads>(blockRank<BX, BY, BZ>(), Out, Items, Valid);
    else
      StoreDirectBlocked(blockRank<BX, BY, BZ>(), Out, Items, Valid);
  }
};

/* ---- Device-wide calls (on the host: launches here finish in order) ---------
 */

/// The size a first call (no temporary storage yet) reports: any nonzero
/// amount; nothing is kept there.
constexpr size_t DeviceTempBytes = 16;

template <class It>
using ValueOf = typename std::iterator_traits<It>::value_type;
/// CUB's output type for a reduction: the output's value type, or the
/// input's where the output is write-only (void).
template <class In, class Out>
using OutputValueOf = std::conditional_t<std::is_void<ValueOf<Out>>::value,
                                         ValueOf<In>, ValueOf<Out>>;

struct DeviceReduce {
  template <class In, class Out, class N, class Op, class Init>
  static cudaError_t Reduce(void *Temp, size_t &Bytes, In First, Out Res,
                            N Count, Op Fn, Init Value, cudaStream_t = nullptr,
                            bool = false) {
    if (!Temp) {
      Bytes = DeviceTempBytes;
      return cudaSuccess;
    }
    auto Acc = Value;
    for (N I = 0; I < Count; ++I)
      Acc = Fn(Acc, First[I]);
    *Res = Acc;
    return cudaSuccess;
  }
  template <class In, class Out, class N>
  static cudaError_t Sum(void *Temp, size_t &Bytes, In First, Out Res, N Count,
                         cudaStream_t St = nullptr, bool = false) {
    return Reduce(Temp, Bytes, First, Res, Count, cub_subset::Sum(),
                  OutputValueOf<In, Out>(), St);
  }
  /// Min and Max of no items are the type's largest and lowest values, as
  /// in CUB.
  template <class In, class Out, class N>
  static cudaError_t Min(void *Temp, size_t &Bytes, In First, Out Res, N Count,
                         cudaStream_t St = nullptr, bool = false) {
    using V = ValueOf<In>;
    return Reduce(Temp, Bytes, First, Res, Count, cub_subset::Min(),
                  std::numeric_limits<V>::has_infinity
                      ? std::numeric_limits<V>::infinity()
                      : std::numeric_limits<V>::max(),
                  St);
  }
  template <class In, class Out, class N>
  static cudaError_t Max(void *Temp, size_t &Bytes, In First, Out Res, N Count,
                         cudaStream_t St = nullptr, bool = false) {
    using V = ValueOf<In>;
    return Reduce(Temp, Bytes, First, Res, Count, cub_subset::Max(),
                  std::numeric_limits<V>::has_infinity
                      ? -std::numeric_limits<V>::infinity()
                      : std::numeric_limits<V>::lowest(),
                  St);
  }
};

struct DeviceScan {
  template <class In, class Out, class Op, class Init, class N>
  static cudaError_t ExclusiveScan(void *Temp, size_t &Bytes, In First, Out Res,
                                   Op Fn, Init Value, N Count,
                                   cudaStream_t = nullptr, bool = false) {
    if (!Temp) {
      Bytes = DeviceTempBytes;
      return cudaSuccess;
    }
    auto Acc = Value;
    for (N I = 0; I < Count; ++I) {
      auto X = First[I]; // Before the store: the scan may be in place.
      Res[I] = Acc;
      Acc = Fn(Acc, X);
    }
    return cudaSuccess;
  }
  template <class In, class Out, class Op, class N>
  static cudaError_t InclusiveScan(void *Temp, size_t &Bytes, In First, Out Res,
                                   Op Fn, N Count, cudaStream_t = nullptr,
                                   bool = false) {
    if (!Temp) {
      Bytes = DeviceTempBytes;
      return cudaSuccess;
    }
    if (Count <= 0)
      return cudaSuccess;
    OutputValueOf<In, Out> Acc = First[0];
    Res[0] = Acc;
    for (N I = 1; I < Count; ++I) {
      Acc = Fn(Acc, First[I]);
      Res[I] = Acc;
    }
    return cudaSuccess;
  }
  template <class In, class Out, class N>
  static cudaError_t ExclusiveSum(void *Temp, size_t &Bytes, In First, Out Res,
                                  N Count, cudaStream_t St = nullptr,
                                  bool = false) {
    return ExclusiveScan(Temp, Bytes, First, Res, cub_subset::Sum(),
                         OutputValueOf<In, Out>(), Count, St);
  }
  template <class In, class Out, class N>
  static cudaError_t InclusiveSum(void *Temp, size_t &Bytes, In First, Out Res,
                                  N Count, cudaStream_t St = nullptr,
                                  bool = false) {
    return InclusiveScan(Temp, Bytes, First, Res, cub_subset::Sum(), Count, St);
  }
};

/// Two buffers of which one, Current(), holds the data (CUB's DoubleBuffer).
template <class T> struct DoubleBuffer {
  T *d_buffers[2] = {nullptr, nullptr};
  int selector = 0;
  DoubleBuffer() = default;
  DoubleBuffer(T *Current, T *Alternate) : d_buffers{Current, Alternate} {}
  T *Current() { return d_buffers[selector]; }
  T *Alternate() { return d_buffers[selector ^ 1]; }
};

/// Radix sorts as CUB documents them: keys made unsigned (signed integers
/// get their sign bit flipped; floats too when positive, every bit when
/// negative, -0.0 counting as +0.0), inverted for a descending sort, then
/// ordered on bits [Begin, End), stably.
struct DeviceRadixSort {
  template <class K>
  static unsigned long long radixKey(K Key, bool Descending) {
    static_assert(std::is_arithmetic<K>::value,
                  "the emulator's DeviceRadixSort sorts arithmetic keys");
    using U = std::conditional_t<
        sizeof(K) == 1, uint8_t,
        std::conditional_t<
            sizeof(K) == 2, uint16_t,
            std::conditional_t<sizeof(K) == 4, uint32_t, uint64_t>>>;
    U Bits;
    std::memcpy(&Bits, &Key, sizeof Bits);
    const U Sign = static_cast<U>(U(1) << (8 * sizeof(U) - 1));
    if (std::is_floating_point<K>::value) {
      if ((Bits & static_cast<U>(~Sign)) == 0)
        Bits = 0;
      Bits =
          (Bits & Sign) ? static_cast<U>(~Bits) : static_cast<U>(Bits | Sign);
    } else if (std::is_signed<K>::value) {
      Bits ^= Sign;
    }
    if (Descending)
      Bits = static_cast<U>(~Bits);
    return Bits;
  }
  template <class K, class V>
  static cudaError_t sort(void *Temp, size_t &Bytes, const K *KeysIn,
                          K *KeysOut, const V *ValuesIn, V *ValuesOut,
                          long long Count, int Begin, int End,
                          bool Descending) {
    if (!Temp) {
      Bytes = DeviceTempBytes;
      return cudaSuccess;
    }
    unsigned long long Mask =
        End - Begin >= 64 ? ~0ull : (1ull << (End - Begin)) - 1;
    std::vector<std::pair<unsigned long long, long long>> Order(
        Count > 0 ? Count : 0);
    for (long long I = 0; I < Count; ++I)
      Order[I] = {(radixKey(KeysIn[I], Descending) >> Begin) & Mask, I};
    std::stable_sort(
        Order.begin(), Order.end(),
        [](const auto &A, const auto &B) { return A.first < B.first; });
    std::vector<K> Keys(KeysIn, KeysIn + (Count > 0 ? Count : 0));
    std::vector<V> Values;
    if (ValuesIn)
      Values.assign(ValuesIn, ValuesIn + Count);
    for (long long I = 0; I < Count; ++I) {
      KeysOut[I] = Keys[Order[I].second];
      if (ValuesIn)
        ValuesOut[I] = Values[Order[I].second];
    }
    return cudaSuccess;
  }

  template <class K, class N>
  static cudaError_t SortKeys(void *Temp, size_t &Bytes, const K *In, K *Out,
                              N Count, int Begin = 0, int End = sizeof(K) * 8,
                              cudaStream_t = nullptr, bool = false) {
    return sort(Temp, Bytes, In, Out, static_cast<const char *>(nullptr),
                static_cast<char *>(nullptr), Count, Begin, End, false);
  }
  template <class K, class N>
  static cudaError_t SortKeysDescending(void *Temp, size_t &Bytes, const K *In,
                                        K *Out, N Count, int Begin = 0,
                                        int End = sizeof(K) * 8,
                                        cudaStream_t = nullptr, bool = false) {
    return sort(Temp, Bytes, In, Out, static_cast<const char *>(nullptr),
                static_cast<char *>(nullptr), Count, Begin, End, true);
  }
  template <class K, class V, class N>
  static cudaError_t SortPairs(void *Temp, size_t &Bytes, const K *KeysIn,
                               K *KeysOut, const V *ValuesIn, V *ValuesOut,
                               N Count, int Begin = 0, int End = sizeof(K) * 8,
                               cudaStream_t = nullptr, bool = false) {
    return sort(Temp, Bytes, KeysIn, KeysOut, ValuesIn, ValuesOut, Count, Begin,
                End, false);
  }
  template <class K, class V, class N>
  static cudaError_t
  SortPairsDescending(void *Temp, size_t &Bytes, const K *KeysIn, K *KeysOut,
                      const V *ValuesIn, V *ValuesOut, N Count, int Begin = 0,
                      int End = sizeof(K) * 8, cudaStream_t = nullptr,
                      bool = false) {
    return sort(Temp, Bytes, KeysIn, KeysOut, ValuesIn, ValuesOut, Count, Begin,
                End, true);
  }
  /// DoubleBuffer forms: the result is left in Current().
  template <class K, class N>
  static cudaError_t SortKeys(void *Temp, size_t &Bytes, DoubleBuffer<K> &Keys,
                              N Count, int Begin = 0, int End = sizeof(K) * 8,
                              cudaStream_t = nullptr, bool = false) {
    return SortKeys(Temp, Bytes, Keys.Current(), Keys.Current(), Count, Begin,
                    End);
  }
  template <class K, class V, class N>
  static cudaError_t SortPairs(void *Temp, size_t &Bytes, DoubleBuffer<K> &Keys,
                               DoubleBuffer<V> &Values, N Count, int Begin = 0,
                               int End = sizeof(K) * 8, cudaStream_t = nullptr,
                               bool = false) {
    return SortPairs(Temp, Bytes, Keys.Current(), Keys.Current(),
                     Values.Current(), Values.Current(), Count, Begin, End);
  }
};

} // namespace cub_subset
} // namespace emu
} // namespace cuda2hip

#undef C2H_CUB_LOC

#if defined(C2H_EMU_HIP)
namespace hipcub = ::cuda2hip::emu::cub_subset;
#else
namespace cub = ::cuda2hip::emu::cub_subset;
#define CUB_MAX(A, B) (((A) > (B)) ? (A) : (B))
#define CUB_MIN(A, B) (((B) < (A)) ? (B) : (A))
#endif

#endif
