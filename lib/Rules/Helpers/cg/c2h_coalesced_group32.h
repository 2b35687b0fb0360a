#ifndef C2H_COALESCED_GROUP32
#define C2H_COALESCED_GROUP32
// cooperative_groups::coalesced_group of the caller's 32-lane warp: the
// lanes of its half of the wavefront active where it is made, ranked in
// lane order. (ROCm's spans the whole 64-lane wavefront.)
struct c2h_coalesced_group32 {
  unsigned mask;
  __device__ unsigned size() const { return __popc(mask); }
  __device__ unsigned num_threads() const { return size(); }
  __device__ unsigned thread_rank() const {
    return __popc(mask & ((1u << (__lane_id() & 31)) - 1u));
  }
  __device__ unsigned meta_group_rank() const { return 0; }
  __device__ unsigned meta_group_size() const { return 1; }
  __device__ void sync() const { c2h_syncwarp(); }
  // The lane (0-31) of the member with this rank.
  __device__ int lane_of(unsigned rank) const {
    unsigned m = mask;
    for (unsigned i = 0; i < rank; ++i)
      m &= m - 1;
    return __ffs(m) - 1;
  }
  template <class T> __device__ T shfl(T v, unsigned rank) const {
    return __shfl(v, lane_of(rank % size()), 32);
  }
  template <class T> __device__ T shfl_down(T v, unsigned d) const {
    unsigned r = thread_rank() + d;
    return __shfl(v, lane_of(r < size() ? r : thread_rank()), 32);
  }
  template <class T> __device__ T shfl_up(T v, unsigned d) const {
    unsigned r = thread_rank();
    return __shfl(v, lane_of(r >= d ? r - d : r), 32);
  }
  // Bit r is member r's vote.
  __device__ unsigned ballot(int p) const {
    unsigned votes = c2h_ballot32(p) & mask, out = 0;
    for (unsigned m = mask, r = 0; m != 0; m &= m - 1, ++r)
      out |= ((votes >> (__ffs(m) - 1)) & 1u) << r;
    return out;
  }
  __device__ int any(int p) const { return (c2h_ballot32(p) & mask) != 0; }
  __device__ int all(int p) const { return (c2h_ballot32(p) & mask) == mask; }
};
__device__ static inline c2h_coalesced_group32 c2h_coalesced_threads32() {
  return c2h_coalesced_group32{c2h_activemask32()};
}
// labeled_partition and binary_partition of a coalesced group or a tile
// (ROCm 5 has neither): the group's members whose label, or predicate,
// equals the caller's. Every member makes the call.
__device__ static inline unsigned c2h_group_mask32(const c2h_coalesced_group32 &g) {
  return g.mask;
}
template <class Tile> __device__ static inline unsigned c2h_group_mask32(const Tile &t) {
  unsigned n = t.size();
  return (unsigned)(((1ull << n) - 1) << ((__lane_id() & 31) & ~(n - 1)));
}
template <class Group>
__device__ static inline c2h_coalesced_group32 c2h_labeled_partition32(const Group &g,
                                                                      int label) {
  return c2h_coalesced_group32{c2h_match_any32(label) & c2h_group_mask32(g)};
}
template <class Group>
__device__ static inline c2h_coalesced_group32 c2h_binary_partition32(const Group &g,
                                                                     bool pred) {
  unsigned yes = c2h_ballot32(pred);
  return c2h_coalesced_group32{(pred ? yes : ~yes) & c2h_group_mask32(g)};
}
#endif
