#ifndef C2H_BLOCK_TILE
#define C2H_BLOCK_TILE
#include <hip/hip_cooperative_groups.h>
// CUDA's thread_block_tile<N> for N = 64, 128, 256 and 512: N consecutive
// threads of the block, whole wavefronts (ROCm's tiles stop at one
// wavefront). sync() is a barrier of the tile's wavefronts on a counter in
// LDS; shfl, any, all, reduce and the scans pass values through LDS, one
// slot per 32 threads, between two syncs.
struct c2h_block_tile_lds {
  unsigned arrived[4][16]; // per tile size (64 << i) and tile
  unsigned long long slot[32];
  __device__ static c2h_block_tile_lds &get() {
    __shared__ c2h_block_tile_lds s;
    return s;
  }
};
template <unsigned N> class c2h_block_tile {
  static_assert(N == 64 || N == 128 || N == 256 || N == 512,
                "block tiles are 64, 128, 256 or 512 threads");
  static constexpr unsigned level = N == 64 ? 0 : N == 128 ? 1 : N == 256 ? 2 : 3;
  unsigned block_rank_, meta_rank_, meta_size_;
  __device__ unsigned *counter() const {
    return &c2h_block_tile_lds::get().arrived[level][block_rank_ / N];
  }
  __device__ unsigned long long *slot(unsigned rank) const {
    return &c2h_block_tile_lds::get().slot[(block_rank_ - thread_rank() + rank) / 32];
  }
  // Every thread of the parent makes the tile, as CUDA requires: its counter
  // is reset between two syncs of the parent.
  template <class Parent> __device__ void start(const Parent &parent) const {
    parent.sync();
    if (thread_rank() == 0)
      *counter() = 0;
    parent.sync();
  }
  template <unsigned M> friend class c2h_block_tile;

public:
  __device__ explicit c2h_block_tile(const cooperative_groups::thread_block &parent)
      : block_rank_(parent.thread_rank()), meta_rank_(block_rank_ / N),
        meta_size_((parent.size() + N - 1) / N) {
    start(parent);
  }
  template <unsigned M>
  __device__ explicit c2h_block_tile(const c2h_block_tile<M> &parent)
      : block_rank_(parent.block_rank_), meta_rank_(parent.thread_rank() / N),
        meta_size_(M / N) {
    static_assert(N < M, "a tile is partitioned from a larger group");
    start(parent);
  }
  __device__ static constexpr unsigned size() { return N; }
  __device__ static constexpr unsigned num_threads() { return N; }
  __device__ unsigned thread_rank() const { return block_rank_ % N; }
  __device__ unsigned meta_group_rank() const { return meta_rank_; }
  __device__ unsigned meta_group_size() const { return meta_size_; }
  __device__ void sync() const {
    const unsigned waves = N / warpSize;
    __threadfence_block();
    __builtin_amdgcn_wave_barrier();
    if (waves > 1 && __lane_id() == __ffsll((unsigned long long)__ballot(1)) - 1) {
      // One lane per wavefront arrives; the counter only grows.
      unsigned *p = counter();
      unsigned target = (atomicAdd(p, 1u) / waves + 1) * waves;
      while ((int)(__atomic_load_n(p, __ATOMIC_RELAXED) - target) < 0)
        __builtin_amdgcn_s_sleep(1);
    }
    __builtin_amdgcn_wave_barrier();
    __threadfence_block();
  }
  // The value of tile rank src (up to 8 bytes, as CUDA allows).
  template <class T> __device__ T shfl(T v, unsigned src) const {
    static_assert(sizeof(T) <= 8, "block tile shuffles move up to 8 bytes");
    src %= N;
    if (thread_rank() == src)
      __builtin_memcpy(slot(src), &v, sizeof(T));
    sync();
    T r;
    __builtin_memcpy(&r, slot(src), sizeof(T));
    sync();
    return r;
  }
  // op over the values w of the first `count` groups of 32 threads (all 32
  // pass the same w), lowest ranks first; count 0 gives w back.
  template <class T, class Op> __device__ T fold32(T w, Op op, unsigned count) const {
    static_assert(sizeof(T) <= 8, "block tile collectives move up to 8 bytes");
    if (thread_rank() % 32 == 0)
      __builtin_memcpy(slot(thread_rank()), &w, sizeof(T));
    sync();
    T r = w;
    for (unsigned g = 0; g < count; ++g) {
      T x;
      __builtin_memcpy(&x, slot(32 * g), sizeof(T));
      r = g == 0 ? x : op(r, x);
    }
    sync();
    return r;
  }
  // Each wavefront votes (the tile holds whole ones), then the votes combine.
  __device__ int any(int p) const {
    return fold32(__ballot(p) != 0, [](bool x, bool y) { return x || y; }, N / 32);
  }
  __device__ int all(int p) const {
    return fold32(__ballot(p) == __ballot(1), [](bool x, bool y) { return x && y; }, N / 32);
  }
};
template <unsigned N, class Parent>
__device__ static inline auto c2h_tiled_partition(const Parent &parent) {
  return c2h_block_tile<N>(parent);
}
// A tile of up to 32 threads of a block tile: ROCm's, of the same threads.
template <unsigned N, unsigned M, class = typename std::enable_if<(N <= 32)>::type>
__device__ static inline auto c2h_tiled_partition(const c2h_block_tile<M> &) {
  return cooperative_groups::tiled_partition<N>(cooperative_groups::this_thread_block());
}
#endif
