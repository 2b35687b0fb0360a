#ifndef C2H_TILE_OPS
#define C2H_TILE_OPS
#include <hip/hip_cooperative_groups.h>
// thread_block_tile votes and matches (ROCm's tiles have them from 6.4) and
// meta-group numbers (from 5.7). A tile is t.size() consecutive lanes of a
// 32-lane warp (at most 32); bit r of a result is tile rank r.
template <class Tile> __device__ static inline unsigned c2h_tile_bits(const Tile &t, unsigned w) {
  unsigned n = t.size();
  return (unsigned)(((unsigned long long)w >> ((__lane_id() & 31) & ~(n - 1))) &
                    ((1ull << n) - 1));
}
template <class Tile> __device__ static inline unsigned c2h_tile_ballot(const Tile &t, int p) {
  return c2h_tile_bits(t, c2h_ballot32(p));
}
template <class Tile> __device__ static inline int c2h_tile_any(const Tile &t, int p) {
  return c2h_tile_ballot(t, p) != 0;
}
template <class Tile> __device__ static inline int c2h_tile_all(const Tile &t, int p) {
  return c2h_tile_ballot(t, p) == (unsigned)((1ull << t.size()) - 1);
}
template <class Tile, class T>
__device__ static inline unsigned c2h_tile_match_any(const Tile &t, T v) {
  return c2h_tile_bits(t, c2h_match_any32(v));
}
template <class Tile, class T>
__device__ static inline unsigned c2h_tile_match_all(const Tile &t, T v, int &pred) {
  unsigned all = (unsigned)((1ull << t.size()) - 1);
  pred = c2h_tile_match_any(t, v) == all;
  return pred ? all : 0u;
}
// Tiles partitioned from the thread block: the tile's index and count.
template <class Tile> __device__ static inline unsigned c2h_tile_meta_group_rank(const Tile &t) {
  return cooperative_groups::this_thread_block().thread_rank() / t.size();
}
template <class Tile> __device__ static inline unsigned c2h_tile_meta_group_size(const Tile &t) {
  return (cooperative_groups::this_thread_block().size() + t.size() - 1) / t.size();
}
#endif
